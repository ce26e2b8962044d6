import Cassowary

/// The text under the sweep chart: the legend of series, what changes at each numbered
/// breakpoint, and the caption.
enum SweepChartNotes {
    typealias Style = SweepChartStyle

    /// One entry per series (a line sample in its colour and its name), flowing left to right.
    static func drawLegend(_ names: [String], on canvas: inout PinnedCanvas, at origin: CanvasPoint, width: Double) -> Double {
        let rowHeight = 16.0, sample = 24.0
        var x = origin.x, y = origin.y
        for (index, name) in names.enumerated() {
            let entryWidth = sample + 6 + Style.label.estimatedWidth(of: name) + 18
            if x > origin.x, x + entryWidth > origin.x + width {
                x = origin.x
                y += rowHeight
            }
            let stroke = Style.stroke(forSeries: index)
            canvas.line(from: CanvasPoint(x: x, y: y + rowHeight / 2), to: CanvasPoint(x: x + sample, y: y + rowHeight / 2), stroke: stroke)
            canvas.dot(at: CanvasPoint(x: x + sample / 2, y: y + rowHeight / 2), diameter: 4, color: stroke.color)
            canvas.text(name, at: CanvasPoint(x: x + sample + 6, y: y + rowHeight / 2), font: Style.label)
            x += entryWidth
        }
        return names.isEmpty ? 0 : y + rowHeight - origin.y
    }

    /// "1  at root.width = 89: below it, …" per breakpoint, or why there are none.
    static func drawBreakpoints(_ data: SweepChartData, on canvas: inout PinnedCanvas, at origin: CanvasPoint,
                                width: Double) -> Double {
        let font = Style.label
        var y = origin.y
        func write(_ text: String, indent: Double, color: String, bold: Bool = false) {
            let lineFont = bold ? Style.marker : font
            for line in lineFont.wrap(text, toWidth: width - indent) {
                canvas.text(line, at: CanvasPoint(x: origin.x + indent, y: y + font.lineHeight / 2), font: lineFont, color: color)
                y += font.lineHeight
            }
        }
        guard let breakpoints = data.breakpoints else {
            write("The breakpoint analysis did not finish, so no breakpoints are marked and the values are "
                  + "sampled at evenly spaced points.", indent: 0, color: Style.warningText)
            return y - origin.y
        }
        if breakpoints.isEmpty {
            write("No breakpoint between \(formatNumber(data.low)) and \(formatNumber(data.high)): the same "
                  + "constraints are broken over the whole range.", indent: 0, color: Style.captionText)
        }
        for (index, breakpoint) in breakpoints.enumerated() {
            write("\(index + 1)  at \(data.variable) = \(formatNumber(breakpoint.value)):", indent: 0,
                  color: Style.breakpointText, bold: true)
            for change in breakpoint.changes {
                write(change, indent: 16, color: "black")
            }
        }
        return y - origin.y
    }

    static func drawCaption(_ caption: [String], on canvas: inout PinnedCanvas, at origin: CanvasPoint, width: Double) -> Double {
        let font = Style.tick
        var y = origin.y
        for line in caption.flatMap({ font.wrap($0, toWidth: width) }) {
            canvas.text(line, at: CanvasPoint(x: origin.x, y: y + font.lineHeight / 2), font: font, color: Style.captionText)
            y += font.lineHeight
        }
        return y - origin.y
    }
}
