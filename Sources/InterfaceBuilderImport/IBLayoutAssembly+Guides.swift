import LayoutModel

// Names for the layout guides constraints refer to: the root's safe area and a scroll view's
// content and frame guides are the ones the engine makes; a safe area of another view and the
// old top and bottom layout guides are guides added here.

extension IBLayoutAssembly {
    mutating func addGuides(of view: IBView, name: String, kind: ViewKind, isRoot: Bool) {
        for guide in view.guides {
            switch guide.kind {
            case .safeArea where isRoot:
                nameByID[guide.id] = "\(name).safeArea"
            case .safeArea:
                addInnerSafeArea(guide, of: view, name: name)
            case .contentLayoutGuide where kind == .scrollView:
                nameByID[guide.id] = "\(name).contentGuide"
            case .frameLayoutGuide where kind == .scrollView:
                nameByID[guide.id] = "\(name).frameGuide"
            default:
                leftOut[guide.id] = "its guide \(guide.written) is not modelled"
                note(.unsupported, "layout guide \(guide.written) of \(view.element) is not modelled", guide.id, guide.location)
            }
        }
    }

    /// The safe area of a view other than the root: the view inset where its stored frame overlaps
    /// the root's unsafe edges [inferred, reference §4.2]; fixed insets, so the guide follows the
    /// stored geometry rather than the solved one.
    private mutating func addInnerSafeArea(_ guide: IBLayoutGuide, of view: IBView, name: String) {
        let guideName = naming.uniqueName("\(name).safeArea")
        nameByID[guide.id] = guideName
        var item = LayoutItem(name: guideName, kind: .layoutGuide, parent: name)
        item.location = location(guide.location)
        layout.appendItem(item)
        let origin = storedWindowOrigin[view.id] ?? (0, 0)
        let size = view.frame.map { (w: $0.width, h: $0.height) } ?? (w: layout.screen.width, h: layout.screen.height)
        let unsafe = layout.safeAreaInsets
        let insets = EdgeInsets(top: max(0, unsafe.top - origin.y), left: max(0, unsafe.left - origin.x),
                                bottom: max(0, origin.y + size.h - (layout.screen.height - unsafe.bottom)),
                                right: max(0, origin.x + size.w - (layout.screen.width - unsafe.right)))
        if insets != .zero {
            note(.approximated, "the safe area of \(view.element) is inset by its stored overlap with the screen's unsafe edges", guide.id, guide.location)
        }
        let generator = Generator(kind: .safeArea, owner: name, detail: "safe area of `\(name)`")
        for (guideSide, viewSide, inset) in [(LayoutAttribute.top, LayoutAttribute.top, insets.top),
                                             (.left, .left, insets.left), (.bottom, .bottom, -insets.bottom), (.right, .right, -insets.right)] {
            layout.constraints.append(LayoutConstraintSpec(
                first: Anchor(guideName, guideSide), relation: .equal, second: Anchor(name, viewSide), constant: inset,
                identifier: "UIViewSafeAreaLayoutGuide-\(guideSide.rawValue)", provenance: .generated(generator)))
        }
    }

    /// Documents saved by toolsVersion 14810 (Xcode 11) and later are laid out with no status bar
    /// on a device with a home button: the canvas's safe area starts at the root's top and a
    /// pre-safe-area document's top layout guide ends there. Xcode 11 and later store a view
    /// pinned to the safe area's top at y = constant on `retina4_0`, `retina4_7`, `retina5_5` and
    /// `ipad9_7` (44 under a navigation bar), earlier ones at 20 + constant (64): mattneub's
    /// Programming-iOS-Book-Examples, 14810 to 19162 against 13178 to 14460, kharrison's
    /// RevealStack (15505) and SideMenu's Main.storyboard (15400) at 44; the same holds for the
    /// top layout guide: SVProgressHUD (14868) stores `top == topLayoutGuide.bottom + 20` at y = 20, XLPagerTabStrip (14460) and
    /// mattneub's 14087 to 14313 documents `+ c` at 20 + c, Hero (11762) `+ 8` at 28 [inferred
    /// from stored frames; no document saved between 14460 and 14810 was seen].
    static func canvasHidesStatusBar(_ document: IBDocument, device: Device) -> Bool {
        guard device.family == .iPhone || device.family == .iPad, !device.hasHomeIndicator,
              let leading = document.toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
        return leading >= 14810
    }

    /// The old top and bottom layout guides of a controller: zero-height bands as wide as the root, the top one ending
    /// below the status bar and a simulated navigation bar, the bottom one starting above a
    /// simulated tab bar (reference §4.3), on a root as big as the screen. A root shortened only
    /// at its bottom, by an opaque tab bar, still starts at the screen's top under the status bar
    /// [inferred: XLPagerTabStrip's Storyboard (14460) stores the tabs' 618-pt roots (667 − 49)
    /// with views pinned to the top layout guide 20 pt down, 64 under a translucent navigation
    /// bar, and its 603- and 554-pt roots (below an opaque navigation bar) at 0].
    mutating func addControllerGuides(_ controller: IBController?) {
        guard let controller, !controller.layoutGuides.isEmpty else { return }
        let root = layout.rootName
        // A root shorter than the screen sits below opaque bars; the canvas of documents without
        // a device has roots of any size, all under a status bar.
        let device = context.device.size(in: context.orientation)
        let fullScreen = !opaqueTopBar && (context.device.family == .canvas || layout.screen.height >= device.height)
        // The top bars are over the root unless an opaque one pushed it down: it is as tall as the
        // screen but for a tab bar below it (49, over the home indicator's inset where there is
        // one), or it is a container's child (drawn as a screen).
        let embedded = controller.id.map { inferredBars.containerChildren.contains($0) } ?? false
        let tabBarHeight = 49 + context.device.safeArea(in: context.orientation).bottom
        let topAtScreenTop = fullScreen
            || (!opaqueTopBar && (embedded || (tabBar && layout.screen.height + tabBarHeight >= device.height)))
        let metrics = simulatedMetrics
        // The status bar counts once: not when the controller simulates none, nor when newer
        // Xcode leaves it out of the guide.
        let statusBarShown = metrics?.statusBar?.element != "nil"
        var top = topAtScreenTop && statusBarShown && !Self.canvasHidesStatusBar(document, device: context.device)
            ? context.device.statusBarHeight(in: context.orientation) : 0
        if topAtScreenTop, navigationBar { top += 44 }
        let bottom = fullScreen && tabBar ? 49.0 : 0
        for guide in controller.layoutGuides {
            let isTop = guide.kind == .topLayoutGuide
            guard isTop || guide.kind == .bottomLayoutGuide else { continue }
            let name = naming.uniqueName(isTop ? "topLayoutGuide" : "bottomLayoutGuide")
            nameByID[guide.id] = name
            var item = LayoutItem(name: name, kind: .layoutGuide, parent: root)
            item.location = location(guide.location)
            layout.appendItem(item)
            let generator = Generator(kind: .layoutSupport, owner: root, detail: "\(name) of `\(root)`")
            let height = isTop ? top : bottom
            layout.constraints.append(LayoutConstraintSpec(
                first: Anchor(name, isTop ? .top : .bottom), relation: .equal, second: Anchor(root, isTop ? .top : .bottom),
                identifier: "_UILayoutSupportConstraint", provenance: .generated(generator)))
            layout.constraints.append(LayoutConstraintSpec(
                first: Anchor(name, .height), relation: .equal, constant: height,
                identifier: "_UILayoutSupportConstraint", provenance: .generated(generator)))
            // Only vertical attributes of these guides can be constrained, so nothing else places
            // them across; a band as wide as the root keeps them from reading as ambiguous.
            layout.constraints.append(LayoutConstraintSpec(
                first: Anchor(name, .left), relation: .equal, second: Anchor(root, .left),
                identifier: "_UILayoutSupportConstraint", provenance: .generated(generator)))
            layout.constraints.append(LayoutConstraintSpec(
                first: Anchor(name, .width), relation: .equal, second: Anchor(root, .width),
                identifier: "_UILayoutSupportConstraint", provenance: .generated(generator)))
        }
    }
}
