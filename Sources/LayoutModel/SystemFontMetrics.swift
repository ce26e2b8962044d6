/// Weights of the system font that Interface Builder documents name (`type="boldSystem"` is
/// bold; `weight="…"` gives the others).
public enum SystemFontWeight: String, CaseIterable, Sendable {
    case light, regular, medium, semibold, bold, heavy
}

/// Which Xcode measured the text. Display sizes (from `SystemFontMetrics.opticalSizeSwitch`) are
/// tracked more loosely in documents saved before Xcode 9 (toolsVersion below 13000): the same
/// labels are stored about 3 % wider there (docs/semantics.md, "The system font table"). Text
/// sizes measure the same in both.
public enum SystemFontEra: Sendable {
    case beforeXcode9, xcode9AndLater
}

/// A deterministic metrics table for Apple's system font as Interface Builder measured it when it
/// stored label frames, fitted on the stored frames of public documents
/// (`Tests/TextMetricsSamples/`). No font file is read and no number comes from Apple's fonts:
/// the advances start from the model font (`TextMetrics`) and are moved by the fit; the tracking,
/// weight factors and line heights are fitted constants (`SystemFontAdvances.swift`).
///
/// Width of one line: Σ (advance(character, weight) + tracking(size)) × size / 1000, where
/// characters with no advance (controls, joiners) get no tracking either. Heights: one line is
/// `lineHeight(fontSize:)` tall, with the larger "display" line height from `opticalSizeSwitch`
/// points up. Lengths are raw; round with `TextMetrics.roundUp(_:pixelsPerPoint:)` or
/// `TextLayout.size(pixelsPerPoint:)` for the screen in question.
///
/// The lessons keep the model font; the Interface Builder importer measures with this table.
/// Its measured error is in docs/semantics.md, "The system font table".
public enum SystemFontMetrics {
    /// From this size up the system font uses its display design (tighter tracking, taller lines).
    public static let opticalSizeSwitch = 20.0

    /// Raw height of one line (consecutive lines are this far apart).
    public static func lineHeight(fontSize: Double) -> Double {
        let size = usable(fontSize)
        let milliEm = size < opticalSizeSwitch ? textLineHeightMilliEm : displayLineHeightMilliEm
        return Double(milliEm) * size / 1000
    }

    /// Top of the line to the baseline. Stored frames do not show the baseline, so the line height
    /// is split in the model font's proportion (`TextMetrics`: 950 above, 240 below).
    public static func ascender(fontSize: Double) -> Double {
        lineHeight(fontSize: fontSize) * Double(TextMetrics.ascenderMilliEm) / Double(TextMetrics.lineHeightMilliEm)
    }

    /// Baseline to the bottom of the line (a positive number).
    public static func descender(fontSize: Double) -> Double {
        lineHeight(fontSize: fontSize) - ascender(fontSize: fontSize)
    }

    /// Space added after every visible character at this size, in thousandths of an em
    /// (negative values tighten). A line in the text sizes, one constant for display sizes (per era).
    public static func trackingMilliEm(fontSize: Double, era: SystemFontEra = .xcode9AndLater) -> Int {
        let size = usable(fontSize)
        let milliEm: Double
        if size < opticalSizeSwitch {
            milliEm = textTrackingAt17MilliEm + textTrackingPerPointMilliEm * (size - 17)
        } else {
            milliEm = era == .beforeXcode9 ? displayTrackingBeforeXcode9MilliEm : displayTrackingMilliEm
        }
        return Int((milliEm + 0.5).rounded(.down))  // halves round up, also below zero
    }

    /// How much wider than regular a weight's glyphs are, per mille (fitted per weight).
    static func widthPerMille(_ weight: SystemFontWeight) -> Int {
        switch weight {
        case .light: return lightWidthPerMille
        case .regular: return 1000
        case .medium: return mediumWidthPerMille
        case .semibold: return semiboldWidthPerMille
        case .bold: return boldWidthPerMille
        case .heavy: return heavyWidthPerMille
        }
    }

    /// Emoji come from the colour emoji font the system font falls back to, whose glyphs are wider
    /// than the em: 1.125 em at every weight, with none of the system font's tracking [inferred
    /// from SwiftMessages' CardView.xib, which stores a one-emoji 38-pt label 43 wide on a 2× device:
    /// 38 × 1.125 = 42.75 → 43, where adding the display tracking would give 42].
    public static let emojiAdvanceMilliEm = 1125

    /// Whether a character is drawn from the emoji font: its first scalar is an emoji pictograph
    /// (the Unicode blocks of faces, symbols and pictographs, transport and map symbols, regional
    /// indicators that pair into flags).
    public static func isEmoji(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1FAFF: return true
        default: return false
        }
    }

    /// The advance of one character at this weight, without tracking, in thousandths of an em.
    public static func advanceMilliEm(of character: Character, weight: SystemFontWeight) -> Int {
        if isEmoji(character) { return emojiAdvanceMilliEm }
        let modelAdvance = TextMetrics.advanceMilliEm(of: character)
        guard modelAdvance > 0 else { return 0 }
        // Full-width glyphs (ideographs, kana) keep their one-em box at every weight.
        if modelAdvance == TextMetrics.fullWidthAdvance { return modelAdvance }
        let regular: Int
        if let scalar = character.unicodeScalars.first, scalar.value >= 0x20, scalar.value <= 0x7E {
            regular = regularASCIIAdvances[Int(scalar.value - 0x20)]
        } else {
            regular = otherAdvance
        }
        return (regular * widthPerMille(weight) + 500) / 1000
    }

    /// Raw width of `text` on one line (newlines measure nothing; no wrapping).
    public static func width(of text: String, fontSize: Double, weight: SystemFontWeight = .regular,
                             era: SystemFontEra = .xcode9AndLater) -> Double {
        let tracking = trackingMilliEm(fontSize: fontSize, era: era)
        let milliEm = TextMetrics.milliEmWidth(of: text) { trackedAdvance(of: $0, weight: weight, tracking: tracking) }
        return TextMetrics.points(milliEm: milliEm, fontSize: fontSize)
    }

    /// Sets `text` into lines exactly as `TextMetrics.layout` does (same wrapping rules), measured
    /// with this table. `lineHeight` replaces the system font's line height (a named font whose
    /// lines are known to be another height).
    public static func layout(text: String, fontSize: Double, weight: SystemFontWeight = .regular,
                              maxWidth: Double? = nil, numberOfLines: Int = 0, lineHeight: Double? = nil,
                              era: SystemFontEra = .xcode9AndLater) -> TextLayout {
        let tracking = trackingMilliEm(fontSize: fontSize, era: era)
        return TextMetrics.layout(text: text, fontSize: fontSize, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                  lineHeight: lineHeight ?? self.lineHeight(fontSize: fontSize)) {
            trackedAdvance(of: $0, weight: weight, tracking: tracking)
        }
    }

    /// Size and weight of a Dynamic Type text style at the default content size ("Large"), as
    /// Interface Builder writes it (`style="UICTFontTextStyleBody"`); nil for an unknown name.
    public static func textStyle(named name: String) -> (size: Double, weight: SystemFontWeight)? {
        switch name {
        // Large Title's raw value is "…Title0"; the longer spelling is kept for hand-written files.
        case "UICTFontTextStyleTitle0", "UICTFontTextStyleLargeTitle": return (34, .regular)
        case "UICTFontTextStyleTitle1": return (28, .regular)
        case "UICTFontTextStyleTitle2": return (22, .regular)
        case "UICTFontTextStyleTitle3": return (20, .regular)
        case "UICTFontTextStyleHeadline": return (17, .semibold)
        case "UICTFontTextStyleBody": return (17, .regular)
        case "UICTFontTextStyleCallout": return (16, .regular)
        case "UICTFontTextStyleSubhead": return (15, .regular)
        case "UICTFontTextStyleFootnote": return (13, .regular)
        case "UICTFontTextStyleCaption1": return (12, .regular)
        case "UICTFontTextStyleCaption2": return (11, .regular)
        default: return nil
        }
    }

    static func trackedAdvance(of character: Character, weight: SystemFontWeight, tracking: Int) -> Int {
        let advance = advanceMilliEm(of: character, weight: weight)
        if isEmoji(character) { return advance }  // the emoji font has no tracking of its own
        return advance > 0 ? advance + tracking : 0
    }

    /// Font sizes that are negative, NaN or infinite measure as 0, as in `TextMetrics`.
    private static func usable(_ fontSize: Double) -> Double {
        fontSize.isFinite && fontSize > 0 ? fontSize : 0
    }
}
