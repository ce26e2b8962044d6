/// Which way leading and trailing run. `inherit` takes the superview's (the root's default is LTR).
public enum SemanticContent: String, Sendable, CaseIterable {
    case inherit
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// UIViewAutoresizing. Written `h=--& v=-&-` as UIKit logs print it: for each axis, the leading
/// margin, the size and the trailing margin; `-` fixed, `&` flexible.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

public enum StackAxis: String, Sendable { case horizontal, vertical }
public enum StackDistribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}
public enum StackAlignment: String, Sendable, CaseIterable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    // `top` and `bottom` are read as leading and trailing.
}

public struct StackConfiguration: Hashable, Sendable {
    public var axis: StackAxis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var spacing: Double = 0
    /// `spacing = UIStackView.spacingUseSystem`: every gap without a custom spacing is system
    /// spacing (`SystemSpacing.points`), and `spacing` is not used.
    public var usesSystemSpacing = false
    /// setCustomSpacing(_:after:): the gap after the named arranged view.
    public var customSpacing: [String: Double] = [:]
    /// `setCustomSpacing(UIStackView.spacingUseSystem, after:)`: the arranged views after which
    /// the gap is system spacing (a number in `customSpacing` for the same view is dropped).
    public var customSystemSpacing: [String] = []
    /// Arranged subviews, in order (each is also a subview of the stack).
    public var arranged: [String] = []
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    public init() {}
}

/// A view or layout guide and the properties that shape its layout.
public struct LayoutItem: Hashable, Sendable {
    public var name: String
    public var kind: ViewKind
    /// The superview (or owning view of a guide); nil only for the root.
    public var parent: String?
    /// Text of a label, title of a button, text (or placeholder) of a text field.
    public var text: String?
    public var fontSize: Double = 17
    /// UILabel.numberOfLines: 1 by default, 0 for unlimited.
    public var numberOfLines: Int = 1
    /// nil means automatic (UIKit's second pass with the width the layout gives).
    public var preferredMaxLayoutWidth: Double?
    /// Overrides the measured intrinsic size per axis (`nil` keeps the measured value; a
    /// negative value means UIViewNoIntrinsicMetric).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// nil keeps the kind's default.
    public var huggingHorizontal: Double?
    public var huggingVertical: Double?
    public var compressionHorizontal: Double?
    public var compressionVertical: Double?
    public var isHidden = false
    /// The view's own margins (layoutMargins); with `marginsAreDirectional`, left and right hold
    /// leading and trailing (directionalLayoutMargins). What margin attributes use is
    /// `LayoutMarginResolver`'s answer, which adds the root kind, the safe area and the superview.
    public var layoutMargins = EdgeInsets.standardMargins
    public var marginsAreDirectional = false
    /// The sides the scenario gave margins for (slots of `layoutMargins`): on the others a root
    /// kind's own defaults apply.
    public var customMarginSides: EdgeSides = []
    public var preservesSuperviewLayoutMargins = false
    /// nil: the default (on for a view controller's root only; see `LayoutMarginResolver`).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// Only the root's counts: what the root stands for.
    public var rootKind = RootKind.view
    public var semanticContent = SemanticContent.inherit
    /// translatesAutoresizingMaskIntoConstraints with the frame and mask to translate.
    public var translatesAutoresizingMask = false
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask = []
    public var stack: StackConfiguration?
    /// The class UIKit logs print for the view when it is not its kind's (an app's own subclass,
    /// `MyApp.CardView`; a private UIKit class such as `_UIButtonBarStackView`). Printing only:
    /// the view still lays out as its kind.
    public var printedClassName: String?
    /// accessibilityIdentifier: UIKit logs then name the view by it rather than by class and
    /// address (`lockIcon.width == 40   (active, names: lockIcon:0x… )`). Printing only.
    public var accessibilityIdentifier: String?
    /// What the intrinsic size was last measured from, when the text, font or intrinsic size
    /// changed since without invalidateIntrinsicContentSize (nil: measured from the current values).
    public var lastMeasured: MeasuredContent?
    /// Where the item was declared, for messages.
    public var location: SourceLocation?

    public init(name: String, kind: ViewKind, parent: String?) {
        self.name = name
        self.kind = kind
        self.parent = parent
        if kind == .stackView { stack = StackConfiguration() }
    }

    /// The item as Auto Layout last measured it: its stale content when a change was not
    /// reported (`lastMeasured`), else itself.
    public var asLastMeasured: LayoutItem {
        guard let measured = lastMeasured else { return self }
        var item = self
        item.text = measured.text
        item.fontSize = measured.fontSize
        item.intrinsicWidth = measured.intrinsicWidth
        item.intrinsicHeight = measured.intrinsicHeight
        item.lastMeasured = nil
        return item
    }

    /// The content the item's size is measured from now.
    public var measuredContent: MeasuredContent {
        MeasuredContent(text: text, fontSize: fontSize, intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight)
    }

    public func hugging(_ axis: Axis) -> Double {
        (axis == .horizontal ? huggingHorizontal : huggingVertical) ?? kind.defaultHugging(axis)
    }

    public func compressionResistance(_ axis: Axis) -> Double {
        (axis == .horizontal ? compressionHorizontal : compressionVertical) ?? kind.defaultCompressionResistance(axis)
    }
}

/// What a view's intrinsic size is measured from: its text and font, or the size a custom view
/// reports. Kept apart when it changes without invalidateIntrinsicContentSize.
public struct MeasuredContent: Hashable, Sendable {
    public var text: String?
    public var fontSize: Double
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?

    public init(text: String?, fontSize: Double, intrinsicWidth: Double?, intrinsicHeight: Double?) {
        self.text = text
        self.fontSize = fontSize
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
    }
}
