import Cassowary
import InterfaceBuilderImport
import LayoutModel
import XCTest

/// `<constraint>` with every default and spelling (interface-builder reference §0 fact 3, §6, §6.1), and the
/// problems a damaged one gives. Synthetic snippets.
final class ConstraintReadingTests: XCTestCase {
    /// A root view holding a label, a button and an image view, with `constraints` on the root
    /// and `imageConstraints` on the image view.
    func document(_ constraints: String, imageConstraints: String = "") -> String {
        SyntheticDocuments.storyboard("""
            <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-aaa"/>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-bb-bbb"/>
                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-cc-ccc">
                    <constraints>
        \(imageConstraints)
                    </constraints>
                </imageView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="saf-ee-ggg"/>
            <constraints>
        \(constraints)
            </constraints>
        """)
    }

    func read(_ constraints: String, imageConstraints: String = "") throws -> (IBDocument, root: [IBConstraint], image: [IBConstraint]) {
        let document = try SyntheticDocuments.read(document(constraints, imageConstraints: imageConstraints))
        let root = try SyntheticDocuments.root(document)
        return (document, root.constraints, root.subviews[2].constraints)
    }

    func testDefaultsOfAnOmittedAttribute() throws {
        let (document, constraints, _) = try read("""
            <constraint firstAttribute="trailing" secondItem="btn-bb-bbb" secondAttribute="trailing" id="c01-aa-aaa"/>
        """)
        XCTAssertEqual(document.problems, [])
        let constraint = try XCTUnwrap(constraints.first)
        XCTAssertEqual(constraint.holder, "rt1-aa-aaa")
        XCTAssertEqual(constraint.firstItem, "rt1-aa-aaa", "firstItem absent: the holder")
        XCTAssertFalse(constraint.firstItemWritten)
        XCTAssertEqual(constraint.firstAttribute, .trailing)
        XCTAssertEqual(constraint.secondItem, "btn-bb-bbb")
        XCTAssertEqual(constraint.relation, .equal, "relation absent: equal")
        XCTAssertEqual(constraint.multiplier, .one, "multiplier absent: 1")
        XCTAssertEqual(constraint.constant, 0, "constant absent: 0")
        XCTAssertFalse(constraint.constantWritten)
        XCTAssertEqual(constraint.priority, 1000, "priority absent: required")
        XCTAssertFalse(constraint.placeholder)
        XCTAssertFalse(constraint.symbolic)
        XCTAssertNil(constraint.identifier)
        XCTAssertEqual(constraint.id, "c01-aa-aaa")
    }

    func testWrittenValuesAndLine() throws {
        let text = document("""
            <constraint firstItem="btn-bb-bbb" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="lbl-aa-aaa" secondAttribute="trailing" constant="8" symbolic="YES" id="c02-aa-aaa"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="firstBaseline" secondItem="btn-bb-bbb" secondAttribute="baseline" id="c03-aa-aaa"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="width" relation="lessThanOrEqual" secondItem="rt1-aa-aaa" secondAttribute="width" multiplier="0.5" constant="-0.5" priority="750" identifier="title-width" userLabel="Title Width" id="c04-aa-aaa"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="saf-ee-ggg" secondAttribute="topMargin" constant="20.333333333333332" placeholder="YES" id="c05-aa-aaa"/>
            <constraint firstItem="btn-bb-bbb" firstAttribute="top" secondItem="lbl-aa-aaa" secondAttribute="bottom" multiplier="1.5" constant="8" symbolType="layoutAnchor" id="c06-aa-aaa"/>
        """)
        let constraints = try SyntheticDocuments.root(SyntheticDocuments.read(text)).constraints
        XCTAssertEqual(constraints.map(\.id), ["c02-aa-aaa", "c03-aa-aaa", "c04-aa-aaa", "c05-aa-aaa", "c06-aa-aaa"])
        XCTAssertEqual(constraints[0].relation, .greaterOrEqual)
        XCTAssertEqual(constraints[0].constant, 8)
        XCTAssertTrue(constraints[0].symbolic, "standard spacing, also written as the constant")
        XCTAssertEqual(constraints[0].location.line, SyntheticDocuments.line(of: "c02-aa-aaa", in: text))
        XCTAssertEqual(constraints[1].secondAttribute, .lastBaseline, "baseline is lastBaseline")
        XCTAssertEqual(constraints[1].secondAttributeWritten, "baseline")
        XCTAssertEqual(constraints[1].firstAttribute, .firstBaseline)
        XCTAssertEqual(constraints[2].relation, .lessOrEqual)
        XCTAssertEqual(constraints[2].multiplier, IBMultiplier(value: 0.5, form: .decimal, written: "0.5"))
        XCTAssertEqual(constraints[2].constant, -0.5)
        XCTAssertEqual(constraints[2].priority, 750)
        XCTAssertEqual(constraints[2].identifier, "title-width")
        XCTAssertEqual(constraints[2].userLabel, "Title Width")
        XCTAssertEqual(constraints[3].secondItem, "saf-ee-ggg", "a guide is an item")
        XCTAssertEqual(constraints[3].secondAttribute, .topMargin)
        XCTAssertEqual(constraints[3].constant, 20.333333333333332, "a fraction is kept, not dropped (§6.1)")
        XCTAssertTrue(constraints[3].placeholder)
        XCTAssertEqual(constraints[4].symbolType, "layoutAnchor")
        XCTAssertEqual(constraints[4].multiplier.value, 1.5)
    }

    func testUnaryAndSelfConstraintsOnTheItem() throws {
        let (_, _, image) = try read("", imageConstraints: """
            <constraint firstAttribute="height" constant="44" id="c06-aa-aaa"/>
            <constraint firstAttribute="width" secondItem="img-cc-ccc" secondAttribute="height" multiplier="16:9" id="c07-aa-aaa"/>
        """)
        XCTAssertEqual(image[0].holder, "img-cc-ccc")
        XCTAssertEqual(image[0].firstItem, "img-cc-ccc")
        XCTAssertTrue(image[0].isUnary)
        XCTAssertNil(image[0].secondAttribute)
        XCTAssertEqual(image[0].constant, 44)
        XCTAssertFalse(image[1].isUnary)
        XCTAssertEqual(image[1].multiplier.form, .ratio)
        XCTAssertEqual(image[1].multiplier.value, 16.0 / 9.0, accuracy: 1e-15)
    }

    func testMultiplierSpellings() throws {
        // Reference §6: decimal, a:b and a/b all mean first ÷ second.
        let cases: [(String, Double, IBMultiplier.Form)] = [
            ("0.5", 0.5, .decimal), ("1.2", 1.2, .decimal), ("1:1", 1, .ratio), ("16:9", 16.0 / 9.0, .ratio),
            ("271:152", 271.0 / 152.0, .ratio), ("1/3", 1.0 / 3.0, .fraction), ("2/3", 2.0 / 3.0, .fraction), ("-1", -1, .decimal),
        ]
        let constraints = cases.enumerated().map { index, item in
            "<constraint firstItem=\"lbl-aa-aaa\" firstAttribute=\"width\" secondItem=\"btn-bb-bbb\" secondAttribute=\"width\" multiplier=\"\(item.0)\" id=\"m\(index)\"/>"
        }.joined(separator: "\n")
        let (document, read, _) = try read(constraints)
        XCTAssertEqual(document.problems, [])
        XCTAssertEqual(read.map(\.multiplier.value), cases.map(\.1))
        XCTAssertEqual(read.map(\.multiplier.form), cases.map(\.2))
        XCTAssertEqual(read.map(\.multiplier.written), cases.map(\.0))
    }

    func testBadMultipliersAreProblemsWithTheirLine() throws {
        let bad = ["16:0", "1/0", "a:b", "1:2:3", "", "inf", "nan", "0x10", "1e999"]
        let constraints = bad.enumerated().map { index, text in
            "<constraint firstItem=\"lbl-aa-aaa\" firstAttribute=\"width\" secondItem=\"btn-bb-bbb\" secondAttribute=\"width\" multiplier=\"\(text)\" id=\"bad\(index)\"/>"
        }.joined(separator: "\n")
        let text = document(constraints)
        let (document, read, _) = try read(constraints)
        XCTAssertEqual(read, [], "a constraint with an unreadable part is left out")
        XCTAssertEqual(document.problems.map(\.objectID), bad.indices.map { "bad\($0)" })
        XCTAssertTrue(document.problems.allSatisfy { $0.kind == .badNumber })
        XCTAssertEqual(document.problems.first?.location.line, SyntheticDocuments.line(of: "\"bad0\"", in: text))
        XCTAssertTrue(document.problems[0].message.contains("divides by zero"), document.problems[0].message)
    }

    func testUnknownAttributesRelationsAndNumbers() throws {
        let (document, read, _) = try read("""
            <constraint firstItem="lbl-aa-aaa" firstAttribute="middle" secondItem="btn-bb-bbb" secondAttribute="top" id="u1"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="notAnAttribute" id="u2"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" relation="equal" secondItem="btn-bb-bbb" secondAttribute="top" id="u3"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" constant="20pt" id="u4"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" priority="1001" id="u5"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" id="u6"/>
            <constraint secondItem="btn-bb-bbb" secondAttribute="top" id="u7"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" placeholder="maybe" id="u8"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" priority="999" id="ok1"/>
        """)
        XCTAssertEqual(read.map(\.id), ["ok1"])
        XCTAssertEqual(document.problems.map(\.objectID), ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8"])
        XCTAssertEqual(document.problems.map(\.kind),
                       [.unknownAttribute, .unknownAttribute, .unknownAttribute, .badNumber, .badNumber, .badValue, .badValue, .badValue])
    }

    func testUnknownItemsAndDuplicateIDs() throws {
        let text = document("""
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="zzz-zz-zzz" secondAttribute="top" id="d1"/>
            <constraint firstItem="lbl-aa-aaa" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" id="lbl-aa-aaa"/>
            <constraint firstItem="c99" firstAttribute="top" secondItem="btn-bb-bbb" secondAttribute="top" id="c99"/>
        """)
        let document = try SyntheticDocuments.read(text)
        let kinds = document.problems.map { "\($0.kind.rawValue) \($0.objectID ?? "-")" }
        XCTAssertEqual(kinds, ["unknownReference d1", "duplicateID lbl-aa-aaa", "unknownReference c99"],
                       "a constraint's own id is no item")
        XCTAssertEqual(document.problems[1].location.line, SyntheticDocuments.line(of: "secondAttribute=\"top\" id=\"lbl-aa-aaa\"", in: text))
        XCTAssertTrue(document.problems[1].message.contains("first at line \(SyntheticDocuments.line(of: "<label", in: text))"))
        XCTAssertEqual(try SyntheticDocuments.root(document).constraints.map(\.id), ["lbl-aa-aaa"],
                       "a duplicate id is reported, the constraint kept")
    }
}
