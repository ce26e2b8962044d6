import Cassowary
import Explain
import Foundation
import LayoutScript
import Reports
import XCTest
@testable import LayoutDebugCommands
@testable import Render

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
        // 16 pt gave x 4…410, so both margins looked 16 pt wide. The badge covers more than half of
        // the cell, so the whole cell is shown with the 16 pt crop margin round it: x -16…430.
        let (_, scene) = try XCTUnwrap(scenes("cell-content-margins", steps: [0]).first)
        let root = try XCTUnwrap(scene.items.first { $0.kind == .root })
        let margins = try XCTUnwrap(root.shadedMargins)
        XCTAssertEqual([margins.left, margins.right], [20, 20])
        XCTAssertEqual([scene.crop.x, scene.crop.maxX], [-16, 430])
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

    /// A 320 × 568 screen with one view at x 10…110, y 20…50, the root's 8 pt margins shaded and a
    /// safe area spanning the screen: its crop is x -6…126 (16 pt round the view), 132 pt wide.
    private static let narrowScene = WireframeScene(title: "narrow", screen: CanvasRect(x: 0, y: 0, width: 320, height: 568), items: [
        .init(name: "root", kind: .root, frame: CanvasRect(x: 0, y: 0, width: 320, height: 568),
              shadedMargins: CanvasInsets(top: 8, left: 8, bottom: 8, right: 8)),
        .init(name: "a", kind: .view, frame: CanvasRect(x: 10, y: 20, width: 100, height: 30)),
        .init(name: "safeArea", kind: .guide, frame: CanvasRect(x: 0, y: 0, width: 320, height: 568)),
    ])

    func testEachColumnIsAsWideAsItsOwnCropNotTheWidestStep() {
        // A rotated 568 pt screen with a view at x 8…560: crop -8…576, 584 wide. The narrow step's
        // column keeps its own width (132, raised to the 260 pt minimum), not 584.
        let wide = WireframeScene(title: "wide", screen: CanvasRect(x: 0, y: 0, width: 568, height: 320), items: [
            .init(name: "root", kind: .root, frame: CanvasRect(x: 0, y: 0, width: 568, height: 320)),
            .init(name: "b", kind: .view, frame: CanvasRect(x: 8, y: 20, width: 552, height: 30)),
        ])
        XCTAssertEqual(WireframeDrawing.columnWidths([Self.narrowScene, wide], columns: 2), [260, 584])
        // 20 pt padding either side and a 28 pt gap between the panels.
        XCTAssertEqual(WireframeDrawing(title: nil, scenes: [Self.narrowScene, wide]).canvas.width, 20 + 260 + 28 + 584 + 20)
    }

    func testMarginsGuidesAndScreenEdgesStopAtTheCrop() throws {
        // The panel is 260 wide (the minimum) but the crop only 132: the shaded top margin and the
        // safe area's edges must end at the crop's right edge, x 20 + 132 on the canvas.
        let canvas = WireframeDrawing(title: nil, scenes: [Self.narrowScene]).canvas
        let keyTop = try XCTUnwrap(canvas.textBoxes.first { $0.text.hasPrefix("Screen 320") }).box.y
        for shape in canvas.shapeBoxes where shape.maxY < keyTop {
            XCTAssertLessThanOrEqual(shape.maxX, 20 + 132 + 0.5, "\(shape) reaches past the crop")
        }
    }

    func testStretchingAtHugging251IsRoutineAsExplainRanksItANote() throws {
        // table-cell-height-conflict: `title.width <= 153.5 @251` (hugging 251 stretched) is a note
        // for explain; `title.height >= 20.5 @750` in step 1 (compression resistance) a warning.
        let (_, first) = try XCTUnwrap(scenes("table-cell-height-conflict", steps: [0]).first)
        let hugging = try XCTUnwrap(first.marks.first { $0.label.hasPrefix("title.width <= 153.5 @251") })
        XCTAssertEqual(hugging.emphasis, .routine)
        let (_, second) = try XCTUnwrap(scenes("table-cell-height-conflict", steps: [1]).first)
        let compression = try XCTUnwrap(second.marks.first { $0.label.hasPrefix("title.height >= 20.5 @750") })
        XCTAssertEqual(compression.emphasis, .strong)
    }

    func testALessonWithoutViewsDrawsNoEmptyScreenButItsVariables() throws {
        // pure-cassowary step 0: x + y == 100 required, x == 30 @750 beats y == 90 @250, so x = 30,
        // y = 70 (20 off); u + 2v >= 60 is met at v = 30, u = 0 (the lesson's expect lines).
        let (_, scene) = try XCTUnwrap(scenes("pure-cassowary", steps: [0]).first)
        XCTAssertEqual(scene.crop.width, 0)
        XCTAssertEqual(scene.crop.height, 0)
        XCTAssertTrue(scene.keyLines.contains("Variables: x = 30, y = 70, u = 0, v = 30"), "\(scene.keyLines)")
        XCTAssertTrue(scene.keyLines.contains { $0.hasPrefix("broken: ") && $0.contains("y-is-90") && $0.hasSuffix("off by 20") },
                      "\(scene.keyLines)")
        // Title, key (six lines) and legend only, 214 pt as measured: the 568 pt screen is gone
        // (with it the drawing was 568 pt taller).
        XCTAssertLessThan(WireframeDrawing(title: nil, scenes: [scene]).canvas.height, 300)
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

    func testAnAppsSpacerGuidesAreInsideTheCrop() throws {
        // cookbook-buttons-equal-spacing step 0 (the lesson's expect lines): the spacers run from
        // leadingSpace at x 8 to trailingSpace's end at 237.5 + 74.5 = 312; the buttons only span
        // 82.5…237.5. With the 16 pt margin and no dimension lines the crop is x -8…328, not
        // 66.5…253.5 with the leading spacer cut off. The safe area (the whole screen) stays out.
        let (_, scene) = try XCTUnwrap(scenes("cookbook-buttons-equal-spacing", steps: [0]).first)
        XCTAssertEqual([scene.crop.x, scene.crop.maxX, scene.crop.y, scene.crop.maxY], [-8, 328, 502, 564])
    }

    func testContentOverMostOfTheScreenShowsTheWholeScreen() throws {
        // root-margins step 1 (landscape 812 × 375): card is (64, 0, 684, 354), 242 136 pt² of
        // the screen's 304 500, so the crop keeps the screen (the notch's 44 pt safe-area insets at
        // x 44 and 768 are the lesson's point): x -16…828, y -16…391 with the 16 pt margin,
        // rather than x 48…764, which cut both insets off.
        let (_, scene) = try XCTUnwrap(scenes("root-margins", steps: [1]).first)
        XCTAssertEqual([scene.crop.x, scene.crop.maxX, scene.crop.y, scene.crop.maxY], [-16, 828, -16, 391])
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

    func testACollapsedViewSqueezedBetweenTwoEdgesIsStillNamed() throws {
        // cookbook-nested-stack-views step 2: without an image, notes is (0, 246, 552, 0) in form
        // (the lesson's key line), 8 pt below header's bottom (238) and 8 pt above buttons' top
        // (254), so no label fits beside its marker; before, it was left unnamed.
        let (_, scene) = try XCTUnwrap(scenes("cookbook-nested-stack-views", steps: [2]).first)
        let canvas = WireframeDrawing(title: nil, scenes: [scene]).canvas
        XCTAssertTrue(canvas.textBoxes.contains { $0.text == "notes (552 × 0)" }, "\(canvas.textBoxes.map(\.text))")
    }

    func testTheConflictsBrokenConstraintComesFirstAndRoutineStretchingLast() throws {
        let (_, scene) = try XCTUnwrap(scenes("table-cell-height-conflict", steps: [0]).first)
        let emphases = scene.marks.map(\.emphasis)
        XCTAssertEqual(emphases, emphases.sorted(), "marks are drawn most severe first")
        XCTAssertEqual(scene.marks.first?.emphasis, .conflict)
        // The lesson's step 0 expects "title-thumb" broken to recover.
        XCTAssertTrue(scene.marks.first?.label.hasPrefix("thumb.top == title.bottom + 8") == true, "\(scene.marks.map(\.label))")
        // title.width <= 153.5 @251 is hugging stretched, routine as explain's note; so are the
        // stack's UISV constraints at 25 and 51 in the nested stacks.
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

    func testDimensionLabelsKeepOffTheScreenEdgesAndGuideLines() throws {
        // Looked at for issue 13: in cookbook-nested-stack-views step 0 the grey labels
        // "middleField.width <= 49 @250: off by 69" crossed the safe area's top (y 20) and
        // "save.width <= 33.5 @250: off by 62.5" the screen's bottom (y 568); tags [3] and [9] sat on x 0.
        for (lesson, steps) in Self.looked + [("ambiguous-position", [3])] {
            for (step, scene) in try scenes(lesson, steps: steps) {
                let (canvas, origin) = drawnPanel(scene)
                let lines = ([scene.screen] + scene.items.filter { $0.kind == .guide }.map(\.frame))
                    .flatMap { WireframePanel.outlineStrips(of: $0.offsetBy(dx: origin.x, dy: origin.y)) }
                    .compactMap { $0.intersection(scene.crop.offsetBy(dx: origin.x, dy: origin.y)) }  // only what is drawn
                // Red labels (the lesson's point) stay inline even when wider than a narrow screen.
                let routine = scene.marks.filter { $0.emphasis == .routine }.map(\.label)
                let boxes = canvas.textBoxes
                // A tag "[3]" is routine when its footnote "[3] …" starts a routine label.
                let routineTags = Set(boxes.map(\.text).compactMap { text -> String? in
                    guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
                    let rest = text[text.index(after: close)...].drop { $0 == " " }
                    return !rest.isEmpty && routine.contains { $0.hasPrefix(rest) } ? String(text[...close]) : nil
                })
                for text in boxes where routine.contains(text.text) || routineTags.contains(text.text) {
                    for line in lines where line.overlaps(text.box) {
                        XCTFail("\(lesson) step \(step): \"\(text.text)\" crosses the edge at \(line)")
                    }
                }
            }
        }
    }

    func testViewNamesKeepOffTheAlternativesOutlines() throws {
        // growing-text-field step 3: three equal compression resistances leave prefix, site and
        // suffix ambiguous; the blue alternative has prefix 57 wide (the lesson's key line), so
        // its right edge is at x 65, where "site (ambiguous)" used to be written across it.
        let (_, scene) = try XCTUnwrap(scenes("growing-text-field", steps: [3]).first)
        XCTAssertFalse(scene.alternatives.isEmpty)
        let (canvas, origin) = drawnPanel(scene)
        let edges = scene.alternatives.flatMap { WireframePanel.outlineStrips(of: $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
        // suffix's name has no spot clear of them (the preference is soft), so only site's is checked.
        for text in canvas.textBoxes where text.text == "site (ambiguous)" {
            XCTAssertFalse(edges.contains(where: text.box.overlaps), "\"\(text.text)\" crosses an alternative's outline")
        }
    }

    func testTheBaselinesALessonAlignsAreDrawnAtTheirHeight() throws {
        // baselines.layout step 0 (its expect lines): amount's top is 40 and its first baseline
        // 32.32 below, so the shared baseline is at y 72.32; title spans x 8…47 (8 + 39), amount
        // 55…114.5, unit 118.5…142 (118.5 + 23.5).
        let (_, first) = try XCTUnwrap(scenes("baselines", steps: [0]).first)
        XCTAssertEqual(first.baselines.map(\.anchor), ["title.firstBaseline", "amount.firstBaseline", "unit.firstBaseline"])
        for (baseline, extent) in zip(first.baselines, [(8.0, 47.0), (55, 114.5), (118.5, 142)]) {
            XCTAssertEqual(baseline.y, 72.32, accuracy: 0.001, baseline.anchor)
            XCTAssertEqual(baseline.from, extent.0, accuracy: 0.001, baseline.anchor)
            XCTAssertEqual(baseline.to, extent.1, accuracy: 0.001, baseline.anchor)
        }
        XCTAssertTrue(first.keyLines.contains(
            "Baselines (purple lines, window y): y 72.32: title.firstBaseline, amount.firstBaseline, unit.firstBaseline."), "\(first.keyLines)")
        // Drawn: a line from (8, 72.32) to (47, 72.32) in window points, shifted onto the panel.
        let (canvas, origin) = drawnPanel(first)
        let ends = canvas.shapeBoxes.filter { $0.width == 0 && $0.height == 0 && abs($0.y - (origin.y + 72.32)) < 0.001 }.map(\.x)
        for x in [8.0, 47, 55, 114.5, 118.5, 142] {
            XCTAssertTrue(ends.contains { abs($0 - (origin.x + x)) < 0.001 }, "no baseline end at x \(x): \(ends)")
        }
        // Step 1 centres the title ("title-baseline" inactive): only amount's and unit's baselines
        // are aligned, still at 72.32; the title's (66.285) is not drawn, nothing aligns it.
        let (_, centred) = try XCTUnwrap(scenes("baselines", steps: [0, 1]).last)
        XCTAssertEqual(centred.baselines.map(\.anchor).sorted(), ["amount.firstBaseline", "unit.firstBaseline"])
        XCTAssertTrue(centred.baselines.allSatisfy { abs($0.y - 72.32) < 0.001 })
        // baselines-without-text step 1 (its expect lines): the stack aligns last baselines; the
        // views without text stand on it with their bottoms, all at y 80 (40 + 40).
        let (_, last) = try XCTUnwrap(scenes("baselines-without-text", steps: [0, 1]).last)
        XCTAssertEqual(Set(last.baselines.map(\.anchor)), ["title.lastBaseline", "swatch.lastBaseline", "icon.lastBaseline"])
        XCTAssertTrue(last.baselines.allSatisfy { abs($0.y - 80) < 0.001 }, "\(last.baselines.map { ($0.anchor, $0.y) })")
        // The legend names the purple line.
        XCTAssertTrue(WireframeLegend(scenes: [first]).entries.contains(.baseline))
        XCTAssertFalse(WireframeLegend(scenes: [Self.narrowScene]).entries.contains(.baseline))
    }

    func testASmallViewBoxedInByItsSuperviewIsStillNamed() throws {
        // self-sizing-container step 0 (its key): badge (62.5, 4.25, 24, 24) inside chip
        // (8, 40, 98.5, 32.5): "badge" is wider than 24 pt, and the spots just above and below the
        // badge cross chip's edges 4.25 pt away, so the name had no spot at all.
        let (_, scene) = try XCTUnwrap(scenes("self-sizing-container", steps: [0]).first)
        let (canvas, _) = drawnPanel(scene)
        XCTAssertTrue(canvas.textBoxes.contains { $0.text == "badge" }, "\(canvas.textBoxes.map(\.text))")
    }

    /// One panel drawn at (0, 0), and where the window's (0, 0) lands on it: (-crop.x, header - crop.y).
    private func drawnPanel(_ scene: WireframeScene) -> (PinnedCanvas, (x: Double, y: Double)) {
        let panel = WireframePanel(scene: scene, width: max(scene.crop.width, 200))
        var canvas = PinnedCanvas(width: 1, height: 1)
        _ = panel.draw(on: &canvas, at: CanvasPoint(x: 0, y: 0), headerSpace: panel.headerHeight)
        return (canvas, (x: -scene.crop.x, y: panel.headerHeight - scene.crop.y))
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
