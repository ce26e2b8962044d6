import LayoutModel

// What one view element becomes as a layout item: its kind, the class messages print, its
// intrinsic size and its content priorities (interface-builder reference §3, §5.3, §17).

enum IBViewContent {
    /// The layout kind an element maps to; everything without a kind of its own is a plain view
    /// that keeps its class name for messages.
    static func kind(of view: IBView) -> ViewKind {
        switch view.element {
        case "label": .label
        case "button": .button
        case "textField": .textField
        case "imageView": .imageView
        case "switch": .switchControl
        case "stackView": .stackView
        case "scrollView": .scrollView
        default: .view
        }
    }

    /// The class logs print when it is not the kind's own: the custom class, or the UIKit class
    /// of an element mapped to a plain view.
    static func printedClassName(of view: IBView, kind: ViewKind) -> String? {
        let effective = view.effectiveClass
        return effective == kind.className ? nil : effective
    }

    /// The frame sizes Interface Builder stores for fixed-size controls (interface-builder
    /// reference §3, observed in stored files), for a control saved without a frame: slider 31
    /// high, switch 51 × 31, activity indicator 20 × 20 (37 × 37 large), stepper 94 × 32 (29
    /// before Xcode 11), segmented control 32 high (29 before Xcode 11), progress view 2 high.
    /// nil for a control whose size the reference does not give (pickers, bars).
    static func usualFrameSize(of view: IBView, beforeXcode11: Bool) -> (width: Double?, height: Double?)? {
        switch view.element {
        case "slider": return (nil, 31)
        case "switch": return (51, 31)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(view.style ?? "")
            return large ? (37, 37) : (20, 20)
        case "stepper": return (94, beforeXcode11 ? 29 : 32)
        case "segmentedControl": return (nil, beforeXcode11 ? 29 : 32)
        case "progressView": return (nil, 2)
        default: return nil
        }
    }

    /// Controls whose size UIKit fixes per SDK and which the model has no table for: the stored
    /// frame gives it (less the alignment insets), per axis. Values are the axes that are fixed.
    static let fixedSizeControls: [String: (width: Bool, height: Bool)] = [
        "switch": (true, true),
        "activityIndicatorView": (true, true),
        "stepper": (true, true),
        "pageControl": (true, true),
        "segmentedControl": (true, true),
        "slider": (false, true),
        "progressView": (false, true),
        "datePicker": (true, true),
        "pickerView": (true, true),
        "searchBar": (false, true),
        "navigationBar": (false, true),
        "toolbar": (false, true),
        "tabBar": (false, true),
    ]

    /// Stored frame = alignment rectangle outset by these (reference §17 item 4, observed on stored
    /// frames): UISwitch 2 pt on the right; UISlider 2 pt at each side and 1 pt at the bottom;
    /// UISegmentedControl 1 pt at the bottom (the reference saw it "in some files").
    static func alignmentInsets(of element: String) -> EdgeInsets {
        switch element {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: .zero
        }
    }

    /// Hugging and compression resistance: as written, else 250 and 750. Interface Builder writes
    /// every value that differs from 250/750, its per-class defaults included (labels and image
    /// views 251, switches 750, …), so an absent attribute means UIKit's own default (reference §5.3).
    static func priorities(of view: IBView) -> (hh: Double, hv: Double, ch: Double, cv: Double) {
        let p = view.contentPriorities
        return (p.horizontalHugging ?? 250, p.verticalHugging ?? 250,
                p.horizontalCompressionResistance ?? 750, p.verticalCompressionResistance ?? 750)
    }
}
