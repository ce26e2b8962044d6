/// The picture `layoutdbg draw` writes: one panel per step, in rows of up to `columns` panels,
/// under the scenario's title, with a legend of what the styles mean at the bottom.
public struct WireframeDrawing: Sendable {
    /// Panels per row: wide enough to compare steps, narrow enough to read on a screen.
    public static let columns = 3
    public static let padding = 20.0
    public static let panelGap = 28.0
    /// Panels are never narrower than this, so titles and keys have room next to a small screen.
    static let minimumPanelWidth = 260.0

    public let canvas: PinnedCanvas

    public init(title: String?, scenes: [WireframeScene]) {
        let padding = Self.padding, gap = Self.panelGap
        let columns = max(1, min(Self.columns, scenes.count))
        let columnWidths = Self.columnWidths(scenes, columns: columns)
        let width = 2 * padding + columnWidths.reduce(0, +) + Double(columns - 1) * gap
        var canvas = PinnedCanvas(width: width, height: 0)
        var y = padding
        if let title {
            let font = WireframeStyle.title
            for line in font.wrap(title, toWidth: width - 2 * padding) {
                canvas.text(line, at: CanvasPoint(x: padding, y: y + font.lineHeight / 2), font: font)
                y += font.lineHeight
            }
            y += 10
        }
        for rowStart in stride(from: 0, to: scenes.count, by: columns) {
            let panels = scenes[rowStart..<min(rowStart + columns, scenes.count)].enumerated().map {
                WireframePanel(scene: $0.element, width: columnWidths[$0.offset])
            }
            let headerSpace = panels.map(\.headerHeight).max() ?? 0
            var rowHeight = 0.0
            for (column, panel) in panels.enumerated() {
                let x = padding + columnWidths[..<column].reduce(0, +) + Double(column) * gap
                rowHeight = max(rowHeight, panel.draw(on: &canvas, at: CanvasPoint(x: x, y: y), headerSpace: headerSpace))
            }
            y += rowHeight + gap
        }
        y += WireframeLegend(scenes: scenes).draw(on: &canvas, at: CanvasPoint(x: padding, y: y), width: width - 2 * padding)
        // Whole points, so a PDF's page (whole points) is exactly the drawing.
        canvas.extend(toWidth: width, height: (y + padding).rounded(.up))
        self.canvas = canvas
    }

    /// Each column as wide as its widest crop (at least `minimumPanelWidth`): one wide step (a
    /// rotated screen) no longer leaves empty room right of every other step's panel.
    public static func columnWidths(_ scenes: [WireframeScene], columns: Int) -> [Double] {
        (0..<columns).map { column in
            let crops = stride(from: column, to: scenes.count, by: columns).map { scenes[$0].crop.width }
            return max(minimumPanelWidth, crops.max() ?? 0)
        }
    }
}
