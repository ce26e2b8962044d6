import Cassowary

/// The picture `layoutdbg sweep` writes: each series as a polyline over the swept range, the
/// breakpoints as numbered vertical lines explained under the chart, axes with round ticks, a
/// legend and a caption.
public struct SweepChart: Sendable {
    public let canvas: PinnedCanvas
    /// Where the plot area sits on the canvas (for tests).
    public let plot: CanvasRect

    public init(_ data: SweepChartData) {
        typealias Style = SweepChartStyle
        let width = 2 * Style.padding + Style.yLabelWidth + Style.plotWidth + 12
        let textWidth = width - 2 * Style.padding
        var canvas = PinnedCanvas(width: width, height: 0)
        var y = Style.padding
        for line in Style.title.wrap(data.title, toWidth: textWidth) {
            canvas.text(line, at: CanvasPoint(x: Style.padding, y: y + Style.title.lineHeight / 2), font: Style.title)
            y += Style.title.lineHeight
        }
        y += 36  // the y axis' name and the breakpoint numbers sit above the plot
        let plot = CanvasRect(x: Style.padding + Style.yLabelWidth, y: y, width: Style.plotWidth, height: Style.plotHeight)
        let values = data.series.flatMap { $0.points.map(\.y) }
        let frame = ChartFrame(plot: plot, low: data.low, high: data.high,
                               values: AxisTicks(covering: values.min() ?? 0, values.max() ?? 1))
        frame.drawAxes(on: &canvas, variable: data.variable, valueLabel: data.valueLabel)
        if let breakpoints = data.breakpoints {
            frame.drawBreakpoints(breakpoints.map(\.value), on: &canvas)
        }
        for (index, series) in data.series.enumerated() {
            let stroke = Style.stroke(forSeries: index)
            let points = series.points.map(frame.point)
            canvas.polyline(points, stroke: stroke)
            for point in points { canvas.dot(at: point, diameter: 4, color: stroke.color) }
        }

        y = plot.maxY + 44
        y += SweepChartNotes.drawLegend(data.series.map(\.name), on: &canvas, at: CanvasPoint(x: Style.padding, y: y), width: textWidth)
        y += 8
        y += SweepChartNotes.drawBreakpoints(data, on: &canvas, at: CanvasPoint(x: Style.padding, y: y), width: textWidth)
        y += 6
        y += SweepChartNotes.drawCaption(data.caption, on: &canvas, at: CanvasPoint(x: Style.padding, y: y), width: textWidth)
        canvas.extend(toWidth: width, height: y + Style.padding)
        self.canvas = canvas
        self.plot = plot
    }
}

/// Maps chart values to canvas points and draws the axes, grid and breakpoint lines.
struct ChartFrame {
    let plot: CanvasRect
    let low: Double
    let high: Double
    let values: AxisTicks

    func x(_ value: Double) -> Double { plot.x + (value - low) / (high - low) * plot.width }
    func y(_ value: Double) -> Double { plot.maxY - (value - values.lower) / (values.upper - values.lower) * plot.height }
    func point(_ value: CanvasPoint) -> CanvasPoint { CanvasPoint(x: x(value.x), y: y(value.y)) }

    func drawAxes(on canvas: inout PinnedCanvas, variable: String, valueLabel: String) {
        typealias Style = SweepChartStyle
        let xTicks = AxisTicks(covering: low, high, count: 8)
        for tick in xTicks.values where tick >= low - RenderTolerance.tickInRange && tick <= high + RenderTolerance.tickInRange {
            canvas.line(from: CanvasPoint(x: x(tick), y: plot.y), to: CanvasPoint(x: x(tick), y: plot.maxY), stroke: Style.grid)
            canvas.line(from: CanvasPoint(x: x(tick), y: plot.maxY), to: CanvasPoint(x: x(tick), y: plot.maxY + 4), stroke: Style.axis)
            canvas.text(formatNumber(tick), at: CanvasPoint(x: x(tick), y: plot.maxY + 12), alignment: .center, font: Style.tick)
        }
        for tick in values.values {
            canvas.line(from: CanvasPoint(x: plot.x, y: y(tick)), to: CanvasPoint(x: plot.maxX, y: y(tick)), stroke: Style.grid)
            canvas.line(from: CanvasPoint(x: plot.x - 4, y: y(tick)), to: CanvasPoint(x: plot.x, y: y(tick)), stroke: Style.axis)
            canvas.text(formatNumber(tick), at: CanvasPoint(x: plot.x - 6, y: y(tick)), alignment: .right, font: Style.tick)
        }
        canvas.line(from: CanvasPoint(x: plot.x, y: plot.maxY), to: CanvasPoint(x: plot.maxX, y: plot.maxY), stroke: Style.axis)
        canvas.line(from: CanvasPoint(x: plot.x, y: plot.y), to: CanvasPoint(x: plot.x, y: plot.maxY), stroke: Style.axis)
        canvas.text("\(variable) (points)", at: CanvasPoint(x: plot.x + plot.width / 2, y: plot.maxY + 28),
                    alignment: .center, font: Style.label)
        canvas.text(valueLabel, at: CanvasPoint(x: plot.x - Style.yLabelWidth, y: plot.y - 26), font: Style.label)
    }

    /// A dashed vertical line per breakpoint, numbered above the plot; numbers that would touch
    /// their neighbour's go one row higher.
    func drawBreakpoints(_ breakpoints: [Double], on canvas: inout PinnedCanvas) {
        typealias Style = SweepChartStyle
        var previousX = -Double.infinity, row = 0
        for (index, value) in breakpoints.enumerated() {
            let lineX = x(value)
            row = lineX - previousX < 16 ? (row + 1) % 2 : 0
            previousX = lineX
            canvas.line(from: CanvasPoint(x: lineX, y: plot.y - 2), to: CanvasPoint(x: lineX, y: plot.maxY), stroke: Style.breakpoint)
            canvas.text("\(index + 1)", at: CanvasPoint(x: lineX, y: plot.y - 8 - Double(row) * 12), alignment: .center,
                        font: Style.marker, color: Style.breakpointText)
        }
    }
}
