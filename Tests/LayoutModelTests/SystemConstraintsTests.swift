import Cassowary
import XCTest
@testable import LayoutModel

/// One generated constraint in a compact, readable form:
/// `IDENTIFIER first REL [m*]second [+ c] [@p]` (no identifier: the class name).
func compact(_ spec: LayoutConstraintSpec) -> String {
    var text = (spec.identifier ?? spec.className) + " " + spec.first.description + " " + spec.relation.rawValue + " "
    if let second = spec.second {
        if spec.multiplier != 1 { text += SystemConstraints.number(spec.multiplier) + "*" }
        text += second.description
        if spec.constant > 0 { text += " + " + SystemConstraints.number(spec.constant) }
        if spec.constant < 0 { text += " - " + SystemConstraints.number(-spec.constant) }
    } else {
        text += SystemConstraints.number(spec.constant)
    }
    if spec.priority != 1000 { text += " @" + SystemConstraints.number(spec.priority) }
    return text
}

/// A layout with the root and the given items, each inside `parent` unless it names its own.
func makeLayout(_ items: [LayoutItem], screen: Size = Size(width: 320, height: 568)) -> Layout {
    var layout = Layout(rootName: "root", screen: screen)
    layout.items += items
    return layout
}

func view(_ name: String, in parent: String, kind: ViewKind = .view) -> LayoutItem {
    LayoutItem(name: name, kind: kind, parent: parent)
}

func stackView(_ name: String, in parent: String = "root", arranged: [String],
               configure: (inout StackConfiguration) -> Void = { _ in }) -> LayoutItem {
    var item = LayoutItem(name: name, kind: .stackView, parent: parent)
    var configuration = StackConfiguration()
    configuration.arranged = arranged
    configure(&configuration)
    item.stack = configuration
    return item
}

/// Whether a source file of the module still says it is a stub (its tests are skipped until it lands).
func isStub(_ file: String, testFile: String = #filePath) -> Bool {
    let url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/LayoutModel/\(file)")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return true }
    return text.contains("STUB")
}

final class SystemConstraintsTests: XCTestCase {
    func testRootSizeAndPositionThenSafeArea() {
        var layout = makeLayout([], screen: Size(width: 375, height: 812))
        layout.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let generated = SystemConstraints.generate(for: layout)
        XCTAssertEqual(generated.constraints.map(compact), [
            "UIView-Encapsulated-Layout-Width root.width == 375",
            "UIView-Encapsulated-Layout-Height root.height == 812",
            "UIView-Encapsulated-Layout-Left root.left == 0",
            "UIView-Encapsulated-Layout-Top root.top == 0",
            "UIViewSafeAreaLayoutGuide-top root.safeArea.top == root.top + 44",
            "UIViewSafeAreaLayoutGuide-bottom root.bottom == root.safeArea.bottom + 34",
            "UIViewSafeAreaLayoutGuide-left root.safeArea.left == root.left",
            "UIViewSafeAreaLayoutGuide-right root.right == root.safeArea.right",
        ])
        XCTAssertEqual(generated.constraints.map(\.className), ["NSLayoutConstraint", "NSLayoutConstraint"]
            + Array(repeating: "NSAutoresizingMaskLayoutConstraint", count: 2)
            + Array(repeating: "NSLayoutConstraint", count: 4))
        XCTAssertTrue(generated.constraints.allSatisfy(\.isRequired))
        XCTAssertEqual(generated.items.map(\.name), ["root.safeArea"])
        XCTAssertEqual(generated.items.first?.kind, .layoutGuide)
        XCTAssertEqual(generated.items.first?.parent, "root")
        XCTAssertEqual(generated.guideDescriptions["root.safeArea"],
                       SystemGuideDescription(className: "UILayoutGuide", identifier: "UIViewSafeAreaLayoutGuide"))
    }

    func testProvenanceNamesTheGeneratorAndOwner() {
        let generated = SystemConstraints.generate(for: makeLayout([]))
        guard case let .generated(width) = generated.constraints[0].provenance,
              case let .generated(top) = generated.constraints[4].provenance else {
            return XCTFail("system constraints must be generated")
        }
        XCTAssertEqual(width.kind, .encapsulatedLayout)
        XCTAssertEqual(width.owner, "root")
        XCTAssertEqual(width.detail, "UIView-Encapsulated-Layout-Width of `root`: the screen is 320 wide")
        XCTAssertEqual(top.kind, .safeArea)
    }

    func testRootPositionPrintsTheRootsAutoresizingFlags() {
        let layout = makeLayout([])
        let generated = SystemConstraints.generate(for: layout)
        XCTAssertEqual(SystemConstraints.autoresizingNotation(of: generated.constraints[2], in: layout), "h=-&- v=-&-")
        XCTAssertNil(SystemConstraints.autoresizingNotation(of: generated.constraints[0], in: layout))
    }

    func testGeneratingTwiceGivesTheSameResult() {
        var translated = view("badge", in: "root")
        translated.translatesAutoresizingMask = true
        translated.frame = Rect(x: 160, y: 20, width: 80, height: 30)
        translated.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        var hidden = view("b", in: "row")
        hidden.isHidden = true
        let layout = makeLayout([
            stackView("column", arranged: ["row", "c"]) { $0.axis = .vertical; $0.distribution = .equalSpacing },
            stackView("row", in: "column", arranged: ["a", "b", "d"]) {
                $0.alignment = .center; $0.spacing = 8; $0.customSpacing = ["a": 12, "d": 3]
            },
            view("a", in: "row"), hidden, view("d", in: "row"), view("c", in: "column"), translated,
        ])
        let first = SystemConstraints.generate(for: layout)
        for _ in 0..<20 {
            let again = SystemConstraints.generate(for: layout)
            XCTAssertEqual(again.constraints, first.constraints)
            XCTAssertEqual(again.items, first.items)
        }
    }
}
