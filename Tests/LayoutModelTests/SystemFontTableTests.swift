import Foundation
import XCTest
@testable import LayoutModel

/// The system font table against the real label samples (Tests/TextMetricsSamples): the committed
/// numbers are the fit of the first two collections' samples, the fit's error on held-out
/// documents stays at what was measured when the table was written, and the third collection is a
/// test set the table never saw (docs/semantics.md, "The system font table").
/// UPDATE_SYSTEM_FONT_TABLE=1 rewrites Sources/LayoutModel/SystemFontAdvances.swift from the fit.
final class SystemFontTableTests: XCTestCase {
    /// Measured on the fitted documents (5 folds by file): regular, 106 labels from 35 documents,
    /// mean 0.87 pt, median 1.0, 95th percentile 2.0, max 4.0, 77.4 % within 1 pt (model font: 2.01,
    /// 1.0, 9.0, 18.0, 61.3 %); the other weights, 28 labels, mean 1.46, 46.4 % within 1 pt (model
    /// font 4.20, 25.0 %).
    static let measuredMean = 0.87
    static let measuredPercentile95 = 2.0
    static let measuredWithinOnePoint = 0.774
    static let measuredWeightsMean = 1.46
    static let measuredWeightsWithinOnePoint = 0.464
    /// The committed table on the third collection (never fitted on): regular 29 labels, mean
    /// 1.44 pt, 58.6 % within 1 pt; other weights 56 labels, mean 1.68, 53.6 % within 1 pt.
    static let measuredUnseenMean = 1.44
    static let measuredUnseenWeightsMean = 1.68
    static let margin = 0.05
    /// The committed table is the fit of the first 64 documents of labels.json (the first two
    /// collections). Refitted on all three collections the held-out error falls (over all 219
    /// labels: regular mean 1.00 → 0.97 pt, other weights 1.72 → 1.51) but the stored-frame oracle
    /// loses a view (HeroTransitions' semibold 22-pt "Label Morph Plugin": 196.5 against 198), so
    /// that refit is not committed; the test prints its numbers.
    static let fittedDocuments = 64
    /// The first table was fitted on the first 19 documents of labels.json; the documents after
    /// them were added later, so the first table never saw them. Two of the 19 (RxSwift's, screens
    /// split out of an oracle document) were removed since, leaving 17.
    static let firstTableDocuments = 17

    static let fittedWeights: [SystemFontWeight] = [.light, .medium, .semibold, .bold, .heavy]

    /// Regular labels: the width fit; other weights: the width fit of the training fold's regular
    /// labels with each weight's factor fitted on the training fold's labels of that weight.
    func testHeldOutErrorStaysAtTheMeasuredNumbersAndBeatsTheModelFont() throws {
        let all = try SystemFontSampleFile.load()
        let file = all.split(atDocument: Self.fittedDocuments).first
        Self.printHeldOutError(of: all, title: "all three collections (refit not committed)")
        let samples = file.usable(weight: .regular)
        var fittedErrors: [Double] = [], modelErrors: [Double] = [], sizes: [Double] = []
        var weightErrors: [SystemFontWeight: [Double]] = [:], weightModelErrors: [SystemFontWeight: [Double]] = [:]
        for fold in 0..<5 {
            let training = samples.filter { $0.fold != fold }
            let fit = SystemFontFit(samples: training)
            for sample in samples where sample.fold == fold {
                fittedErrors.append(abs(fit.predictedWidth(of: sample) - sample.storedWidth))
                modelErrors.append(abs(SystemFontFit.modelFontWidth(of: sample) - sample.storedWidth))
                sizes.append(sample.size)
            }
            let weightTraining = Dictionary(uniqueKeysWithValues: Self.fittedWeights.map { weight in
                (weight, file.usable(weight: weight).filter { $0.fold != fold })
            })
            for weight in Self.fittedWeights {
                let perMille = Self.widthPerMille(weight, fit: fit, training: weightTraining)
                for sample in file.usable(weight: weight) where sample.fold == fold {
                    weightErrors[weight, default: []].append(abs(fit.predictedWidth(of: sample, perMille: perMille) - sample.storedWidth))
                    weightModelErrors[weight, default: []].append(abs(SystemFontFit.modelFontWidth(of: sample) - sample.storedWidth))
                }
            }
        }
        let fitted = SystemFontErrorSummary(fittedErrors), model = SystemFontErrorSummary(modelErrors)
        print("system font table, regular held out (\(Set(samples.map(\.document)).count) documents): \(fitted); model font: \(model)")
        let buckets: [(String, (Double) -> Bool)] = [("< 17 pt", { $0 < 17 }), ("17 pt", { $0 == 17 }),
                                                    ("18-19 pt", { $0 > 17 && $0 < 20 }), (">= 20 pt", { $0 >= 20 })]
        for (name, contains) in buckets {
            let members = sizes.indices.filter { contains(sizes[$0]) }
            print("  \(name): table \(SystemFontErrorSummary(members.map { fittedErrors[$0] })); "
                  + "model font \(SystemFontErrorSummary(members.map { modelErrors[$0] }))")
        }
        let allWeightErrors = Self.fittedWeights.flatMap { weightErrors[$0] ?? [] }
        let weights = SystemFontErrorSummary(allWeightErrors)
        print("  other weights held out: \(weights); model font \(SystemFontErrorSummary(Self.fittedWeights.flatMap { weightModelErrors[$0] ?? [] }))")
        for weight in Self.fittedWeights {
            print("    \(weight.rawValue): table \(SystemFontErrorSummary(weightErrors[weight] ?? [])); "
                  + "model font \(SystemFontErrorSummary(weightModelErrors[weight] ?? []))")
        }
        Self.printCommittedTableError(file: file)
        XCTAssertEqual(fitted.count, samples.count)
        XCTAssertLessThanOrEqual(fitted.mean, Self.measuredMean + Self.margin)
        XCTAssertLessThanOrEqual(fitted.percentile95, Self.measuredPercentile95 + Self.margin)
        XCTAssertGreaterThanOrEqual(fitted.withinOnePoint, Self.measuredWithinOnePoint - Self.margin)
        XCTAssertLessThan(fitted.mean, model.mean)
        XCTAssertGreaterThan(fitted.withinOnePoint, model.withinOnePoint)
        XCTAssertLessThanOrEqual(weights.mean, Self.measuredWeightsMean + Self.margin)
        XCTAssertGreaterThanOrEqual(weights.withinOnePoint, Self.measuredWeightsWithinOnePoint - Self.margin)
    }

    /// Held-out error of a refit on `file`, regular and other weights, for the record.
    static func printHeldOutError(of file: SystemFontSampleFile, title: String) {
        let samples = file.usable(weight: .regular)
        var regular: [Double] = [], weights: [Double] = []
        for fold in 0..<5 {
            let fit = SystemFontFit(samples: samples.filter { $0.fold != fold })
            for sample in samples where sample.fold == fold {
                regular.append(abs(fit.predictedWidth(of: sample) - sample.storedWidth))
            }
            let training = Dictionary(uniqueKeysWithValues: fittedWeights.map { weight in
                (weight, file.usable(weight: weight).filter { $0.fold != fold })
            })
            for weight in fittedWeights {
                let perMille = widthPerMille(weight, fit: fit, training: training)
                for sample in file.usable(weight: weight) where sample.fold == fold {
                    weights.append(abs(fit.predictedWidth(of: sample, perMille: perMille) - sample.storedWidth))
                }
            }
        }
        print("  held out, \(title): regular \(SystemFontErrorSummary(regular)); other weights \(SystemFontErrorSummary(weights))")
    }

    /// The committed table through the public API on the third collection, which it was not fitted on.
    func testCommittedTableOnDocumentsItWasNotFittedOn() throws {
        let unseen = try SystemFontSampleFile.load().split(atDocument: Self.fittedDocuments).rest
        var regular: [Double] = [], weights: [Double] = []
        for weight in [SystemFontWeight.regular] + Self.fittedWeights {
            for sample in unseen.usable(weight: weight) {
                let raw = SystemFontMetrics.width(of: sample.text, fontSize: sample.size, weight: weight, era: sample.era)
                let error = abs(SystemFontSample.roundUp(raw, grid: sample.widthGrid) - sample.storedWidth)
                if weight == .regular { regular.append(error) } else { weights.append(error) }
            }
        }
        let regularSummary = SystemFontErrorSummary(regular), weightsSummary = SystemFontErrorSummary(weights)
        print("  committed table on the third collection: regular \(regularSummary); other weights \(weightsSummary)")
        XCTAssertGreaterThan(regular.count, 0)
        XCTAssertLessThanOrEqual(regularSummary.mean, Self.measuredUnseenMean + Self.margin)
        XCTAssertLessThanOrEqual(weightsSummary.mean, Self.measuredUnseenWeightsMean + Self.margin)
    }

    /// A weight's factor from its training labels; a weight with none in the fold takes the
    /// nearest weight's that has some (heavier first), and regular's 1000 if none has.
    static func widthPerMille(_ weight: SystemFontWeight, fit: SystemFontFit,
                              training: [SystemFontWeight: [SystemFontSample]]) -> Int {
        let order: [SystemFontWeight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
        let index = order.firstIndex(of: weight)!
        for distance in 0..<order.count {
            for candidate in [index + distance, index - distance] where order.indices.contains(candidate) {
                let neighbour = order[candidate]
                if neighbour == .regular { return 1000 }
                if let samples = training[neighbour], !samples.isEmpty { return fit.widthPerMille(samples: samples) }
            }
        }
        return 1000
    }

    /// The committed table through the public API on every usable label, and on the labels of the
    /// documents the first table was not fitted on (what a table is worth on new documents).
    static func printCommittedTableError(file: SystemFontSampleFile) {
        let later = Set(file.documents.dropFirst(firstTableDocuments).map(\.id))
        var all: [Double] = [], unseen: [Double] = []
        for weight in [SystemFontWeight.regular] + fittedWeights {
            for sample in file.usable(weight: weight) {
                let raw = SystemFontMetrics.width(of: sample.text, fontSize: sample.size, weight: weight, era: sample.era)
                let error = abs(SystemFontSample.roundUp(raw, grid: sample.widthGrid) - sample.storedWidth)
                all.append(error)
                if later.contains(sample.document) { unseen.append(error) }
            }
        }
        print("  committed table, all weights: all \(SystemFontErrorSummary(all)); "
              + "documents after the first \(firstTableDocuments): \(SystemFontErrorSummary(unseen))")
    }

    func testCommittedTableIsTheFitOfTheFittedDocuments() throws {
        let file = try SystemFontSampleFile.load().split(atDocument: Self.fittedDocuments).first
        let regular = file.usable(weight: .regular)
        let fit = SystemFontFit(samples: regular)
        let weighted = Dictionary(uniqueKeysWithValues: Self.fittedWeights.map { ($0, file.usable(weight: $0)) })
        let table = Table(fit: fit, weighted: weighted, heights: regular + Self.fittedWeights.flatMap { weighted[$0]! })
        if ProcessInfo.processInfo.environment["UPDATE_SYSTEM_FONT_TABLE"] == "1" {
            try table.source.write(to: Table.url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(SystemFontMetrics.regularASCIIAdvances, table.regularASCIIAdvances,
                       "rerun with UPDATE_SYSTEM_FONT_TABLE=1 after changing the samples or the fit")
        XCTAssertEqual(SystemFontMetrics.textTrackingAt17MilliEm, fit.textTrackingAt17, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.textTrackingPerPointMilliEm, fit.textTrackingPerPoint, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.displayTrackingMilliEm, fit.displayTracking, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.displayTrackingBeforeXcode9MilliEm, fit.displayTrackingBeforeXcode9, accuracy: 1e-9)
        for weight in Self.fittedWeights {
            XCTAssertEqual(SystemFontMetrics.widthPerMille(weight), table.widthPerMille[weight], weight.rawValue)
        }
        XCTAssertEqual(SystemFontMetrics.textLineHeightMilliEm, table.textLineHeight)
        XCTAssertEqual(SystemFontMetrics.displayLineHeightMilliEm, table.displayLineHeight)
    }

    /// The public API reproduces the fit's own predictions on every usable sample.
    func testMeasuringThroughTheAPIMatchesTheFit() throws {
        let samples = try SystemFontSampleFile.load().split(atDocument: Self.fittedDocuments).first.usable(weight: .regular)
        let fit = SystemFontFit(samples: samples)
        for sample in samples {
            let raw = SystemFontMetrics.width(of: sample.text, fontSize: sample.size, era: sample.era)
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
        let widthPerMille: [SystemFontWeight: Int]
        let textLineHeight: Int
        let displayLineHeight: Int

        init(fit: SystemFontFit, weighted: [SystemFontWeight: [SystemFontSample]], heights: [SystemFontSample]) {
            self.fit = fit
            regularASCIIAdvances = (0x20...0x7E).map { value in
                let character = Character(Unicode.Scalar(UInt8(value)))
                return fit.advances[character] ?? TextMetrics.advanceMilliEm(of: character)
            }
            widthPerMille = weighted.mapValues { fit.widthPerMille(samples: $0) }
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
            let perMille = { (weight: SystemFontWeight) in widthPerMille[weight] ?? 1000 }
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
                    /// Tracking from `opticalSizeSwitch` up in documents saved before Xcode 9.
                    static let displayTrackingBeforeXcode9MilliEm = \(number(fit.displayTrackingBeforeXcode9))

                    /// Line heights in thousandths of an em below and from `opticalSizeSwitch`.
                    static let textLineHeightMilliEm = \(textLineHeight)
                    static let displayLineHeightMilliEm = \(displayLineHeight)

                    /// Glyph widths of the other weights relative to regular ones (per mille, fitted per weight).
                    static let lightWidthPerMille = \(perMille(.light))
                    static let mediumWidthPerMille = \(perMille(.medium))
                    static let semiboldWidthPerMille = \(perMille(.semibold))
                    static let boldWidthPerMille = \(perMille(.bold))
                    static let heavyWidthPerMille = \(perMille(.heavy))
                }

                """
        }
    }
}
