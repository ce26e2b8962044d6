import Foundation
@testable import LayoutModel

/// The fit behind `SystemFontAdvances.swift`, kept with the tests (not in the product) so that the
/// table can be checked and rewritten from the samples.
///
/// Width model of one label: Σ (advance(c) + tracking(size)) × size / 1000 over its visible
/// characters, rounded up to the grid its stored width lies on. Unknowns: the regular advance of
/// every character the training labels contain, and three tracking numbers (thousandths of an em
/// per character): text sizes at 17 pt, their change per point, display sizes (≥ 20 pt).
/// Ridge least squares on target = stored width − half a grid step (a value rounded up sits on
/// average half a step above the raw one); advances are pulled toward the model font's with
/// weight `advancePull`, tracking toward 0 with `trackingPull`, so characters seen once stay sensible.
struct SystemFontFit {
    static let advancePull = 0.1
    static let trackingPull = 0.001

    /// Fitted regular advances (rounded) of the characters seen, and the tracking numbers rounded
    /// to a tenth, as the table stores them.
    let advances: [Character: Int]
    let textTrackingAt17: Double
    let textTrackingPerPoint: Double
    let displayTracking: Double
    let displayTrackingBeforeXcode9: Double

    init(samples: [SystemFontSample]) {
        let characters = Array(Set(samples.flatMap { Array($0.text) })).sorted { String($0) < String($1) }
        let index = Dictionary(uniqueKeysWithValues: characters.enumerated().map { ($1, $0) })
        let unknowns = characters.count + 4
        var normal = [[Double]](repeating: [Double](repeating: 0, count: unknowns), count: unknowns)
        var right = [Double](repeating: 0, count: unknowns)
        for sample in samples {
            var row = [Double](repeating: 0, count: unknowns)
            let perMilliEm = sample.size / 1000
            for character in sample.text { row[index[character]!] += perMilliEm }
            let glyphs = Double(Self.visibleCount(sample.text))
            if sample.size < SystemFontMetrics.opticalSizeSwitch {
                row[unknowns - 4] = glyphs * perMilliEm
                row[unknowns - 3] = glyphs * perMilliEm * (sample.size - 17)
            } else {
                row[sample.era == .beforeXcode9 ? unknowns - 1 : unknowns - 2] = glyphs * perMilliEm
            }
            let target = sample.storedWidth - sample.widthGrid / 2
            for i in 0..<unknowns {
                right[i] += row[i] * target
                for j in 0..<unknowns { normal[i][j] += row[i] * row[j] }
            }
        }
        for (i, character) in characters.enumerated() {
            normal[i][i] += Self.advancePull
            right[i] += Self.advancePull * Double(TextMetrics.advanceMilliEm(of: character))
        }
        for i in characters.count..<unknowns { normal[i][i] += Self.trackingPull }
        let solution = Self.solve(normal, right)
        advances = Dictionary(uniqueKeysWithValues: characters.enumerated().map {
            ($1, Int(solution[$0].rounded()))
        })
        let tenth = { (value: Double) in (value * 10).rounded() / 10 }
        textTrackingAt17 = tenth(solution[unknowns - 4])
        textTrackingPerPoint = tenth(solution[unknowns - 3])
        displayTracking = tenth(solution[unknowns - 2])
        displayTrackingBeforeXcode9 = tenth(solution[unknowns - 1])
    }

    /// Tracking at a size, rounded as `SystemFontMetrics.trackingMilliEm` rounds it.
    func tracking(size: Double, era: SystemFontEra) -> Int {
        let milliEm = size < SystemFontMetrics.opticalSizeSwitch
            ? textTrackingAt17 + textTrackingPerPoint * (size - 17)
            : (era == .beforeXcode9 ? displayTrackingBeforeXcode9 : displayTracking)
        return Int((milliEm + 0.5).rounded(.down))
    }

    /// The stored width this fit predicts (characters it has not seen use the model font), for a
    /// weight whose glyphs are `perMille` of regular ones (rounded per glyph, as the table does).
    func predictedWidth(of sample: SystemFontSample, perMille: Int = 1000) -> Double {
        let track = tracking(size: sample.size, era: sample.era)
        let milliEm = sample.text.reduce(0) { sum, character in
            let model = TextMetrics.advanceMilliEm(of: character)
            guard model > 0 else { return sum }
            let regular = advances[character] ?? model
            let advance = model == TextMetrics.fullWidthAdvance ? model : (regular * perMille + 500) / 1000
            return sum + advance + track
        }
        return SystemFontSample.roundUp(Double(milliEm) * sample.size / 1000, grid: sample.widthGrid)
    }

    /// The stored width the model font predicts (no tracking).
    static func modelFontWidth(of sample: SystemFontSample) -> Double {
        SystemFontSample.roundUp(TextMetrics.width(of: sample.text, fontSize: sample.size), grid: sample.widthGrid)
    }

    /// One weight's glyph width relative to regular, per mille: least squares of one factor on
    /// the regular advances, with this fit's tracking; 1000 without samples.
    func widthPerMille(samples: [SystemFontSample]) -> Int {
        var numerator = 0.0, denominator = 0.0
        for sample in samples {
            let regular = sample.text.reduce(0) { sum, character in
                let model = TextMetrics.advanceMilliEm(of: character)
                return model > 0 ? sum + (advances[character] ?? model) : sum
            }
            let glyphWidth = Double(regular) * sample.size / 1000
            let trackingWidth = Double(Self.visibleCount(sample.text) * tracking(size: sample.size, era: sample.era))
                * sample.size / 1000
            numerator += glyphWidth * (sample.storedWidth - sample.widthGrid / 2 - trackingWidth)
            denominator += glyphWidth * glyphWidth
        }
        guard denominator > 0 else { return 1000 }
        return Int((numerator / denominator * 1000).rounded())
    }

    /// The line height (thousandths of an em, 1100 … 1300) that reproduces the most stored heights,
    /// then the smallest total error; the middle of the tied values.
    static func lineHeightMilliEm(samples: [SystemFontSample]) -> Int {
        var best: (misses: Int, error: Double)? = nil
        var tied: [Int] = []
        for milliEm in 1100...1300 {
            var misses = 0, error = 0.0
            for sample in samples {
                let raw = Double(milliEm) * sample.size / 1000
                let miss = abs(SystemFontSample.roundUp(raw, grid: sample.heightGrid) - sample.storedHeight)
                error += miss
                if miss > 1e-6 { misses += 1 }
            }
            let rounded = (error * 1e6).rounded() / 1e6
            if let current = best, (misses, rounded) > (current.misses, current.error) { continue }
            if let current = best, (misses, rounded) == (current.misses, current.error) {
                tied.append(milliEm)
            } else {
                best = (misses, rounded)
                tied = [milliEm]
            }
        }
        return tied[(tied.count - 1) / 2]
    }

    static func visibleCount(_ text: String) -> Int {
        text.filter { TextMetrics.advanceMilliEm(of: $0) > 0 }.count
    }

    /// Gaussian elimination with partial pivoting (the normal matrix is small and regularised).
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<max(n, column + 1) where abs(a[row][column]) > abs(a[pivot][column]) {
                pivot = row
            }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in 0..<n where row != column && a[row][column] != 0 {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        return (0..<n).map { b[$0] / a[$0][$0] }
    }
}
