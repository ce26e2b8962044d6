import Foundation
import InterfaceBuilderImport
import LayoutModel
import XCTest

/// The issue's free oracle: every real document of `Tests/InterfaceBuilderDocuments` built for its
/// own device, solved, and each view's solved frame compared with the frame Interface Builder
/// stored (interface-builder reference §17: stored frames are Xcode's solved layout for that
/// device). Cells are built on their own. The test holds the agreement reached so it cannot fall.
final class StoredFrameOracleTests: XCTestCase {
    struct Miss: CustomStringConvertible {
        var document: String
        var view: String
        var element: String
        var stored: IBRect
        var solved: Rect?
        var reason: String
        var description: String {
            let solvedText = solved.map { "(\(n($0.x)), \(n($0.y)), \(n($0.width)), \(n($0.height)))" } ?? "none"
            return "  [\(reason)] \(document): \(view) <\(element)> stored (\(n(stored.x)), \(n(stored.y)), \(n(stored.width)), \(n(stored.height))), solved \(solvedText)"
        }
        private func n(_ value: Double) -> String { String(format: "%g", (value * 100).rounded() / 100) }
    }

    /// What a miss most likely comes from, by what the view is, where it sits and what is off: a
    /// view of the right size in the wrong place follows something above or beside it (a guide,
    /// a margin, a sibling); a text view of the wrong size is the text metrics.
    static func reasonClass(of view: IBBuiltLayout.ViewOrigin, solved: Rect?, in built: IBBuiltLayout) -> String {
        let layout = built.scenario.layout
        let ancestors = layout.ancestors(of: view.name).dropFirst()
        if let stored = view.storedFrame, let solved,
           abs(stored.width - solved.width) <= IBFrameComparison.tolerance, abs(stored.height - solved.height) <= IBFrameComparison.tolerance {
            return "position only (guides, margins, siblings)"
        }
        if ["label", "button", "textField", "textView"].contains(view.element) { return "text metrics" }
        if ["slider", "switch", "segmentedControl"].contains(view.element) { return "alignment rects" }
        if ancestors.contains(where: { layout.item(named: $0)?.kind == .scrollView }) || view.element == "scrollView" { return "scroll content" }
        if ancestors.contains(where: { layout.item(named: $0)?.kind == .stackView }) { return "stack arrangement" }
        return "other"
    }

    /// A note's message without the names and numbers in it, to count notes by what they say.
    static func noteShape(_ message: String) -> String {
        String(message.prefix { $0 != "\"" && $0 != "`" && !$0.isNumber }).trimmingCharacters(in: .whitespaces)
    }

    func testSolvedFramesAgreeWithStoredFrames() throws {
        var compared = 0, matched = 0
        var misses: [Miss] = []
        var rows: [String] = []
        var noteCounts: [String: Int] = [:]
        var leftOut: [String] = []
        for entry in try RealDocumentManifestTests.manifest() {
            let refuse = entry.fields["refuse"] as? String
            let text = try String(contentsOf: RealDocuments.folder.appendingPathComponent(entry.file), encoding: .utf8)
            let document: IBDocument
            do {
                document = try IBDocumentReader.read(text)
            } catch {
                XCTAssertEqual(refuse, "archive format", "\(entry.file): \(error)")
                rows.append("\(entry.file): refused (\(error.kind.rawValue))")
                continue
            }
            if let refusal = document.refusal {
                XCTAssertNotNil(refuse, "\(entry.file) refused: \(refusal.message)")
                rows.append("\(entry.file): refused (\(refusal.reason.rawValue))")
                continue
            }
            XCTAssertNil(refuse, "\(entry.file) should be refused: \(refuse ?? "")")
            var documentCompared = 0, documentMatched = 0
            var builds: [IBBuiltLayout] = []
            for layout in document.layouts {
                if let built = IBLayoutBuilder.build(document, layout: layout, file: entry.file) { builds.append(built) }
                for cell in IBLayoutBuilder.cells(of: layout) {
                    builds.append(IBLayoutBuilder.buildCell(cell, of: document, in: layout, file: entry.file))
                }
            }
            for built in builds {
                for note in built.notes { noteCounts["\(note.kind.rawValue): \(Self.noteShape(note.message))", default: 0] += 1 }
                let solution: LayoutSolution
                do {
                    solution = try LayoutEngine(layout: built.scenario.layout).solution()
                } catch {
                    XCTFail("\(entry.file) \(built.rootID): the built layout does not solve: \(error)")
                    continue
                }
                let comparison = IBFrameComparison(built, solution: solution)
                // Stored frames that contradict the document's own required constraints were never
                // solved by Xcode: they are no evidence either way (IBStoredFrameContradictions).
                let unsolved = IBStoredFrameContradictions(built, solution: solution).views
                for view in comparison.entries {
                    guard let constraint = unsolved[view.view.name] else { continue }
                    if case .skipped = view.outcome { continue }
                    leftOut.append("\(entry.file) \(view.view.name): its stored frames contradict `\(constraint)` "
                                   + "(solved \(view.outcome == .matched ? "within" : "beyond") 1 pt of them)")
                }
                let counted = comparison.entries.filter { unsolved[$0.view.name] == nil }
                documentCompared += counted.filter { if case .skipped = $0.outcome { false } else { true } }.count
                documentMatched += counted.filter { $0.outcome == .matched }.count
                for case let (view, solved, .missed) in counted.map({ ($0.view, $0.solved, $0.outcome) }) {
                    misses.append(Miss(document: entry.file, view: view.name, element: view.element, stored: view.storedFrame!,
                                       solved: solved, reason: Self.reasonClass(of: view, solved: solved, in: built)))
                }
            }
            compared += documentCompared
            matched += documentMatched
            rows.append("\(entry.file): \(documentMatched) / \(documentCompared)")
        }
        var classes: [String: Int] = [:]
        for miss in misses { classes[miss.reason, default: 0] += 1 }
        let percent = compared == 0 ? 0 : Double(matched) * 100 / Double(compared)
        print("Stored-frame oracle (within \(IBFrameComparison.tolerance) pt), per document: matched / compared")
        for row in rows { print("  " + row) }
        print("Total: \(matched) / \(compared) views match (\(String(format: "%.1f", percent)) %)")
        print("Left out, stored frames Xcode never solved: \(leftOut.count)")
        for line in leftOut { print("  " + line) }
        print("Misses by class: " + classes.keys.sorted().map { "\($0) \(classes[$0]!)" }.joined(separator: ", "))
        for miss in misses { print(miss) }
        print("Build notes: " + noteCounts.keys.sorted().map { "\($0) ×\(noteCounts[$0]!)" }.joined(separator: "; "))
        // The agreement reached on the 40 documents: 353 of 369 views, 95.7 %; SideMenu's Main.storyboard
        // (Xcode 11, retina4_7: its scroll view under the safe area's top at 44, the canvas drawing no
        // status bar) adds 39 of 40, its miss a Footnote text-style label. On the first 39 documents:
        // 314 of 329 views, 95.4 % (313 before documents
        // of Xcode 11 and later were laid out with no status bar on home-button devices, which
        // places RevealStack's root stack at its stored 44; 309 of 324, 95.4 %, on the first 38;
        // RevealStack adds 4 of 5 once stacks with margins of their own arrange inside them). Two views of one document are left out because their stored frames
        // contradict the document's own required constraints (Wikipedia's RightAlignedImageCell: a
        // fill-aligned stack stored 100 tall around an arranged view stored 104; 309 of 326, 94.8 %,
        // when they were counted, on the 38). 302 (92.6 %)
        // before the system font table refitted on 126 labels of 52 other documents with display
        // tracking per Xcode era and a factor per weight, retina5_9's top inset read from the
        // document, and one-point differences on the ⅓-pt grid no longer lost to binary noise; 290,
        // 89.0 %, before emoji advances, Proxima Nova's line height, multi-line labels measured at
        // their solved width, inferred tab bars and labels on the pixel grid. The target is 95 %; 6
        // of the 15 misses are frames their documents never re-solved that no required constraint
        // contradicts (docs/semantics.md, "Interface Builder documents"). Raise these when the model
        // improves; they must not fall.
        XCTAssertEqual(leftOut.count, 2, "views left out because their stored frames contradict the document's constraints")
        XCTAssertGreaterThanOrEqual(matched, 353)
        XCTAssertGreaterThanOrEqual(percent, 95.0)
    }
}
