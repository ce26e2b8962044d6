import Foundation
import JSONText
import LayoutDebugCommands
import XCTest

/// Inputs that hold several layouts: every layout command takes each in turn, under a heading (in
/// JSON, a `scenes` wrapper), or the one `--scene` names (docs/cli.md, "Inputs with several
/// layouts").
///
/// The input is real: iina-1568.log (iina/iina#1568, in Tests/ConsoleLogs) holds two AppKit logs.
/// Counted by hand in the file: log 1's header is line 2 and it runs to line 11 (the footer before
/// log 2's header on line 12); log 2 runs from line 12 to 19. Log 1 pins an image view's height
/// (`V:[NSImageView:0x7f95017d0130(24)]`), log 2 another's width (`H:[NSImageView:0x7f950177e960(24)]`),
/// each against its autoresizing mask's 0: one required conflict per log.
final class MultiLayoutCommandTests: XCTestCase {
    static let twoLogs = LogCommandTests.path("iina-1568")
    static let headings = ["Layout 1 of 2: log 1 (lines 2-11)", "Layout 2 of 2: log 2 (lines 12-19)"]

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testEachLogIsExplainedUnderItsHeading() {
        let result = LayoutDebugCLI.run(["explain", Self.twoLogs])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let parts = result.stdout.components(separatedBy: Self.headings[1] + "\n\n")
        XCTAssertEqual(parts.count, 2, result.stdout)
        XCTAssertTrue(parts[0].hasPrefix(Self.headings[0] + "\n\n"), result.stdout)
        // The addresses as identifiers: a rebuilt log's constraints are named as --emit-layout names them.
        XCTAssertTrue(parts[0].contains("imageView_0130.height == 24 \"0x7f9501772b30\""), parts[0])
        XCTAssertTrue(parts[1].contains("imageView_e960.width == 24 \"0x7f95017ca9f0\""), parts[1])
        XCTAssertFalse(parts[1].contains("imageView_0130"), "each layout holds its own log only")
        XCTAssertEqual(parts.map { $0.components(separatedBy: "Required conflict 1 (error)").count - 1 }, [1, 1])
    }

    func testSceneTwoAloneIsTheSecondPartWithoutAHeading() {
        let all = LayoutDebugCLI.run(["solve", Self.twoLogs])
        XCTAssertEqual(all.exitCode, ExitCode.success, all.stderr)
        XCTAssertTrue(all.stdout.hasPrefix(Self.headings[0] + "\n\n"), all.stdout)
        let second = LayoutDebugCLI.run(["solve", Self.twoLogs, "--scene", "2"])
        XCTAssertEqual(second.exitCode, ExitCode.success, second.stderr)
        XCTAssertFalse(second.stdout.contains("Layout 2 of 2"), second.stdout)
        XCTAssertEqual(all.stdout.components(separatedBy: Self.headings[1] + "\n\n").last, second.stdout)
        // The findings line names the layout, so the explain command it suggests explains that one.
        XCTAssertTrue(second.stdout.contains("layoutdbg explain \(Self.twoLogs) --scene 2 --step 0"), second.stdout)
        // By title too, ignoring case.
        XCTAssertEqual(LayoutDebugCLI.run(["solve", Self.twoLogs, "--scene", "LOG 2 (lines 12-19)"]), second)
    }

    func testAnUnknownSceneIsAnInputErrorListingTheLayouts() throws {
        let out = try temporaryFolder().appendingPathComponent("out").path
        let list = "it has:\n  1  log 1 (lines 2-11)\n  2  log 2 (lines 12-19)\n"
        let commands: [[String]] = [
            ["solve"], ["explain"], ["trace"], ["check"], ["teach"], ["graph", "-o", out + ".dot"], ["draw", "-o", out + ".svg"],
            ["sweep", "--vary", "root.width=200...400", "-o", out + ".svg"],
        ]
        for command in commands {
            let arguments = [command[0], Self.twoLogs, "--scene", "3"] + command.dropFirst()
            let result = LayoutDebugCLI.run(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "layoutdbg: error: --scene 3: '\(Self.twoLogs)' has no layout with that id or title; " + list,
                           arguments.joined(separator: " "))
        }
        let log = LayoutDebugCLI.run(["log", Self.twoLogs, "--scene", "3"])
        XCTAssertEqual(log.exitCode, ExitCode.usageOrInput)
        XCTAssertEqual(log.stderr, "layoutdbg: error: --scene 3: '\(Self.twoLogs)' has no log with that number or title; " + list)
    }

    func testJSONWrapsEachLayoutAsAScene() throws {
        for (command, shape) in [("solve", DocumentedSchemas.solve), ("explain", DocumentedSchemas.explain),
                                 ("trace", DocumentedSchemas.trace)] {
            let result = LayoutDebugCLI.run([command, Self.twoLogs, "--json"])
            XCTAssertTrue([0, 1].contains(result.exitCode), "\(command): \(result.stderr)")
            let problems = DocumentedSchemas.scenes(of: shape).problems(try DecodedJSON.parse(result.stdout))
            XCTAssertEqual(problems, [], "\(command): departures from docs/json.md")
            let root = try JSONParser.parse(result.stdout, file: command)
            guard case let .object(top) = root.value, case let .array(scenes)? = top.last?.value.value else { return XCTFail(result.stdout) }
            XCTAssertEqual(top.map(\.key), ["file", "scenes"])
            let keys = scenes.map { scene -> [String] in
                guard case let .object(fields) = scene.value else { return [] }
                return fields.map(\.key)
            }
            XCTAssertEqual(keys, [["scene", "title", "steps"], ["scene", "title", "steps"]], command)
            XCTAssertTrue(result.stdout.contains("\"scene\": \"2\",\n      \"title\": \"log 2 (lines 12-19)\""), result.stdout)
        }
        // --scene keeps the wrapper, with that layout alone, so a script always knows which it reads.
        let one = LayoutDebugCLI.run(["explain", Self.twoLogs, "--scene", "2", "--json"])
        let root = try JSONParser.parse(one.stdout, file: "one")
        guard case let .object(top) = root.value, case let .array(scenes)? = top.last?.value.value else { return XCTFail(one.stdout) }
        XCTAssertEqual(scenes.count, 1)
        XCTAssertTrue(one.stdout.contains("\"scene\": \"2\""), one.stdout)
        XCTAssertTrue(one.stdout.contains("\"partialLayoutNote\": \"the log prints only the conflicting constraints"), one.stdout)
    }

    /// A `.layout` file is one layout: no heading, the usual JSON object (the goldens hold the bytes).
    func testAOneLayoutInputIsAsBefore() throws {
        let path = "Scenarios/two-labels.layout"
        let text = ScenarioCommandTests.runAtRoot(["explain", path])
        XCTAssertFalse(text.stdout.hasPrefix("Layout "), text.stdout)
        XCTAssertEqual(ScenarioCommandTests.runAtRoot(["explain", path, "--scene", "1"]), text)
        let json = ScenarioCommandTests.runAtRoot(["solve", path, "--json"])
        guard case let .object(top) = try JSONParser.parse(json.stdout, file: "json").value else { return XCTFail(json.stdout) }
        XCTAssertEqual(top.map(\.key), ["file", "title", "steps"])
        XCTAssertFalse(json.stdout.contains("partialLayoutNote"), "a whole layout has no note")
    }

    /// `log --emit-layout` writes one file per log; each reads back with its log's conflict: the
    /// same two members as explain finds in the log itself.
    func testEmitLayoutWritesAFilePerLogThatReadsBackWithItsConflict() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("iina.layout").path
        let result = LayoutDebugCLI.run(["log", Self.twoLogs, "--emit-layout", out])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let written = ["1", "2"].map { folder.appendingPathComponent("iina-\($0).layout").path }
        XCTAssertEqual(result.stderr, "wrote \(written[0]): log 1 (lines 2-11) as a layout\n"
            + "wrote \(written[1]): log 2 (lines 12-19) as a layout\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "several logs: only the numbered files")
        for (index, file) in written.enumerated() {
            let readBack = LayoutDebugCLI.run(["explain", file])
            XCTAssertEqual(readBack.exitCode, ExitCode.failedExpectation, readBack.stderr)
            let direct = LayoutDebugCLI.run(["explain", Self.twoLogs, "--scene", String(index + 1)])
            XCTAssertEqual(Self.conflictMembers(readBack.stdout), Self.conflictMembers(direct.stdout), file)
            XCTAssertEqual(Self.conflictMembers(direct.stdout).count, 2, direct.stdout)
        }
        // With --scene, that log alone, to OUT itself.
        let one = LayoutDebugCLI.run(["log", Self.twoLogs, "--scene", "2", "--emit-layout", out])
        XCTAssertEqual(one.stderr, "wrote \(out): log 2 (lines 12-19) as a layout\n")
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains("imageView_e960.width == 24"))
        XCTAssertTrue(one.stdout.hasPrefix("log 2, lines 12-19: error:"), "numbered as in the whole input: \(one.stdout)")
    }

    /// The members of required conflict 1 as written, without their sources (which name the file).
    static func conflictMembers(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("Required conflict 1 (error)") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("      ") }.map { line in
            String(line.trimmingCharacters(in: .whitespaces).prefix { $0 != "[" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// `explain` on a log replays its fixes as edits on the rebuilt layout, so it lists them; the
    /// bound `log` verifies by pattern ("fixed size": 24 as `<=`) is among them, on the same constraint.
    func testExplainOnALogListsTheVerifiedFixLogGives() {
        let explained = LayoutDebugCLI.run(["explain", Self.twoLogs, "--scene", "2"])
        XCTAssertTrue(explained.stdout.contains("change \"0x7f95017ca9f0\" from == to <="), explained.stdout)
        XCTAssertTrue(explained.stdout.contains("imageView_e960.width <= 24 \"0x7f95017ca9f0\""), explained.stdout)
        let logged = LayoutDebugCLI.run(["log", Self.twoLogs, "--scene", "2"])
        XCTAssertTrue(logged.stdout.contains("[fixed size] make NSLayoutConstraint:0x7f95017ca9f0"), logged.stdout)
        XCTAssertTrue(logged.stdout.contains("`<=` 24"), logged.stdout)
    }

    /// A log prints only its conflict's constraints, so its views are loose: one note, no ambiguity
    /// finding. heliport-246-compact-first.log (heliport#246) log 2, lines 12-15, prints one
    /// constraint that can hold: nothing else to say, exit 0.
    func testALogsLooseViewsAreOneNoteNotAnAmbiguityPerView() throws {
        let note = "  Note: the log prints only the conflicting constraints; the views' positions are not all determined by them.\n"
        let quiet = LayoutDebugCLI.run(["explain", LogCommandTests.path("heliport-246-compact-first"), "--scene", "2"])
        XCTAssertEqual(quiet.exitCode, ExitCode.success, quiet.stdout)
        XCTAssertTrue(quiet.stdout.contains("  Nothing is broken or conflicted: every constraint holds.\n" + note), quiet.stdout)
        XCTAssertFalse(quiet.stdout.contains("Ambiguous"), quiet.stdout)
        let both = LayoutDebugCLI.run(["explain", Self.twoLogs])
        XCTAssertEqual(both.stdout.components(separatedBy: note).count - 1, 2, "once per layout")
        XCTAssertFalse(both.stdout.contains("Ambiguous (error)"), both.stdout)
        XCTAssertFalse(both.stdout.contains("is ambiguous ("), both.stdout)
        // Nor does a fix carry a caution that it leaves a loose view loose.
        XCTAssertTrue(both.stdout.contains("fixes (each checked by re-solving"), both.stdout)
        XCTAssertFalse(both.stdout.contains("ambiguous\n"), both.stdout)
        let json = LayoutDebugCLI.run(["explain", LogCommandTests.path("heliport-246-compact-first"), "--scene", "2", "--json"])
        XCTAssertTrue(json.stdout.contains("\"worstSeverity\": null"), json.stdout)
        XCTAssertTrue(json.stdout.contains("\"ambiguity\": []"), json.stdout)
    }

    func testPictureCommandsWriteAFilePerLayout() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("graph.dot").path
        let result = LayoutDebugCLI.run(["graph", Self.twoLogs, "-o", out])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stderr)
        for id in ["1", "2"] {
            let file = folder.appendingPathComponent("graph-\(id).dot").path
            XCTAssertTrue(result.stdout.contains("wrote \(file) ("), result.stdout)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file), file)
        }
        XCTAssertTrue(result.stdout.hasPrefix(Self.headings[0] + "\n\nwrote "), result.stdout)
        let one = LayoutDebugCLI.run(["graph", Self.twoLogs, "-o", out, "--scene", "2"])
        XCTAssertTrue(one.stdout.hasPrefix("wrote \(out) ("), one.stdout)
        // No view of a log is marked ambiguous: the log left its position out.
        XCTAssertFalse(try String(contentsOfFile: out, encoding: .utf8).contains("ambiguous"))
    }

    func testCheckAndTeachTakeEachLayout() {
        let check = LayoutDebugCLI.run(["check", Self.twoLogs])
        XCTAssertEqual(check.exitCode, ExitCode.success, check.stderr)
        XCTAssertEqual(check.stdout, "\(Self.twoLogs) (layout 1, log 1 (lines 2-11)): 0 of 0 expectations passed\n"
            + "\(Self.twoLogs) (layout 2, log 2 (lines 12-19)): 0 of 0 expectations passed\n0 passed, 0 failed\n")
        let teach = LayoutDebugCLI.run(["teach", Self.twoLogs])
        XCTAssertTrue(teach.stdout.hasPrefix("Lesson iina-1568-1: "), teach.stdout)
        XCTAssertTrue(teach.stdout.contains("\nLesson iina-1568-2: "), teach.stdout)
        let second = LayoutDebugCLI.run(["teach", Self.twoLogs, "--scene", "2"])
        // Named as in the whole file, so its pictures never overwrite another layout's.
        XCTAssertTrue(second.stdout.hasPrefix("Lesson iina-1568-2: "), second.stdout)
    }
}
