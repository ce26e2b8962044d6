import XCTest
@testable import LayoutModel

/// docs/semantics.md, "Devices and size classes": variation keys as Interface Builder writes them
/// (reference §7: `default`, `widthClass=…`, `heightClass=…`, `heightClass=X-widthClass=Y`), Xcode's
/// `wC hR` notation, malformed keys, matching and the precedence of overrides.
final class SizeClassConditionTests: XCTestCase {
    private func condition(_ key: String) throws -> SizeClassCondition { try SizeClassCondition(key: key) }

    private let phonePortrait = TraitCollection(horizontal: .compact, vertical: .regular)
    private let phoneLandscape = TraitCollection(horizontal: .compact, vertical: .compact)
    private let wideLandscape = TraitCollection(horizontal: .regular, vertical: .compact)
    private let pad = TraitCollection(horizontal: .regular, vertical: .regular)
    private let canvas = TraitCollection(horizontal: .unspecified, vertical: .unspecified)

    func testInterfaceBuilderKeys() throws {
        XCTAssertEqual(try condition("default"), .base)
        XCTAssertEqual(try condition("default").specificity, 0)
        XCTAssertEqual(try condition("widthClass=regular"), SizeClassCondition(width: .regular))
        XCTAssertEqual(try condition("heightClass=compact"), SizeClassCondition(height: .compact))
        let combined = try condition("heightClass=compact-widthClass=regular")
        XCTAssertEqual(combined, SizeClassCondition(width: .regular, height: .compact))
        XCTAssertEqual(combined.specificity, 2)
        // Width first is read too; the key is written back height first, as IB writes it.
        XCTAssertEqual(try condition("widthClass=regular-heightClass=compact").key, "heightClass=compact-widthClass=regular")
    }

    func testEveryConditionRoundTripsThroughItsKeyAndNotation() throws {
        let classes: [SizeClass?] = [nil, .compact, .regular]
        for width in classes {
            for height in classes {
                let value = SizeClassCondition(width: width, height: height)
                XCTAssertEqual(try condition(value.key), value, value.key)
                XCTAssertEqual(try condition(value.notation), value, value.notation)
            }
        }
    }

    func testXcodeNotationSpellsAnyOut() throws {
        XCTAssertEqual(try condition("wAny hAny"), .base)
        XCTAssertEqual(try condition("wC hR"), SizeClassCondition(width: .compact, height: .regular))
        XCTAssertEqual(try condition("wR hAny"), SizeClassCondition(width: .regular))
        XCTAssertEqual(try condition("wAny  hC"), SizeClassCondition(height: .compact))
        XCTAssertEqual(SizeClassCondition(height: .compact).notation, "wAny hC")
    }

    /// Each malformed key: the message it must contain and the 1-based character it points at.
    func testMalformedKeysGiveALocatedErrorAndNeverCrash() {
        let cases: [(key: String, says: String, at: Int)] = [
            ("", "is empty", 1),
            ("widthclass=compact", "trait names are case-sensitive: widthClass", 1),
            ("widthClass=Compact", "values are case-sensitive: compact", 12),
            ("widthClass=big", "unknown size class 'big'", 12),
            ("widthClass", "has no '='", 1),
            ("widthClass=compact-", "empty part", 20),
            // "heightClass=compact-" is 20 characters, then "widthClass=" 11: the value is at 32.
            ("heightClass=compact-widthClass=Regular", "unknown size class 'Regular'", 32),
            ("heightClass=compact--widthClass=regular", "empty part", 21),
            ("widthClass=compact-widthClass=regular", "names widthClass twice", 20),
            ("sizeClass=compact", "unknown trait 'sizeClass'", 1),
            ("wX hR", "unknown width class 'X'", 2),
            ("hC wR", "expected the width here", 1),
            ("wC", "expected a width and a height", 1),
            ("wC hR hC", "expected a width and a height", 7),
            ("Default", "has no '='", 1),
        ]
        for (key, says, at) in cases {
            XCTAssertThrowsError(try condition(key), key) { error in
                guard let error = error as? SizeClassConditionError else { return XCTFail("\(key): \(error)") }
                XCTAssertEqual(error.kind, .malformed, key)
                XCTAssertTrue(error.message.contains(says), "\(key): \(error.message)")
                XCTAssertEqual(error.offset + 1, at, key)
                XCTAssertTrue(error.description.hasPrefix("variation key '\(key)': "), error.description)
            }
        }
    }

    func testIdiomVariationsAreAnotherTraitNotAMalformedKey() {
        XCTAssertThrowsError(try condition("userInterfaceIdiom=mac")) { error in
            XCTAssertEqual((error as? SizeClassConditionError)?.kind, .otherTrait)
        }
    }

    func testMatching() throws {
        let compactWidth = try condition("widthClass=compact")
        XCTAssertTrue(compactWidth.matches(phonePortrait))
        XCTAssertTrue(compactWidth.matches(phoneLandscape))
        XCTAssertFalse(compactWidth.matches(wideLandscape))
        XCTAssertFalse(compactWidth.matches(canvas))
        let compactHeight = try condition("heightClass=compact")
        XCTAssertTrue(compactHeight.matches(phoneLandscape))
        XCTAssertFalse(compactHeight.matches(pad))
        let plusLandscape = try condition("heightClass=compact-widthClass=regular")
        XCTAssertTrue(plusLandscape.matches(wideLandscape))
        XCTAssertFalse(plusLandscape.matches(phoneLandscape))
        for traits in [phonePortrait, phoneLandscape, wideLandscape, pad, canvas] {
            XCTAssertTrue(SizeClassCondition.base.matches(traits), traits.description)
        }
    }

    func testMoreSpecificVariationsWinAndWidthGoesBeforeHeight() throws {
        let keys = ["heightClass=compact-widthClass=regular", "default", "widthClass=regular", "heightClass=compact"]
        let conditions = try keys.map(condition)
        // XR or Plus in landscape (wR hC): all four match; default, then width, then height, then both.
        XCTAssertEqual(SizeClassCondition.applicationOrder(of: conditions, for: wideLandscape).map(\.key),
                       ["default", "widthClass=regular", "heightClass=compact", "heightClass=compact-widthClass=regular"])
        XCTAssertEqual(SizeClassCondition.winner(among: conditions, for: wideLandscape)?.key,
                       "heightClass=compact-widthClass=regular")
        // The same keys in another order give the same result.
        XCTAssertEqual(SizeClassCondition.applicationOrder(of: conditions.reversed(), for: wideLandscape).map(\.key),
                       ["default", "widthClass=regular", "heightClass=compact", "heightClass=compact-widthClass=regular"])
        // iPad (wR hR): default then widthClass=regular, which wins.
        XCTAssertEqual(SizeClassCondition.winner(among: conditions, for: pad)?.key, "widthClass=regular")
        // SE in landscape (wC hC): heightClass=compact over default.
        XCTAssertEqual(SizeClassCondition.winner(among: conditions, for: phoneLandscape)?.key, "heightClass=compact")
        // SE in portrait: only the base.
        XCTAssertEqual(SizeClassCondition.winner(among: conditions, for: phonePortrait), .base)
        XCTAssertNil(SizeClassCondition.winner(among: [try condition("widthClass=regular")], for: phonePortrait))
        XCTAssertTrue(SizeClassCondition.appliesBefore(try condition("widthClass=compact"), try condition("heightClass=regular")))
        XCTAssertFalse(SizeClassCondition.appliesBefore(try condition("heightClass=regular"), try condition("widthClass=compact")))
    }
}
