import InterfaceBuilderImport
import XCTest

/// `<variation>` blocks kept as records, keys parsed but not resolved (interface-builder reference §7).
final class VariationTests: XCTestCase {
    func testMasksOnTheHolderView() throws {
        let text = SyntheticDocuments.storyboard("""
            <subviews>
                <view id="ads-aa-aaa"/>
            </subviews>
            <constraints>
                <constraint firstItem="ads-aa-aaa" firstAttribute="width" constant="100" id="wid-aa-aaa"/>
                <constraint firstItem="ads-aa-aaa" firstAttribute="width" constant="200" id="wid-bb-bbb"/>
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="wid-bb-bbb"/>
                </mask>
            </variation>
            <variation key="widthClass=regular">
                <mask key="constraints">
                    <exclude reference="wid-aa-aaa"/>
                    <include reference="wid-bb-bbb"/>
                </mask>
            </variation>
            <variation key="heightClass=compact-widthClass=compact">
                <mask key="subviews">
                    <exclude reference="ads-aa-aaa"/>
                </mask>
            </variation>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.problems, [])
        let variations = try SyntheticDocuments.root(document).variations
        XCTAssertEqual(variations.map(\.key.written), ["default", "widthClass=regular", "heightClass=compact-widthClass=compact"])
        XCTAssertTrue(variations[0].key.isDefault)
        XCTAssertEqual(variations[0].key.traits, [])
        XCTAssertEqual(variations[0].constraintMask, IBMask(excluded: ["wid-bb-bbb"]))
        XCTAssertNil(variations[0].subviewMask)
        XCTAssertEqual(variations[1].key.traits, [IBAttribute(name: "widthClass", value: "regular")])
        XCTAssertEqual(variations[1].constraintMask, IBMask(excluded: ["wid-aa-aaa"], included: ["wid-bb-bbb"]))
        XCTAssertEqual(variations[2].key.traits, [IBAttribute(name: "heightClass", value: "compact"),
                                                  IBAttribute(name: "widthClass", value: "compact")], "height first, as written")
        XCTAssertEqual(variations[2].subviewMask, IBMask(excluded: ["ads-aa-aaa"]))
        XCTAssertEqual(variations[2].location.line, SyntheticDocuments.line(of: "heightClass=compact-widthClass", in: text))
        // The constraints themselves stay in the list: installation is resolved later.
        XCTAssertEqual(try SyntheticDocuments.root(document).constraints.map(\.id), ["wid-aa-aaa", "wid-bb-bbb"])
    }

    func testPerTraitOverridesOnConstraintsStacksAndLabels() throws {
        let document = try SyntheticDocuments.read(SyntheticDocuments.storyboard("""
            <subviews>
                <stackView axis="vertical" spacing="8" id="stk-aa-aaa">
                    <variation key="heightClass=compact" axis="horizontal" distribution="fillEqually"/>
                </stackView>
                <label text="Hi" id="lbl-aa-aaa">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="widthClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="11"/>
                    </variation>
                </label>
                <view misplaced="YES" id="rat-aa-aaa">
                    <rect key="frame" x="380" y="530" width="200" height="50"/>
                    <variation key="heightClass=compact-widthClass=compact" misplaced="YES" ambiguous="YES">
                        <rect key="frame" x="8" y="542" width="384" height="50"/>
                    </variation>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="lbl-aa-aaa" firstAttribute="height" constant="90" id="hei-aa-aaa">
                    <variation key="heightClass=compact" constant="44"/>
                    <variation key="userInterfaceIdiom=mac" priority="750"/>
                </constraint>
            </constraints>
        """))
        XCTAssertEqual(document.problems, [])
        let root = try SyntheticDocuments.root(document)
        let stack = root.subviews[0]
        XCTAssertEqual(stack.stack?.axis, "vertical", "the base value; the override is kept apart")
        XCTAssertEqual(stack.variations.first?.attributes, [IBAttribute(name: "axis", value: "horizontal"),
                                                           IBAttribute(name: "distribution", value: "fillEqually")])
        let label = root.subviews[1]
        XCTAssertEqual(label.font?.pointSize, 17)
        XCTAssertEqual(label.variations.first?.elements.map(\.element), ["fontDescription"])
        XCTAssertEqual(label.variations.first?.elements.first?.key, "fontDescription")
        XCTAssertEqual(label.variations.first?.elements.first?.attributes,
                       [IBAttribute(name: "pointSize", value: "11"), IBAttribute(name: "type", value: "system")])
        let old = root.subviews[2]
        XCTAssertEqual(old.variations.first?.attribute("ambiguous"), "YES")
        XCTAssertEqual(old.variations.first?.elements.first?.element, "rect")
        XCTAssertEqual(old.frame, IBRect(x: 380, y: 530, width: 200, height: 50), "the base frame, not the variation's")
        let constraint = try XCTUnwrap(root.constraints.first)
        XCTAssertEqual(constraint.constant, 90)
        XCTAssertEqual(constraint.variations.map(\.key.written), ["heightClass=compact", "userInterfaceIdiom=mac"])
        XCTAssertEqual(constraint.variations[0].attribute("constant"), "44")
        XCTAssertEqual(constraint.variations[1].attribute("priority"), "750")
    }

    func testVariationKeyParsing() {
        XCTAssertEqual(IBVariationKey("widthClass=compact")?.traits, [IBAttribute(name: "widthClass", value: "compact")])
        XCTAssertEqual(IBVariationKey("default")?.isDefault, true)
        for bad in ["", "widthClass", "widthClass=", "=compact", "widthClass=compact-", "a=b=c", "width Class=compact"] {
            XCTAssertNil(IBVariationKey(bad), bad)
        }
    }

    func testBadKeysAndDanglingMaskReferencesAreProblems() throws {
        let text = SyntheticDocuments.storyboard("""
            <variation key="widthClass">
                <mask key="constraints"><exclude reference="abc"/></mask>
            </variation>
            <variation key="default">
                <mask key="constraints"><exclude reference="nop-no-nop"/><drop reference="x"/></mask>
                <mask key="frames"/>
            </variation>
        """)
        let document = try SyntheticDocuments.read(text)
        XCTAssertEqual(document.problems.map(\.kind), [.badValue, .unknownReference, .badValue, .badValue])
        XCTAssertEqual(document.problems.map(\.location.line), [
            SyntheticDocuments.line(of: "key=\"widthClass\"", in: text),
            SyntheticDocuments.line(of: "nop-no-nop", in: text), SyntheticDocuments.line(of: "nop-no-nop", in: text),
            SyntheticDocuments.line(of: "key=\"frames\"", in: text),
        ])
        XCTAssertEqual(try SyntheticDocuments.root(document).variations.map(\.key.written), ["default"])
        XCTAssertEqual(try SyntheticDocuments.root(document).variations.first?.constraintMask, IBMask())
    }
}
