import XCTest
@testable import LayoutModel

/// docs/semantics.md, "Devices and size classes": every id Interface Builder writes resolves, and a
/// few devices' metrics in both orientations. Each expected number comes from the public source
/// cited beside it (the same sources `DeviceCatalogue` cites), worked out by hand where it is derived.
final class DeviceCatalogueTests: XCTestCase {
    private func device(_ name: String) throws -> Device { try DeviceCatalogue.device(named: name) }

    func testEveryReferenceTableIDResolvesToItself() throws {
        // The ids of the Interface Builder reference's device table (§11.1), typed by hand.
        let ids = ["retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "retina6_5",
                   "retina6_0", "retina6_7", "retina6_12", "retina6_72", "retina6_3", "retina6_9",
                   "ipad9_7", "ipad10_2", "ipad10_5", "ipad10_9rounded", "ipad11_0rounded", "ipad12_9",
                   "ipad12_9rounded", "appleTV"]
        for id in ids { XCTAssertEqual(try device(id).id, id) }
        // 21 ids plus the no-device canvas; nothing else, nothing twice.
        XCTAssertEqual(DeviceCatalogue.entries.count, 22)
        XCTAssertEqual(Set(DeviceCatalogue.entries.map(\.id)).count, 22)
        XCTAssertEqual(Set(ids + ["canvas600x600"]), Set(DeviceCatalogue.entries.map(\.id)))
    }

    func testListsHoldPhonesThenPadsAndLeaveOutTheTVAndCanvas() {
        XCTAssertEqual(DeviceCatalogue.allIPhones.count, 13)
        XCTAssertTrue(DeviceCatalogue.allIPhones.allSatisfy { $0.family == .iPhone })
        XCTAssertEqual(DeviceCatalogue.allIPads.count, 7)
        XCTAssertEqual(DeviceCatalogue.all.map(\.id), (DeviceCatalogue.allIPhones + DeviceCatalogue.allIPads).map(\.id))
        XCTAssertFalse(DeviceCatalogue.all.contains { $0.family == .tv || $0.family == .canvas })
    }

    func testIDsAreCaseSensitiveAndTheErrorSaysWhatWasMeant() {
        XCTAssertThrowsError(try device("Retina4_7")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("unknown device 'Retina4_7'"), text)
            XCTAssertTrue(text.contains("did you mean 'retina4_7'?"), text)
        }
    }

    func testAnUnknownNameListsTheValidIDsAndNames() {
        XCTAssertThrowsError(try device("pixel-7")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("unknown device 'pixel-7'; valid ids: retina3_5, retina4_0, "), text)
            for expected in ["ipad12_9rounded", "appleTV", "canvas600x600", "retina4", "iphone-se", "iphone-16-pro-max"] {
                XCTAssertTrue(text.contains(expected), "\(expected) missing from: \(text)")
            }
            XCTAssertFalse(text.contains("did you mean"), text)
        }
    }

    func testFriendlyNamesAndTheLegacyIDResolve() throws {
        // iphone-se is the 320-pt first SE; the later SEs are 375 pt (HIG device table).
        XCTAssertEqual(try device("iphone-se").id, "retina4_0")
        XCTAssertEqual(try device("iPhone-SE").id, "retina4_0")
        XCTAssertEqual(try device("iphone-se-3").id, "retina4_7")
        // The 15 has the 14 Pro's 393 × 852 screen (hacknicity's iPhone 14/15 size articles).
        XCTAssertEqual(try device("iphone-15").id, "retina6_12")
        XCTAssertEqual(try device("iphone-15-pro-max").id, "retina6_72")
        // <simulatedScreenMetrics type="retina4"> names the 320 × 568 device.
        XCTAssertEqual(try device("retina4").portraitSize, Size(width: 320, height: 568))
        for alias in DeviceAliases.all { XCTAssertNotNil(DeviceCatalogue.device(id: alias.id), alias.alias) }
        XCTAssertEqual(Set(DeviceAliases.all.map(\.alias)).count, DeviceAliases.all.count)
    }

    func testIPhone8SizeSafeAreaAndStatusBarInBothOrientations() throws {
        let phone = try device("retina4_7")
        // 375 × 667, status bar 20 in portrait, hidden in landscape (swift-snapshot-testing
        // ViewImageConfig.iPhone8: top 20 portrait, .zero landscape).
        XCTAssertEqual(phone.size(in: .portrait), Size(width: 375, height: 667))
        XCTAssertEqual(phone.size(in: .landscape), Size(width: 667, height: 375))
        XCTAssertEqual(phone.safeArea(in: .portrait), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(phone.safeArea(in: .landscape), .zero)
        XCTAssertEqual(phone.statusBarHeight(in: .portrait), 20)
        XCTAssertEqual(phone.statusBarHeight(in: .landscape), 0)
        XCTAssertEqual(phone.scale, 2)
        XCTAssertFalse(phone.hasHomeIndicator)
    }

    func testMiniAndDynamicIslandPhonesInBothOrientations() throws {
        // 12/13 mini: 50/34 portrait, 50 at the sides and 21 at the bottom in landscape
        // (swift-snapshot-testing iPhone13Mini).
        let mini = try device("retina5_9")
        XCTAssertEqual(mini.size(in: .landscape), Size(width: 812, height: 375))
        XCTAssertEqual(mini.safeArea(in: .portrait), EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(mini.safeArea(in: .landscape), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        XCTAssertTrue(mini.hasHomeIndicator)
        // 14 Pro / 15: flutter issue #120682's guide {{0, 59}, {393, 759}}: top 59, bottom
        // 852 − 59 − 759 = 34; landscape 0/59/21/59 as csl.cool printed it.
        let island = try device("retina6_12")
        XCTAssertEqual(island.portraitSize, Size(width: 393, height: 852))
        XCTAssertEqual(island.safeArea(in: .portrait), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(island.safeArea(in: .landscape), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // XR: 808 × 393 safe in landscape (qiita): 896 − 808 = 88 = 44 + 44 at the sides, 414 − 393 = 21.
        let xr = try device("retina6_1")
        let landscape = xr.safeArea(in: .landscape)
        XCTAssertEqual(landscape.left + landscape.right, 896 - 808)
        XCTAssertEqual(landscape.bottom, 414 - 393)
        XCTAssertEqual(xr.scale, 2) // 828 px / 414 pt (HIG device table)
        XCTAssertEqual(try device("retina6_5").scale, 3) // 1242 px / 414 pt
    }

    func testRoundedIPadKeepsItsInsetsWhenTurned() throws {
        // iPad Pro 11: 834 × 1194, 24 top and 20 bottom (swift-snapshot-testing iPadPro11).
        let pad = try device("ipad11_0rounded")
        XCTAssertEqual(pad.size(in: .landscape), Size(width: 1194, height: 834))
        XCTAssertEqual(pad.safeArea(in: .portrait), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(pad.safeArea(in: .landscape), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(pad.statusBarHeight(in: .landscape), 24)
        XCTAssertTrue(pad.hasHomeIndicator)
        // The home-button 12.9: 20 at the top in both orientations (iPadPro12_9).
        XCTAssertEqual(try device("ipad12_9").safeArea(in: .landscape), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    func testTheTVAndTheCanvasDoNotRotate() throws {
        XCTAssertEqual(DeviceCatalogue.appleTV.size(in: .portrait), Size(width: 1920, height: 1080))
        XCTAssertEqual(DeviceCatalogue.appleTV.size(in: .landscape), Size(width: 1920, height: 1080))
        let canvas = try device("any-any")
        XCTAssertEqual(canvas.size(in: .landscape), Size(width: 600, height: 600))
        XCTAssertEqual(canvas.safeArea(in: .portrait), .zero)
    }

    func testRootLayoutMarginsFollowTheWidthHeldThatWay() throws {
        // Interface Builder reference §12: 16 on 320- and 375-wide phones, 20 on 414-wide ones and iPads.
        XCTAssertEqual(try device("retina4_0").rootLayoutMargins(in: .portrait), EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(try device("retina4_7").rootLayoutMargins(in: .portrait).left, 16)
        XCTAssertEqual(try device("retina5_5").rootLayoutMargins(in: .portrait).left, 20)
        XCTAssertEqual(try device("ipad9_7").rootLayoutMargins(in: .portrait).right, 20)
        // Turned, the 375-wide phone is 667 wide: 20.
        XCTAssertEqual(try device("retina4_7").rootLayoutMargins(in: .landscape).left, 20)
    }

    func testConfiguringALayoutGivesAControllerRootTheDevicesMargins() throws {
        var layout = Layout()
        layout.items[0].rootKind = .viewController
        try device("retina5_9").configure(&layout, orientation: .landscape)
        XCTAssertEqual(layout.screen, Size(width: 812, height: 375))
        // Sides: 20 (812 wide) + 50 safe area = 70; top 0 + 0; bottom 0 + 21.
        XCTAssertEqual(LayoutMarginResolver(layout: layout).margins(of: "root"),
                       EdgeInsets(top: 0, left: 70, bottom: 21, right: 70))
    }
}
