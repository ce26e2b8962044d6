// The ids of a document, gathered in one walk before the records are read: every object's id
// (duplicates are problems), and which ids are constraint items (views and layout guides).

struct IBIDIndex {
    private var objects: Set<String> = []
    private var items: Set<String> = []
    private(set) var problems: [IBProblem] = []

    init(root: XMLElementNode) {
        var firstLocation: [String: IBSourceLocation] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children.reversed())
            guard let id = node["id"], Self.carriesObjectID(node) else { continue }
            if let earlier = firstLocation[id] {
                problems.append(IBProblem(kind: .duplicateID, message: "id '\(id)' is used again (first at line \(earlier.line))",
                                          objectID: id, location: node.location))
                continue
            }
            firstLocation[id] = node.location
            objects.insert(id)
            if IBElementKinds.isView(node) || node.name == "viewLayoutGuide" || node.name == "viewControllerLayoutGuide" {
                items.insert(id)
            }
        }
    }

    /// `<device id="retina4_7">` and `<adaptation id="fullscreen">` name a kind, not an object.
    private static func carriesObjectID(_ node: XMLElementNode) -> Bool {
        node.name != "device" && node.name != "adaptation" && node.name != "capability" && node.name != "deployment"
            && node.name != "plugIn"
    }

    func isObject(_ id: String) -> Bool { objects.contains(id) }

    /// A view or layout guide: something a constraint can name.
    func isItem(_ id: String) -> Bool { items.contains(id) }
}
