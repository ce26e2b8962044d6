import LayoutModel

// How the text of a label, button or text field is measured: the one place that chooses between
// the lessons' model font (`TextMetrics`, what `ContentSize` measures with) and the system font
// table fitted on Interface Builder's own stored label frames (`SystemFontMetrics`).
//
// Choice: the fitted table wherever the text can be set before solving (one line, or a fixed
// `preferredMaxLayoutWidth`), written into the item as its intrinsic size, because it is what
// Xcode measured the stored frames with (0.81 pt mean held-out error against 1.67 for the model
// font, docs/semantics.md). Multi-line labels that wrap at the width the layout gives them are
// left to the engine's second pass, which measures with the model font at the same point size.

struct IBFont: Equatable {
    var size: Double
    var weight: SystemFontWeight
    /// Set when the font is not the system font (a named font or an unknown weight): measured as
    /// the system font of that size, which the note says.
    var approximation: String?
    /// A named font's own line height in ems, when `IBTextMeasurement.customLineHeights` knows its
    /// family; nil measures lines with the system font's.
    var lineHeightEm: Double? = nil
    /// Which Xcode's measurement the document's stored frames show (`fontEra(toolsVersion:)`).
    var era: SystemFontEra = .xcode9AndLater

    /// Raw height of one line of this font.
    var lineHeight: Double {
        lineHeightEm.map { $0 * size } ?? SystemFontMetrics.lineHeight(fontSize: size)
    }
}

enum IBTextMeasurement {
    /// The font a view shows its text in: the written description (after size-class overrides),
    /// else the class's default (UILabel 17 pt, UIButton 15 pt, UITextField 14 pt).
    static func font(of view: IBView, description: IBFontDescription?) -> IBFont {
        let classDefault: Double = switch view.element {
        case "button": 15
        case "textField": 14
        default: 17
        }
        guard let description else { return IBFont(size: classDefault, weight: .regular) }
        if let style = description.style {
            if let known = SystemFontMetrics.textStyle(named: style) { return IBFont(size: known.size, weight: known.weight) }
            return IBFont(size: classDefault, weight: .regular, approximation: "text style \(style) is not known; \(Int(classDefault)) pt used")
        }
        let size = description.pointSize ?? classDefault
        if let name = description.name {
            let lineHeightEm = description.family.flatMap { customLineHeights[$0] }
            let what = lineHeightEm == nil ? "" : " (its lines \(lineHeightEm!) em tall)"
            return IBFont(size: size, weight: name.localizedBold ? .bold : .regular,
                          approximation: "font \(name) is measured as the system font of the same size\(what)",
                          lineHeightEm: lineHeightEm)
        }
        if description.type == "boldSystem" { return IBFont(size: size, weight: .bold) }
        switch description.weight {
        case nil, "regular": return IBFont(size: size, weight: .regular)
        case let written?:
            if let weight = SystemFontWeight(rawValue: written) { return IBFont(size: size, weight: weight) }
            let nearest: SystemFontWeight = written == "black" ? .heavy
                : ["thin", "ultraLight"].contains(written) ? .light : .regular
            return IBFont(size: size, weight: nearest,
                          approximation: "system font weight \(written) is measured as \(nearest.rawValue)")
        }
    }

    /// Line heights of named font families, in ems, where stored frames show them: the widths of
    /// named fonts stay the system font's (no table), but a line height fixes every multi-line
    /// label's height and every label pinned on both sides.
    /// - Proxima Nova: 1.0 em [inferred from three DuckDuckGo documents, all ProximaNova weights:
    ///   a 20-pt label stored 20 tall, a 12-pt one 12, a two-line 16-pt one 32].
    static let customLineHeights: [String: Double] = [
        "Proxima Nova": 1.0,
    ]

    /// A label's intrinsic size when it can be measured before solving; nil leaves it to the engine.
    static func labelSize(text: String, font: IBFont, numberOfLines: Int, preferredMaxLayoutWidth: Double?,
                          scale: Double) -> Size? {
        let wrapWidth = preferredMaxLayoutWidth.flatMap { $0 > 0 ? $0 : nil }
        guard numberOfLines == 1 || wrapWidth != nil else { return nil }
        let layout = SystemFontMetrics.layout(text: text, fontSize: font.size, weight: font.weight,
                                              maxWidth: numberOfLines == 1 ? nil : wrapWidth,
                                              numberOfLines: numberOfLines == 1 ? 1 : numberOfLines,
                                              lineHeight: font.lineHeight, era: font.era)
        return layout.size(pixelsPerPoint: scale)
    }

    /// A button's title, one line, plus UIButton's 6 pt above and below; never narrower than 30 pt
    /// (the padding `ContentSize` gives buttons, measured with the system font table).
    static func buttonTitleSize(title: String, font: IBFont, scale: Double) -> Size {
        let width = SystemFontMetrics.width(of: title, fontSize: font.size, weight: font.weight, era: font.era)
        let height = font.lineHeight + 12
        return Size(width: max(TextMetrics.roundUp(width, pixelsPerPoint: scale), 30),
                    height: TextMetrics.roundUp(height, pixelsPerPoint: scale))
    }

    /// The first toolsVersion of Xcode 9 (reference §1's bands: 13xxx-14xxx is Xcode 9-10).
    static let xcode9ToolsVersion = 13000

    /// The system font's measuring era of a document: display sizes are tracked more loosely in
    /// documents saved before Xcode 9 [inferred from labels.json: the same display-size labels are
    /// stored about 3 % wider by Xcode 8 than by Xcode 9 and later, e.g. HeroTransitions'
    /// "A touch of genius." (medium 28) 231 wide at toolsVersion 11762 and 223.333 at 13771; text
    /// sizes agree across versions]. Same reading of the toolsVersion as `isBeforeXcode11`.
    static func fontEra(toolsVersion: String?) -> SystemFontEra {
        guard let leading = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return .xcode9AndLater }
        return leading < xcode9ToolsVersion ? .beforeXcode9 : .xcode9AndLater
    }

    /// The first toolsVersion of Xcode 11 (reference §1's bands: 15xxx-16xxx is Xcode 11).
    static let xcode11ToolsVersion = 15000

    /// Whether the document was saved by an Xcode before 11, by the leading number of its
    /// toolsVersion (for this only: the number is not monotonic, and values such as 32700.99.1234
    /// are read as new).
    static func isBeforeXcode11(_ toolsVersion: String?) -> Bool {
        guard let leading = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
        return leading < xcode11ToolsVersion
    }

    /// The grid button and text field sizes are rounded up to: whole points in documents saved by
    /// Xcode 8-10 (the reference's 92 of 98 system 17 pt labels store 21), the device's pixels from
    /// Xcode 11 on (20.5 on @2x, 20.333 on @3x) (reference §5.3). Labels: `labelRoundingScale`.
    static func roundingScale(toolsVersion: String?, deviceScale: Double) -> Double {
        isBeforeXcode11(toolsVersion) ? 1 : deviceScale
    }

    /// The grid label sizes are rounded up to: the device's pixels in every version. A label
    /// alone is within the oracle's 1 pt either way (21 against 20.5), so only labels stacked or
    /// chained decide, and in the corpus those follow the pixel grid before Xcode 11 too: three
    /// labels stacked by Xcode 10 store 20.5 + 20.5 + 19.5 (IBDecodable's LabelsWithFonts.xib),
    /// Xcode 7's RxSwift storyboard stores 16-pt labels 19.5 and 11-pt ones 13.5 (13 each), and a
    /// button placed 8 below a 17-pt label stored 20 tall lands on its stored y only with 20.5
    /// [inferred from the corpus; whole points for labels as well leave the stack and the button
    /// missing and gain nothing]. Buttons and text fields keep `roundingScale`: five buttons of SVProgressHUD's
    /// Xcode 10 storyboard store 33 (whole points), and chained they miss on the pixel grid.
    static func labelRoundingScale(deviceScale: Double) -> Double {
        deviceScale
    }

    /// A text field's height: with the rounded-rect border 34 pt (reference §3: 127 of 177 stored
    /// frames) and 30 pt in documents saved before Xcode 11 (the reference's "30/31 in older
    /// files"; the corpus's Xcode 7 and 8 documents store 30) [inferred cut at Xcode 11]; else one
    /// line of its font.
    static func textFieldHeight(borderStyle: String?, font: IBFont, scale: Double, toolsVersion: String?) -> Double {
        if borderStyle == "roundedRect" { return isBeforeXcode11(toolsVersion) ? 30 : 34 }
        return TextMetrics.roundUp(font.lineHeight, pixelsPerPoint: scale)
    }
}

private extension String {
    var localizedBold: Bool { contains("Bold") || contains("Heavy") || contains("Black") }
}
