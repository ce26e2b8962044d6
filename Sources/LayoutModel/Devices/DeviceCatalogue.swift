/// Every device id Interface Builder writes, with its metrics, and the lookup by id or by a
/// friendly name. Sizes are the points Apple publishes and Interface Builder stores as root frames;
/// safe areas are the `safeAreaInsets` of a full-screen view controller's root view as people have
/// printed them, cited beside each entry; `[inferred]` marks a number no public print confirmed.
/// The order is the table's (docs/semantics.md, "Devices and size classes"): iPhones, roughly by
/// release, then iPads, then the Apple TV and the Any/Any canvas.
public enum DeviceCatalogue {
    // Sources cited below, read through the public-material search:
    // [snapshot] pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift
    //            (`ViewImageConfig`: size and safeArea per device and orientation).
    // [qiita]    https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (safe-area sizes of the
    //            X, XS, XR and XS Max in both orientations, measured in points).
    // [loaf]     https://useyourloaf.com/blog/supporting-iphone-x/ (20 pt status bar, hidden in
    //            landscape; iPhone X insets 44 at the top and sides, 34 at the bottom).
    // [ref]      Interface Builder reference table of root frames and safe-area guides read from
    //            public storyboards ("obs."), docs/semantics.md.

    /// iPhones, in the table's order (home-button phones first, then by release).
    public static let allIPhones: [Device] = [
        // 320 × 480 @2x [ref obs.]; 20 pt status bar, none in landscape [loaf].
        homeButtonPhone("retina3_5", "iPhone 4s", 320, 480, scale: 2),
        // 320 × 568 @2x [ref obs.; snapshot iPhoneSe: top 20 portrait, zero landscape].
        homeButtonPhone("retina4_0", "iPhone SE (1st generation), iPhone 5s", 320, 568, scale: 2),
        // 375 × 667 @2x [ref obs.; snapshot iPhone8: top 20 portrait, zero landscape].
        homeButtonPhone("retina4_7", "iPhone SE (2nd and 3rd generation), iPhone 8", 375, 667, scale: 2),
        // 414 × 736 @3x [ref obs.; snapshot iPhone8Plus: top 20 portrait, zero landscape].
        homeButtonPhone("retina5_5", "iPhone 8 Plus", 414, 736, scale: 3),
        // 375 × 812 @3x. Top 50: stored files [ref obs.], Xcode 12 and later lay it out as the
        // 12/13 mini, whose insets are 50/34 portrait and 50/21/50 landscape [snapshot
        // iPhone13Mini; GKNavigationBar issue #67 prints safeAreaInsets.top = 50 on the 12 mini].
        // iPhone X hardware and Xcode 9–11 have 44 (openradar 42372793: {44, 0, 34, 0}).
        // The 44 stays an alternative the document's own frames can choose (SkeletonView's
        // Main.storyboard, toolsVersion 19455 = Xcode 13, stores a view pinned to the safe
        // area's top + 0 at y = 44: the id is not tied to one Xcode version).
        notchedPhone("retina5_9", "iPhone 13 mini, 12 mini (iPhone X, XS, 11 Pro in Xcode 9–11)",
                     375, 812, scale: 3, inset: 50, alternativeTopInsets: [44]),
        // 414 × 896 @2x. 44/34 portrait [ref obs.; snapshot iPhoneXr]; landscape 808 × 393 safe
        // = 44 each side, 21 at the bottom [qiita; snapshot's X-class entries say 24 at the
        // bottom, against that measurement]. (iOS 14+ reports 48 at the top on XR/11
        // hardware — YusukeHosonuma/SwiftUI-Simulator DeviceInfo — stored files keep 44.)
        notchedPhone("retina6_1", "iPhone 11, iPhone XR", 414, 896, scale: 2, inset: 44),
        // 414 × 896 @3x. 44/34 portrait [ref obs.; snapshot iPhoneXsMax]; landscape as the XR [qiita].
        notchedPhone("retina6_5", "iPhone 11 Pro Max, iPhone XS Max", 414, 896, scale: 3, inset: 44),
        // 390 × 844 @3x [ref obs.]. 47/34 portrait, 47/21/47 landscape [snapshot iPhone12, iPhone13].
        notchedPhone("retina6_0", "iPhone 12, 13, 14 (and 12/13 Pro)", 390, 844, scale: 3, inset: 47),
        // 428 × 926 @3x [ref obs.]. 47/34 portrait, 47/21/47 landscape [snapshot iPhone12ProMax,
        // iPhone13ProMax].
        notchedPhone("retina6_7", "iPhone 12/13 Pro Max, iPhone 14 Plus", 428, 926, scale: 3, inset: 47),
        // 393 × 852 @3x [ref obs.]. 59 top: flutter/flutter issue #120682 prints the safe-area guide
        // of a 14 Pro as {{0, 59}, {393, 759}} (852 − 59 − 759 = 34 at the bottom); landscape
        // 0/59/21/59 printed at http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation.
        notchedPhone("retina6_12", "iPhone 14 Pro, 15, 15 Pro, 16", 393, 852, scale: 3, inset: 59),
        // 430 × 932 @3x. 59/34 portrait, 59/21/59 landscape (public snapshot-testing tables for
        // the 14 Pro Max, e.g. `ViewImageConfig.iPhone14ProMax` extensions) [not observed in files].
        notchedPhone("retina6_72", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", 430, 932, scale: 3, inset: 59),
        // 402 × 874 @3x [ref obs.]. 62/34 portrait, 62/21/62 landscape (a public snapshot-testing
        // `iPhone16Pro` config citing useyourloaf.com/blog/iphone-16-screen-sizes; one Flutter
        // device table gives 20 at the landscape bottom [21 kept]).
        notchedPhone("retina6_3", "iPhone 16 Pro", 402, 874, scale: 3, inset: 62),
        // 440 × 956 @3x. 62/34 portrait, 62/21/62 landscape (device_preview's iPhone16ProMax
        // preset on pub.dev) [not observed in files].
        notchedPhone("retina6_9", "iPhone 16 Pro Max", 440, 956, scale: 3, inset: 62),
    ]

    /// iPads, in the table's order. Full screen, both orientations keep the status bar; the rounded
    /// models add a home indicator: 24 at the top and 20 at the bottom [snapshot iPadPro11;
    /// YusukeHosonuma/SwiftUI-Simulator DeviceInfo for the 10.9, 11 and 12.9 rounded models in
    /// both orientations; react-navigation/react-native-safe-area-view PR #55: 20 at the bottom].
    public static let allIPads: [Device] = [
        // 768 × 1024 [ref obs.]; top 20 [snapshot iPad9_7; openradar 42372793 prints 20 on iPad].
        homeButtonPad("ipad9_7", "iPad (9.7-inch), iPad mini", 768, 1024),
        // 810 × 1080; top 20 [snapshot iPad10_2].
        homeButtonPad("ipad10_2", "iPad (10.2-inch)", 810, 1080),
        // 834 × 1112; top 20 [snapshot iPadPro10_5].
        homeButtonPad("ipad10_5", "iPad Pro (10.5-inch), iPad Air (3rd generation)", 834, 1112),
        // 820 × 1180; 24/20 [SwiftUI-Simulator iPadAir_4th].
        roundedPad("ipad10_9rounded", "iPad Air (4th generation and later), iPad (10th generation)", 820, 1180),
        // 834 × 1194; 24/20 [snapshot iPadPro11].
        roundedPad("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194),
        // 1024 × 1366 [ref obs.]; top 20 [snapshot iPadPro12_9].
        homeButtonPad("ipad12_9", "iPad Pro (12.9-inch, 1st and 2nd generation)", 1024, 1366),
        // 1024 × 1366 [ref obs.]; 24/20 [SwiftUI-Simulator iPadPro_12_9].
        roundedPad("ipad12_9rounded", "iPad Pro (12.9-inch, 3rd generation and later)", 1024, 1366),
    ]

    /// 1920 × 1080 @1x [ref obs.]; the safe area is the TV's overscan margin: 60 at the top and
    /// bottom, 90 at the sides [snapshot `ViewImageConfig.tv`].
    public static let appleTV = Device(
        id: "appleTV", name: "Apple TV", family: .tv, portraitSize: Size(width: 1920, height: 1080), scale: 1,
        portraitSafeArea: EdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
        landscapeSafeArea: EdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
        statusBarHeight: 0, hasHomeIndicator: false)

    /// A document without `<device>`: Xcode 6–7's 600 × 600 Any/Any canvas [ref obs., 944
    /// storyboards], no safe area [ref]. Its status bar is taken as 20 pt, the iOS one of the time,
    /// and its scale as @2x [inferred: neither is in the file].
    public static let anyAnyCanvas = Device(
        id: "canvas600x600", name: "Any/Any canvas (600 × 600, no device)", family: .canvas,
        portraitSize: Size(width: 600, height: 600), scale: 2,
        portraitSafeArea: .zero, landscapeSafeArea: .zero, statusBarHeight: 20, hasHomeIndicator: false)

    /// The devices an iOS document can run on: every iPhone, then every iPad.
    public static let all: [Device] = allIPhones + allIPads

    /// Everything the catalogue knows, in the table's order, the TV and the canvas last.
    public static let entries: [Device] = all + [appleTV, anyAnyCanvas]

    /// Ids older documents spell differently: `<simulatedScreenMetrics type="retina4">` (Xcode 5–6)
    /// names the 320 × 568 design device.
    public static let legacyIDs: [(id: String, device: String)] = [("retina4", "retina4_0")]

    /// The device with Interface Builder's id (case-sensitive, as IB writes it), a legacy id, or
    /// a friendly name (`iphone-se`, `iphone-15`; case-insensitive). An unknown name is an error
    /// whose text lists the valid ids.
    public static func device(named name: String) throws(DeviceLookupError) -> Device {
        if let device = entries.first(where: { $0.id == name }) { return device }
        if let legacy = legacyIDs.first(where: { $0.id == name }), let device = device(id: legacy.device) {
            return device
        }
        let friendly = name.lowercased()
        if let alias = DeviceAliases.all.first(where: { $0.alias == friendly }), let device = device(id: alias.id) {
            return device
        }
        throw DeviceLookupError(requested: name)
    }

    /// The device with exactly this id, or nil.
    public static func device(id: String) -> Device? { entries.first { $0.id == id } }

    private static func homeButtonPhone(_ id: String, _ name: String, _ width: Double, _ height: Double,
                                        scale: Double) -> Device {
        Device(id: id, name: name, family: .iPhone, portraitSize: Size(width: width, height: height), scale: scale,
               portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
               statusBarHeight: 20, hasHomeIndicator: false)
    }

    /// A phone with a sensor housing and a home indicator: `inset` at the top in portrait and at
    /// both sides in landscape (the housing and the rounded corners: the insets are symmetric
    /// whichever way it is turned [loaf]); 34 at the bottom in portrait and 21 in landscape
    /// [snapshot iPhone12/13; qiita: 375 − 354 = 21 and 414 − 393 = 21].
    private static func notchedPhone(_ id: String, _ name: String, _ width: Double, _ height: Double,
                                     scale: Double, inset: Double, alternativeTopInsets: [Double] = []) -> Device {
        Device(id: id, name: name, family: .iPhone, portraitSize: Size(width: width, height: height), scale: scale,
               portraitSafeArea: EdgeInsets(top: inset, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: inset, bottom: 21, right: inset),
               statusBarHeight: inset, hasHomeIndicator: true, alternativePortraitTopInsets: alternativeTopInsets)
    }

    private static func homeButtonPad(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return Device(id: id, name: name, family: .iPad, portraitSize: Size(width: width, height: height), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets, statusBarHeight: 20, hasHomeIndicator: false)
    }

    private static func roundedPad(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(id: id, name: name, family: .iPad, portraitSize: Size(width: width, height: height), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets, statusBarHeight: 24, hasHomeIndicator: true)
    }
}
