import Foundation

/// Reads an Interface Builder document into an `IBDocument`: the XML through Foundation's
/// parser, then one walk over its elements. Linear in the size of the document.
public enum IBDocumentReader {
    /// Reads a document's text. Throws for malformed XML and for files that are no
    /// `<document>` (the pre-Xcode-5 `<archive>` format among them); a document that is read
    /// but cannot be laid out (AppKit, Auto Layout off) comes back with its `refusal`.
    public static func read(_ text: String) throws(IBReadError) -> IBDocument {
        try read(data: Data(text.utf8))
    }

    public static func read(data: Data) throws(IBReadError) -> IBDocument {
        let root = try XMLElementTree.parse(data)
        switch root.name {
        case "document":
            break
        case "archive":
            throw IBReadError(kind: .legacyArchive, location: root.location,
                              message: "a legacy Interface Builder 3 archive (the format of Xcode 4 and earlier); open and re-save it in Xcode")
        default:
            throw IBReadError(kind: .notADocument, location: root.location,
                              message: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let builder = IBRecordBuilder(root: root)
        return builder.document()
    }
}

/// The state of one read: the id index, and what is collected across the tree.
final class IBRecordBuilder {
    let root: XMLElementNode
    let index: IBIDIndex
    var problems: [IBProblem]
    var outlets: [IBOutlet] = []
    var segues: [IBSegue] = []
    var ignored: [IBIgnoredElement] = []

    init(root: XMLElementNode) {
        self.root = root
        index = IBIDIndex(root: root)
        problems = index.problems
    }

    func problem(_ kind: IBProblem.Kind, _ message: String, object: String?, at location: IBSourceLocation) {
        problems.append(IBProblem(kind: kind, message: message, objectID: object, location: location))
    }

    func document() -> IBDocument {
        let scenes = root.firstChild(named: "scenes")
        var document = IBDocument(
            kind: scenes != nil || root["type"]?.contains("Storyboard") == true ? .storyboard : .xib,
            type: root["type"], version: root["version"], toolsVersion: root["toolsVersion"],
            systemVersion: root["systemVersion"], targetRuntime: root["targetRuntime"],
            useAutolayout: flag(root, "useAutolayout", object: nil) ?? false,
            useTraitCollections: flag(root, "useTraitCollections", object: nil) ?? false,
            useSafeAreas: flag(root, "useSafeAreas", object: nil) ?? false,
            launchScreen: flag(root, "launchScreen", object: nil) ?? false,
            initialViewController: root["initialViewController"])
        document.location = root.location
        if let device = root.firstChild(named: "device") {
            document.device = IBDevice(id: device["id"] ?? "", orientation: device["orientation"],
                                       appearance: device["appearance"],
                                       adaptation: device.firstChild(named: "adaptation")?["id"] ?? device["layout"],
                                       location: device.location)
            if device["id"] == nil {
                problem(.badValue, "<device> without an id", object: nil, at: device.location)
            }
        }
        if let container = root.firstChild(named: "simulatedMetricsContainer") {
            document.legacyMetrics = legacyMetrics(container)
        }
        if let resources = root.firstChild(named: "resources") {
            document.images = images(resources)
        }
        if let scenes {
            for scene in scenes.children(named: "scene") {
                document.layouts.append(sceneLayout(scene))
            }
        }
        if let objects = root.firstChild(named: "objects") {
            document.layouts += topLevelLayouts(objects)
        }
        document.outlets = outlets
        document.segues = segues
        document.ignoredElements = ignored
        document.problems = problems.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        return document
    }

    // MARK: Envelope

    private func legacyMetrics(_ container: XMLElementNode) -> IBLegacyMetrics {
        var metrics = IBLegacyMetrics(location: container.location)
        for child in container.children {
            switch child.name {
            case "simulatedScreenMetrics":
                metrics.screenType = child["type"]
                for size in child.children(named: "size") {
                    if size["key"] == "portraitSize" { metrics.portraitSize = self.size(size) }
                    if size["key"] == "landscapeSize" { metrics.landscapeSize = self.size(size) }
                }
            case "simulatedOrientationMetrics":
                metrics.orientation = child["orientation"]
            case "size" where child["key"] == "portraitSize":
                metrics.portraitSize = size(child)
            case "size" where child["key"] == "landscapeSize":
                metrics.landscapeSize = size(child)
            default:
                break
            }
        }
        return metrics
    }

    private func images(_ resources: XMLElementNode) -> [IBImageResource] {
        resources.children(named: "image").compactMap { image in
            guard let name = image["name"] else {
                problem(.badValue, "an image resource without a name", object: nil, at: image.location)
                return nil
            }
            return IBImageResource(name: name, width: number(image, "width", object: name),
                                   height: number(image, "height", object: name), catalog: image["catalog"],
                                   location: image.location)
        }
    }

    // MARK: Layouts

    private func sceneLayout(_ scene: XMLElementNode) -> IBLayout {
        var layout = IBLayout(kind: .scene, sceneID: scene["sceneID"], location: scene.location)
        if scene["sceneID"] == nil {
            problem(.badValue, "a scene without a sceneID", object: nil, at: scene.location)
        }
        let objects = scene.firstChild(named: "objects")?.children ?? []
        // The controller is the scene member `viewController`; older files may omit the member id.
        let controllerNode = objects.first { $0["sceneMemberID"] == "viewController" }
            ?? objects.first { IBElementKinds.isController($0.name) }
        if let controllerNode {
            read(controller: controllerNode, into: &layout)
        }
        for object in objects where object !== controllerNode {
            if IBElementKinds.isView(object) {
                layout.detachedViews.append(view(object, parentID: nil))
            } else if !IBElementKinds.isOtherObject(object.name) {
                ignore(object)
            } else {
                collectOutlets(of: object)
            }
        }
        return layout
    }

    private func topLevelLayouts(_ objects: XMLElementNode) -> [IBLayout] {
        var layouts: [IBLayout] = []
        for object in objects.children {
            if IBElementKinds.isView(object) {
                let root = view(object, parentID: nil)
                layouts.append(IBLayout(kind: .topLevelView, root: root,
                                        simulatedMetrics: simulatedMetrics(of: object), location: object.location))
            } else if IBElementKinds.isController(object.name), object.children.contains(where: { $0["key"] == "view" }) {
                // A xib's controller is a layout only when it has a view (not, say, an AppKit
                // user defaults controller).
                var layout = IBLayout(kind: .topLevelController, location: object.location)
                read(controller: object, into: &layout)
                layouts.append(layout)
            } else if IBElementKinds.isOtherObject(object.name) {
                collectOutlets(of: object)
            } else {
                ignore(object)
            }
        }
        return layouts
    }

    private func read(controller node: XMLElementNode, into layout: inout IBLayout) {
        let rootNode = node.children.first { $0["key"] == "view" && IBElementKinds.isView($0) }
        let guides = node.firstChild(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide").compactMap { guide -> IBLayoutGuide? in
            guard let id = guide["id"] else {
                problem(.badValue, "a layout guide without an id", object: nil, at: guide.location)
                return nil
            }
            let type = guide["type"] ?? ""
            let kind: IBLayoutGuide.Kind = type == "top" ? .topLayoutGuide : type == "bottom" ? .bottomLayoutGuide : .other
            return IBLayoutGuide(id: id, kind: kind, written: type, owner: rootNode?["id"], location: guide.location)
        } ?? []
        layout.controller = IBController(
            element: node.name, id: node["id"], customClass: node["customClass"], customModule: node["customModule"],
            title: node["title"] ?? node.child("navigationItem", key: "navigationItem")?["title"],
            userLabel: node["userLabel"], storyboardIdentifier: node["storyboardIdentifier"],
            layoutGuides: guides, location: node.location)
        layout.simulatedMetrics = simulatedMetrics(of: node)
        collectOutlets(of: node)
        if let rootNode {
            layout.root = view(rootNode, parentID: node["id"])
        }
    }

    func simulatedMetrics(of node: XMLElementNode) -> IBSimulatedMetrics {
        var metrics = IBSimulatedMetrics()
        for child in node.children {
            switch child["key"] {
            case "simulatedStatusBarMetrics": metrics.statusBar = simulatedBar(child)
            case "simulatedTopBarMetrics": metrics.topBar = simulatedBar(child)
            case "simulatedBottomBarMetrics": metrics.bottomBar = simulatedBar(child)
            case "simulatedDestinationMetrics": metrics.destination = simulatedBar(child)
            case "simulatedOrientationMetrics": metrics.orientation = child["orientation"]
            case "freeformSize" where child.name == "size": metrics.freeformSize = size(child)
            default: break
            }
        }
        return metrics
    }

    private func simulatedBar(_ node: XMLElementNode) -> IBSimulatedBar {
        IBSimulatedBar(element: node.name, attributes: Self.sortedAttributes(node, except: ["key"]))
    }

    // MARK: Shared pieces

    func collectOutlets(of node: XMLElementNode) {
        guard let connections = node.firstChild(named: "connections") else { return }
        for segue in connections.children(named: "segue") {
            guard let destination = segue["destination"] else { continue }
            segues.append(IBSegue(source: node["id"], destination: destination, kind: segue["kind"],
                                  relationship: segue["relationship"], location: segue.location))
        }
        for outlet in connections.children where outlet.name == "outlet" || outlet.name == "outletCollection" {
            guard let property = outlet["property"], let destination = outlet["destination"] else {
                problem(.badValue, "an outlet without property or destination", object: outlet["id"], at: outlet.location)
                continue
            }
            if !index.isObject(destination) {
                problem(.unknownReference, "outlet '\(property)' names '\(destination)', which is no object of this document",
                        object: outlet["id"], at: outlet.location)
            }
            outlets.append(IBOutlet(owner: node["id"], property: property, destination: destination,
                                    isCollection: outlet.name == "outletCollection", location: outlet.location))
        }
    }

    func ignore(_ node: XMLElementNode) {
        ignored.append(IBIgnoredElement(element: node.name, id: node["id"], location: node.location))
    }

    func size(_ node: XMLElementNode) -> IBSize? {
        guard let width = number(node, "width", object: nil), let height = number(node, "height", object: nil) else { return nil }
        return IBSize(width: width, height: height)
    }

    /// A number attribute; nil when absent, and a problem too when present but unreadable.
    func number(_ node: XMLElementNode, _ attribute: String, object: String?) -> Double? {
        guard let text = node[attribute] else { return nil }
        guard let value = IBValueParsing.number(text) else {
            problem(.badNumber, "\(attribute)=\"\(text)\" on <\(node.name)> is not a number", object: object, at: node.location)
            return nil
        }
        return value
    }

    /// A YES/NO attribute; nil when absent, and a problem too when it is neither.
    func flag(_ node: XMLElementNode, _ attribute: String, object: String?) -> Bool? {
        guard let text = node[attribute] else { return nil }
        guard let value = IBValueParsing.flag(text) else {
            problem(.badValue, "\(attribute)=\"\(text)\" on <\(node.name)> is neither YES nor NO", object: object, at: node.location)
            return nil
        }
        return value
    }

    static func sortedAttributes(_ node: XMLElementNode, except excluded: Set<String>) -> [IBAttribute] {
        node.attributes.filter { !excluded.contains($0.key) }
            .map { IBAttribute(name: $0.key, value: $0.value) }
            .sorted { $0.name < $1.name }
    }
}
