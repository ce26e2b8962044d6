/// Text set into lines by `TextMetrics.layout`: what a label draws and the size it asks for.
public struct TextLayout: Hashable, Sendable {
    /// The lines kept (after the `numberOfLines` cap), without the spaces a wrap left hanging.
    public let lines: [String]
    /// Raw width of each line, in points.
    public let lineWidths: [Double]
    /// Raw height of one line, in points.
    public let lineHeight: Double
    /// Lines were dropped by the `numberOfLines` cap (UIKit would end the last one with "…").
    public let isTruncated: Bool

    /// The widest line and the lines' total height, unrounded.
    public var rawSize: Size {
        Size(width: lineWidths.max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    /// The size rounded up to the pixel (½ pt), as UIKit reports text sizes.
    public var size: Size {
        Size(width: TextMetrics.roundUpToPixel(rawSize.width),
             height: TextMetrics.roundUpToPixel(rawSize.height))
    }

    /// The size rounded up to the pixel grid of a screen with `pixelsPerPoint` (2 or 3).
    public func size(pixelsPerPoint: Double) -> Size {
        Size(width: TextMetrics.roundUp(rawSize.width, pixelsPerPoint: pixelsPerPoint),
             height: TextMetrics.roundUp(rawSize.height, pixelsPerPoint: pixelsPerPoint))
    }
}

extension TextMetrics {
    /// Sets `text` into lines.
    /// - Newlines (`\n`, `\r\n`, U+2028 …) always end a line; a newline at the very end adds no line.
    /// - With a `maxWidth`, lines wrap greedily at spaces; a word wider than the line is broken
    ///   between characters. Spaces where a line wraps hang past the edge and are not measured;
    ///   every line keeps at least one character so wrapping always progresses.
    /// - Without a `maxWidth` nothing wraps, and trailing spaces count (the "pad a label with
    ///   spaces" trick works in UIKit too).
    /// - `numberOfLines` > 0 keeps only that many lines; 0 (or less) keeps them all.
    public static func layout(text: String, fontSize: Double, maxWidth: Double? = nil,
                              numberOfLines: Int = 0) -> TextLayout {
        layout(text: text, fontSize: fontSize, maxWidth: maxWidth, numberOfLines: numberOfLines,
               lineHeight: lineHeight(fontSize: fontSize), advance: advanceMilliEm(of:))
    }

    /// The same line setting for any font given as per-character advances in thousandths of an
    /// em (the model font above, the system font table in `SystemFontMetrics`).
    static func layout(text: String, fontSize: Double, maxWidth: Double?, numberOfLines: Int,
                       lineHeight: Double, advance: (Character) -> Int) -> TextLayout {
        var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }

        var lines: [Substring] = []
        for paragraph in paragraphs {
            if let maxWidth {
                let limit = milliEmLimit(maxWidth: maxWidth, fontSize: fontSize)
                lines += wrap(paragraph, limitMilliEm: limit, advance: advance)
            } else {
                lines.append(paragraph)
            }
        }

        let isTruncated = numberOfLines > 0 && lines.count > numberOfLines
        if isTruncated { lines = Array(lines.prefix(numberOfLines)) }
        // Wrapped lines come back without their hanging spaces; unwrapped ones keep them.
        return TextLayout(lines: lines.map(String.init),
                          lineWidths: lines.map { points(milliEm: milliEmWidth(of: $0, advance: advance), fontSize: fontSize) },
                          lineHeight: lineHeight,
                          isTruncated: isTruncated)
    }

    /// The line width in thousandths of an em, with a little slack so that a line exactly as
    /// wide as the limit (up to floating-point noise) still fits.
    private static func milliEmLimit(maxWidth: Double, fontSize: Double) -> Double {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        guard size > 0 else { return .infinity }  // zero-size text has no width: never wraps
        guard maxWidth.isFinite else { return maxWidth > 0 ? .infinity : 0 }
        return maxWidth * 1000 / size + LayoutTolerance.lineFit
    }

    /// Greedy word wrap of one paragraph (no newlines inside).
    private static func wrap(_ paragraph: Substring, limitMilliEm limit: Double,
                             advance: (Character) -> Int) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex  // the current line is paragraph[lineStart..<lineEnd]

        func fits(upTo end: Substring.Index) -> Bool {
            Double(milliEmWidth(of: trimmingTrailingSpaces(paragraph[lineStart..<end]), advance: advance)) <= limit
        }
        func hasVisibleText(upTo end: Substring.Index) -> Bool {
            paragraph[lineStart..<end].contains { !isBreakingSpace($0) }
        }
        func endLine() {
            lines.append(trimmingTrailingSpaces(paragraph[lineStart..<lineEnd]))
            lineStart = lineEnd
        }

        for token in tokens(of: paragraph) {
            if isBreakingSpace(paragraph[token.lowerBound]) {
                lineEnd = token.upperBound  // spaces may hang past the edge
                continue
            }
            if fits(upTo: token.upperBound) {
                lineEnd = token.upperBound
                continue
            }
            if hasVisibleText(upTo: lineEnd) {
                endLine()  // the word goes to the next line; the spaces before it hang
                if fits(upTo: token.upperBound) {
                    lineEnd = token.upperBound
                    continue
                }
            }
            // A word wider than a whole line: break it between characters.
            var index = token.lowerBound
            while index < token.upperBound {
                let next = paragraph.index(after: index)
                if !fits(upTo: next) && hasVisibleText(upTo: lineEnd) { endLine() }
                lineEnd = next
                index = next
            }
        }
        if lineStart < paragraph.endIndex || lines.isEmpty {
            lines.append(trimmingTrailingSpaces(paragraph[lineStart..<paragraph.endIndex]))
        }
        return lines
    }

    /// Runs of spaces and runs of everything else, in order.
    private static func tokens(of paragraph: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var start = paragraph.startIndex
        while start < paragraph.endIndex {
            let isSpace = isBreakingSpace(paragraph[start])
            let end = paragraph[start...].firstIndex { isBreakingSpace($0) != isSpace } ?? paragraph.endIndex
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// Where a line may wrap: spaces and tabs (not the no-break space).
    private static func isBreakingSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private static func trimmingTrailingSpaces(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex, isBreakingSpace(line[line.index(before: end)]) {
            end = line.index(before: end)
        }
        return line[line.startIndex..<end]
    }
}
