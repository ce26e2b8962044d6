import LayoutModel

// One view of an Interface Builder document as written: its element, class, frame, mask, flags,
// content priorities, text and font, margins, stack properties, guides, children and the
// constraints it holds. Values the file omits stay nil unless the omission itself has a fixed
// meaning that the interface-builder reference documents (tAMIC absent = YES, stack axis absent = horizontal, …).

public struct IBView: Sendable, Equatable {
    /// The element name (`label`, `stackView`, or an unknown name kept because it has a frame).
    public var element: String
    /// The UIKit class the element stands for (`UILabel`); for an unknown element its name.
    public var uikitClass: String
    /// False for an element this reader does not know, kept as a plain view.
    public var isKnownElement: Bool
    public var customClass: String?
    public var customModule: String?
    /// The id as written; for a keyed child view written without one, the parent's id, a dot
    /// and the key (`gTV-IL-0wX.contentView`; IB ids never hold a dot).
    public var id: String
    /// False when the id was made from the parent's.
    public var idWritten = true
    public var userLabel: String?
    /// `key` (`view`, `contentView`, `tableHeaderView`, …); nil for subviews.
    public var key: String?
    public var location: IBSourceLocation

    /// `<rect key="frame">`, in the superview's coordinates.
    public var frame: IBRect?
    /// `<autoresizingMask key="autoresizingMask">`; nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// Written only when NO; absent means YES.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var fixedFrame: Bool
    public var hidden: Bool
    public var misplaced: Bool
    public var ambiguous: Bool
    /// `verifyAmbiguity` as written (`off`, `ignoreSizes`).
    public var verifyAmbiguity: String?
    /// Hugging and compression resistance as written; nil where the file omits them.
    public var contentPriorities: IBContentPriorities

    public var text: IBText
    public var font: IBFontDescription?
    /// `numberOfLines` (absent means 1 for a label; `0` means unlimited).
    public var numberOfLines: Int?
    public var lineBreakMode: String?
    public var preferredMaxLayoutWidth: Double?
    public var adjustsFontSizeToFit: Bool?
    public var minimumScaleFactor: Double?
    public var minimumFontSize: Double?
    public var placeholderIntrinsicWidth: IBIntrinsicPlaceholder?
    public var placeholderIntrinsicHeight: IBIntrinsicPlaceholder?
    /// `image` (image views) or the normal state's image (buttons).
    public var imageName: String?
    /// `catalog="system"` for SF Symbols.
    public var imageCatalog: String?
    /// `buttonType`, `borderStyle`, `style` and `scrollEnabled` as written.
    public var buttonType: String?
    public var borderStyle: String?
    public var style: String?
    public var scrollEnabled: Bool?

    public var layoutMargins: IBLayoutMargins?
    public var preservesSuperviewLayoutMargins: Bool
    /// Absent means YES.
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    public var semanticContentAttribute: String?
    /// Stack view properties (stack views only).
    public var stack: IBStackProperties?

    /// `viewLayoutGuide`s owned by this view (safe area, scroll view content and frame guides).
    public var guides: [IBLayoutGuide]
    /// `<subviews>` in order: back to front, and a stack view's arranged subviews.
    public var subviews: [IBView]
    /// Keyed child views not in `<subviews>`: a cell's `contentView`, a visual effect view's,
    /// a table's header and footer views, a controller's bars.
    public var keyedViews: [IBView]
    /// Table and collection cells (`<prototypes>`, `<cells>`, static sections): each laid out on its own.
    public var cells: [IBView]
    /// The constraints this view holds, in order.
    public var constraints: [IBConstraint]
    /// `<variation>` blocks on this view (masks and per-trait overrides).
    public var variations: [IBVariation]

    public init(element: String, uikitClass: String, isKnownElement: Bool = true, id: String, location: IBSourceLocation) {
        self.element = element
        self.uikitClass = uikitClass
        self.isKnownElement = isKnownElement
        self.id = id
        self.location = location
        translatesAutoresizingMaskIntoConstraints = true
        fixedFrame = false
        hidden = false
        misplaced = false
        ambiguous = false
        contentPriorities = IBContentPriorities()
        text = IBText()
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true
        layoutMarginsFollowReadableWidth = false
        guides = []
        subviews = []
        keyedViews = []
        cells = []
        constraints = []
        variations = []
    }

    /// The class the running app instantiates: `customClass` when written, else the UIKit class.
    public var effectiveClass: String { customClass ?? uikitClass }

    /// This view, then every view below it (subviews, keyed views, cells), depth first in file order.
    public var selfAndDescendants: [IBView] {
        var result: [IBView] = []
        appendTree(into: &result)
        return result
    }

    private func appendTree(into result: inout [IBView]) {
        result.append(self)
        for child in children { child.appendTree(into: &result) }
    }

    /// Subviews, keyed views and cells, in the order the file writes them.
    public var children: [IBView] {
        (subviews + keyedViews + cells).sorted { $0.location < $1.location }
    }
}

/// `<rect key="frame" x= y= width= height=>`.
public struct IBRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The same rectangle in the layout model's terms.
    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// The six `<autoresizingMask>` flags (absent = NO; an empty element means nothing flexible).
public struct IBAutoresizingMask: Sendable, Equatable {
    public var flexibleMinX = false
    public var widthSizable = false
    public var flexibleMaxX = false
    public var flexibleMinY = false
    public var heightSizable = false
    public var flexibleMaxY = false

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    /// The flags set, in UIKit's bit order, as IB names them.
    public var flagNames: [String] {
        [("flexibleMinX", flexibleMinX), ("widthSizable", widthSizable), ("flexibleMaxX", flexibleMaxX),
         ("flexibleMinY", flexibleMinY), ("heightSizable", heightSizable), ("flexibleMaxY", flexibleMaxY)]
            .filter(\.1).map(\.0)
    }
}

/// Content hugging and compression resistance priorities as written (nil: omitted, i.e. IB's default).
public struct IBContentPriorities: Sendable, Equatable {
    public var horizontalHugging: Double?
    public var verticalHugging: Double?
    public var horizontalCompressionResistance: Double?
    public var verticalCompressionResistance: Double?

    public init(horizontalHugging: Double? = nil, verticalHugging: Double? = nil,
                horizontalCompressionResistance: Double? = nil, verticalCompressionResistance: Double? = nil) {
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }
}

/// The text a view shows, wherever the element keeps it.
public struct IBText: Sendable, Equatable {
    /// `text` (labels, text fields, text views, search bars): the attribute, a `<string key="text">`
    /// child, or an attributed string's fragments joined.
    public var text: String?
    /// True when the text came from `<attributedString key="attributedText">`.
    public var isAttributed = false
    /// A button's normal-state title or its configuration's title.
    public var title: String?
    /// A text field's or search bar's placeholder.
    public var placeholder: String?
    /// A segmented control's segment titles, in order.
    public var segmentTitles: [String] = []

    public init(text: String? = nil, isAttributed: Bool = false, title: String? = nil, placeholder: String? = nil,
                segmentTitles: [String] = []) {
        self.text = text
        self.isAttributed = isAttributed
        self.title = title
        self.placeholder = placeholder
        self.segmentTitles = segmentTitles
    }
}

/// `<fontDescription key="fontDescription" …>` as written.
public struct IBFontDescription: Sendable, Equatable {
    /// `system`, `boldSystem`, `italicSystem`; nil for a named font or a text style.
    public var type: String?
    /// `weight` (`semibold`, `medium`, …).
    public var weight: String?
    public var pointSize: Double?
    /// A custom font's PostScript `name` and `family`.
    public var name: String?
    public var family: String?
    /// A Dynamic Type text style, `UICTFontTextStyleBody`.
    public var style: String?
    /// `size="system"`: the control's default size.
    public var size: String?
    public var location: IBSourceLocation
}

/// `placeholderIntrinsicWidth` / `Height`: a number, or `infinite` ("no intrinsic metric").
public enum IBIntrinsicPlaceholder: Sendable, Equatable {
    case value(Double)
    case infinite
}

/// Explicit layout margins.
public enum IBLayoutMargins: Sendable, Equatable {
    /// `<edgeInsets key="layoutMargins" top= left= bottom= right=>`.
    case edges(top: Double, left: Double, bottom: Double, right: Double)
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=>`.
    case directional(top: Double, leading: Double, bottom: Double, trailing: Double)
}

/// A stack view's properties, with the defaults an absent attribute means (interface-builder reference §8).
public struct IBStackProperties: Sendable, Equatable {
    /// Absent = `horizontal`.
    public var axis: String
    /// Absent = `fill`; IB writes `top`/`bottom` for leading/trailing in vertical stacks.
    public var alignment: String
    /// Absent = `fill`.
    public var distribution: String
    /// Absent = 0.
    public var spacing: Double
    /// `standard`: system spacing instead of the number.
    public var spacingType: String?
    public var baselineRelativeArrangement: Bool
    public var layoutMarginsRelativeArrangement: Bool

    public init(axis: String = "horizontal", alignment: String = "fill", distribution: String = "fill",
                spacing: Double = 0, spacingType: String? = nil, baselineRelativeArrangement: Bool = false,
                layoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.spacingType = spacingType
        self.baselineRelativeArrangement = baselineRelativeArrangement
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }
}
