/// What the root view stands for. It decides the root's default layout margins
/// (`LayoutMarginResolver`) and the class UIKit logs print for it. layoutdbg's default is a plain
/// view with UIView's 8 pt margins, which the lessons' hand-computed numbers assume.
public enum RootKind: String, Sendable, CaseIterable {
    /// A plain UIView: 8 pt margins, the safe area not added.
    case view
    /// A view controller's root view: the system minimum margins, plus the safe-area insets.
    case viewController
    /// A UITableViewCell's content view: 16/20 pt at the sides, 11 pt at the top and bottom.
    case tableViewCell
    /// A UICollectionViewCell's content view: 8 pt.
    case collectionViewCell

    /// The class UIKit logs print for the root (a controller's root view is a plain UIView).
    public var uikitClassName: String {
        switch self {
        case .view, .viewController: "UIView"
        case .tableViewCell: "UITableViewCellContentView"
        case .collectionViewCell: "UICollectionViewCellContentView"
        }
    }
}
