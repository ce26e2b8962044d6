import Foundation
import InterfaceBuilderImport
import LayoutModel
import SeededRandom
import XCTest

/// Damaged documents that the reader still reads are built and solved without a trap: the
/// builder leaves what it cannot use out with a note, and whatever it builds is a layout the
/// engine accepts. Seeds are the reader's mutation seeds (synthetic and real documents).
final class BuilderMutationTests: XCTestCase {
    private func buildAndSolve(_ text: String, _ context: String, refused: inout [String]) -> Int {
        guard let document = try? IBDocumentReader.read(text), document.refusal == nil else { return 0 }
        var solved = 0
        for layout in document.layouts {
            var builds = IBLayoutBuilder.cells(of: layout).map { IBLayoutBuilder.buildCell($0, of: document, in: layout, file: "damaged") }
            if let built = IBLayoutBuilder.build(document, layout: layout, file: "damaged") { builds.append(built) }
            for built in builds {
                do {
                    _ = try LayoutEngine(layout: built.scenario.layout).solution()
                    solved += 1
                } catch {
                    refused.append("\(context): \(error)")
                }
            }
        }
        return solved
    }

    func testDamagedDocumentsBuildAndSolve() throws {
        var random = SplitMix64(seed: 1515)
        let attribute = try NSRegularExpression(pattern: " [A-Za-z]+=\"[^\"]*\"")
        let idValue = try NSRegularExpression(pattern: "(id|firstItem|secondItem|reference|destination)=\"([^\"]*)\"")
        var solved = 0
        var refused: [String] = []
        for (n, seed) in DocumentMutationTests.seeds().enumerated() {
            let whole = NSRange(seed.startIndex..., in: seed)
            let attributes = attribute.matches(in: seed, range: whole)
            let ids = idValue.matches(in: seed, range: whole)
            for round in 0..<DocumentMutationTests.rounds(seed, atMost: 20) {
                var text = seed as NSString
                if round % 2 == 0, !attributes.isEmpty {
                    let picked = Set((0..<3).map { _ in random.int(in: 0...(attributes.count - 1)) }).sorted(by: >)
                    for index in picked { text = text.replacingCharacters(in: attributes[index].range, with: "") as NSString }
                } else if ids.count >= 2 {
                    let target = ids[random.int(in: 0...(ids.count - 1))].range(at: 2)
                    let source = ids[random.int(in: 0...(ids.count - 1))].range(at: 2)
                    text = text.replacingCharacters(in: target, with: text.substring(with: source)) as NSString
                }
                solved += buildAndSolve(text as String, "seed \(n) round \(round)", refused: &refused)
            }
        }
        print("Damaged documents: \(solved) layouts built and solved, \(refused.count) refused by the engine")
        for line in refused.prefix(20) { print("  " + line) }
        XCTAssertGreaterThan(solved, 100)
        XCTAssertEqual(refused, [], "a built layout the engine refuses")
    }
}
