import LayoutModel

// UIKit's two layout passes for multi-line labels, done while building so that they are measured
// with the system font table like every other label: each label first asks for its one-line size;
// the layout is solved; a label the layout made narrower is measured again wrapped at the width it
// was given, and that is written in as its intrinsic size.
// The engine's own second pass would measure them with the lessons' model font, whose line
// height and advances are not what Xcode used for the stored frames.

struct IBWrappingLabel {
    var name: String
    var text: String
    var font: IBFont
    var numberOfLines: Int
    /// The grid sizes are rounded up to (`IBTextMeasurement.labelRoundingScale`).
    var scale: Double

    /// The label's size on one line per written line: what it asks for before the layout has
    /// given it a width (UIKit's first pass).
    var oneLineSize: Size {
        SystemFontMetrics.layout(text: text, fontSize: font.size, weight: font.weight, maxWidth: nil,
                                 numberOfLines: numberOfLines, lineHeight: font.lineHeight, era: font.era)
            .size(pixelsPerPoint: scale)
    }

    /// The label's size wrapped at `width`.
    func size(wrappedAt width: Double) -> Size {
        SystemFontMetrics.layout(text: text, fontSize: font.size, weight: font.weight, maxWidth: width,
                                 numberOfLines: numberOfLines, lineHeight: font.lineHeight, era: font.era)
            .size(pixelsPerPoint: scale)
    }

    /// Gives every label its one-line size, solves `layout`, and re-measures each label the
    /// layout made narrower than that, wrapped at the width it was given; solves again while a
    /// size changed (at most three passes: a wrapped label is narrower, which can move others).
    /// A layout that does not solve keeps the one-line sizes.
    static func measure(_ labels: [IBWrappingLabel], in layout: inout Layout) {
        guard !labels.isEmpty else { return }
        var indexByName: [String: Int] = [:]
        for (index, item) in layout.items.enumerated() { indexByName[item.name] = index }
        for label in labels {
            guard let index = indexByName[label.name] else { continue }
            let size = label.oneLineSize
            layout.updateItem(at: index) { item in
                item.intrinsicWidth = size.width
                item.intrinsicHeight = size.height
            }
        }
        for _ in 0..<3 {
            guard let solution = try? LayoutEngine(layout: layout).solution() else { return }
            var widthByName: [String: Double] = [:]
            for entry in solution.frames { widthByName[entry.item] = entry.frame.width }
            var changed = false
            for label in labels {
                guard let width = widthByName[label.name], width > 0, let index = indexByName[label.name] else { continue }
                // Squeezed below its one-line width (half a point of slack for the solver's rounding).
                let size = width < label.oneLineSize.width - 0.5 ? label.size(wrappedAt: width) : label.oneLineSize
                if layout.items[index].intrinsicWidth != size.width || layout.items[index].intrinsicHeight != size.height {
                    layout.updateItem(at: index) { item in
                        item.intrinsicWidth = size.width
                        item.intrinsicHeight = size.height
                    }
                    changed = true
                }
            }
            if !changed { return }
        }
    }
}
