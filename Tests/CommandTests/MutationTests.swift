import SeededRandom
import LayoutDebugCommands
import XCTest

/// Damaged input must give a clean result or a clean error (exit 0 or 2), never a crash or a hang.
final class MutationTests: XCTestCase {
    /// Characters that matter to JSON and to the format, to make interesting damage likely.
    static let replacements = Array("{}[]\":,. -+0123456789eE\n\\tfnulraxyc=<>")

    func testMutatedInputsNeverCrash() throws {
        var inputs = try GoldenOutputTests.solveLinearInputs.map { try GoldenFile.read("solve-linear/\($0).json") }
        inputs.append(LayoutDebugCLI.run(["demo", "--json"]).stdout)
        var generator = SplitMix64(seed: 2024)
        var outcomes = [Int32: Int]()
        for round in 0..<600 {
            var characters = Array(inputs[round % inputs.count])
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.remove(at: index)
                case 1: characters.insert(characters[index], at: index)
                default: characters[index] = Self.replacements.randomElement(using: &generator)!
                }
                if characters.isEmpty { characters = ["{"] }
            }
            let text = String(characters)
            let result = LayoutDebugCLI.run(["solve-linear", "--trace", "-"], standardInput: { text })
            XCTAssertTrue(result.exitCode == 0 || result.exitCode == 2, "exit \(result.exitCode) for:\n\(text)\n\(result.stderr)")
            if result.exitCode == 2 {
                XCTAssertTrue(result.stderr.hasPrefix("layoutdbg: error: <stdin>"), result.stderr)
            } else {
                XCTAssertEqual(result.stderr, "")
            }
            outcomes[result.exitCode, default: 0] += 1
        }
        // Both outcomes must occur, or the mutations are not exercising anything.
        XCTAssertGreaterThan(outcomes[0] ?? 0, 20)
        XCTAssertGreaterThan(outcomes[2] ?? 0, 100)
    }
}
