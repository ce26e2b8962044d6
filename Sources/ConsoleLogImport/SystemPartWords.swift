/// How each part of UIKit is named in sentences: who set the constraint and why.
public enum SystemPartWords {
    /// `set by the table view`, after the constraint's name.
    public static func madeBy(_ part: SystemPart) -> String {
        switch part {
        case .tableCellSize: "set by the table view as the cell's size"
        case .collectionCellSize: "set by the collection view as the cell's size"
        case .encapsulatedSize: "set by the view's container as its size"
        case .temporarySize: "held by UIKit while it measures the view"
        case .stackView: "made by the stack view"
        case .autoresizingMask: "made from the view's autoresizing mask (translatesAutoresizingMaskIntoConstraints)"
        case .safeArea: "made by the safe-area guide"
        case .marginsGuide: "made by the layout-margins guide"
        case .layoutSupport: "made by the view controller's layout guide"
        case .keyboard: "made by the keyboard"
        case .alertController: "made by UIAlertController"
        case .barButtons: "made by the bar's own button views"
        case .contentSize: "made from the view's intrinsic content size"
        case .scrollView: "made by the scroll view"
        case .otherUIKit: "made by UIKit"
        case .otherAppKit: "made by AppKit"
        }
    }
}
