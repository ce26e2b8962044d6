/// Builds GraphViz's HTML-like labels (`label=<…>`): tables of text rows, each row with its own
/// colour and weight. Every piece of text goes through `escape`, so `<=`, quotes and `&` in
/// constraints show as written.
public enum DOTHTML {
    /// Text as XML character data: `&`, `<`, `>` and `"` become entities. A backslash is doubled:
    /// GraphViz reads backslash escapes in HTML-like text too (`\\` is one backslash, `\N` the
    /// node's name), even when the backslash was written as an entity.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\\": escaped += "\\\\"
            case "\n", "\r\n", "\r": escaped += "<BR/>"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The most characters a line of a node or edge label shows.
    public static let longestLine = 96

    /// One line of a label: its text, and how it is drawn.
    public struct Line: Sendable, Equatable {
        public var text: String
        /// `#RRGGBB`; nil keeps the label's colour.
        public var color: String?
        public var isBold: Bool
        public var isItalic: Bool
        public var pointSize: Double?

        /// `cappedAt`: longer text is cut there and ends in "…", so one huge identifier or name
        /// cannot make the graph thousands of points wide (nil for titles, which wrap nowhere else).
        public init(_ text: String, color: String? = nil, isBold: Bool = false, isItalic: Bool = false, pointSize: Double? = nil,
                    cappedAt: Int? = DOTHTML.longestLine) {
            if let cappedAt, text.count > cappedAt {
                self.text = String(text.prefix(cappedAt - 1)) + "…"
            } else {
                self.text = text
            }
            self.color = color
            self.isBold = isBold
            self.isItalic = isItalic
            self.pointSize = pointSize
        }

        /// The line as markup (font, bold, italic around the escaped text).
        var markup: String {
            let inner = escape(text)
            var fontAttributes: [String] = []
            // A PostScript face instead of <B>/<I>: GraphViz 2.4x leaks memory on every render of
            // <B> and <I>, and the SVG still says font-weight="bold" or font-style="oblique".
            if let face = DOTHTML.face(bold: isBold, italic: isItalic) { fontAttributes.append("FACE=\"\(face)\"") }
            if let color { fontAttributes.append("COLOR=\"\(color)\"") }
            if let pointSize { fontAttributes.append("POINT-SIZE=\"\(formatPoints(pointSize))\"") }
            return fontAttributes.isEmpty ? inner : "<FONT \(fontAttributes.joined(separator: " "))>\(inner)</FONT>"
        }
    }

    /// The PostScript name of the graphs' font in that style; nil for the plain font.
    static func face(bold: Bool, italic: Bool) -> String? {
        switch (bold, italic) {
        case (false, false): return nil
        case (true, false): return "\(GraphStyle.fontName)-Bold"
        case (false, true): return "\(GraphStyle.fontName)-Oblique"
        case (true, true): return "\(GraphStyle.fontName)-BoldOblique"
        }
    }

    /// Lines stacked in a borderless table, each left-aligned (the first may be centred as a title).
    public static func table(_ lines: [Line], centerFirst: Bool = true) -> String {
        var markup = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
        for (index, line) in lines.enumerated() {
            let align = index == 0 && centerFirst ? "CENTER" : "LEFT"
            markup += "<TR><TD ALIGN=\"\(align)\">\(line.markup)</TD></TR>"
        }
        return markup + "</TABLE>"
    }

    /// `table` with a margin around it, so an edge's label keeps clear of the edge beside it.
    public static func paddedTable(_ lines: [Line], padding: Int) -> String {
        "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"\(padding)\"><TR><TD>"
            + table(lines, centerFirst: false) + "</TD></TR></TABLE>"
    }

    static func formatPoints(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
