import XCTest
import Cassowary
@testable import LayoutModel

private typealias F = EngineFixture

/// The two printers: scenario syntax and UIKit's description format, both deterministic.
final class EngineDescriptionTests: XCTestCase {
    func testScenarioSyntax() {
        XCTAssertEqual(F.constraint("name.leading", .equal, "root.leadingMargin", plus: 10, priority: 750, id: "gap").scenarioDescription,
                       "name.leading == root.leadingMargin + 10 @750 \"gap\"")
        XCTAssertEqual(F.constraint("a.width", .lessOrEqual, "b.width", times: 0.5, plus: -4.25).scenarioDescription,
                       "a.width <= 0.5*b.width - 4.25")
        XCTAssertEqual(F.constraint("a.width", .greaterOrEqual, plus: 400).scenarioDescription, "a.width >= 400")
        let linear = LinearConstraintSpec(terms: [NamedTerm("x", 2), NamedTerm("y", 1)], constant: -10,
                                          relation: .greaterOrEqual, priority: 250, location: F.location(1))
        XCTAssertEqual(linear.scenarioDescription, "2*x + y >= 10 @250")
    }

    func testFNV1aAndAddresses() {
        XCTAssertEqual(FakeAddress.fnv1a(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FakeAddress.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
        let address = FakeAddress.ofItem("label")
        XCTAssertTrue(address.hasPrefix("0x7f"))
        XCTAssertEqual(address.count, 14)
        XCTAssertTrue(address.hasSuffix("0"))
        XCTAssertEqual(address, FakeAddress.ofItem("label"))
        XCTAssertNotEqual(address, FakeAddress.ofItem("label2"))
    }

    func testUIKitFormat() throws {
        let label = F.view("name", kind: .label) { $0.text = "Hello" }
        let long = F.view("long", kind: .label) { $0.text = "Testing out NSLayoutConstraint descriptions" }
        let layout = F.layout(items: [label, long])
        let describer = UIKitDescriber(layout: layout)
        let labelAddress = FakeAddress.ofItem("name"), rootAddress = FakeAddress.ofItem("root")
        let spec = F.constraint("name.leading", .equal, "root.leadingMargin", plus: 10, id: "gap")
        XCTAssertEqual(describer.describe(spec),
                       "<NSLayoutConstraint:\(FakeAddress.ofConstraint(spec)) 'gap' UILabel:\(labelAddress)'Hello'.leading == UIView:\(rootAddress).leadingMargin + 10   (active)>")
        let ratio = F.constraint("long.width", .equal, "name.width", times: 0.5, plus: -32.03244)
        XCTAssertTrue(describer.describe(ratio).contains("'Testing out NSLayoutConst...'.width == 0.5*UILabel:\(labelAddress)'Hello'.width - 32.0324   (active)>"),
                      describer.describe(ratio))
        let inactive = F.constraint("name.height", .equal, plus: 95.33333, priority: 750, active: false)
        XCTAssertTrue(describer.describe(inactive).hasSuffix(".height == 95.3333 @750   (inactive)>"), describer.describe(inactive))
    }

    /// Which constraints UIKit prints as VFL (docs/semantics.md, "Printing constraints").
    func testUIKitVisualFormShapes() throws {
        let a = F.view("a"), b = F.view("b")
        let describer = UIKitDescriber(layout: F.layout(items: [a, b]))
        let (aView, bView, root) = ("UIView:\(FakeAddress.ofItem("a"))", "UIView:\(FakeAddress.ofItem("b"))",
                                    "UIView:\(FakeAddress.ofItem("root"))")
        func body(_ spec: LayoutConstraintSpec) -> String {
            let text = describer.describe(spec)
            return String(text[text.index(after: text.firstIndex(of: " ")!)...].dropLast())
        }
        XCTAssertEqual(body(F.constraint("b.leading", .equal, "a.trailing", plus: 8)), "H:[\(aView)]-(8)-[\(bView)]   (active)")
        XCTAssertEqual(body(F.constraint("b.top", .greaterOrEqual, "a.bottom", plus: -20)), "V:[\(aView)]-(>=-20)-[\(bView)]   (active)")
        XCTAssertEqual(body(F.constraint("a.top", .equal, "root.top", plus: 12)), "V:|-(12)-[\(aView)]   (active, names: '|':\(root) )")
        XCTAssertEqual(body(F.constraint("root.trailing", .equal, "a.trailing")), "H:[\(aView)]-(0)-|   (active, names: '|':\(root) )")
        XCTAssertEqual(body(F.constraint("a.left", .equal, "root.left")), "H:|-(0)-[\(aView)](LTR)   (active, names: '|':\(root) )")
        // The superview on the wrong side, a multiplier, a size, a margin: equations.
        XCTAssertEqual(body(F.constraint("a.trailing", .equal, "root.trailing", plus: -10)), "\(aView).trailing == \(root).trailing - 10   (active)")
        XCTAssertEqual(body(F.constraint("root.leading", .equal, "a.leading")), "\(root).leading == \(aView).leading   (active)")
        XCTAssertEqual(body(F.constraint("b.leading", .equal, "a.trailing", times: 2)), "\(bView).leading == 2*\(aView).trailing   (active)")
        XCTAssertEqual(body(F.constraint("a.height", .equal, plus: 100)), "\(aView).height == 100   (active)")
        XCTAssertEqual(body(F.constraint("a.width", .equal, plus: -16)), "\(aView).width == - 16   (active)")
        XCTAssertEqual(body(F.constraint("a.leading", .equal, "root.leadingMargin", plus: 8)), "\(aView).leading == \(root).leadingMargin + 8   (active)")
    }

    /// `class` and `accessibilityIdentifier` change only how a view is named (docs/semantics.md,
    /// "Printing constraints"): FDTake-style `MyApp.Class:0x…`; an identified view bare, cut to 25
    /// characters, with `identifier:0x…` in `names` before `'|'` (onfido-ios-sdk#239, firefox-ios#27523).
    func testPrintedClassAndAccessibilityIdentifier() throws {
        let card = F.view("card") { $0.printedClassName = "MyApp.CardView" }
        let icon = F.view("icon", in: "card") { $0.accessibilityIdentifier = "AddressToolbar.lockIcon" }
        let long = F.view("long", in: "card") { $0.accessibilityIdentifier = "intro_view_steps_summary_view" }
        let label = F.view("title", in: "card", kind: .label) { $0.text = "Hi"; $0.printedClassName = "MyApp.TitleLabel" }
        let describer = UIKitDescriber(layout: F.layout(items: [card, icon, long, label]))
        func body(_ spec: LayoutConstraintSpec) -> String {
            let text = describer.describe(spec)
            return String(text[text.index(after: text.firstIndex(of: " ")!)...].dropLast())
        }
        let (cardView, iconAddress, longAddress) = ("MyApp.CardView:\(FakeAddress.ofItem("card"))", FakeAddress.ofItem("icon"),
                                                    FakeAddress.ofItem("long"))
        XCTAssertEqual(body(F.constraint("card.width", .equal, plus: 40)), "\(cardView).width == 40   (active)")
        // The class replaces the kind's; a label keeps its text.
        XCTAssertEqual(describer.describeItem("title"), "MyApp.TitleLabel:\(FakeAddress.ofItem("title"))'Hi'")
        XCTAssertEqual(body(F.constraint("icon.width", .equal, plus: 40)),
                       "AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:\(iconAddress) )")
        // 29 characters: the first 25 and `...`; identified views come before `|` in names.
        XCTAssertEqual(body(F.constraint("long.leading", .equal, "card.leading", plus: 16)),
                       "H:|-(16)-[intro_view_steps_summary_...]   (active, names: intro_view_steps_summary_...:\(longAddress), '|':\(cardView) )")
        XCTAssertEqual(body(F.constraint("long.trailing", .equal, "card.trailing", plus: -16)),
                       "intro_view_steps_summary_....trailing == \(cardView).trailing - 16   (active, names: intro_view_steps_summary_...:\(longAddress) )")
        // Two identified views (no log shows this; our choice): the constraint's first item, then its second.
        XCTAssertEqual(body(F.constraint("long.leading", .equal, "icon.trailing", plus: 8)),
                       "H:[AddressToolbar.lockIcon]-(8)-[intro_view_steps_summary_...]   (active, names: intro_view_steps_summary_...:\(longAddress), AddressToolbar.lockIcon:\(iconAddress) )")
        XCTAssertEqual(body(F.constraint("icon.width", .equal, "icon.height")),
                       "AddressToolbar.lockIcon.width == AddressToolbar.lockIcon.height   (active, names: AddressToolbar.lockIcon:\(iconAddress) )")
    }

    func testContentSizeAndAutoresizingForms() throws {
        let label = F.view("name", kind: .label) { $0.text = "Hello" }
        let framed = F.view("framed") { $0.translatesAutoresizingMask = true; $0.frame = rect(0, 0, 100, 50) }
        let engine = try LayoutEngine(layout: F.layout(items: [label, framed], constraints: [
            F.constraint("name.left", .equal, "root.left"), F.constraint("name.top", .equal, "root.top"),
        ]))
        let describer = engine.uikitDescriber
        let statuses = engine.solution().constraints
        let contentSize = statuses.filter { $0.spec.className == "NSContentSizeLayoutConstraint" && $0.spec.first.attribute == .width }
        XCTAssertEqual(contentSize.count, 2)
        let printed = contentSize.map { describer.describe($0.spec) }
        XCTAssertEqual(printed[0], printed[1])   // one UIKit object per axis
        XCTAssertTrue(printed[0].hasPrefix("<NSContentSizeLayoutConstraint:0x6"))
        XCTAssertTrue(printed[0].contains("'Hello'.width == "))
        XCTAssertTrue(printed[0].hasSuffix(" Hug:251 CompressionResistance:750   (active)>"), printed[0])
        let autoresizing = try XCTUnwrap(statuses.first { $0.spec.className == "NSAutoresizingMaskLayoutConstraint" && $0.spec.first.item == "framed" })
        let line = describer.describe(autoresizing.spec)
        XCTAssertTrue(line.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x6"), line)
        XCTAssertTrue(line.contains(" h=--& v=--& UIView:\(FakeAddress.ofItem("framed"))."), line)
        XCTAssertTrue(line.hasSuffix("   (active, names: '|':UIView:\(FakeAddress.ofItem("root")) )>"), line)
    }

    func testPrintersAreDeterministicAcrossEngines() throws {
        func render() throws -> String {
            let label = F.view("name", kind: .label) { $0.text = "Héllo \"quoted\"" }
            let engine = try LayoutEngine(layout: F.layout(items: [label], constraints: [
                F.constraint("name.leading", .equal, "root.leadingMargin", id: "a"),
                F.constraint("name.width", .greaterOrEqual, plus: 500, id: "too wide"),
                F.constraint("name.trailing", .equal, "root.trailingMargin"),
            ]))
            let solution = engine.solution()
            let describer = engine.uikitDescriber
            return solution.constraints.map { "\($0.spec.scenarioDescription) | \(describer.describe($0.spec))" }
                .joined(separator: "\n") + solution.conflicts.map(describer.unsatisfiableLog).joined()
        }
        let first = try render()
        XCTAssertEqual(first, try render())
        XCTAssertTrue(first.contains("H\\U00e9llo \\\"quoted\\\""), first)   // NSArray escaping in the log
    }
}
