import Foundation
@testable import LayoutModel

/// The label samples of Tests/TextMetricsSamples/labels.json and the filters the system font fit
/// uses (Tests/TextMetricsSamples/README.md describes where they come from).
struct SystemFontSampleFile: Decodable {
    struct Document: Decodable {
        let id: String
        let repository: String
        let path: String
        let toolsVersion: String
        let device: String
    }

    struct Sample: Decodable {
        let document: String
        let text: String
        let font: String
        let weight: String
        let size: Double
        let storedWidth: Double
        let storedHeight: Double
        let numberOfLines: Int
    }

    let documents: [Document]
    let samples: [Sample]

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TextMetricsSamples/labels.json")

    static func load() throws -> SystemFontSampleFile {
        try JSONDecoder().decode(SystemFontSampleFile.self, from: Data(contentsOf: url))
    }

    /// The first `count` documents with their samples, and the documents after them with theirs.
    func split(atDocument count: Int) -> (first: SystemFontSampleFile, rest: SystemFontSampleFile) {
        let firstIDs = Set(documents.prefix(count).map(\.id))
        let inFirst = { (sample: Sample) in firstIDs.contains(sample.document) }
        return (SystemFontSampleFile(documents: Array(documents.prefix(count)), samples: samples.filter(inFirst)),
                SystemFontSampleFile(documents: Array(documents.dropFirst(count)), samples: samples.filter { !inFirst($0) }))
    }

    /// Samples of one weight that the fit may use, in file order:
    /// - the first of identical labels (same repository, text, weight, size and stored width), so
    ///   copies of one screen in several example folders count once;
    /// - `type="system"` fonts on one line, whose stored height is one line (1.15 … 1.26 × size);
    /// - documents saved by Xcode 8 or later (toolsVersion ≥ 11000, by its leading number, so that
    ///   "32700.99.1234" counts): the Xcode 7 files measure the same label differently ("Game
    ///   Started", 24 pt: 148 pt there, 143 pt in later files).
    func usable(weight: SystemFontWeight) -> [SystemFontSample] {
        let documentsByID = Dictionary(uniqueKeysWithValues: documents.map { ($0.id, $0) })
        var seen = Set<String>()
        var usable: [SystemFontSample] = []
        for sample in samples {
            guard let document = documentsByID[sample.document] else { continue }
            let key = [document.repository, sample.text, sample.weight, "\(sample.size)", "\(sample.storedWidth)"]
                .joined(separator: "\u{1F}")
            guard seen.insert(key).inserted else { continue }
            guard sample.weight == weight.rawValue, sample.font == "system", sample.numberOfLines == 1,
                  Self.leadingNumber(of: document.toolsVersion) >= 11000 else { continue }
            let heightRatio = sample.storedHeight / sample.size
            guard heightRatio >= 1.15, heightRatio <= 1.26 else { continue }
            usable.append(SystemFontSample(document: document.id, source: "\(document.repository):\(document.path)",
                                           text: sample.text, size: sample.size,
                                           storedWidth: sample.storedWidth, storedHeight: sample.storedHeight,
                                           pixelsPerPoint: Self.pixelsPerPoint(device: document.device),
                                           era: Self.era(toolsVersion: document.toolsVersion)))
        }
        return usable
    }

    /// Documents saved before Xcode 9 (toolsVersion below 13000, by its leading number) measure
    /// display sizes in the older era.
    static func era(toolsVersion: String) -> SystemFontEra {
        leadingNumber(of: toolsVersion) < 13000 ? .beforeXcode9 : .xcode9AndLater
    }

    /// "32700.99.1234" → 32700; 0 when there is none.
    static func leadingNumber(of toolsVersion: String) -> Int {
        toolsVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0
    }

    /// Devices with three pixels per point; the rest (and documents without a device) have two.
    static func pixelsPerPoint(device: String) -> Double {
        let threeX: Set<String> = ["retina5_5", "retina5_9", "retina6_5", "retina6_7", "retina6_0",
                                   "retina6_12", "retina6_72", "retina6_3", "retina6_9"]
        return threeX.contains(device) ? 3 : 2
    }
}

/// One label the fit uses.
struct SystemFontSample {
    let document: String
    /// `repository:path`: the same as `document` except for a second version of one file, whose
    /// id adds `@commit`; the versions of a file share it, and with it their fold.
    let source: String
    let text: String
    let size: Double
    let storedWidth: Double
    let storedHeight: Double
    let pixelsPerPoint: Double
    let era: SystemFontEra

    /// Whole-point values come from Xcode versions that rounded frames to whole points; other
    /// values sit on the device's pixel grid.
    static func grid(of stored: Double, pixelsPerPoint: Double) -> Double {
        stored == stored.rounded() ? 1 : 1 / pixelsPerPoint
    }

    var widthGrid: Double { Self.grid(of: storedWidth, pixelsPerPoint: pixelsPerPoint) }
    var heightGrid: Double { Self.grid(of: storedHeight, pixelsPerPoint: pixelsPerPoint) }

    /// The held-out fold of this sample's document: FNV-1a (32 bit) of its `repository:path` mod 5,
    /// so the split is by file (all its versions together) and the same on every run and platform.
    var fold: Int {
        var hash: UInt32 = 0x811c_9dc5
        for byte in source.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % 5)
    }

    /// A raw length rounded up to the grid the stored value lies on.
    static func roundUp(_ raw: Double, grid: Double) -> Double {
        ((raw / grid) - 1e-9).rounded(.up) * grid
    }
}

/// Mean, median, 95th percentile and share within 1 pt of absolute errors.
struct SystemFontErrorSummary: CustomStringConvertible {
    let count: Int
    let mean: Double
    let median: Double
    let percentile95: Double
    let maximum: Double
    let withinOnePoint: Double

    init(_ errors: [Double]) {
        let sorted = errors.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            mean = 0; median = 0; percentile95 = 0; maximum = 0; withinOnePoint = 1
            return
        }
        mean = sorted.reduce(0, +) / Double(sorted.count)
        median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up)) - 1
        percentile95 = sorted[min(sorted.count - 1, max(0, rank))]
        maximum = sorted[sorted.count - 1]
        withinOnePoint = Double(sorted.filter { $0 <= 1 }.count) / Double(sorted.count)
    }

    var description: String {
        let format = { (value: Double) in String(format: "%.2f", value) }
        return "n=\(count) mean=\(format(mean)) median=\(format(median)) p95=\(format(percentile95)) max=\(format(maximum)) "
            + "within1pt=\(format(withinOnePoint * 100))%"
    }
}
