/// A deterministic font-metrics model for a system-like sans-serif, used to measure the text of
/// labels, buttons and text fields. It stands in for UIFont/TextKit, which Linux does not have:
/// the numbers are close to UIKit's system font but are this project's own (see
/// `TextMetricsAdvances.swift` and docs/semantics.md, "Intrinsic content size and text metrics").
///
/// Vertical metrics, in ems: ascender 0.95, descender 0.24, no extra leading, so a line is
/// 1.19 em tall (17 pt → 20.23 pt, UIKit's system font gives 20.29).
///
/// Widths and heights come in two forms: *raw* typographic values (exact, used for wrapping and
/// baselines) and *rounded* sizes, which are rounded up to the pixel of a 2× screen (½ pt), as
/// UIKit rounds text sizes up to the screen scale (17 pt line: 20.23 → 20.5).
public enum TextMetrics {
    public static let ascenderMilliEm = 950
    public static let descenderMilliEm = 240
    public static let lineHeightMilliEm = ascenderMilliEm + descenderMilliEm

    /// The screen scale sizes are rounded up to: 2 pixels per point.
    public static let pixelsPerPoint = 2.0

    /// Distance from the top of a line to its baseline.
    public static func ascender(fontSize: Double) -> Double {
        points(milliEm: ascenderMilliEm, fontSize: fontSize)
    }

    /// Distance from the baseline to the bottom of a line (a positive number).
    public static func descender(fontSize: Double) -> Double {
        points(milliEm: descenderMilliEm, fontSize: fontSize)
    }

    /// The raw height of one line (ascender + descender; consecutive lines are this far apart).
    public static func lineHeight(fontSize: Double) -> Double {
        points(milliEm: lineHeightMilliEm, fontSize: fontSize)
    }

    /// The advance of one character in ems (see the table in `TextMetricsAdvances.swift`).
    public static func advance(of character: Character) -> Double {
        Double(advanceMilliEm(of: character)) / 1000
    }

    /// The raw width of `text` set on one line (newlines measure nothing; no wrapping).
    public static func width(of text: String, fontSize: Double) -> Double {
        points(milliEm: milliEmWidth(of: text), fontSize: fontSize)
    }

    /// The width of `text` in thousandths of an em (exact).
    public static func milliEmWidth<Characters: Sequence>(of text: Characters) -> Int
    where Characters.Element == Character {
        milliEmWidth(of: text, advance: advanceMilliEm(of:))
    }

    /// The width of `text` in thousandths of an em for a font given as per-character advances.
    static func milliEmWidth<Characters: Sequence>(of text: Characters, advance: (Character) -> Int) -> Int
    where Characters.Element == Character {
        text.reduce(0) { $0 + advance($1) }
    }

    /// Rounds a length up to the next pixel (½ pt). A tiny tolerance keeps values that are on the
    /// grid up to floating-point noise (e.g. 20.000000000001) from jumping a whole pixel.
    public static func roundUpToPixel(_ value: Double) -> Double {
        roundUp(value, pixelsPerPoint: pixelsPerPoint)
    }

    /// Rounds a length up to the pixel grid of a screen with `pixelsPerPoint` pixels per point
    /// (2 → ½ pt, 3 → ⅓ pt), with the same tolerance as `roundUpToPixel`.
    public static func roundUp(_ value: Double, pixelsPerPoint: Double) -> Double {
        guard value.isFinite, value > 0, pixelsPerPoint.isFinite, pixelsPerPoint > 0 else { return 0 }
        return (value * pixelsPerPoint - LayoutTolerance.pixelGrid).rounded(.up) / pixelsPerPoint
    }

    /// Font sizes that are negative, NaN or infinite measure as 0 instead of poisoning the layout.
    static func points(milliEm: Int, fontSize: Double) -> Double {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        return Double(milliEm) * size / 1000
    }
}
