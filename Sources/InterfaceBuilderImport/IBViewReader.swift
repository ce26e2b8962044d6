// One view element into an `IBView`, then its children: `<subviews>` in order, keyed child
// views, cells, guides, the constraints it holds and its variations.

extension IBRecordBuilder {
    /// `parentID` names the view when the file gives it no id: old Xcodes wrote a collection
    /// cell's `<view key="contentView">` without one (nothing can refer to it).
    func view(_ node: XMLElementNode, parentID: String?) -> IBView {
        var id = node["id"] ?? ""
        if node["id"] == nil {
            if let parentID, let key = node["key"] {
                id = "\(parentID).\(key)"
            } else {
                problem(.badValue, "a <\(node.name)> without an id", object: nil, at: node.location)
            }
        }
        let knownClass = IBElementKinds.viewClasses[node.name]
        var view = IBView(element: node.name, uikitClass: knownClass ?? node.name, isKnownElement: knownClass != nil,
                          id: id, location: node.location)
        view.idWritten = node["id"] != nil
        view.customClass = node["customClass"]
        view.customModule = node["customModule"]
        view.userLabel = node["userLabel"]
        view.key = node["key"]
        readFlags(node, into: &view)
        readContent(node, into: &view)
        readMargins(node, into: &view)
        if node.name == "stackView" {
            view.stack = stackProperties(node, object: id)
        }
        readChildren(node, into: &view)
        collectOutlets(of: node)
        return view
    }

    private func readFlags(_ node: XMLElementNode, into view: inout IBView) {
        let id = view.id
        if let frame = node.child("rect", key: "frame") {
            if let x = number(frame, "x", object: id), let y = number(frame, "y", object: id),
               let width = number(frame, "width", object: id), let height = number(frame, "height", object: id) {
                view.frame = IBRect(x: x, y: y, width: width, height: height)
            } else if frame["x"] == nil || frame["y"] == nil || frame["width"] == nil || frame["height"] == nil {
                problem(.badValue, "a frame without all of x, y, width and height", object: id, at: frame.location)
            }
        }
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = IBAutoresizingMask(
                flexibleMinX: flag(mask, "flexibleMinX", object: id) ?? false,
                widthSizable: flag(mask, "widthSizable", object: id) ?? false,
                flexibleMaxX: flag(mask, "flexibleMaxX", object: id) ?? false,
                flexibleMinY: flag(mask, "flexibleMinY", object: id) ?? false,
                heightSizable: flag(mask, "heightSizable", object: id) ?? false,
                flexibleMaxY: flag(mask, "flexibleMaxY", object: id) ?? false)
        }
        view.translatesAutoresizingMaskIntoConstraints = flag(node, "translatesAutoresizingMaskIntoConstraints", object: id) ?? true
        view.fixedFrame = flag(node, "fixedFrame", object: id) ?? false
        view.hidden = flag(node, "hidden", object: id) ?? false
        view.misplaced = flag(node, "misplaced", object: id) ?? false
        view.ambiguous = flag(node, "ambiguous", object: id) ?? false
        view.verifyAmbiguity = node["verifyAmbiguity"]
        view.contentPriorities = IBContentPriorities(
            horizontalHugging: priority(node, "horizontalHuggingPriority", object: id),
            verticalHugging: priority(node, "verticalHuggingPriority", object: id),
            horizontalCompressionResistance: priority(node, "horizontalCompressionResistancePriority", object: id),
            verticalCompressionResistance: priority(node, "verticalCompressionResistancePriority", object: id))
        view.placeholderIntrinsicWidth = intrinsicPlaceholder(node, "placeholderIntrinsicWidth", object: id)
        view.placeholderIntrinsicHeight = intrinsicPlaceholder(node, "placeholderIntrinsicHeight", object: id)
        view.semanticContentAttribute = node["semanticContentAttribute"]
        view.scrollEnabled = flag(node, "scrollEnabled", object: id)
    }

    /// Text, title, font and the text layout attributes, image and control styles.
    private func readContent(_ node: XMLElementNode, into view: inout IBView) {
        let id = view.id
        if let text = node["text"] {
            view.text.text = text
        } else if let string = node.child("string", key: "text") {
            view.text.text = string.text
        } else if let attributed = node.child("attributedString", key: "attributedText") {
            view.text.text = attributed.children(named: "fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            view.text.isAttributed = true
        }
        view.text.placeholder = node["placeholder"]
        if let normal = node.children(named: "state").first(where: { $0["key"] == "normal" }) {
            view.text.title = normal["title"] ?? normal.child("string", key: "title")?.text
            view.imageName = normal["image"]
            view.imageCatalog = normal["catalog"]
        }
        if let configuration = node.child("buttonConfiguration", key: "configuration"), view.text.title == nil {
            view.text.title = configuration["title"] ?? configuration.child("string", key: "title")?.text
            if view.imageName == nil { view.imageName = configuration["image"] }
        }
        if let segments = node.firstChild(named: "segments") {
            view.text.segmentTitles = segments.children(named: "segment").map { $0["title"] ?? "" }
        }
        if let image = node["image"] {
            view.imageName = image
            view.imageCatalog = node["catalog"]
        }
        if let font = node.child("fontDescription", key: "fontDescription") {
            view.font = IBFontDescription(type: font["type"], weight: font["weight"],
                                          pointSize: number(font, "pointSize", object: id), name: font["name"],
                                          family: font["family"], style: font["style"], size: font["size"],
                                          location: font.location)
        }
        if let lines = node["numberOfLines"] {
            if let value = Int(lines), value >= 0 {
                view.numberOfLines = value
            } else {
                problem(.badNumber, "numberOfLines=\"\(lines)\" is not a whole number of lines", object: id, at: node.location)
            }
        }
        view.lineBreakMode = node["lineBreakMode"]
        view.preferredMaxLayoutWidth = number(node, "preferredMaxLayoutWidth", object: id)
        view.adjustsFontSizeToFit = flag(node, "adjustsFontSizeToFit", object: id)
        view.minimumScaleFactor = number(node, "minimumScaleFactor", object: id)
        view.minimumFontSize = number(node, "minimumFontSize", object: id)
        view.buttonType = node["buttonType"]
        view.borderStyle = node["borderStyle"]
        view.style = node["style"]
    }

    private func readMargins(_ node: XMLElementNode, into view: inout IBView) {
        let id = view.id
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = .edges(top: number(insets, "top", object: id) ?? 0, left: number(insets, "left", object: id) ?? 0,
                                        bottom: number(insets, "bottom", object: id) ?? 0, right: number(insets, "right", object: id) ?? 0)
        }
        if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = .directional(top: number(insets, "top", object: id) ?? 0,
                                              leading: number(insets, "leading", object: id) ?? 0,
                                              bottom: number(insets, "bottom", object: id) ?? 0,
                                              trailing: number(insets, "trailing", object: id) ?? 0)
        }
        view.preservesSuperviewLayoutMargins = flag(node, "preservesSuperviewLayoutMargins", object: id) ?? false
        view.insetsLayoutMarginsFromSafeArea = flag(node, "insetsLayoutMarginsFromSafeArea", object: id) ?? true
        view.layoutMarginsFollowReadableWidth = flag(node, "layoutMarginsFollowReadableWidth", object: id) ?? false
    }

    private func stackProperties(_ node: XMLElementNode, object id: String) -> IBStackProperties {
        IBStackProperties(axis: node["axis"] ?? "horizontal", alignment: node["alignment"] ?? "fill",
                          distribution: node["distribution"] ?? "fill", spacing: number(node, "spacing", object: id) ?? 0,
                          spacingType: node["spacingType"],
                          baselineRelativeArrangement: flag(node, "baselineRelativeArrangement", object: id) ?? false,
                          layoutMarginsRelativeArrangement: flag(node, "layoutMarginsRelativeArrangement", object: id)
                              ?? Self.hasOwnLayoutMargins(node))
    }

    /// Interface Builder writes no attribute for a stack view's margins-relative arrangement: a
    /// stack view given layout margins in the Size inspector lays its arranged views out inside
    /// them (the stored frames of every such stack view read so far are inset by its margins).
    static func hasOwnLayoutMargins(_ node: XMLElementNode) -> Bool {
        node.child("edgeInsets", key: "layoutMargins") != nil
            || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }

    private func readChildren(_ node: XMLElementNode, into view: inout IBView) {
        for child in node.children {
            switch child.name {
            case "subviews":
                for subview in child.children {
                    if IBElementKinds.isView(subview) {
                        view.subviews.append(self.view(subview, parentID: view.id))
                    } else {
                        ignore(subview)
                    }
                }
            case "viewLayoutGuide":
                if let guide = layoutGuide(child, owner: view.id) { view.guides.append(guide) }
            case "constraints":
                for constraint in child.children {
                    if constraint.name == "constraint" {
                        if let read = self.constraint(constraint, holder: view.id) { view.constraints.append(read) }
                    } else {
                        ignore(constraint)
                    }
                }
            case "variation":
                if let variation = self.variation(child, owner: view.id) { view.variations.append(variation) }
            case "prototypes", "cells":
                view.cells += cells(in: child)
            case "sections":
                for section in child.children(named: "tableViewSection") {
                    for cells in section.children(named: "cells") { view.cells += self.cells(in: cells) }
                }
            default:
                // A keyed child view: a cell's content view, a table's header, a controller's bar.
                if child["key"] != nil, IBElementKinds.isView(child) {
                    view.keyedViews.append(self.view(child, parentID: view.id))
                }
            }
        }
    }

    private func cells(in list: XMLElementNode) -> [IBView] {
        list.children.compactMap { cell in
            guard IBElementKinds.isView(cell) else {
                ignore(cell)
                return nil
            }
            return view(cell, parentID: nil)
        }
    }

    private func layoutGuide(_ node: XMLElementNode, owner: String) -> IBLayoutGuide? {
        guard let id = node["id"] else {
            problem(.badValue, "a viewLayoutGuide without an id", object: owner, at: node.location)
            return nil
        }
        let key = node["key"] ?? ""
        let kind: IBLayoutGuide.Kind = switch key {
        case "safeArea": .safeArea
        case "contentLayoutGuide": .contentLayoutGuide
        case "frameLayoutGuide": .frameLayoutGuide
        default: .other
        }
        return IBLayoutGuide(id: id, kind: kind, written: key, owner: owner, location: node.location)
    }

    /// A content priority: a number from 1 to 1000.
    private func priority(_ node: XMLElementNode, _ attribute: String, object: String) -> Double? {
        guard let value = number(node, attribute, object: object) else { return nil }
        guard (1...1000).contains(value) else {
            problem(.badNumber, "\(attribute)=\"\(node[attribute] ?? "")\" is outside 1…1000", object: object, at: node.location)
            return nil
        }
        return value
    }

    private func intrinsicPlaceholder(_ node: XMLElementNode, _ attribute: String, object: String) -> IBIntrinsicPlaceholder? {
        guard let text = node[attribute] else { return nil }
        if text == "infinite" { return .infinite }
        guard let value = number(node, attribute, object: object) else { return nil }
        return .value(value)
    }
}
