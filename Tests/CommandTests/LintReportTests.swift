import XCTest
import Explain
import JSONText
import LayoutImport
@testable import Reports

/// `lint`'s writers and baseline, on findings written by hand for these tests (synthetic: the
/// object ids and messages are made up; the formats' rules are GitHub's workflow-command syntax
/// and the `file:line: warning:` diagnostics Xcode reads).
final class LintReportTests: XCTestCase {
    private let misplaced = LintFinding(
        severity: .warning, category: .misplaced, file: "App/Main.storyboard", line: 42, objectID: "abc-de-fgh",
        scene: "BYZ-38-t0r", devices: ["retina4_0"],
        message: "Frame for `Title` will be different at run time: stored (16, 20, 343, 21), solved (16, 64, 343, 20.5)",
        fix: "Update Frames (⌥⌘=) on `Title`")
    private let conflict = LintFinding(
        severity: .error, category: .conflict, file: "App/Cell.xib", line: 7, column: 13, objectID: "k1",
        scene: "iN0-l3-epB", devices: ["retina4_7", "retina6_1"], message: "`Cell Height` conflicts with 100% of the cell",
        fix: nil, detail: "k1,k2")

    func testXcodeLinesAreDiagnosticsOnOneLine() {
        let text = LintReportWriter.write([misplaced, conflict], baselined: 0, files: 2, format: .xcode)
        XCTAssertEqual(text, """
            App/Cell.xib:7:13: error: [conflict] `Cell Height` conflicts with 100% of the cell (object k1) on retina4_7, retina6_1
            App/Main.storyboard:42: warning: [misplaced] Frame for `Title` will be different at run time: stored (16, 20, 343, 21), \
            solved (16, 64, 343, 20.5) (object abc-de-fgh) on retina4_0; fix: Update Frames (⌥⌘=) on `Title`

            """)
    }

    func testGitHubAnnotationsEscapePercentNewlinesAndPropertySeparators() {
        var finding = conflict
        finding.file = "App,v2/Cell:old.xib"
        finding.fix = "set the priority of 'Cell Height' to 999"
        let text = LintReportWriter.write([finding], baselined: 0, files: 1, format: .github)
        // `%` → %25 and a line break → %0A everywhere; `,` and `:` also in property values.
        XCTAssertEqual(text, "::error file=App%2Cv2/Cell%3Aold.xib,line=7,col=13,title=layoutdbg conflict::"
                       + "`Cell Height` conflicts with 100%25 of the cell%0Afix: set the priority of 'Cell Height' to 999\n")
        var note = misplaced
        note.severity = .note
        note.line = nil
        XCTAssertTrue(LintReportWriter.write([note], baselined: 0, files: 1, format: .github)
            .hasPrefix("::notice file=App/Main.storyboard,title=layoutdbg misplaced::"))
    }

    /// A finding in a cell laid out on its own names the cell and its scene in every format; the
    /// fingerprint keeps the cell's id as the layout, and a finding in a scene is written as before.
    func testAFindingInACellNamesTheCellAndItsSceneInEveryFormat() throws {
        let inCell = LintFinding(severity: .error, category: .conflict, file: "App/Main.storyboard", line: 49, column: 65,
                                 objectID: "Ty6-tZ-2ee", scene: "1Ks-Qe-7Hb", cell: DocumentCell(objectID: "5Yy-lT-eDE", className: "MailCell", scene: "1Ks-Qe-7Hb"),
                                 devices: ["retina5_5"], message: "required constraints cannot all hold", fix: nil, detail: "a,b")
        XCTAssertEqual(inCell.layoutID, "5Yy-lT-eDE")
        XCTAssertEqual(inCell.fingerprint, "conflict|App/Main.storyboard|5Yy-lT-eDE|Ty6-tZ-2ee|a,b")
        XCTAssertEqual(LintReportWriter.write([inCell], baselined: 0, files: 1, format: .text), """
            App/Main.storyboard:49:65: error: [conflict] required constraints cannot all hold
                object Ty6-tZ-2ee; cell 5Yy-lT-eDE (MailCell) in scene 1Ks-Qe-7Hb; on retina5_5
            1 finding in 1 document: 1 error.

            """)
        XCTAssertEqual(LintReportWriter.write([inCell], baselined: 0, files: 1, format: .xcode),
                       "App/Main.storyboard:49:65: error: [conflict] required constraints cannot all hold "
                       + "(object Ty6-tZ-2ee in cell 5Yy-lT-eDE (MailCell) in scene 1Ks-Qe-7Hb) on retina5_5\n")
        XCTAssertEqual(LintReportWriter.write([inCell], baselined: 0, files: 1, format: .github),
                       "::error file=App/Main.storyboard,line=49,col=65,title=layoutdbg conflict::"
                       + "required constraints cannot all hold%0Ain cell 5Yy-lT-eDE (MailCell) in scene 1Ks-Qe-7Hb\n")
        let json = try DecodedJSON.parse(LintReportWriter.write([inCell, misplaced], baselined: 0, files: 2, format: .json))
        let findings = json["findings"]?.array ?? []
        // In print order: the scene's finding (line 42) first.
        XCTAssertEqual(findings.map { $0["scene"]?.string }, ["BYZ-38-t0r", "1Ks-Qe-7Hb"])
        XCTAssertEqual(findings.map { $0["cell"] }, [.null, .object(["ibID": .string("5Yy-lT-eDE"), "class": .string("MailCell")])])
    }

    func testTextListsFindingsInFileOrderThenTheSummary() {
        let text = LintReportWriter.write([misplaced, conflict], baselined: 3, files: 2, format: .text)
        XCTAssertEqual(text, """
            App/Cell.xib:7:13: error: [conflict] `Cell Height` conflicts with 100% of the cell
                object k1; scene iN0-l3-epB; on retina4_7, retina6_1
            App/Main.storyboard:42: warning: [misplaced] Frame for `Title` will be different at run time: stored (16, 20, 343, 21), \
            solved (16, 64, 343, 20.5)
                object abc-de-fgh; scene BYZ-38-t0r; on retina4_0
                fix: Update Frames (⌥⌘=) on `Title`
            2 findings in 2 documents: 1 error, 1 warning (3 in the baseline not shown).

            """)
        XCTAssertEqual(LintReportWriter.write([], baselined: 0, files: 1, format: .text), "No findings in 1 document.\n")
    }

    func testOutputDoesNotDependOnTheOrderFindingsArrive() {
        for format in LintFormat.allCases {
            XCTAssertEqual(LintReportWriter.write([misplaced, conflict], baselined: 0, files: 2, format: format),
                           LintReportWriter.write([conflict, misplaced], baselined: 0, files: 2, format: format), "\(format)")
        }
    }

    func testABaselineWrittenAsJSONSetsAsideTheSameFindingsAfterLinesMove() throws {
        let json = LintReportWriter.write([misplaced, conflict], baselined: 0, files: 2, format: .json)
        let baseline = try LintBaseline.read(json, file: "baseline.json")
        var moved = misplaced
        moved.line = 60 // the document was edited above the view: still the same finding
        let newOne = LintFinding(severity: .warning, category: .misplaced, file: "App/Main.storyboard", line: 80,
                                 objectID: "zzz-zz-zzz", scene: "BYZ-38-t0r", devices: ["retina4_0"], message: "Frame for `Subtitle` …", fix: nil)
        let split = baseline.partition([newOne, conflict, moved])
        XCTAssertEqual(split.new, [newOne])
        XCTAssertEqual(split.recorded, [conflict, moved])
    }

    func testAFingerprintRecordedOnceSetsAsideOneFinding() {
        let baseline = LintBaseline(fingerprints: [misplaced.fingerprint])
        var again = misplaced
        again.line = 90
        let split = baseline.partition([misplaced, again])
        XCTAssertEqual(split.recorded.count, 1)
        XCTAssertEqual(split.new.count, 1)
    }

    func testFindingsOnOneObjectAreToldApartByTheirDetail() {
        let other = LintFinding(severity: .error, category: .conflict, file: "App/Cell.xib", line: 7, objectID: "k1",
                                scene: "iN0-l3-epB", devices: [], message: "another conflict", fix: nil, detail: "k1,k3")
        XCTAssertNotEqual(other.fingerprint, conflict.fingerprint)
        XCTAssertEqual(LintBaseline(fingerprints: [conflict.fingerprint]).partition([other]).new, [other])
    }

    func testABadBaselineIsAnErrorThatSaysWhere() {
        XCTAssertThrowsError(try LintBaseline.read("{\"findings\": [", file: "b.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("b.json:1:"), "\(error)")
        }
        XCTAssertThrowsError(try LintBaseline.read("{\"findings\": [\n  {\"file\": \"x\"}\n]}", file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json:2:3: a baseline finding has no \"fingerprint\"; write the baseline with `lint --format json`")
        }
        XCTAssertThrowsError(try LintBaseline.read("{\"findngs\": []}", file: "b.json")) { error in
            XCTAssertTrue("\(error)".contains("findngs"), "\(error)")
        }
    }
}
