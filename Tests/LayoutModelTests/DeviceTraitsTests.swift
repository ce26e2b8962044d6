import XCTest
@testable import LayoutModel

/// docs/semantics.md, "Devices and size classes": the size classes of a full-screen app per device
/// and orientation. Expected classes are Apple's size-class table (Human Interface Guidelines,
/// quoted at baolei.org's size-class study) and swift-snapshot-testing's `UITraitCollection`
/// configurations for the same devices.
final class DeviceTraitsTests: XCTestCase {
    private func traits(_ id: String, _ orientation: Orientation) throws -> TraitCollection {
        try DeviceCatalogue.device(named: id).traits(in: orientation)
    }

    private let compactRegular = TraitCollection(horizontal: .compact, vertical: .regular)
    private let compactCompact = TraitCollection(horizontal: .compact, vertical: .compact)
    private let regularCompact = TraitCollection(horizontal: .regular, vertical: .compact)
    private let regularRegular = TraitCollection(horizontal: .regular, vertical: .regular)

    func testEveryIPhoneIsCompactWidthRegularHeightInPortrait() {
        for phone in DeviceCatalogue.allIPhones { XCTAssertEqual(phone.traits(in: .portrait), compactRegular, phone.id) }
    }

    func testIPhoneSEAnd8AreCompactBothWaysInLandscape() throws {
        XCTAssertEqual(try traits("retina4_0", .landscape), compactCompact) // HIG: iPhone SE
        XCTAssertEqual(try traits("retina4_7", .landscape), compactCompact) // HIG: iPhone 8
    }

    func testWidePhonesAreRegularWidthInLandscape() throws {
        XCTAssertEqual(try traits("retina6_1", .landscape), regularCompact)  // HIG: iPhone XR, 414 wide
        XCTAssertEqual(try traits("retina5_5", .landscape), regularCompact)  // HIG: iPhone 8 Plus
        XCTAssertEqual(try traits("retina6_72", .portrait), compactRegular)  // 15 Pro Max
        XCTAssertEqual(try traits("retina6_72", .landscape), regularCompact) // 430 wide: the 14 Pro Max's
    }

    func testNarrowerNotchedPhonesStayCompactWidthInLandscape() throws {
        XCTAssertEqual(try traits("retina5_9", .landscape), compactCompact)  // HIG: X, XS, 12 mini
        XCTAssertEqual(try traits("retina6_0", .landscape), compactCompact)  // HIG: iPhone 12 (390)
        XCTAssertEqual(try traits("retina6_12", .landscape), compactCompact) // 393, the 14 Pro's
        XCTAssertEqual(try traits("retina6_3", .landscape), compactCompact)  // 402 < 414 [inferred]
    }

    func testIPadsAreRegularBothWaysInBothOrientations() throws {
        for pad in DeviceCatalogue.allIPads {
            XCTAssertEqual(pad.traits(in: .portrait), regularRegular, pad.id)
            XCTAssertEqual(pad.traits(in: .landscape), regularRegular, pad.id)
        }
    }

    func testTheCanvasHasNoSizeClass() throws {
        let canvas = try traits("canvas600x600", .portrait)
        XCTAssertEqual(canvas, TraitCollection(horizontal: .unspecified, vertical: .unspecified))
        XCTAssertEqual(canvas.description, "wAny hAny")
        XCTAssertEqual(try traits("retina6_1", .landscape).description, "wR hC")
    }
}
