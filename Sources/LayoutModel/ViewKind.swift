/// The kinds of items a layout can hold, each with UIKit's class name and default priorities.
public enum ViewKind: String, Sendable, CaseIterable {
    case view
    case label
    case button
    case textField = "textfield"
    case imageView = "image"
    case switchControl = "switch"
    case stackView = "stack"
    case scrollView = "scroll"
    /// A UILayoutGuide: a rectangle in the engine with no view behind it.
    case layoutGuide = "guide"

    /// The class UIKit prints in constraint descriptions.
    public var className: String {
        switch self {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .textField: return "UITextField"
        case .imageView: return "UIImageView"
        case .switchControl: return "UISwitch"
        case .stackView: return "UIStackView"
        case .scrollView: return "UIScrollView"
        case .layoutGuide: return "UILayoutGuide"
        }
    }

    /// Content hugging priority per axis (docs/semantics.md, "Default priorities"). Labels and image
    /// views get 251, as Interface Builder gives them, so that a label next to a text field does not
    /// tie; in code UIKit uses 250 for them — scenarios can set it.
    public func defaultHugging(_ axis: Axis) -> Double {
        switch self {
        case .switchControl: return 750
        case .label, .imageView: return 251
        default: return 250
        }
    }

    /// Compression resistance priority per axis (750 for every kind UIKit ships).
    public func defaultCompressionResistance(_ axis: Axis) -> Double { 750 }

    public var isView: Bool { self != .layoutGuide }
}
