import XCTest
@testable import LayoutModel

/// `SystemFontMetrics` against sums done by hand from the committed table
/// (`SystemFontAdvances.swift`): regular P 620, r 360, i 240, c 520, e 550; tracking 2.6 → 3 at
/// 14 pt (-3.7 + -2.1 × (14 - 17)), -3.7 → -4 at 17 pt, -24.1 → -24 from 20 pt; heavy 1078 ‰, so
/// bold is 1000 + 78 × 300 / 400 = 1058 ‰; line heights 1192 / 1194 thousandths of an em.
final class SystemFontMetricsTests: XCTestCase {
    func testPriceAt14PointsMatchesItsStoredFrame() {
        // 620 + 360 + 240 + 520 + 550 = 2290, + 5 × 3 tracking = 2305 → × 14 / 1000 = 32.27.
        XCTAssertEqual(SystemFontMetrics.width(of: "Price", fontSize: 14), 32.27, accuracy: 1e-9)
        // googleads NativeAdView.xib stores "Price" (system 14) as 33 × 17: whole points there.
        XCTAssertEqual(TextMetrics.roundUp(32.27, pixelsPerPoint: 1), 33)
        XCTAssertEqual(TextMetrics.roundUp(SystemFontMetrics.lineHeight(fontSize: 14), pixelsPerPoint: 1), 17)
    }

    func testTrackingFollowsTheSize() {
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 14), 3)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 17), -4)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 19), -8)  // -3.7 - 4.2 = -7.9
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 20), -24)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 34), -24)
    }

    func testLineHeightsOfCommonSizes() {
        // 17 pt: 20.264 → 20.5 at 2×, 20.333 at 3× (the heights Xcode 11+ stores, reference §5.3).
        let seventeen = SystemFontMetrics.lineHeight(fontSize: 17)
        XCTAssertEqual(seventeen, 20.264, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics.roundUp(seventeen, pixelsPerPoint: 2), 20.5)
        XCTAssertEqual(TextMetrics.roundUp(seventeen, pixelsPerPoint: 3), 61.0 / 3, accuracy: 1e-9)
        // 24 pt uses the display height: 28.656 → 29 ("Game Started" is stored 143 × 29).
        XCTAssertEqual(SystemFontMetrics.lineHeight(fontSize: 24), 28.656, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics.roundUp(SystemFontMetrics.lineHeight(fontSize: 24), pixelsPerPoint: 2), 29)
        // The ascender keeps the model font's 950 : 240 split of the line.
        XCTAssertEqual(SystemFontMetrics.ascender(fontSize: 17), 20.264 * 950 / 1190, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.ascender(fontSize: 17) + SystemFontMetrics.descender(fontSize: 17),
                       seventeen, accuracy: 1e-9)
    }

    func testHeavierWeightsAreWider() {
        // Bold: 620 → 656, 360 → 381, 240 → 254, 520 → 550, 550 → 582 (× 1.058, rounded):
        // 2423 + 15 tracking = 2438 → × 14 / 1000 = 34.132.
        XCTAssertEqual(SystemFontMetrics.width(of: "Price", fontSize: 14, weight: .bold), 34.132, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.medium), 1019)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.semibold), 1039)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.heavy), 1078)
        // Full-width glyphs keep their em at every weight.
        XCTAssertEqual(SystemFontMetrics.advanceMilliEm(of: "漢", weight: .heavy), 1000)
        // Invisible characters measure nothing and take no tracking.
        XCTAssertEqual(SystemFontMetrics.width(of: "\u{200B}", fontSize: 14), 0)
    }

    func testLayoutWrapsWithTheSharedRules() {
        // "Price" 32.27 and "Store" (S 610 t 340 o 571 r 360 e 550 = 2431 + 15 = 2446 → 34.244)
        // do not fit on one 40-pt line together; the space hangs.
        let layout = SystemFontMetrics.layout(text: "Price Store", fontSize: 14, maxWidth: 40)
        XCTAssertEqual(layout.lines, ["Price", "Store"])
        XCTAssertEqual(layout.lineWidths[1], 34.244, accuracy: 1e-9)
        // Two lines of 16.688: 33.376 → 33.5 at 2×, 33.333… → 33.667 at 3×.
        XCTAssertEqual(layout.size(pixelsPerPoint: 2), Size(width: 34.5, height: 33.5))
        XCTAssertEqual(layout.size(pixelsPerPoint: 3).height, 101.0 / 3, accuracy: 1e-9)
    }

    func testTextStylesAndBadSizes() {
        XCTAssertEqual(SystemFontMetrics.textStyle(named: "UICTFontTextStyleBody")?.size, 17)
        XCTAssertEqual(SystemFontMetrics.textStyle(named: "UICTFontTextStyleHeadline")?.weight, .semibold)
        XCTAssertNil(SystemFontMetrics.textStyle(named: "UICTFontTextStyleUnknown"))
        XCTAssertEqual(SystemFontMetrics.width(of: "Price", fontSize: -3), 0)
        XCTAssertEqual(SystemFontMetrics.lineHeight(fontSize: .nan), 0)
    }
}
