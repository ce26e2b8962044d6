import Cassowary
import JSONText

extension LinearSystem {
    /// Reads and validates a linear system (format: docs/json.md). Errors are `InputError`s naming
    /// the constraint or entry, the field, and the line and column in `file`.
    public static func parse(_ text: String, file: String) throws -> LinearSystem {
        let decoder = LinearSystemDecoder(file: file)
        // Most files are valid: those are read as they are parsed. Any other goes through the tree,
        // whose errors come first to last with their positions (LinearSystemDirectReading.swift).
        let direct = JSONParser.reading(text, file: file) { (parser: inout JSONParser) throws(InputError) in
            try LinearSystemDirectReader(decoder: decoder).read(&parser)
        }
        if let direct { return direct }
        return try decoder.decode(JSONParser.parse(text, file: file))
    }
}

/// Reads a system from its parsed tree, checking everything and saying what is wrong and where.
struct LinearSystemDecoder {
    let file: String

    func decode(_ root: JSONNode) throws(InputError) -> LinearSystem {
        let top = try JSONObjectReader(root, context: "the system", allowedKeys: ["semantics", "variables", "constraints", "edits", "suggest"], file: file)
        try top.finish()
        let semantics = try decodeSemantics(top)
        // Looked up once per term: a linear search made reading quadratic.
        let (variables, known) = try decodeVariables(top)
        let constraintNodes = try top.array("constraints")
        var constraints: [LinearConstraintSpec] = []
        constraints.reserveCapacity(constraintNodes.count)
        var firstIndexOfID: [String: Int] = [:]
        firstIndexOfID.reserveCapacity(constraintNodes.count)
        for (index, node) in constraintNodes.enumerated() {
            let constraint = try decodeConstraint(node, index: index, semantics: semantics, variables: known)
            // One hash per id: on a duplicate the earlier index comes back (and reading stops).
            if let first = firstIndexOfID.updateValue(index, forKey: constraint.id) {
                let idNode = (try? JSONObjectReader(node, context: "", allowedKeys: [], file: file))?.member("id") ?? node
                throw InputError(file: file, position: idNode.position,
                                 message: "constraints[\(index)]: duplicate id \"\(constraint.id)\" (already used by constraints[\(first)])")
            }
            constraints.append(constraint)
        }
        let (edits, editIndexOf) = try decodeEdits(top.optionalArray("edits") ?? [], semantics: semantics, variables: known)
        let suggestions = try decodeSuggestions(top.optionalArray("suggest") ?? [], edited: editIndexOf)
        return LinearSystem(semantics: semantics, variables: variables, constraints: constraints, edits: edits, suggestions: suggestions)
    }

    /// The edits, and the index of each edited variable's edit.
    func decodeEdits(_ nodes: [JSONNode], semantics: Semantics, variables: [String: Int]) throws(InputError) -> ([EditSpec], [String: Int]) {
        var edits: [EditSpec] = []
        var editIndexOf: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            let edit = try decodeEdit(node, index: index, semantics: semantics, variables: variables)
            if let first = editIndexOf[edit.variable] {
                let varNode = (try? JSONObjectReader(node, context: "", allowedKeys: [], file: file))?.member("var") ?? node
                throw InputError(file: file, position: varNode.position,
                                 message: "edits[\(index)]: variable \"\(edit.variable)\" already has an edit (edits[\(first)])")
            }
            editIndexOf[edit.variable] = index
            edits.append(edit)
        }
        return (edits, editIndexOf)
    }

    func decodeSuggestions(_ nodes: [JSONNode], edited: [String: Int]) throws(InputError) -> [SuggestionSpec] {
        var suggestions: [SuggestionSpec] = []
        for (index, node) in nodes.enumerated() {
            suggestions.append(try decodeSuggestion(node, index: index, edited: edited))
        }
        return suggestions
    }

    private func decodeSemantics(_ top: JSONObjectReader) throws(InputError) -> Semantics {
        guard let name = try top.optionalString("semantics") else { return .lexicographic }
        guard let semantics = Semantics(rawValue: name) else {
            throw top.error("\"semantics\" must be \"lexicographic\" or \"weighted\", not \"\(name)\"", at: top.member("semantics"))
        }
        return semantics
    }

    /// The names in file order, and the index of each.
    private func decodeVariables(_ top: JSONObjectReader) throws(InputError) -> ([String], [String: Int]) {
        let nodes = try top.array("variables")
        var names: [String] = []
        names.reserveCapacity(nodes.count)
        var indexOf: [String: Int] = [:]
        indexOf.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            guard case let .string(name) = node.value else {
                throw InputError(file: file, position: node.position, message: "variables[\(index)] must be a string, not \(node.kindName)")
            }
            if name.isEmpty {
                throw InputError(file: file, position: node.position, message: "variables[\(index)]: a variable name must not be empty")
            }
            if let first = indexOf.updateValue(index, forKey: name) {
                throw InputError(file: file, position: node.position,
                                 message: "variables[\(index)]: duplicate variable \"\(name)\" (already variables[\(first)])")
            }
            names.append(name)
        }
        return (names, indexOf)
    }

    private func decodeConstraint(_ node: JSONNode, index: Int, semantics: Semantics, variables: [String: Int]) throws(InputError) -> LinearConstraintSpec {
        let keys = ["id", "terms", "constant", "relation", "priority"]
        // Name the constraint by its id when it has a usable one, by its index otherwise.
        var context = "constraints[\(index)]"
        if case let .object(members) = node.value, let idNode = members.first(where: { $0.key == "id" })?.value,
           case let .string(id) = idNode.value, !id.isEmpty {
            context = "constraint \"\(id)\""
        }
        let reader = try JSONObjectReader(node, context: context, allowedKeys: keys, file: file)
        try reader.finish()
        let id = try reader.optionalString("id") ?? "constraints[\(index)]"
        if id.isEmpty { throw reader.error("\"id\" must not be empty", at: reader.member("id")) }

        var terms: [LinearTerm] = []
        for (termIndex, termNode) in try reader.array("terms").enumerated() {
            let termReader = try JSONObjectReader(termNode, context: "\(context): terms[\(termIndex)]", allowedKeys: ["var", "coef"], file: file)
            try termReader.finish()
            let name = try termReader.string("var")
            guard variables[name] != nil else {
                throw termReader.error("unknown variable \"\(name)\" (not in \"variables\")", at: termReader.member("var"))
            }
            let coefficient = try termReader.optionalNumber("coef") ?? 1
            guard SupportedRange.contains(coefficient: coefficient) else {
                throw termReader.error("\"coef\" \(SupportedRange.outside(coefficient: coefficient))", at: termReader.member("coef"))
            }
            terms.append(LinearTerm(variable: name, coefficient: coefficient))
        }

        let relationName = try reader.string("relation")
        guard let relation = Relation(rawValue: relationName) else {
            throw reader.error("\"relation\" must be \"<=\", \"==\" or \">=\", not \"\(relationName)\"", at: reader.member("relation"))
        }
        let priority = try reader.optionalNumber("priority") ?? LinearSystem.defaultPriority(for: semantics)
        if let problem = Self.priorityProblem(priority, semantics: semantics, allowRequired: true) {
            throw reader.error("\"priority\" \(formatNumber(priority)) \(problem)", at: reader.member("priority"))
        }
        return LinearConstraintSpec(id: id, terms: terms, constant: try supportedValue(reader, "constant") ?? 0,
                                    relation: relation, priority: priority)
    }

    private func decodeEdit(_ node: JSONNode, index: Int, semantics: Semantics, variables: [String: Int]) throws(InputError) -> EditSpec {
        let reader = try JSONObjectReader(node, context: "edits[\(index)]", allowedKeys: ["var", "priority", "value"], file: file)
        try reader.finish()
        let name = try reader.string("var")
        guard variables[name] != nil else {
            throw reader.error("\"var\": unknown variable \"\(name)\" (not in \"variables\")", at: reader.member("var"))
        }
        let priority = try reader.number("priority")
        if let problem = Self.priorityProblem(priority, semantics: semantics, allowRequired: false) {
            throw reader.error("\"priority\" \(formatNumber(priority)) \(problem)", at: reader.member("priority"))
        }
        return EditSpec(variable: name, priority: priority, value: try supportedValue(reader, "value", isRequired: true) ?? 0)
    }

    private func decodeSuggestion(_ node: JSONNode, index: Int, edited: [String: Int]) throws(InputError) -> SuggestionSpec {
        let reader = try JSONObjectReader(node, context: "suggest[\(index)]", allowedKeys: ["var", "value"], file: file)
        try reader.finish()
        let name = try reader.string("var")
        guard edited[name] != nil else {
            throw reader.error("\"var\": variable \"\(name)\" has no edit; list it in \"edits\" first", at: reader.member("var"))
        }
        return SuggestionSpec(variable: name, value: try supportedValue(reader, "value", isRequired: true) ?? 0)
    }

    /// The number under `key` (nil when absent), refused outside `SupportedRange`.
    private func supportedValue(_ reader: JSONObjectReader, _ key: String, isRequired: Bool = false) throws(InputError) -> Double? {
        let read = isRequired ? try reader.number(key) : try reader.optionalNumber(key)
        guard let value = read else { return nil }
        guard SupportedRange.contains(constant: value) else {
            throw reader.error("\"\(key)\" \(SupportedRange.outside(constant: value))",
                               at: reader.member(key))
        }
        return value
    }

    /// Why `priority` is not allowed here, or nil when it is.
    static func priorityProblem(_ priority: Double, semantics: Semantics, allowRequired: Bool) -> String? {
        switch semantics {
        case .lexicographic:
            if priority <= 0 || priority > Priority.required.value {
                return "is out of range: lexicographic priorities are in (0, 1000]"
            }
            if !allowRequired && priority >= Priority.required.value {
                return "is required: an edit must be optional (below 1000)"
            }
        case .weighted:
            if priority < 0 { return "is out of range: weighted strengths are at least 0" }
            if !allowRequired && priority >= Strength.required.value {
                return "is required: an edit must be optional (below the required strength \(formatNumber(Strength.required.value)))"
            }
        }
        return nil
    }
}
