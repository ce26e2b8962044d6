/// A position in a scenario file (1-based line and column).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// What made a constraint: a line of a scenario, or one of UIKit's generators acting for a view.
public enum Provenance: Hashable, Sendable, CustomStringConvertible {
    case source(SourceLocation)
    case generated(Generator)

    public var description: String {
        switch self {
        case let .source(location): return location.description
        case let .generated(generator): return generator.description
        }
    }
}

/// A system-made constraint's origin, in words developers know from UIKit logs.
public struct Generator: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// NSContentSizeLayoutConstraint: intrinsic size (hugging / compression resistance).
        case contentSize = "content size"
        /// UIStackView's UISV-* constraints.
        case stackView = "stack view"
        /// NSAutoresizingMaskLayoutConstraint (translatesAutoresizingMaskIntoConstraints).
        case autoresizingMask = "autoresizing mask"
        /// The layout-margins guide (UIView-*Margin-guide-constraint).
        case marginsGuide = "margins guide"
        /// The safe-area guide (UIViewSafeAreaLayoutGuide-*).
        case safeArea = "safe area"
        /// A scroll view's content and frame layout guides (UIScrollView-*LayoutGuide-*).
        case scrollView = "scroll view"
        /// The screen or a container's encapsulated size (UIView-Encapsulated-Layout-*).
        case encapsulatedLayout = "encapsulated layout"
        /// The layout engine's own floor: a view's width and height are never negative.
        case nonNegativeSize = "non-negative size"
        /// A view controller's top and bottom layout guides (_UILayoutSupportConstraint), as
        /// rebuilt from a console log.
        case layoutSupport = "layout support"
        /// The keyboard and its input assistant (`assistantHeight`), as rebuilt from a console log.
        case keyboard = "keyboard"
        /// UIAlertController's own views, as rebuilt from a console log.
        case alertController = "alert controller"
        /// Another of UIKit's own constraints, known by its identifier or its private classes, as
        /// rebuilt from a console log.
        case otherUIKit = "UIKit"
    }

    public let kind: Kind
    /// The view (or guide) the generator acts for.
    public let owner: String
    /// A short phrase, e.g. "intrinsic width of `level` (hugging)" or "UISV-spacing of `stack`".
    public let detail: String

    public init(kind: Kind, owner: String, detail: String) {
        self.kind = kind
        self.owner = owner
        self.detail = detail
    }

    public var description: String { detail }
}
