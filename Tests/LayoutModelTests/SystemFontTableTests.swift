import Foundation
import XCTest
@testable import LayoutModel

/// The system font table against the real label samples (Tests/TextMetricsSamples): the committed
/// numbers are the fit of the samples, and the fit's error on held-out documents stays at what was
/// measured when the table was written (docs/semantics.md, "The system font table").
/// UPDATE_SYSTEM_FONT_TABLE=1 rewrites Sources/LayoutModel/SystemFontAdvances.swift from the fit.
final class SystemFontTableTests: XCTestCase {
    /// Measured on the committed samples (5 folds by document, 19 labels from 11 documents):
    /// fitted table mean 0.93 pt, median 0.5, 95th percentile 7.0, 78.9 % within 1 pt;
    /// model font mean 1.30 pt, median 1.0, 95th percentile 7.0, 68.4 % within 1 pt.
    static let measuredMean = 0.93
    static let measuredPercentile95 = 7.0
    static let measuredWithinOnePoint = 0.789
    static let margin = 0.05

    func testHeldOutErrorStaysAtTheMeasuredNumbersAndBeatsTheModelFont() throws {
        let samples = try SystemFontSampleFile.load().usable(weight: .regular)
        XCTAssertEqual(samples.count, 19)
        XCTAssertEqual(Set(samples.map(\.document)).count, 11)

        var fittedErrors: [Double] = [], modelErrors: [Double] = [], sizes: [Double] = []
        for fold in 0..<5 {
            let training = samples.filter { $0.fold != fold }
            let heldOut = samples.filter { $0.fold == fold }
            guard !heldOut.isEmpty else { continue }
            let fit = SystemFontFit(samples: training)
            for sample in heldOut {
                fittedErrors.append(abs(fit.predictedWidth(of: sample) - sample.storedWidth))
                modelErrors.append(abs(SystemFontFit.modelFontWidth(of: sample) - sample.storedWidth))
                sizes.append(sample.size)
            }
        }
        let fitted = SystemFontErrorSummary(fittedErrors), model = SystemFontErrorSummary(modelErrors)
        print("system font table, held out: \(fitted); model font: \(model)")
        let buckets: [(String, (Double) -> Bool)] = [("< 17 pt", { $0 < 17 }), ("17 pt", { $0 == 17 }),
                                                    ("18-19 pt", { $0 > 17 && $0 < 20 }), (">= 20 pt", { $0 >= 20 })]
        for (name, contains) in buckets {
            let members = sizes.indices.filter { contains(sizes[$0]) }
            print("  \(name): table \(SystemFontErrorSummary(members.map { fittedErrors[$0] })); "
                  + "model font \(SystemFontErrorSummary(members.map { modelErrors[$0] }))")
        }
        XCTAssertEqual(fitted.count, samples.count)
        XCTAssertLessThanOrEqual(fitted.mean, Self.measuredMean + Self.margin)
        XCTAssertLessThanOrEqual(fitted.percentile95, Self.measuredPercentile95 + Self.margin)
        XCTAssertGreaterThanOrEqual(fitted.withinOnePoint, Self.measuredWithinOnePoint - Self.margin)
        XCTAssertLessThan(fitted.mean, model.mean)
        XCTAssertGreaterThan(fitted.withinOnePoint, model.withinOnePoint)
    }

    func testCommittedTableIsTheFitOfAllSamples() throws {
        let file = try SystemFontSampleFile.load()
        let regular = file.usable(weight: .regular), heavy = file.usable(weight: .heavy)
        let fit = SystemFontFit(samples: regular)
        let table = Table(fit: fit, heavy: heavy, heights: regular + heavy)
        if ProcessInfo.processInfo.environment["UPDATE_SYSTEM_FONT_TABLE"] == "1" {
            try table.source.write(to: Table.url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(SystemFontMetrics.regularASCIIAdvances, table.regularASCIIAdvances,
                       "rerun with UPDATE_SYSTEM_FONT_TABLE=1 after changing the samples or the fit")
        XCTAssertEqual(SystemFontMetrics.textTrackingAt17MilliEm, fit.textTrackingAt17, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.textTrackingPerPointMilliEm, fit.textTrackingPerPoint, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.displayTrackingMilliEm, fit.displayTracking, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.heavyWidthPerMille, table.heavyWidthPerMille)
        XCTAssertEqual(SystemFontMetrics.textLineHeightMilliEm, table.textLineHeight)
        XCTAssertEqual(SystemFontMetrics.displayLineHeightMilliEm, table.displayLineHeight)
    }

    /// The public API reproduces the fit's own predictions on every usable sample.
    func testMeasuringThroughTheAPIMatchesTheFit() throws {
        let samples = try SystemFontSampleFile.load().usable(weight: .regular)
        let fit = SystemFontFit(samples: samples)
        for sample in samples {
            let raw = SystemFontMetrics.width(of: sample.text, fontSize: sample.size)
            XCTAssertEqual(SystemFontSample.roundUp(raw, grid: sample.widthGrid), fit.predictedWidth(of: sample),
                           accuracy: 1e-9, sample.text)
        }
    }

    /// The committed numbers the fit gives, and the source file that holds them.
    struct Table {
        static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutModel/SystemFontAdvances.swift")

        let fit: SystemFontFit
        let regularASCIIAdvances: [Int]
        let heavyWidthPerMille: Int
        let textLineHeight: Int
        let displayLineHeight: Int

        init(fit: SystemFontFit, heavy: [SystemFontSample], heights: [SystemFontSample]) {
            self.fit = fit
            regularASCIIAdvances = (0x20...0x7E).map { value in
                let character = Character(Unicode.Scalar(UInt8(value)))
                return fit.advances[character] ?? TextMetrics.advanceMilliEm(of: character)
            }
            heavyWidthPerMille = fit.heavyWidthPerMille(heavy: heavy)
            textLineHeight = SystemFontFit.lineHeightMilliEm(samples: heights.filter {
                $0.size < SystemFontMetrics.opticalSizeSwitch
            })
            displayLineHeight = SystemFontFit.lineHeightMilliEm(samples: heights.filter {
                $0.size >= SystemFontMetrics.opticalSizeSwitch
            })
        }

        var source: String {
            let rows: [(String, ClosedRange<UInt8>)] = [
                ("space  !    \"    #    $    %    &    '    (    )    *    +    ,    -    .    /", 0x20...0x2F),
                ("0 … 9", 0x30...0x39),
                (":    ;    <    =    >    ?    @", 0x3A...0x40),
                ("A    B    C    D    E    F    G    H    I    J    K    L    M", 0x41...0x4D),
                ("N    O    P    Q    R    S    T    U    V    W    X    Y    Z", 0x4E...0x5A),
                ("[    \\    ]    ^    _    `", 0x5B...0x60),
                ("a    b    c    d    e    f    g    h    i    j    k    l    m", 0x61...0x6D),
                ("n    o    p    q    r    s    t    u    v    w    x    y    z", 0x6E...0x7A),
                ("{    |    }    ~", 0x7B...0x7E),
            ]
            let body = rows.map { header, range in
                let values = range.map { String(regularASCIIAdvances[Int($0) - 0x20]) }.joined(separator: ", ")
                return "        // \(header)\n        \(values),\n"
            }.joined()
            let number = { (value: Double) in String(format: "%.1f", value) }
            return """
                // The fitted numbers of `SystemFontMetrics`. Written by `SystemFontTableTests` from
                // Tests/TextMetricsSamples/labels.json (UPDATE_SYSTEM_FONT_TABLE=1); do not edit by hand.
                // Method and measured error: docs/semantics.md, "The system font table".
                extension SystemFontMetrics {
                    /// Regular-weight advances of U+0020 … U+007E in thousandths of an em: the model font's
                    /// (`TextMetricsAdvances.swift`) moved by a ridge fit toward the stored label widths. Characters
                    /// the samples never show keep the model font's value.
                    static let regularASCIIAdvances: [Int] = [
                \(body)    ]

                    /// Any other visible character that is not full width (the model font's average glyph).
                    static let otherAdvance = \(TextMetrics.fallbackAdvance)

                    /// Tracking in the text sizes: \(number(fit.textTrackingAt17)) thousandths of an em at 17 pt, \(number(fit.textTrackingPerPoint)) more per point above.
                    static let textTrackingAt17MilliEm = \(number(fit.textTrackingAt17))
                    static let textTrackingPerPointMilliEm = \(number(fit.textTrackingPerPoint))
                    /// Tracking from `opticalSizeSwitch` up.
                    static let displayTrackingMilliEm = \(number(fit.displayTracking))

                    /// Line heights in thousandths of an em below and from `opticalSizeSwitch`.
                    static let textLineHeightMilliEm = \(textLineHeight)
                    static let displayLineHeightMilliEm = \(displayLineHeight)

                    /// Heavy glyphs are this much wider than regular ones (per mille, fitted); medium, semibold
                    /// and bold lie on the straight line between regular and heavy by weight class.
                    static let heavyWidthPerMille = \(heavyWidthPerMille)
                }

                """
        }
    }
}
