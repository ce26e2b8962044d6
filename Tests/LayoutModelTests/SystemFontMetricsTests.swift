import XCTest
@testable import LayoutModel

/// `SystemFontMetrics` against sums done by hand from the committed table
/// (`SystemFontAdvances.swift`): regular P 620, r 359, i 239, c 520, e 551; tracking 4.9 → 5 at
/// 14 pt (-3.8 + -2.9 × (14 - 17)), -3.8 → -4 at 17 pt, -25.9 → -26 from 20 pt (-9.7 → -10 in
/// documents saved before Xcode 9); bold 1083 ‰; line heights 1192 / 1189 thousandths of an em.
final class SystemFontMetricsTests: XCTestCase {
    func testPriceAt14PointsMatchesItsStoredFrame() {
        // 620 + 359 + 239 + 520 + 551 = 2289, + 5 × 5 tracking = 2314 → × 14 / 1000 = 32.396.
        XCTAssertEqual(SystemFontMetrics.width(of: "Price", fontSize: 14), 32.396, accuracy: 1e-9)
        // googleads NativeAdView.xib stores "Price" (system 14) as 33 × 17: whole points there.
        XCTAssertEqual(TextMetrics.roundUp(32.396, pixelsPerPoint: 1), 33)
        XCTAssertEqual(TextMetrics.roundUp(SystemFontMetrics.lineHeight(fontSize: 14), pixelsPerPoint: 1), 17)
    }

    func testTrackingFollowsTheSize() {
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 14), 5)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 17), -4)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 19), -10)  // -3.8 - 5.8 = -9.6
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 20), -26)  // -25.9
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 34), -26)
        // Documents saved before Xcode 9: display sizes only.
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 24, era: .beforeXcode9), -10)
        XCTAssertEqual(SystemFontMetrics.trackingMilliEm(fontSize: 17, era: .beforeXcode9), -4)
    }

    func testLineHeightsOfCommonSizes() {
        // 17 pt: 20.264 → 20.5 at 2×, 20.333 at 3× (the heights Xcode 11+ stores, reference §5.3).
        let seventeen = SystemFontMetrics.lineHeight(fontSize: 17)
        XCTAssertEqual(seventeen, 20.264, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics.roundUp(seventeen, pixelsPerPoint: 2), 20.5)
        XCTAssertEqual(TextMetrics.roundUp(seventeen, pixelsPerPoint: 3), 61.0 / 3, accuracy: 1e-9)
        // 24 pt uses the display height: 28.536 → 29 ("Game Started" is stored 143 × 29).
        XCTAssertEqual(SystemFontMetrics.lineHeight(fontSize: 24), 28.536, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics.roundUp(SystemFontMetrics.lineHeight(fontSize: 24), pixelsPerPoint: 2), 29)
        // The ascender keeps the model font's 950 : 240 split of the line.
        XCTAssertEqual(SystemFontMetrics.ascender(fontSize: 17), 20.264 * 950 / 1190, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.ascender(fontSize: 17) + SystemFontMetrics.descender(fontSize: 17),
                       seventeen, accuracy: 1e-9)
    }

    func testHeavierWeightsAreWider() {
        // Bold: 620 → 671, 359 → 389, 239 → 259, 520 → 563, 551 → 597 (× 1.083, rounded):
        // 2479 + 25 tracking = 2504 → × 14 / 1000 = 35.056.
        XCTAssertEqual(SystemFontMetrics.width(of: "Price", fontSize: 14, weight: .bold), 35.056, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.light), 986)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.medium), 1029)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.semibold), 1048)
        XCTAssertEqual(SystemFontMetrics.widthPerMille(.heavy), 1081)
        // Full-width glyphs keep their em at every weight.
        XCTAssertEqual(SystemFontMetrics.advanceMilliEm(of: "漢", weight: .heavy), 1000)
        // Invisible characters measure nothing and take no tracking.
        XCTAssertEqual(SystemFontMetrics.width(of: "\u{200B}", fontSize: 14), 0)
    }

    func testLayoutWrapsWithTheSharedRules() {
        // "Price" 32.396 and "Store" (S 611 t 341 o 569 r 359 e 551 = 2431 + 25 = 2456 → 34.384)
        // do not fit on one 40-pt line together; the space hangs.
        let layout = SystemFontMetrics.layout(text: "Price Store", fontSize: 14, maxWidth: 40)
        XCTAssertEqual(layout.lines, ["Price", "Store"])
        XCTAssertEqual(layout.lineWidths[1], 34.384, accuracy: 1e-9)
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
