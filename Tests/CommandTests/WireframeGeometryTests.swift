import Cassowary
import Explain
import Foundation
import LayoutScript
import Render
import Reports
import XCTest
@testable import LayoutDebugCommands

/// What `draw` pictures must show, checked on geometry rather than pixels: each panel is cropped
/// to its content, no two texts overlap, a zero-size view gets a marker and its name, the
/// problem outranks routine stretching, and stack views' helper guides stay out of the key.
final class WireframeGeometryTests: XCTestCase {
    /// The lessons and steps a review of the pictures looked at (crowded labels, stacks, a conflict).
    static let looked: [(lesson: String, steps: [Int])] = [
        ("two-labels", [2]), ("stack-distributions", [1]), ("cookbook-nested-stack-views", [0]),
        ("table-cell-height-conflict", [0, 1, 2, 3, 4, 5]),
    ]

    func testTheCropIsTheContentsBoundingBoxPlusItsMargins() {
        // Two views spanning x 10…170, y 20…50 on a 320 × 568 screen, one horizontal dimension
        // line over them: 16 pt all round, plus 14 pt below for the one line.
        let scene = WireframeScene(title: "t", screen: CanvasRect(x: 0, y: 0, width: 320, height: 568), items: [
            .init(name: "root", kind: .root, frame: CanvasRect(x: 0, y: 0, width: 320, height: 568)),
            .init(name: "a", kind: .view, frame: CanvasRect(x: 10, y: 20, width: 100, height: 30)),
            .init(name: "b", kind: .view, frame: CanvasRect(x: 120, y: 20, width: 50, height: 30)),
            .init(name: "safeArea", kind: .guide, frame: CanvasRect(x: 0, y: 0, width: 320, height: 568)),
        ], marks: [.init(axis: .horizontal, from: 10, to: 170, preferredAcross: 66, label: "a.width <= 5 @250: off by 95")])
        let crop = scene.crop
        XCTAssertEqual([crop.x, crop.y, crop.width, crop.height], [-6, 4, 192, 76])
        // The panel is the crop, not the 568 pt screen: 20 pt padding, title, crop, key, legend.
        let drawing = WireframeDrawing(title: nil, scenes: [scene]).canvas
        XCTAssertLessThan(drawing.height, 300)
    }

    func testAShadedMarginShowsItsWholeWidth() throws {
        // cell-content-margins step 0: a 414 × 88 table cell whose content view's margins are
        // 20 pt left and right (its badge at x 20…394, the lesson's key). Cropping the badge plus
        // 16 pt gave x 4…410, so both margins looked 16 pt wide; the crop reaches x 0…414 instead.
        let (_, scene) = try XCTUnwrap(scenes("cell-content-margins", steps: [0]).first)
        let root = try XCTUnwrap(scene.items.first { $0.kind == .root })
        let margins = try XCTUnwrap(root.shadedMargins)
        XCTAssertEqual([margins.left, margins.right], [20, 20])
        XCTAssertEqual([scene.crop.x, scene.crop.maxX], [0, 414])
        // Margins no view touches stay as cropped: a view pinned to the 16 pt side margins of a
        // 320 × 568 screen at y 40…70 shows x 0…320 (as before), y 24…86, not the 8 pt top margin
        // nor the bottom one 480 pt further down.
        let tall = WireframeScene(title: "t", screen: CanvasRect(x: 0, y: 0, width: 320, height: 568), items: [
            .init(name: "root", kind: .root, frame: CanvasRect(x: 0, y: 0, width: 320, height: 568),
                  shadedMargins: CanvasInsets(top: 8, left: 16, bottom: 8, right: 16)),
            .init(name: "a", kind: .view, frame: CanvasRect(x: 16, y: 40, width: 288, height: 30)),
        ])
        XCTAssertEqual([tall.crop.x, tall.crop.y, tall.crop.maxX, tall.crop.maxY], [0, 24, 320, 86])
    }

    func testMarksAreAsLoudAsExplainsSeverity() throws {
        // stack-hiding-modern step 1: `explain` gives the hidden view's "UISV-hiding" (999.999,
        // off by 60) as a warning and the two labels stretched at hugging 251 as notes; the
        // drawing drew all three in the same red, hiding the lesson's hole among label stretching.
        let (_, scene) = try XCTUnwrap(scenes("stack-hiding-modern", steps: [1]).first)
        let emphasis = Dictionary(uniqueKeysWithValues: scene.marks.map { (String($0.label.prefix { $0 != ":" }), $0.emphasis) })
        XCTAssertEqual(emphasis["details.height == 0 @999.999 \"UISV-hiding\""], .strong)
        XCTAssertEqual(emphasis["header.width <= 67.5 @251"], .routine)
        XCTAssertEqual(emphasis["footer.width <= 65.5 @251"], .routine)
    }

    func testEveryLookedAtPanelContainsItsViewsAndNoTwoTextsOverlap() throws {
        for (lesson, steps) in Self.looked {
            for (step, scene) in try scenes(lesson, steps: steps) {
                let crop = scene.crop
                for item in scene.items where item.kind == .view {
                    XCTAssertEqual(crop.intersection(item.frame), item.frame, "\(lesson) step \(step): \(item.name) outside the crop")
                }
                let boxes = WireframeDrawing(title: lesson, scenes: [scene]).canvas.textBoxes
                for (index, first) in boxes.enumerated() {
                    for second in boxes[(index + 1)...] where first.box.overlaps(second.box) {
                        XCTFail("\(lesson) step \(step): \"\(first.text)\" overlaps \"\(second.text)\"")
                    }
                }
            }
        }
    }

    func testTheLessonsPanelsAreCroppedToTheirContent() throws {
        // two-labels step 2: the labels sit at y 20…40.5 of a 568 pt screen; with the margin and
        // room for one dimension line the panel shows y 4…70.5, not the whole screen.
        let (_, scene) = try XCTUnwrap(scenes("two-labels", steps: [2]).first)
        XCTAssertEqual(scene.crop.y, 4)
        XCTAssertEqual(scene.crop.maxY, 40.5 + 16 + 14)
    }

    func testAZeroSizeViewHasAMarkerAndItsNameWithItsSize() throws {
        // table-cell-height-conflict step 1: the bottom link at 999 beats the title's compression
        // resistance (750), so title is (8, 12, 304, 0) (the lesson's own expect line).
        let (_, scene) = try XCTUnwrap(scenes("table-cell-height-conflict", steps: [1]).first)
        let canvas = WireframeDrawing(title: nil, scenes: [scene]).canvas
        XCTAssertTrue(canvas.textBoxes.contains { $0.text == "title (304 × 0)" }, "\(canvas.textBoxes.map(\.text))")
        XCTAssertTrue(canvas.dotText().contains("shape=circle, label=\"\", style=filled, color=\"#d35400\""),
                      "the orange marker")
    }

    func testTheConflictsBrokenConstraintComesFirstAndRoutineStretchingLast() throws {
        let (_, scene) = try XCTUnwrap(scenes("table-cell-height-conflict", steps: [0]).first)
        let emphases = scene.marks.map(\.emphasis)
        XCTAssertEqual(emphases, emphases.sorted(), "marks are drawn most severe first")
        XCTAssertEqual(scene.marks.first?.emphasis, .conflict)
        // The lesson's step 0 expects "title-thumb" broken to recover.
        XCTAssertTrue(scene.marks.first?.label.hasPrefix("thumb.top == title.bottom + 8") == true, "\(scene.marks.map(\.label))")
        // title.width <= 153.5 @251: hugging 251 is above 250, so it is not routine; the stack's
        // UISV constraints at 25 and 51 in the nested stacks are.
        let (_, nested) = try XCTUnwrap(scenes("cookbook-nested-stack-views", steps: [0]).first)
        for mark in nested.marks where mark.label.contains("UISV-") {
            XCTAssertEqual(mark.emphasis, .routine, mark.label)
        }
    }

    func testHelperGuidesStayOutOfTheKeyUnlessAsked() throws {
        let (_, scene) = try XCTUnwrap(scenes("cookbook-nested-stack-views", steps: [0]).first)
        XCTAssertFalse(scene.keyLines.contains { $0.hasPrefix("row1.spanner ") }, "\(scene.keyLines)")
        XCTAssertTrue(scene.keyLines.contains { $0.hasPrefix("root.safeArea ") }, "the app's own guides stay")
        let asked = try scenes("cookbook-nested-stack-views", steps: [0], showHelperGuides: true)[0].1
        XCTAssertTrue(asked.keyLines.contains { $0.hasPrefix("row1.spanner ") }, "\(asked.keyLines)")
    }

    private func scenes(_ lesson: String, steps: [Int], showHelperGuides: Bool = false) throws -> [(Int, WireframeScene)] {
        let scenario = try PinnedDrawingDOT.scenario(DrawingRun.scenario(lesson))
        let run = try ScenarioRun(scenario)
        var scenes: [(Int, WireframeScene)] = []
        for index in steps {
            try run.run(through: index)
            let result = run.results[index]
            let ambiguities = try AmbiguityFinder.find(engine: run.engine, solution: result.solution)
            scenes.append((index, WireframeScene(title: "Step \(index)", step: result.step, ambiguities: ambiguities,
                                                 showHelperGuides: showHelperGuides)))
        }
        return scenes
    }
}
