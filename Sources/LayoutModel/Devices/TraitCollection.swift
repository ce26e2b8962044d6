/// The size classes a full-screen app gets on a device held one way (UIKit's
/// `horizontalSizeClass` and `verticalSizeClass`), which decide the size-class variations of an
/// Interface Builder document that apply (`SizeClassCondition`).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Xcode's notation in its size-class bar: `wC hR`.
    public var description: String { "w\(horizontal.letter) h\(vertical.letter)" }

    /// The narrowest phone (portrait width, points) that has a regular width in landscape. Apple's
    /// size-class table (Human Interface Guidelines, "Layout" / earlier "Adaptivity and Layout",
    /// quoted at https://www.baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36)
    /// gives regular width in landscape to the 8 Plus, XR, XS Max, 11, 11 Pro Max and 12 Pro Max
    /// (414 and 428 wide) and compact to the 8, X, XS, 11 Pro, 12 mini and 12 (375 and 390 wide);
    /// snapshot-testing device tables agree for the 430-wide 14 Pro Max (regular) and the 393-wide
    /// 14 Pro (compact). The 402-wide 16 Pro and the 440-wide 16 Pro Max follow the same cut
    /// [inferred: not in a table read here].
    public static let regularLandscapeWidthMinimum = 414.0

    /// Apple's rules, per family: an iPhone is compact width and regular height in portrait, and
    /// compact height in landscape with a regular width only from 414 pt up; a full-screen iPad is
    /// regular both ways in both orientations (HIG size-class table; swift-snapshot-testing's
    /// `UITraitCollection.iPad`); the Apple TV is taken as regular both ways [inferred]; the Any/Any
    /// canvas has no size class.
    public init(device: Device, orientation: Orientation) {
        switch device.family {
        case .iPhone:
            switch orientation {
            case .portrait:
                self.init(horizontal: .compact, vertical: .regular)
            case .landscape:
                let wide = device.portraitSize.width >= Self.regularLandscapeWidthMinimum
                self.init(horizontal: wide ? .regular : .compact, vertical: .compact)
            }
        case .iPad, .tv:
            self.init(horizontal: .regular, vertical: .regular)
        case .canvas:
            self.init(horizontal: .unspecified, vertical: .unspecified)
        }
    }
}
