// The bars Interface Builder draws on a controller without writing them: the ones its simulated
// metrics call "Inferred". A navigation bar is shown for a navigation controller's root controller
// and for every controller it shows or pushes (interface-builder reference §11, simulated bars);
// a tab bar for every tab of a tab bar controller and what those tabs show (a navigation
// controller's root, its pushes). Stored frames are laid out under them (a top layout guide 64 pt
// down on a phone; a safe area 49 pt higher at the bottom).

enum IBInferredBars {
    /// Both sets for one document, and the controllers shown in a container view.
    struct Shown: Sendable {
        let navigationBar: Set<String>
        let tabBar: Set<String>
        /// The destinations of embed segues: a container view's child, whose root Interface Builder
        /// sizes to the container and draws with a status bar of its own, whatever the container's
        /// place on the screen [inferred: XLPagerTabStrip's Storyboard (14460) stores its two
        /// embedded children, 497 and 554 tall, with views pinned to the top layout guide 20 pt down].
        let containerChildren: Set<String>

        init(_ document: IBDocument) {
            navigationBar = navigationBarControllers(in: document)
            tabBar = tabBarControllers(in: document)
            containerChildren = Set(document.segues.filter { $0.kind == "embed" }.map(\.destination))
        }
    }

    /// The controllers that show an inferred navigation bar, by id.
    static func navigationBarControllers(in document: IBDocument) -> Set<String> {
        let (controllerOfObject, navigationControllers) = controllers(in: document, element: "navigationController")
        var shown: Set<String> = []
        for segue in document.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
            if let source = segue.source, navigationControllers.contains(source) { shown.insert(segue.destination) }
        }
        return closedUnderShowing(shown, in: document, controllerOfObject: controllerOfObject, throughNavigation: false)
    }

    /// Which controller each object (a controller, or any view of its scene) belongs to, and the
    /// ids of the controllers of one element (`navigationController`, `tabBarController`).
    private static func controllers(in document: IBDocument, element: String)
        -> (controllerOfObject: [String: String], ofElement: Set<String>) {
        var controllerOfObject: [String: String] = [:]
        var ofElement: Set<String> = []
        for layout in document.layouts {
            guard let controller = layout.controller, let id = controller.id else { continue }
            controllerOfObject[id] = id
            if controller.element == element { ofElement.insert(id) }
            for view in layout.allViews { controllerOfObject[view.id] = id }
        }
        return (controllerOfObject, ofElement)
    }

    /// The controllers that show an inferred tab bar, by id: the tabs of a tab bar controller
    /// (`relationship="viewControllers"`), a tab's navigation controller's root, and what they show
    /// or push [inferred: SkeletonView's Main.storyboard, Xcode 13, stores a tab's view pinned to the
    /// safe area's bottom 83 pt above the bottom of a retina5_9 root: 34 + 49].
    static func tabBarControllers(in document: IBDocument) -> Set<String> {
        let (controllerOfObject, tabBarControllers) = controllers(in: document, element: "tabBarController")
        var tabs: Set<String> = []
        for segue in document.segues where segue.kind == "relationship" && segue.relationship == "viewControllers" {
            if let source = segue.source, tabBarControllers.contains(source) { tabs.insert(segue.destination) }
        }
        return closedUnderShowing(tabs, in: document, controllerOfObject: controllerOfObject, throughNavigation: true)
    }

    /// What a controller with the bar shows or pushes keeps it (and, when `throughNavigation`, a
    /// navigation controller's root): repeat until nothing changes.
    private static func closedUnderShowing(_ start: Set<String>, in document: IBDocument, controllerOfObject: [String: String],
                                           throughNavigation: Bool) -> Set<String> {
        var shown = start
        var changed = true
        while changed {
            changed = false
            for segue in document.segues {
                let follows = segue.kind == "show" || segue.kind == "push"
                    || (throughNavigation && segue.kind == "relationship" && segue.relationship == "rootViewController")
                guard follows, let source = segue.source, let from = controllerOfObject[source], shown.contains(from),
                      !shown.contains(segue.destination) else { continue }
                shown.insert(segue.destination)
                changed = true
            }
        }
        return shown
    }
}
