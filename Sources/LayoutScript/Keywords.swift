import LayoutModel

/// The words of the language that name values: priorities, axes, kinds, stack settings.
enum Keywords {
    /// UILayoutPriority names (and their short forms).
    static let priorities: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("defaultHigh", 750), ("low", 250), ("defaultLow", 250),
        ("fittingSize", 50), ("fittingSizeLevel", 50), ("dragThatCanResizeScene", 510),
        ("sceneSizeStayPut", 500), ("dragThatCannotResizeScene", 490),
    ]

    static func priority(named name: String) -> Double? {
        priorities.first { $0.name == name }?.value
    }

    static func axis(named name: String) -> Axis? {
        switch name {
        case "h", "H", "horizontal": return .horizontal
        case "v", "V", "vertical": return .vertical
        default: return nil
        }
    }

    static let kinds: [String] = ViewKind.allCases.map(\.rawValue)

    /// Extra spellings for kinds, so UIKit class names work too.
    static func kind(named name: String) -> ViewKind? {
        if let kind = ViewKind(rawValue: name) { return kind }
        switch name {
        case "UIView": return .view
        case "UILabel": return .label
        case "UIButton": return .button
        case "UITextField", "textField": return .textField
        case "UIImageView", "imageView": return .imageView
        case "UISwitch": return .switchControl
        case "UIStackView", "stackView": return .stackView
        case "UIScrollView", "scrollView": return .scrollView
        case "UILayoutGuide", "layoutGuide": return .layoutGuide
        default: return nil
        }
    }

    static func alignment(named name: String) -> StackAlignment? {
        switch name {
        case "top": return .leading
        case "bottom": return .trailing
        default: return StackAlignment(rawValue: name)
        }
    }

    static let alignmentNames = StackAlignment.allCases.map(\.rawValue) + ["top", "bottom"]

    /// The root kinds with their UIKit spellings (`root kind viewController`).
    static func rootKind(named name: String) -> RootKind? {
        if let kind = RootKind(rawValue: name) { return kind }
        switch name {
        case "UIView", "plain": return .view
        case "controller", "UIViewController": return .viewController
        case "tableCell", "UITableViewCell", "UITableViewCellContentView": return .tableViewCell
        case "collectionCell", "UICollectionViewCell", "UICollectionViewCellContentView": return .collectionViewCell
        default: return nil
        }
    }

    static func direction(named name: String) -> SemanticContent? {
        switch name {
        case "ltr", "leftToRight", "forceLeftToRight": return .leftToRight
        case "rtl", "rightToLeft", "forceRightToLeft": return .rightToLeft
        case "inherit", "unspecified": return .inherit
        default: return nil
        }
    }

    static let autoresizingNames: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// Words that cannot name a view: they mean something else where a view name is read.
    static let reservedNames: Set<String> = ["root", "superview", "safeArea", "in"]

    /// Priorities live in (0, 1000]; 1000 is required.
    static func isValidPriority(_ value: Double) -> Bool { value > 0 && value <= 1000 }
}

/// The names the language gives to items it does not declare.
public enum ScenarioNames {
    /// Always means the root view, whatever it is called (`root main` renames it).
    public static let root = "root"
    /// In a constraint, the superview of the other item (`a.leading == superview.leading + 20`).
    public static let superview = "superview"
    /// The root view's safe-area layout guide (the engine generates it).
    public static let safeArea = "safeArea"
    /// In an equation, the system spacing between two anchors (`b.leading == a.trailing + system`);
    /// a metric or variable of that name takes precedence.
    public static let systemSpacing = "system"
    /// After a scroll view's name: its contentLayoutGuide (`scroll.contentGuide.top`).
    public static let contentGuide = "contentGuide"
    /// After a scroll view's name: its frameLayoutGuide (`scroll.frameGuide.width`).
    public static let frameGuide = "frameGuide"
}
