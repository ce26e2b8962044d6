import SeededRandom
import LayoutModel
import XCTest
@testable import LayoutScript

/// Damaged and random input must give a Scenario or errors whose positions lie inside the file;
/// never a crash or a hang. Seeded, so every run tries the same inputs.
final class MutationTests: XCTestCase {
    /// Characters and fragments that matter to the grammar, so damage hits interesting paths.
    static let characters = Array("{}[]()\"\\:,.|-+*/=<>@&#!^$ \t\n0123456789HVxabe_é😀")
    static let fragments = ["==", ">=", "<=", "@750", "H:", "V:", "|-", "-|", "[a]", "(>=8@750)", "step \"s\" {", "}",
                            "inactive", "expect", "set", "label q", "view", "stack", "\"id\"", "superview", "root", "1e999",
                            "\\u{", "h=-&-", "within", "// c", "# c", "-(", "safeArea", "activate \"w\"", "var x"]

    static var seeds: [String] { GoldenScenarios.all.map(\.1) + [Samples.everything] }

    func testMutatedScenariosNeverCrash() {
        var generator = SplitMix64(seed: 20_241_129)
        var parsed = 0
        var rejected = 0
        for round in 0..<3000 {
            var text = Array(Self.seeds[round % Self.seeds.count])
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&text, using: &generator)
            }
            check(String(text), parsed: &parsed, rejected: &rejected)
        }
        // Both outcomes must be common, or the mutations exercise nothing.
        XCTAssertGreaterThan(parsed, 100)
        XCTAssertGreaterThan(rejected, 1000)
    }

    func testRandomGarbageNeverCrashes() {
        var generator = SplitMix64(seed: 7)
        var parsed = 0
        var rejected = 0
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...120, using: &generator) {
                if Bool.random(using: &generator) { text.append(Self.characters.randomElement(using: &generator)!) }
                else { text += Self.fragments.randomElement(using: &generator)! }
            }
            check(text, parsed: &parsed, rejected: &rejected)
        }
        XCTAssertGreaterThan(rejected, 100)
    }

    func testPathologicalInputs() {
        var parsed = 0
        var rejected = 0
        let inputs = [
            String(repeating: "view v {\n", count: 500),
            String(repeating: "}\n", count: 500),
            String(repeating: "[a]-", count: 2000) + "[a]",
            "view a\n" + String(repeating: "a.width + ", count: 2000) + "1 == 0",
            String(repeating: "x", count: 100_000),
            String(repeating: "\"", count: 1001),
            String(repeating: "\n", count: 10_000),
            "\u{0}\u{1}\r\r\n\u{2028}view a\u{85}",
            "title \"" + String(repeating: "\\u{1F600}", count: 500) + "\"",
            "step \"s\" {\n" + String(repeating: "  view a {\n", count: 300),
        ]
        for input in inputs { check(input, parsed: &parsed, rejected: &rejected) }
        XCTAssertGreaterThan(rejected, 5)
    }

    /// Parses; on errors, every position must point into the file.
    private func check(_ text: String, parsed: inout Int, rejected: inout Int) {
        do {
            _ = try ScenarioParser.parse(text, file: "fuzz.layout")
            parsed += 1
        } catch {
            rejected += 1
            let lines = DiagnosticFormatter.lines(of: text)
            XCTAssertFalse(error.errors.isEmpty)
            for problem in error.errors {
                guard let location = problem.location else { return XCTFail("error without a position: \(problem.message)") }
                XCTAssertTrue((1...max(1, lines.count)).contains(location.line), "line \(location.line) outside the file:\n\(text)")
                let length = location.line <= lines.count ? lines[location.line - 1].count : 0
                XCTAssertTrue((1...length + 1).contains(location.column),
                              "column \(location.column) outside line \(location.line) (\(length) characters): \(problem.message)")
            }
            XCTAssertFalse(error.description.isEmpty)
        }
    }

    private func mutate(_ text: inout [Character], using generator: inout SplitMix64) {
        guard !text.isEmpty else { text = ["{"]; return }
        let index = Int.random(in: 0..<text.count, using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: text.remove(at: index)
        case 1: text.insert(text[index], at: index)
        case 2: text[index] = Self.characters.randomElement(using: &generator)!
        case 3: text.insert(contentsOf: Self.fragments.randomElement(using: &generator)!, at: index)
        case 4:
            // Drop a whole line.
            let start = text[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let end = text[index...].firstIndex(of: "\n") ?? text.count
            text.removeSubrange(start..<end)
        case 5: text.removeSubrange(index..<min(text.count, index + Int.random(in: 1...12, using: &generator)))
        default:
            // Swap two characters far apart.
            let other = Int.random(in: 0..<text.count, using: &generator)
            text.swapAt(index, other)
        }
    }
}

/// A file that uses most constructs at once, as a mutation seed.
enum Samples {
    static let everything = """
    title "Everything"
    screen 320x568
    safeArea 44 0 34 0
    compatibility ios17
    metric pad = 20
    tolerance 0.5
    root main margins 16
    var x, y
    label name text "Name\\n\\"quoted\\"" font 15 lines 0 preferredMaxLayoutWidth automatic hugging h 251 compression v 749
    button go title "Go" intrinsic 80 x 44 hidden false
    textfield field placeholder "Email" direction rtl
    image icon intrinsic none
    switch toggle
    scroll scroller
    guide spacer in main
    view banner frame (0, 0, 320, 50) mask h=-&- v=--&
    stack row axis horizontal distribution fillEqually alignment firstBaseline spacing 8 baselineRelative marginsRelative {
        label a text "A"
        label b text "B"
        spacing 12 after a
    }
    go.leading == name.trailing + 8 @750 "gap"
    go.width == 0.5 * field.width
    icon.height == icon.width * 2
    icon.width >= 20 @high
    inactive go.trailing == superview.trailingMargin "pin"
    field.top == safeArea.top + pad
    H:|-[name]-(>=8@750)-[field(==name)]-| alignAllCenterY "row"
    V:|-pad-[name(44)]-[icon(>=10,<=100@250)] alignAllLeading
    2*x + y >= 10 @250 "c1"
    note "A note"
    expect name.frame == (8, 20, 80, 21)
    expect go.width == 10 within 1
    expect x == 3
    expect "gap" broken 130
    expect name not ambiguous
    expect conflict "a", "b" broken "b"
    step "Rotate" {
        screen 568 x 320
        deactivate "gap"
        activate "pin"
        remove "row"
        set name.text "Longer"
        set "pin".priority 999
        set "pin".constant 20
        label c in row text "C"
        expect no conflict
        note "rotated"
    }
    """
}
