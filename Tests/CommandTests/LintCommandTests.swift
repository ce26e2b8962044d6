import Foundation
import LayoutDebugCommands
import XCTest

/// `layoutdbg lint` on real documents (Tests/InterfaceBuilderDocuments, sources in its README):
/// each category found where the document's own flags or a hand computation say it must be, the
/// CI formats, the baseline, and the exit status.
final class LintCommandTests: XCTestCase {
    static func path(_ name: String) -> String { InterfaceBuilderCommandTests.path(name) }

    private func lint(_ arguments: [String]) -> CommandResult {
        LayoutDebugCLI.run(["lint"] + arguments)
    }

    /// Oracle: Xcode's own flags. Every view a document saved with `ambiguous="YES"` is reported
    /// ambiguous (error), at its line and with its object id; IBLinter's AmbiguousConstraint
    /// storyboard flags five.
    func testEveryViewXcodeFlaggedAmbiguousIsReported() throws {
        let file = Self.path("IBDecodable-IBLinter-AmbiguousConstraint.storyboard")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let flagged = Self.objects(flagged: "ambiguous", in: text)
        XCTAssertEqual(flagged.count, 5, "the document's own count")
        let result = lint([file, "--format", "json"])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let findings = try XCTUnwrap(DecodedJSON.parse(result.stdout)["findings"]?.array)
        for (id, line) in flagged {
            let finding = findings.first { $0["category"]?.string == "ambiguous" && $0["ibID"]?.string == id }
            XCTAssertNotNil(finding, "\(id) at line \(line) not reported ambiguous")
            XCTAssertEqual(finding?["line"]?.double, Double(line), id)
            XCTAssertEqual(finding?["severity"]?.string, "error", id)
        }
    }

    /// SwiftMessages' launch screen flags "SwiftMessages" misplaced; lint reports it on the
    /// document's own device only (its stored frames describe no other), with both frames.
    func testAViewXcodeFlaggedMisplacedIsReportedOnTheDocumentsDevice() throws {
        let file = Self.path("SwiftKickMobile-SwiftMessages-LaunchScreen.storyboard")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let flagged = Self.objects(flagged: "misplaced", in: text)
        XCTAssertEqual(flagged.map(\.id), ["iEm-gV-LFh"])
        let result = lint([file, "--format", "json", "--only", "misplaced"])
        let findings = try XCTUnwrap(DecodedJSON.parse(result.stdout)["findings"]?.array)
        let finding = try XCTUnwrap(findings.first { $0["ibID"]?.string == "iEm-gV-LFh" })
        XCTAssertEqual(finding["devices"]?.array.compactMap(\.string), ["canvas600x600"])
        XCTAssertTrue(finding["message"]?.string?.contains("stored (238, 250, 123, 21), solved (") == true)
        XCTAssertTrue(findings.allSatisfy { $0["category"]?.string == "misplaced" }, "--only keeps one category")
    }

    /// Hand computation: SVProgressHUD's segmented control `a46-EJ-vvy` keeps its stored width,
    /// 343, and is pinned to both margins of the root (16 each on an iPhone): it needs a screen
    /// 343 + 2 × 16 = 375 wide. On the 320-wide iPhone SE its compression resistance breaks; from
    /// 375 on it holds, which the exact width sweep finds.
    func testAnOptionalConstraintThatBreaksOnSmallPhonesIsDeviceDependent() {
        let result = lint([Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard"), "--devices", "retina4_0,retina6_12"])
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains("[device-dependent]") && $0.contains("segmentedControl a46-EJ-vvy.width >= 343") }
        XCTAssertNotNil(index, result.stdout)
        guard let index else { return }
        XCTAssertTrue(lines[index].contains(":122:29: warning:"), lines[index])
        XCTAssertTrue(lines[index].contains("breaks on iPhone SE (1st generation) (320 × 568)"), lines[index])
        XCTAssertTrue(lines[index].contains("holds from 375 pt wide"), lines[index])
        XCTAssertTrue(lines[index + 1].contains("object a46-EJ-vvy") && lines[index + 1].contains("on retina4_0"), lines[index + 1])
        XCTAssertTrue(lines[index + 2].hasPrefix("    fix: ") && lines[index + 2].contains("(verified by re-solving on retina4_0)"),
                      lines[index + 2])
    }

    /// A cell is laid out on its own, after its scene: a finding in it says the cell (id and
    /// class) and the scene that holds it, in every format, and keeps the fingerprint it had
    /// (the cell's id as its layout), so a baseline recorded before still sets it aside. RxSwift's
    /// "GitHub search" scene (`T9S-qN-XdP`, line 125) holds the subtitle-style prototype cell
    /// `rON-a5-sdH` (line 138, no custom class), whose "Title" label breaks on the large phones.
    func testAFindingInACellSaysTheCellAndTheSceneThatHoldsIt() throws {
        let file = Self.path("ReactiveX-RxSwift-Main.storyboard")
        let arguments = [file, "--only", "device-dependent"]
        let text = lint(arguments).stdout.components(separatedBy: "\n")
        let index = try XCTUnwrap(text.firstIndex { $0.contains("`label \"Title\".width >= ") }, text.joined(separator: "\n"))
        XCTAssertTrue(text[index + 1].hasPrefix("    object fND-de-kcO; cell rON-a5-sdH (tableViewCell) in scene T9S-qN-XdP; on "),
                      text[index + 1])
        let json = try XCTUnwrap(DecodedJSON.parse(lint(arguments + ["--format", "json"]).stdout)["findings"]?.array)
        let finding = try XCTUnwrap(json.first { $0["ibID"]?.string == "fND-de-kcO" })
        XCTAssertEqual(finding["scene"]?.string, "T9S-qN-XdP")
        XCTAssertEqual(finding["cell"]?["ibID"]?.string, "rON-a5-sdH")
        XCTAssertEqual(finding["cell"]?["class"]?.string, "tableViewCell")
        XCTAssertTrue(finding["fingerprint"]?.string?.hasPrefix("device-dependent|\(file)|rON-a5-sdH|") == true,
                      finding["fingerprint"]?.string ?? "")
        XCTAssertEqual(json.filter { $0["cell"] == .null }.count, json.count - 1, "findings in scenes have \"cell\": null")
        let xcode = lint(arguments + ["--format", "xcode"]).stdout
        XCTAssertTrue(xcode.contains("(object fND-de-kcO in cell rON-a5-sdH (tableViewCell) in scene T9S-qN-XdP) on "), xcode)
        let github = lint(arguments + ["--format", "github"]).stdout
        XCTAssertTrue(github.contains("%0Ain cell rON-a5-sdH (tableViewCell) in scene T9S-qN-XdP"), github)
    }

    /// Placeholder constraints (`placeholder="YES"`, Interface Builder's "Remove at build time")
    /// are for code to replace: Xcode checks the design with them and the build removes them. A
    /// view they alone decide is a note saying so, not an ambiguity error that fails CI; a view
    /// that is undecided even with them is missing constraints in Xcode too, and stays an error.
    /// Synthetic: `plc` is pinned by four placeholders, `bad` by two (no vertical position).
    func testAViewDecidedOnlyByPlaceholderConstraintsIsANoteNotAnAmbiguity() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1-aa-aaa">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="sc1-aa-aaa"><objects>
                        <viewController id="vc1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="plc-aa-aaa">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" placeholder="YES" id="p01-aa-aaa"/>
                                            <constraint firstAttribute="height" constant="50" placeholder="YES" id="p02-aa-aaa"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bad-aa-aaa">
                                        <rect key="frame" x="20" y="200" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" placeholder="YES" id="p05-aa-aaa"/>
                                            <constraint firstAttribute="height" constant="50" id="c01-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="plc-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="20" placeholder="YES" id="p03-aa-aaa"/>
                                    <constraint firstItem="plc-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" constant="40" placeholder="YES" id="p04-aa-aaa"/>
                                    <constraint firstItem="bad-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="20" placeholder="YES" id="p06-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let result = LayoutDebugCLI.run(["lint", "-", "--format", "json", "--devices", "retina4_7"], standardInput: { text })
        let findings = try XCTUnwrap(DecodedJSON.parse(result.stdout)["findings"]?.array, result.stdout + result.stderr)
        let placeholderOnly = findings.filter { $0["ibID"]?.string == "plc-aa-aaa" }
        XCTAssertEqual(placeholderOnly.map { $0["category"]?.string }, ["import"], result.stdout)
        XCTAssertEqual(placeholderOnly.first?["severity"]?.string, "note")
        XCTAssertEqual(placeholderOnly.first?["message"]?.string,
                       "`view plc-aa-aaa`: its minX, minY, width, height are decided only by placeholder constraints (removed at build "
                       + "time, for code to add its own), so the document leaves them to that code and lint does not check them")
        let stillAmbiguous = findings.filter { $0["ibID"]?.string == "bad-aa-aaa" }
        XCTAssertEqual(stillAmbiguous.map { $0["category"]?.string }, ["ambiguous"], result.stdout)
        // Said as at run time, with no placeholder: its position across and its width move too.
        XCTAssertEqual(stillAmbiguous.first?["message"]?.string,
                       "`view bad-aa-aaa` is ambiguous: the constraints do not decide its frame (minX, minY, width can move)")
        XCTAssertEqual(result.exitCode, ExitCode.failedExpectation, "the view undecided with its placeholders fails the run")
    }

    func testXcodeAndGitHubFormatsAreOneAnnotationPerFinding() {
        let file = Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard")
        let xcode = lint([file, "--format", "xcode"])
        let xcodeLines = xcode.stdout.split(separator: "\n")
        XCTAssertFalse(xcodeLines.isEmpty)
        XCTAssertTrue(xcodeLines.allSatisfy { $0.hasPrefix(file + ":") && ($0.contains(": warning: [") || $0.contains(": note: [import]")) },
                      xcode.stdout)
        XCTAssertTrue(xcodeLines.contains { $0.contains(": warning: [device-dependent]") }, xcode.stdout)
        let github = lint([file, "--format", "github"])
        let githubLines = github.stdout.split(separator: "\n")
        XCTAssertEqual(githubLines.count, xcodeLines.count)
        XCTAssertTrue(githubLines.allSatisfy { ($0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=")) && $0.contains(",line=") },
                      github.stdout)
        XCTAssertEqual(github.exitCode, ExitCode.failedExpectation)
    }

    /// A team adopts lint on an existing project: today's JSON is the baseline, and the same run
    /// against it is clean (exit 0) but says how many it set aside.
    func testABaselineSetsAsideRecordedFindings() throws {
        let file = Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard")
        let first = lint([file, "--format", "json"])
        let count = try XCTUnwrap(DecodedJSON.parse(first.stdout)["findings"]?.array.count)
        XCTAssertGreaterThan(count, 0)
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("lint-baseline-\(UUID().uuidString).json")
        try first.stdout.write(to: baseline, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: baseline) }
        let again = lint([file, "--baseline", baseline.path])
        XCTAssertEqual(again.exitCode, ExitCode.success, again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.contains("No findings in 1 document (\(count) in the baseline not shown)."), again.stdout)
    }

    func testACleanDocumentExitsZeroAndAnUnreadableOneTwoWhileTheOthersAreStillLinted() {
        let clean = lint([Self.path("IBDecodable-IBLinter-ConstraintTest.storyboard")])
        XCTAssertEqual(clean.exitCode, ExitCode.success, clean.stdout)
        XCTAssertEqual(clean.stdout, "No findings in 1 document.\n")
        let mixed = lint([Self.path("jdg-MBProgressHUD-MainWindow.xib"), Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard")])
        XCTAssertEqual(mixed.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(mixed.stderr.contains("jdg-MBProgressHUD-MainWindow.xib:2:1: error: not laid out"), mixed.stderr)
        XCTAssertTrue(mixed.stdout.contains("SVProgressHUD-SVProgressHUD-Main.storyboard:122:29: warning:"), mixed.stdout)
        XCTAssertTrue(mixed.stdout.contains("1 document could not be read"), mixed.stdout)
    }

    /// What the import approximates is a note finding at its object (SVProgressHUD's segmented
    /// controls take their fixed size from the stored frame), which does not fail the run alone;
    /// a damaged document (a constraint naming an object that is not there) is an input error.
    func testImportNotesAreNotesAndDamageIsAnError() throws {
        let file = Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard")
        let notes = lint([file, "--only", "import"])
        XCTAssertEqual(notes.exitCode, ExitCode.success, notes.stdout)
        XCTAssertTrue(notes.stdout.contains(":86:29: note: [import] segmentedControl's fixed size is taken from its stored frame"), notes.stdout)
        let damaged = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: #"secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="1Jg-Xy-pVa""#,
                                  with: #"secondItem="gone" secondAttribute="centerX" id="1Jg-Xy-pVa""#)
        let result = LayoutDebugCLI.run(["lint", "-"], standardInput: { damaged })
        XCTAssertEqual(result.exitCode, ExitCode.usageOrInput)
        XCTAssertTrue(result.stderr.contains("-:165:29: error: 1Jg-Xy-pVa: names item 'gone', which is no view or layout guide of this document"),
                      result.stderr)
    }

    /// ChartsOrg's LineChart1.xib stores no frames at all. Its sliders take the height Interface
    /// Builder stores for sliders, 31 (the reference's observed size; 30 of alignment rectangle
    /// once the 1-pt bottom inset is taken off), so the chart and text fields placed from them
    /// are decided: no ambiguity, and the stand-in is a located note.
    func testAControlSavedWithoutAFrameTakesInterfaceBuildersUsualSize() {
        let result = lint([Self.path("ChartsOrg-Charts-LineChart1.xib"), "--devices", "retina4_0"])
        XCTAssertEqual(result.exitCode, ExitCode.success, result.stdout)
        XCTAssertFalse(result.stdout.contains("[ambiguous]"), result.stdout)
        XCTAssertTrue(result.stdout.contains(":37:17: note: [import] slider has no stored frame; Interface Builder's usual size for it stands in"),
                      result.stdout)
        let solved = LayoutDebugCLI.run(["solve", Self.path("ChartsOrg-Charts-LineChart1.xib")])
        XCTAssertTrue(solved.stdout.contains("sliderX.height >= 30 @750"), solved.stdout)
    }

    func testUsageErrors() {
        let file = Self.path("SVProgressHUD-SVProgressHUD-Main.storyboard")
        for (arguments, message) in [
            ([file, "--format", "sarif"], "--format sarif: use one of text, json, github, xcode"),
            ([file, "--devices", "iphone-99"], "unknown device 'iphone-99'"),
            ([file, "--only", "typos"], "--only typos: use one or more of conflict, ambiguous, misplaced, device-dependent, import"),
            ([], "missing FILE"),
        ] {
            let result = lint(arguments)
            XCTAssertEqual(result.exitCode, ExitCode.usageOrInput, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }

    /// The same input gives the same bytes, whatever order the analysis met things in.
    func testOutputIsDeterministic() {
        let arguments = [Self.path("ReactiveX-RxSwift-Main.storyboard"), "--devices", "retina4_0,ipad9_7", "--format", "json"]
        XCTAssertEqual(lint(arguments).stdout, lint(arguments).stdout)
    }

    /// Property over the corpus: lint on three other devices reads every document (or refuses it
    /// with the importer's reason) and never fails otherwise; every finding has a line, and every
    /// conflict and ambiguity a scene.
    func testEveryDocumentIsLintedOnThreeOtherDevices() throws {
        for name in try InterfaceBuilderDocumentsFolder.documentNames() {
            let result = lint([Self.path(name), "--devices", "retina4_0,retina6_12,ipad11_0rounded", "--format", "json"])
            if result.exitCode == ExitCode.usageOrInput {
                XCTAssertTrue(result.stderr.contains("error: not laid out: "), "\(name): \(result.stderr)")
                continue
            }
            XCTAssertEqual(result.stderr, "", name)
            let findings = try XCTUnwrap(DecodedJSON.parse(result.stdout)["findings"]?.array, name)
            // Notes (what the import approximated) are reported but do not fail the run.
            let failing = findings.contains { $0["severity"]?.string != "note" }
            XCTAssertEqual(result.exitCode, failing ? ExitCode.failedExpectation : ExitCode.success, name)
            for finding in findings {
                XCTAssertNotNil(finding["line"]?.double, "\(name): \(finding["message"]?.string ?? "")")
                XCTAssertNotNil(finding["scene"]?.string, name)
            }
        }
    }

    /// `(id, line)` of every element the document saved with `flag="YES"`, read with a plain
    /// text search (independent of the importer): the element's line and its `id` attribute.
    static func objects(flagged flag: String, in text: String) -> [(id: String, line: Int)] {
        text.components(separatedBy: "\n").enumerated().compactMap { index, line in
            guard line.contains(" \(flag)=\"YES\""), let range = line.range(of: " id=\"") else { return nil }
            let rest = line[range.upperBound...]
            return (String(rest.prefix { $0 != "\"" }), index + 1)
        }
    }
}
