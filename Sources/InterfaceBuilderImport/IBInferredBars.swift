// The navigation bar Interface Builder draws on a controller without writing it: the bar its
// simulated metrics call "Inferred", shown for a navigation controller's root controller and for
// every controller it shows or pushes (interface-builder reference §11, simulated bars). Stored
// frames are laid out under that bar (a top layout guide 64 pt down on a phone).

enum IBInferredBars {
    /// The controllers that show an inferred navigation bar, by id.
    static func navigationBarControllers(in document: IBDocument) -> Set<String> {
        var controllerOfObject: [String: String] = [:]
        var navigationControllers: Set<String> = []
        for layout in document.layouts {
            guard let controller = layout.controller, let id = controller.id else { continue }
            controllerOfObject[id] = id
            if controller.element == "navigationController" { navigationControllers.insert(id) }
            for view in layout.allViews { controllerOfObject[view.id] = id }
        }
        var shown: Set<String> = []
        for segue in document.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
            if let source = segue.source, navigationControllers.contains(source) { shown.insert(segue.destination) }
        }
        // What a controller with the bar shows or pushes keeps it: repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for segue in document.segues where segue.kind == "show" || segue.kind == "push" {
                guard let source = segue.source, let from = controllerOfObject[source], shown.contains(from),
                      !shown.contains(segue.destination) else { continue }
                shown.insert(segue.destination)
                changed = true
            }
        }
        return shown
    }
}
