/// Colours, fonts and sizes of the sweep chart.
enum SweepChartStyle {
    /// Distinguishable colours (Tableau 10, minus grey); after them the colours repeat dashed.
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22"]
    static let axis = CanvasStroke(color: "#333333", width: 1)
    static let grid = CanvasStroke(color: "#e4e4e4", width: 0.6)
    static let breakpoint = CanvasStroke(color: "#7a1f5c", width: 1, pattern: .dashed)
    static let breakpointText = "#7a1f5c"
    static let warningText = "#c01010"
    static let captionText = "#444444"

    static let title = CanvasFont(size: 14, isBold: true)
    static let tick = CanvasFont(size: 9)
    static let label = CanvasFont(size: 10)
    static let marker = CanvasFont(size: 10, isBold: true)

    static let padding = 20.0
    static let plotWidth = 520.0
    static let plotHeight = 300.0
    /// Room left of the plot for the y tick labels.
    static let yLabelWidth = 44.0

    static func stroke(forSeries index: Int) -> CanvasStroke {
        CanvasStroke(color: palette[index % palette.count], width: 1.6,
                     pattern: index < palette.count ? .solid : .dashed)
    }
}
