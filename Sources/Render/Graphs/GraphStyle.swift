import Cassowary
import LayoutModel

/// How a constraint is drawn. Colour is never the only signal: line style and weight carry the
/// same meaning for readers who cannot tell the colours apart (Paul Tol's colour-blind-safe red and
/// blue, on black and grey).
struct GraphStyle: Equatable {
    static let ink = "#222222"
    static let red = "#CC3311"
    static let blue = "#0077BB"
    static let faded = "#AAAAAA"
    /// A note: broken as UIKit means it to be (hugging, stack helpers, wishes at 250 or below).
    /// Darker than `faded`, which means "context only" under a focus.
    static let note = "#777777"
    static let fontName = "Helvetica"

    enum Line: String {
        case solid, dashed, dotted
    }

    /// Where a constraint stands with respect to `--focus`.
    enum Emphasis {
        /// No focus: every constraint drawn by its state.
        case plain
        /// One of the constraints asked about.
        case target
        /// In the focused explanation.
        case member
        /// Shown for context only.
        case faded
    }

    let color: String
    let line: Line
    let penWidth: Double
    /// A note after the constraint's text (`broken, error 185`), nil when it simply holds.
    let status: String?
    let isBold: Bool

    static func of(_ constraint: LayoutGraphModel.GraphConstraint, emphasis: Emphasis) -> GraphStyle {
        let base = stateStyle(of: constraint)
        switch emphasis {
        case .plain:
            return base
        case .target:
            // Red stays red (a warning or an error is the point); a note or a constraint that holds turns blue.
            return GraphStyle(color: base.color == red ? red : blue, line: base.line, penWidth: max(base.penWidth, 2.5),
                              status: (base.status.map { $0 + "; " } ?? "") + "focus", isBold: true)
        case .member:
            return GraphStyle(color: blue, line: base.line, penWidth: max(base.penWidth, 2.5),
                              status: (base.status.map { $0 + "; " } ?? "") + "explains the focus", isBold: true)
        case .faded:
            return GraphStyle(color: faded, line: base.line, penWidth: 1, status: base.status, isBold: false)
        }
    }

    /// By state and severity, as `explain` ranks findings (`FindingSeverity`): required solid,
    /// optional dashed; an error (a required conflict) red and thickest, the member left out of it
    /// dotted; a warning red and thick; a note grey and thin; each broken one with its error.
    private static func stateStyle(of constraint: LayoutGraphModel.GraphConstraint) -> GraphStyle {
        let line: Line = constraint.isRequired ? .solid : .dashed
        let conflicts = constraint.conflicts.map(String.init).joined(separator: ", ")
        let error = formatNumber(constraint.error)
        switch (constraint.state, constraint.severity) {
        case (.brokenToRecover, _):
            return GraphStyle(color: red, line: .dotted, penWidth: 3.5,
                              status: "broken to recover from conflict \(conflicts), error \(error) (error)", isBold: true)
        case (.broken, .note?):
            return GraphStyle(color: note, line: line, penWidth: 1.5, status: "broken, error \(error) (note)", isBold: false)
        case (.broken, _):
            return GraphStyle(color: red, line: line, penWidth: 2.5, status: "broken, error \(error) (warning)", isBold: true)
        case (.satisfied, _), (.inactive, _):
            if !constraint.conflicts.isEmpty {
                return GraphStyle(color: red, line: line, penWidth: 3.5, status: "in required conflict \(conflicts) (error)", isBold: true)
            }
            return GraphStyle(color: ink, line: line, penWidth: 1, status: nil, isBold: false)
        }
    }

    /// The constraint's text and its status, as lines of a label.
    func lines(for constraint: LayoutGraphModel.GraphConstraint) -> [DOTHTML.Line] {
        var lines = [DOTHTML.Line(constraint.syntax, color: color, isBold: isBold)]
        if let status { lines.append(DOTHTML.Line("  " + status, color: color, isItalic: true, pointSize: 10)) }
        return lines
    }

    /// Edge attributes: colour, line style and weight.
    var edgeAttributes: [DOTAttribute] {
        [DOTAttribute("color", .text(color)), DOTAttribute("style", .text(line.rawValue)),
         DOTAttribute("penwidth", .text(formatNumber(penWidth)))]
    }
}

/// The legend: a small table that says what each line style, weight and colour means, drawn as
/// sample strokes (box-drawing characters in the style's colour) beside the words.
enum GraphLegend {
    enum Kind { case views, constraints }

    static func node(kind: Kind, hasFocus: Bool) -> DOTStatement {
        typealias Row = (sample: String, color: String, bold: Bool, meaning: String)
        var rows: [Row] = [
            ("────", GraphStyle.ink, false, "required, holds: solid, thin"),
            ("╌╌╌╌", GraphStyle.ink, false, "optional (@priority), holds: dashed, thin"),
            ("╌╌╌╌", GraphStyle.note, false, "optional, broken as UIKit means it (hugging, stack helpers, @250 or below; a note): grey, dashed"),
            ("╍╍╍╍", GraphStyle.red, true, "optional, broken: content cut or an app's wish above 250 lost (a warning): red, dashed, thick"),
            ("━━━━", GraphStyle.red, true, "required, in a required conflict (an error): red, solid, thickest"),
            ("┉┉┉┉", GraphStyle.red, true, "required, broken to recover from a conflict (an error): red, dotted, thickest"),
        ]
        if hasFocus {
            rows.append(("━━━━", GraphStyle.blue, true, "the focus and what explains it: blue (red for a warning or an error), thick"))
            rows.append(("────", GraphStyle.faded, false, "shown for context only: grey"))
        }
        var markup = "<TABLE BORDER=\"1\" COLOR=\"\(GraphStyle.faded)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\">"
        markup += "<TR><TD COLSPAN=\"2\" ALIGN=\"CENTER\"><FONT FACE=\"\(DOTHTML.face(bold: true, italic: false)!)\">Legend</FONT></TD></TR>"
        for row in rows {
            let sample = DOTHTML.Line(row.sample, color: row.color, isBold: row.bold, pointSize: 14)
            markup += "<TR><TD ALIGN=\"LEFT\">\(sample.markup)</TD><TD ALIGN=\"LEFT\">\(DOTHTML.escape(row.meaning))</TD></TR>"
        }
        let shapes: [String]
        switch kind {
        case .views:
            shapes = ["box: a view, with its frame and its one-item constraints (size, intrinsic size)",
                      "dashed box: a layout guide; grey frame: a superview around its subviews",
                      "line: a constraint between two items, labelled in the scenario syntax",
                      "two lines meeting at a label: the constraints between items side by side"]
        case .constraints:
            shapes = ["ellipse: a solver variable and its value",
                      "box: a constraint, in the scenario syntax and as the solver's equation",
                      "line: the constraint uses the variable"]
        }
        for shape in shapes {
            markup += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">\(DOTHTML.escape(shape))</FONT></TD></TR>"
        }
        markup += "</TABLE>"
        return .node(DOTNode(id: "legend", [DOTAttribute("shape", "plain"), DOTAttribute("label", .html(markup))]))
    }
}
