// Which elements are views (and of which UIKit class), which are controllers, and which are
// other objects a document may hold where views are expected (interface-builder reference §2–§3).

enum IBElementKinds {
    /// View elements and the class each stands for.
    static let viewClasses: [String: String] = [
        "view": "UIView",
        "label": "UILabel",
        "button": "UIButton",
        "imageView": "UIImageView",
        "stackView": "UIStackView",
        "scrollView": "UIScrollView",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        // Xcode 11's spelling of a collection cell's content view, a plain view.
        "collectionViewCellContentView": "UIView",
        "collectionReusableView": "UICollectionReusableView",
        "textField": "UITextField",
        "textView": "UITextView",
        "switch": "UISwitch",
        "slider": "UISlider",
        "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView",
        "stepper": "UIStepper",
        "pageControl": "UIPageControl",
        "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView",
        "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar",
        "tabBar": "UITabBar",
        "control": "UIControl",
        "window": "UIWindow",
        "mapView": "MKMapView",
        "webView": "UIWebView",
        "wkWebView": "WKWebView",
        "visualEffectView": "UIVisualEffectView",
        "containerView": "UIView",
        "glkView": "GLKView",
        "mtkView": "MTKView",
        "skView": "SKView",
        "sceneKitView": "SCNView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "adBannerView": "ADBannerView",
    ]

    /// A view element, known or not: a known name, or any element with an id and a frame or
    /// subviews (newer Xcodes add view kinds; the interface-builder reference asks to lay them out as plain views).
    static func isView(_ node: XMLElementNode) -> Bool {
        if viewClasses[node.name] != nil { return true }
        return isUnknownView(node)
    }

    static func isUnknownView(_ node: XMLElementNode) -> Bool {
        guard viewClasses[node.name] == nil, !isController(node.name), node["id"] != nil else { return false }
        return node.child("rect", key: "frame") != nil || node.firstChild(named: "subviews") != nil
    }

    /// `viewController`, `tableViewController`, `navigationController`, `viewControllerPlaceholder`, ….
    static func isController(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name == "viewControllerPlaceholder"
    }

    /// Objects a scene or a xib holds next to its views that are not views and not worth
    /// counting as unknown: placeholders, exits, gesture recognisers, bar items, custom objects.
    static func isOtherObject(_ name: String) -> Bool {
        name == "placeholder" || name == "exit" || name == "customObject" || name == "navigationItem"
            || name.hasSuffix("GestureRecognizer") || name.hasSuffix("Item") || name.hasSuffix("Controller")
            || name == "viewControllerPlaceholder" || name == "searchDisplayController" || name == "segue"
    }
}
