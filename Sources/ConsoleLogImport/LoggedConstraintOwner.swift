import LayoutModel

/// Who made a logged constraint: the app, or one part of UIKit. A log does not say; the class,
/// the identifier and the items do (docs/semantics.md, "Rebuilding a console log").
public enum LoggedConstraintOwner: Sendable, Equatable {
    case app
    case system(SystemPart)

    public var isApp: Bool { self == .app }

    /// The part of UIKit that made it; nil for the app's.
    public var systemPart: SystemPart? {
        if case let .system(part) = self { return part }
        return nil
    }

    /// `app` or `system`, as `--json` writes it.
    public var word: String { isApp ? "app" : "system" }
}

/// The part of UIKit that makes a kind of constraint, as developers know it from logs.
public enum SystemPart: String, Sendable, CaseIterable {
    /// `UIView-Encapsulated-Layout-Width/Height` on a table view cell's content view.
    case tableCellSize = "table-cell encapsulated size"
    /// The same on a collection view cell's content view.
    case collectionCellSize = "collection-cell encapsulated size"
    /// The same on any other view a container sizes (a view controller's root view, a header;
    /// AppKit's `NSView-Encapsulated-Layout-Width/Height`).
    case encapsulatedSize = "encapsulated size"
    /// `_UITemporaryLayoutWidth/Height`: a size UIKit holds while it measures a view.
    case temporarySize = "temporary fitting size"
    /// `UISV-*`: UIStackView's arrangement (AppKit's `NSStackView.*`: NSStackView's).
    case stackView = "stack view"
    /// `NSAutoresizingMaskLayoutConstraint`: translatesAutoresizingMaskIntoConstraints.
    case autoresizingMask = "autoresizing mask"
    /// `UIViewSafeAreaLayoutGuide-*`: the safe-area guide.
    case safeArea = "safe area"
    /// `UIView-*Margin-guide-constraint`: the layout-margins guide.
    case marginsGuide = "margins guide"
    /// `_UILayoutSupportConstraint`: a view controller's top and bottom layout guides.
    case layoutSupport = "layout guide support"
    /// The keyboard and its input assistant (`assistantHeight`, `TUISystemInputAssistantView`).
    case keyboard = "keyboard"
    /// UIAlertController's views (`_UIAlertController…`).
    case alertController = "alert controller"
    /// A toolbar's or navigation bar's own button views (`_UIButtonBarStackView`,
    /// `_UIModernBarButton`, `UIButtonBar.maximumAlignmentSize`).
    case barButtons = "bar buttons"
    /// `NSContentSizeLayoutConstraint`: a view's intrinsic content size.
    case contentSize = "content size"
    /// `UIScrollView-*`: a scroll view's content and frame guides.
    case scrollView = "scroll view"
    /// Another identifier or private class of UIKit's own (`UINav_static_button_horiz_position`).
    case otherUIKit = "UIKit"
    /// AppKit's own: an `NSGridView`'s (`GridView.*`), or a constraint between AppKit's private
    /// `_NS…` views only.
    case otherAppKit = "AppKit"

    /// The generator kind the engine and the explanations know this part by.
    var generatorKind: Generator.Kind {
        switch self {
        case .tableCellSize, .collectionCellSize, .encapsulatedSize, .temporarySize: .encapsulatedLayout
        case .stackView: .stackView
        case .autoresizingMask: .autoresizingMask
        case .safeArea: .safeArea
        case .marginsGuide: .marginsGuide
        case .layoutSupport: .layoutSupport
        case .keyboard: .keyboard
        case .alertController: .alertController
        case .contentSize: .contentSize
        case .scrollView: .scrollView
        case .barButtons, .otherUIKit, .otherAppKit: .otherUIKit
        }
    }
}

/// Reads who made a logged constraint from what the log printed.
enum LoggedConstraintClassifier {
    static func owner(of constraint: LoggedConstraint) -> LoggedConstraintOwner {
        let identifier = constraint.identifier ?? ""
        let classes = items(of: constraint).compactMap(\.className)
        switch constraint.className {
        case "NSAutoresizingMaskLayoutConstraint": return .system(.autoresizingMask)
        case "NSContentSizeLayoutConstraint": return .system(.contentSize)
        case "_UILayoutSupportConstraint": return .system(.layoutSupport)
        default: break
        }
        // Masonry and SnapKit make the app's constraints only, whatever views they name.
        if LogFixNames.library(of: constraint) != .uikit { return .app }
        // AppKit names the same size NSView-Encapsulated-Layout-* (an NSTableView cell view's width).
        if identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("NSView-Encapsulated-Layout-") {
            if classes.contains("UITableViewCellContentView") { return .system(.tableCellSize) }
            if classes.contains("UICollectionViewCellContentView") { return .system(.collectionCellSize) }
            return .system(.encapsulatedSize)
        }
        if identifier.hasPrefix("_UITemporaryLayout") { return .system(.temporarySize) }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView.") { return .system(.stackView) }
        if identifier.hasPrefix("GridView.") { return .system(.otherAppKit) }
        if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") { return .system(.safeArea) }
        if identifier.hasPrefix("UIView-"), identifier.contains("Margin-guide") { return .system(.marginsGuide) }
        if identifier.hasPrefix("UIScrollView-") { return .system(.scrollView) }
        if keyboardIdentifiers.contains(identifier) || classes.contains(where: isKeyboardClass) { return .system(.keyboard) }
        if classes.contains(where: { $0.hasPrefix("_UIAlertController") || $0.hasPrefix("_UIInterfaceAction") })
            || isActionSheetWidth(constraint) {
            return .system(.alertController)
        }
        if barIdentifierPrefixes.contains(where: { identifier.hasPrefix($0) }) { return .system(.barButtons) }
        // A bar's own views, with no view but UIKit's (`UIImageView.centerY == _UIModernBarButton.centerY`).
        let onlyUIKit = !classes.isEmpty && classes.count == items(of: constraint).count
            && classes.allSatisfy { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }
        if onlyUIKit, classes.contains(where: isBarClass) { return .system(.barButtons) }
        if identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") { return .system(.otherUIKit) }
        // Between UIKit's private views only (`_UILayoutSpacer`): nothing of the app's.
        if onlyUIKit, classes.allSatisfy({ $0.hasPrefix("_UI") }) { return .system(.otherUIKit) }
        // The same for AppKit's private `_NS…` views.
        let onlyPrivateAppKit = !classes.isEmpty && classes.count == items(of: constraint).count
            && classes.allSatisfy { $0.hasPrefix("_NS") }
        if onlyPrivateAppKit { return .system(.otherAppKit) }
        return .app
    }

    /// `UIView:0x….width == - 16`: what UIAlertController's action sheet asks of one of its plain
    /// views on an iPhone since iOS 12.2 (rdar://49289931; ALRT#14, FDTake#122, RxAlert#40 log it
    /// alone), no identifier, no second item. No app view is asked for a negative width.
    static func isActionSheetWidth(_ constraint: LoggedConstraint) -> Bool {
        let equation = constraint.equation
        return constraint.className == "NSLayoutConstraint" && constraint.identifier == nil
            && equation.first.item.className == "UIView" && equation.first.attribute.attribute == .width
            && equation.relation == .equal && equation.second == nil && equation.constant == -16
    }

    private static func items(of constraint: LoggedConstraint) -> [LoggedItem] {
        [constraint.equation.first.item] + (constraint.equation.second.map { [$0.item] } ?? [])
    }

    /// Identifiers of the keyboard's own constraints, as real logs print them.
    static let keyboardIdentifiers: Set<String> = [
        "assistantHeight", "assistantView.bottom", "assistantView.top", "accessoryView.bottom",
        "inputView.top", "assistantView.leading", "assistantView.trailing",
    ]

    /// The keyboard's own views. `UIKeyboardAssistantBar` is the iPad keyboard's shortcut bar
    /// (3kd-devnotes, openradar-me-23087563: it holds a `_UIButtonBarStackView`); `UIInputView`
    /// is not here: apps subclass it for their own keyboards and input views.
    static func isKeyboardClass(_ name: String) -> Bool {
        ["TUISystemInputAssistantView", "SystemInputAssistantView", "_UIRemoteKeyboardPlaceholderView",
         "_UIKBCompatInputView", "UIInputSetHostView", "UIInputSetContainerView", "UIKBKeyplaneView",
         "UIKeyboardAssistantBar"].contains(name)
            || name.hasPrefix("_UIKB") || name.hasPrefix("UIKB")
    }

    /// A toolbar's and a navigation bar's private button views (ms-intune-app-sdk-523, the
    /// console-logs reference §8); `_UITableViewHeaderFooterContentView` is not one: apps fill it.
    static func isBarClass(_ name: String) -> Bool {
        ["_UIButtonBar", "_UIModernBarButton", "_UIToolbarContentView", "_UINavigationBarContentView",
         "_UIBarButtonItem"].contains { name.hasPrefix($0) }
    }

    /// Identifiers of the bars' own constraints (console-logs reference §8): the button bar's
    /// size, and the toolbar's (`TB_`), item's (`IB_`, `BIB_`) and navigation bar's layout.
    static let barIdentifierPrefixes = ["UIButtonBar.", "TB_", "IB_", "BIB_", "UINav"]
}
