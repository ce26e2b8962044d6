import ConsoleLogImport
import Foundation
import SeededRandom
import XCTest

/// Damaged input never crashes the reader, never hangs it (the scanners only move forward; the
/// inputs here are small enough that a quadratic slip would still pass, so a long line is also
/// read once), and what it returns stays inside the input: every line number is a line of it and
/// every constraint lies inside its log.
final class ReaderMutationTests: XCTestCase {
    static func seeds() throws -> [String] {
        let (folder, expected) = try RealLogTests.fixtures()
        return try expected.keys.sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            + [LogFindingTests.iOS12Log]
    }

    func check(_ text: String, _ context: @autoclosure () -> String) {
        let reading = ConsoleLogReader.read(text)
        // Lines as the reader counts them: split on \n.
        let count = text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        for line in reading.unread where !(1...count).contains(line.line) {
            XCTFail("\(context()): unread line \(line.line) of \(count)")
        }
        for log in reading.conflicts + reading.tails {
            if log.lines.lowerBound < 1 || log.lines.upperBound > count { XCTFail("\(context()): log lines \(log.lines) of \(count)") }
            for constraint in log.constraints where !log.lines.contains(constraint.line) {
                XCTFail("\(context()): constraint line \(constraint.line) outside \(log.lines)")
            }
        }
    }

    func testTruncatedAtEveryFewCharacters() throws {
        for (n, seed) in try Self.seeds().enumerated() {
            let scalars = Array(seed.unicodeScalars)
            for end in stride(from: 0, to: scalars.count, by: 7) {
                check(String(String.UnicodeScalarView(scalars[..<end])), "seed \(n) cut at \(end)")
            }
        }
    }

    func testRandomDamage() throws {
        var random = SplitMix64(seed: 14)
        let alphabet = Array("<>\"'()[]|:.-=@#*\\ \t\n0x9aAfH:V:&,~`éU\u{2019}".unicodeScalars)
        for (n, seed) in try Self.seeds().enumerated() {
            for round in 0..<40 {
                var scalars = Array(seed.unicodeScalars)
                for _ in 0..<random.int(in: 1...12) where !scalars.isEmpty {
                    let at = random.int(in: 0...(scalars.count - 1))
                    switch random.int(in: 0...3) {
                    case 0: scalars.remove(at: at)
                    case 1: scalars[at] = alphabet[random.int(in: 0...(alphabet.count - 1))]
                    case 2: scalars.insert(alphabet[random.int(in: 0...(alphabet.count - 1))], at: at)
                    default:
                        // A random byte, as text: anything up to U+00FF.
                        scalars[at] = Unicode.Scalar(UInt8(truncatingIfNeeded: random.next()))
                    }
                }
                check(String(String.UnicodeScalarView(scalars)), "seed \(n) round \(round)")
            }
        }
    }

    /// Lines of different logs and forms shuffled together: headers inside lists, lists without
    /// headers, footers first.
    func testMixedForms() throws {
        var random = SplitMix64(seed: 1414)
        let lines = try Self.seeds().flatMap { $0.components(separatedBy: "\n") }
        for round in 0..<200 {
            let picked = (0..<random.int(in: 1...40)).map { _ in lines[random.int(in: 0...(lines.count - 1))] }
            check(picked.joined(separator: "\n"), "round \(round)")
        }
    }

    func testBrokenAddressesAndLongLines() {
        for text in ["\"<NSLayoutConstraint:0x UIView:0x.width == 1>\"", "<NSLayoutConstraint:0x12g4 UIView:0x1.width == 1>",
                     "<:0x1 a.width == 1>", "<<<<<<", "\"<A:0x1 ", "<A:0x1 'unclosed id UIView:0x1.width == 1>",
                     "<A:0x1@File.swift# UIView:0x1.width == 1>", "<A:0x1 h=-- v=--- UIView:0x1.width == 1>",
                     "<A:0x1 H:[(]>", "<A:0x1 H:|-(|>", "<A:0x1 V:[]-()-[]>", "<A:0x1 X.width == 1 (active, names: '|':)>",
                     "<A:0x1 X.width == 1 (names: 'unclosed)>", "<A:0x1 X.width == Y.width * >", "<A:0x1 X.width == NSSpace(>"] {
            check(text, text)
            XCTAssertEqual(ConsoleLogReader.read(text).conflicts.flatMap(\.constraints).count, 0, text)
        }
        let long = "\"<NSLayoutConstraint:0x1 " + String(repeating: "== ", count: 20_000) + ">\""
        check(long, "long line of relations")
        let wide = String(repeating: "\"<NSLayoutConstraint:0x1 UIView:0x2.width == 1>\", ", count: 5_000)
        XCTAssertEqual(ConsoleLogReader.read(wide).conflicts.first?.constraints.count, 5_000)
    }
}
