import LayoutModel

// UIKit's second layout pass for multi-line labels, done once while building so that they are
// measured with the system font table like every other label: lay the layout out, then measure
// each label's text wrapped at the width it was given, and write that in as its intrinsic size.
// The engine's own second pass would measure them with the lessons' model font, whose line
// height and advances are not what Xcode used for the stored frames.

struct IBWrappingLabel {
    var name: String
    var text: String
    var font: IBFont
    var numberOfLines: Int
    /// The grid sizes are rounded up to (`IBTextMeasurement.roundingScale`).
    var scale: Double

    /// The label's size wrapped at `width`. A label given at least the model font's one-line width
    /// is not squeezed by its constraints, so it is measured on one line per written line (the
    /// system font's line may be a little wider than the model font's, which must not wrap it).
    func size(atWidth width: Double) -> Size {
        let modelLine = TextMetrics.layout(text: text, fontSize: font.size).rawSize.width
        let wrapWidth: Double? = width >= modelLine - 0.5 ? nil : width
        return SystemFontMetrics.layout(text: text, fontSize: font.size, weight: font.weight, maxWidth: wrapWidth,
                                        numberOfLines: numberOfLines, lineHeight: font.lineHeight)
            .size(pixelsPerPoint: scale)
    }

    /// Solves `layout` and sets every label's intrinsic size to its text wrapped at its solved
    /// width; once more if that moved a label's width (a label sized by its own text). A layout
    /// that does not solve keeps the engine's measuring.
    static func measure(_ labels: [IBWrappingLabel], in layout: inout Layout) {
        guard !labels.isEmpty else { return }
        for _ in 0..<2 {
            guard let solution = try? LayoutEngine(layout: layout).solution() else { return }
            var widthByName: [String: Double] = [:]
            for entry in solution.frames { widthByName[entry.item] = entry.frame.width }
            var changed = false
            for label in labels {
                guard let width = widthByName[label.name], width > 0,
                      let index = layout.items.firstIndex(where: { $0.name == label.name }) else { continue }
                let size = label.size(atWidth: width)
                if layout.items[index].intrinsicWidth != size.width || layout.items[index].intrinsicHeight != size.height {
                    layout.items[index].intrinsicWidth = size.width
                    layout.items[index].intrinsicHeight = size.height
                    changed = true
                }
            }
            if !changed { return }
        }
    }
}
