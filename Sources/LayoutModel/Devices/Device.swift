/// One device Interface Builder can lay a document out for (`<device id="retina4_7">`), with the
/// metrics the layout depends on: the root's size, the safe area, the status bar and the root's
/// layout margins, in each orientation. `DeviceCatalogue` holds every one, with the source of each
/// number (docs/semantics.md, "Devices and size classes").
public struct Device: Hashable, Sendable {
    /// What kind of screen it is: decides the size-class rules (`TraitCollection`) and whether the
    /// status bar stays in landscape.
    public enum Family: String, Sendable, CaseIterable {
        case iPhone
        case iPad
        /// The Apple TV: one landscape screen, no status bar.
        case tv
        /// Interface Builder's 600 × 600 Any/Any design canvas of documents without `<device>`
        /// (Xcode 6–7): not a device, so no size class and no safe area.
        case canvas
    }

    /// Interface Builder's id, exactly as it writes it (`retina6_12`, `ipad11_0rounded`).
    public let id: String
    /// The marketing name(s) Xcode shows for the id (they change between Xcode versions).
    public let name: String
    public let family: Family
    /// The root view's size in portrait, in points (landscape swaps it, except on the TV).
    public let portraitSize: Size
    /// Pixels per point (@2x, @3x).
    public let scale: Double
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets
    /// The top area the status bar takes in portrait: 20 pt on home-button devices; on the others
    /// the whole sensor-housing inset (the safe area's top), which is what a pre-safe-area
    /// document's top layout guide stands for.
    public let statusBarHeight: Double
    /// A home indicator at the bottom edge (no home button): the bottom safe-area inset comes from it.
    public let hasHomeIndicator: Bool
    /// Other portrait top insets the same id has stood for: an id that Xcode versions mapped to
    /// different hardware (`retina5_9`: the iPhone X's 44 before the 12 mini's 50). A document's
    /// own stored frames can say which one it was laid out with.
    public let alternativePortraitTopInsets: [Double]

    public init(id: String, name: String, family: Family, portraitSize: Size, scale: Double,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                statusBarHeight: Double, hasHomeIndicator: Bool, alternativePortraitTopInsets: [Double] = []) {
        self.id = id
        self.name = name
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
        self.alternativePortraitTopInsets = alternativePortraitTopInsets
    }

    /// The root view's size held this way. The TV and the square canvas do not rotate.
    public func size(in orientation: Orientation) -> Size {
        guard orientation == .landscape, rotates else { return portraitSize }
        return Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait || !rotates ? portraitSafeArea : landscapeSafeArea
    }

    /// The status bar's height held this way: iPhones hide it in landscape (useyourloaf.com,
    /// "Supporting iPhone X": "The system hides the status bar in landscape"); iPads keep it.
    public func statusBarHeight(in orientation: Orientation) -> Double {
        orientation == .landscape && family == .iPhone ? 0 : statusBarHeight
    }

    /// A view controller's root view's layout margins before the safe area is added: 0 at the top
    /// and bottom, and at the sides the system minimum for the screen's width held this way
    /// (`LayoutMarginResolver.systemSideMargin`: 16 pt up to 375 pt wide, 20 pt above).
    public func rootLayoutMargins(in orientation: Orientation) -> EdgeInsets {
        let side = LayoutMarginResolver.systemSideMargin(screenWidth: size(in: orientation).width)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The size classes a full-screen app has held this way.
    public func traits(in orientation: Orientation) -> TraitCollection {
        TraitCollection(device: self, orientation: orientation)
    }

    /// Sets a layout's screen and root safe area to this device's, held this way. The margins
    /// follow from them (`LayoutMarginResolver` reads the screen's width and the safe area).
    public func configure(_ layout: inout Layout, orientation: Orientation) {
        layout.screen = size(in: orientation)
        layout.safeAreaInsets = safeArea(in: orientation)
    }

    private var rotates: Bool { family == .iPhone || family == .iPad }
}
