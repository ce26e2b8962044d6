import Foundation
import LayoutDebugCommands
import XCTest

/// Growth, not speed: `solve`, `trace` and `explain` (with its fixes) on the stacked two-label
/// table (synthetic, written here) must cost at most 6× as much at 4× the cells, measured in one
/// run so the machine's speed cancels out. Absolute times live in the benchmark (`layoutdbg-bench --commands`), never in a test.
final class CommandScaleTests: XCTestCase {
    /// Synthetic: cells stacked under the root, each holding two labels in a row with margins, as
    /// a table of label pairs is laid out.
    static func stackedCells(_ count: Int) -> String {
        var lines = ["title \"\(count) stacked cells (synthetic)\"", "screen 320 x \(count * 40 + 100)"]
        for i in 0..<count {
            lines += ["view cell\(i) {",
                      "    label title\(i) intrinsic \(60 + (i * 37) % 140) x 20 hugging h 251",
                      "    label detail\(i) intrinsic \(40 + (i * 53) % 140) x 17 hugging h 250",
                      "}",
                      "H:|[cell\(i)]|", i == 0 ? "V:|[cell0]" : "V:[cell\(i - 1)][cell\(i)]",
                      "H:|-8-[title\(i)]-8-[detail\(i)]-8-|", "V:|-8-[title\(i)]-8-|",
                      "detail\(i).centerY == title\(i).centerY"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One run of the command on the file, in seconds.
    private func seconds(_ command: String, _ path: String) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = LayoutDebugCLI.run([command, path]) { nil }
        XCTAssertNotEqual(result.exitCode, 2, "\(command) failed: \(result.stderr)")
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The growth from the small file to the large one: the shortest of three interleaved runs of
    /// each, so a burst of load on a shared machine hits both sizes alike.
    private func growth(_ command: String, small: String, large: String) -> (small: Double, large: Double) {
        var best = (small: Double.infinity, large: Double.infinity)
        for _ in 0..<3 {
            best.small = min(best.small, seconds(command, small))
            best.large = min(best.large, seconds(command, large))
        }
        return best
    }

    func testSolveTraceAndExplainGrowLinearlyWithTheCells() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [Int: String] = [:]
        for cells in [250, 1000] {
            let url = directory.appendingPathComponent("cells-\(cells).layout")
            try Self.stackedCells(cells).write(to: url, atomically: true, encoding: .utf8)
            paths[cells] = url.path
        }
        for command in ["solve", "trace", "explain"] {
            // Linear growth is about 4×, a quadratic cost about 16×: a second round absorbs a load
            // spike on a shared machine without letting a quadratic cost through.
            var ratios: [Double] = []
            for _ in 0..<2 where ratios.allSatisfy({ $0 > 6 }) {
                let times = growth(command, small: paths[250]!, large: paths[1000]!)
                ratios.append(times.large / times.small)
                print("\(command): 250 cells \(times.small) s, 1000 cells \(times.large) s, growth \(ratios.last!)")
            }
            XCTAssertLessThanOrEqual(ratios.min()!, 6, "\(command) grew \(ratios)× for 4× the cells")
        }
    }
}
