import Cassowary
import LayoutModel

// `<constraint>` and `<variation>` elements into records. A constraint with a part that cannot
// be read (an unknown attribute or relation, a bad number, an item that does not exist) is left
// out and becomes a problem naming its id and line; the others are kept.

extension IBRecordBuilder {
    func constraint(_ node: XMLElementNode, holder: String) -> IBConstraint? {
        let id = node["id"] ?? ""
        let problemCount = problems.count
        func fail(_ kind: IBProblem.Kind, _ message: String) {
            problem(kind, message, object: node["id"], at: node.location)
        }
        if node["id"] == nil { fail(.badValue, "a constraint without an id") }

        let firstAttribute = attribute(node, "firstAttribute", required: true)
        let secondItem = node["secondItem"]
        let secondAttribute = attribute(node, "secondAttribute", required: false)
        if (secondItem == nil) != (node["secondAttribute"] == nil) {
            fail(.badValue, secondItem == nil ? "secondAttribute without a secondItem" : "secondItem without a secondAttribute")
        }
        let firstItem = node["firstItem"] ?? holder
        for item in [node["firstItem"], secondItem].compactMap({ $0 }) where !index.isItem(item) {
            fail(.unknownReference, "names item '\(item)', which is no view or layout guide of this document")
        }

        var relation = Relation.equal
        switch node["relation"] {
        case nil: break
        case "lessThanOrEqual": relation = .lessOrEqual
        case "greaterThanOrEqual": relation = .greaterOrEqual
        case let other?: fail(.unknownAttribute, "relation '\(other)' is neither lessThanOrEqual nor greaterThanOrEqual (absent means equal)")
        }

        var multiplier = IBMultiplier.one
        if let written = node["multiplier"] {
            switch IBValueParsing.multiplier(written) {
            case .success(let value): multiplier = value
            case .failure(let error): fail(.badNumber, error.message)
            }
        }
        let constant = number(node, "constant", object: node["id"])
        var priority = 1000.0
        if let value = number(node, "priority", object: node["id"]) {
            if (1...1000).contains(value) {
                priority = value
            } else {
                fail(.badNumber, "priority \(node["priority"] ?? "") is outside 1…1000")
            }
        }
        let placeholder = flag(node, "placeholder", object: node["id"]) ?? false
        let symbolic = flag(node, "symbolic", object: node["id"]) ?? false
        guard problems.count == problemCount, let firstAttribute else { return nil }
        let variations = node.children(named: "variation").compactMap { variation($0, owner: id) }
        return IBConstraint(
            id: id, location: node.location, holder: holder, firstItem: firstItem, firstItemWritten: node["firstItem"] != nil,
            firstAttribute: firstAttribute.attribute, secondItem: secondItem, secondAttribute: secondAttribute?.attribute,
            relation: relation, multiplier: multiplier, constant: constant ?? 0, constantWritten: node["constant"] != nil,
            priority: priority, identifier: node["identifier"], userLabel: node["userLabel"], placeholder: placeholder,
            symbolic: symbolic, symbolType: node["symbolType"], variations: variations,
            firstAttributeWritten: firstAttribute.written, secondAttributeWritten: secondAttribute?.written)
    }

    private func attribute(_ node: XMLElementNode, _ name: String, required: Bool) -> (attribute: LayoutAttribute, written: String)? {
        guard let written = node[name] else {
            if required { problem(.badValue, "a constraint without \(name)", object: node["id"], at: node.location) }
            return nil
        }
        guard let attribute = LayoutAttribute(name: written) else {
            problem(.unknownAttribute, "\(name) '\(written)' is not a layout attribute", object: node["id"], at: node.location)
            return nil
        }
        return (attribute, written)
    }

    /// A `<variation>`: its key, masks, overridden attributes and elements, kept as written.
    func variation(_ node: XMLElementNode, owner: String) -> IBVariation? {
        guard let written = node["key"] else {
            problem(.badValue, "a variation without a key", object: owner, at: node.location)
            return nil
        }
        guard let key = IBVariationKey(written) else {
            problem(.badValue, "variation key '\(written)' is neither 'default' nor name=value parts joined by '-'",
                    object: owner, at: node.location)
            return nil
        }
        var variation = IBVariation(key: key, location: node.location,
                                    attributes: Self.sortedAttributes(node, except: ["key"]))
        for child in node.children {
            if child.name == "mask" {
                let mask = self.mask(child, owner: owner)
                switch child["key"] {
                case "constraints": variation.constraintMask = mask
                case "subviews": variation.subviewMask = mask
                default: problem(.badValue, "a mask with key '\(child["key"] ?? "")' (constraints or subviews expected)",
                                 object: owner, at: child.location)
                }
            } else {
                variation.elements.append(IBVariationElement(element: child.name, key: child["key"],
                                                             attributes: Self.sortedAttributes(child, except: ["key"]),
                                                             location: child.location))
            }
        }
        return variation
    }

    private func mask(_ node: XMLElementNode, owner: String) -> IBMask {
        var mask = IBMask()
        for entry in node.children {
            guard entry.name == "exclude" || entry.name == "include", let reference = entry["reference"] else {
                problem(.badValue, "<\(entry.name)> in a mask (exclude or include with a reference expected)", object: owner, at: entry.location)
                continue
            }
            if !index.isObject(reference) {
                problem(.unknownReference, "the mask names '\(reference)', which is no object of this document",
                        object: owner, at: entry.location)
                continue
            }
            if entry.name == "exclude" { mask.excluded.append(reference) } else { mask.included.append(reference) }
        }
        return mask
    }
}
