import Cassowary
import JSONText

/// Reads a system while its text is parsed, with no tree of the whole document: the tree of a
/// 36 MB file was most of `solve-linear`'s peak memory, and building, reading and freeing it was
/// a fifth of its time.
///
/// Only a system with nothing to complain about, its top-level keys in the order `jsonText` writes
/// them (`semantics`, `variables`, `constraints`, `edits`, `suggest`), is read here. Anything else
/// (a syntax error, an unknown or repeated key, a value out of range, another order) makes it give
/// up, and `LinearSystem.parse` reads the text through the tree instead, which reports the first
/// error in the order it always has. So this reader only has to accept exactly the valid systems it
/// reads (the same checks `LinearSystemDecoder` makes), never word an error.
struct LinearSystemDirectReader {
    let decoder: LinearSystemDecoder

    /// The top-level keys, in the order this reader takes them.
    private enum Key: Int {
        case semantics, variables, constraints, edits, suggest

        init?(_ name: String) {
            switch name {
            case "semantics": self = .semantics
            case "variables": self = .variables
            case "constraints": self = .constraints
            case "edits": self = .edits
            case "suggest": self = .suggest
            default: return nil
            }
        }
    }

    func read(_ parser: inout JSONParser) throws(InputError) -> LinearSystem? {
        guard parser.enterObject() else { return nil }
        var semantics = Semantics.lexicographic
        var variables: [String]?
        var indexOf: [String: Int] = [:]
        var constraints: [LinearConstraintSpec]?
        var edits: [EditSpec] = []
        var editIndexOf: [String: Int] = [:]
        var suggestions: [SuggestionSpec] = []
        var last: Key?
        while let name = try parser.nextKey(isFirst: last == nil) {
            // Each key after the one before it: no repeats, and what a key's checks need is read first.
            guard let key = Key(name), key.rawValue > last?.rawValue ?? -1 else { return nil }
            last = key
            switch key {
            case .semantics:
                guard let text = try parser.readString(), let read = Semantics(rawValue: text) else { return nil }
                semantics = read
            case .variables:
                guard let read = try readVariables(&parser, indexOf: &indexOf) else { return nil }
                variables = read
            case .constraints:
                guard let names = variables else { return nil }
                let lookup = VariableLookup(names: names, indexOf: indexOf, table: ASCIINameTable(names))
                guard let read = try readConstraints(&parser, semantics: semantics, variables: lookup) else { return nil }
                constraints = read
            case .edits:
                guard case let .array(nodes) = try parser.readNode().value else { return nil }
                (edits, editIndexOf) = try decoder.decodeEdits(nodes, semantics: semantics, variables: indexOf)
            case .suggest:
                guard case let .array(nodes) = try parser.readNode().value else { return nil }
                suggestions = try decoder.decodeSuggestions(nodes, edited: editIndexOf)
            }
        }
        guard parser.isAtEnd(), let variables, let constraints else { return nil }
        return LinearSystem(semantics: semantics, variables: variables, constraints: constraints, edits: edits, suggestions: suggestions)
    }

    private func readVariables(_ parser: inout JSONParser, indexOf: inout [String: Int]) throws(InputError) -> [String]? {
        guard parser.enterArray() else { return nil }
        var names: [String] = []
        while try parser.nextElement(isFirst: names.isEmpty) {
            guard let name = try parser.readString(), !name.isEmpty else { return nil }
            names.append(name)
        }
        // Indexed once the count is known, so the dictionary is never resized.
        indexOf.reserveCapacity(names.count)
        for (index, name) in names.enumerated() where indexOf.updateValue(index, forKey: name) != nil { return nil }
        return names
    }

    /// The variables as terms look them up: by bytes when every name is ASCII.
    private struct VariableLookup {
        let names: [String]
        let indexOf: [String: Int]
        let table: ASCIINameTable?

        /// The name as the variables list holds it (so every term shares that one copy), or nil.
        func name(at parser: inout JSONParser) throws(InputError) -> String? {
            if let table, let bytes = parser.readStringBytes() {
                if ASCIINameTable.isASCII(bytes) { return table.index(of: bytes).map { names[$0] } }
                return indexOf[String(decoding: bytes, as: UTF8.self)].map { names[$0] }
            }
            guard let name = try parser.readString(), let index = indexOf[name] else { return nil }
            return names[index]
        }
    }

    private func readConstraints(_ parser: inout JSONParser, semantics: Semantics,
                                 variables: VariableLookup) throws(InputError) -> [LinearConstraintSpec]? {
        guard parser.enterArray() else { return nil }
        var constraints: [LinearConstraintSpec] = []
        while try parser.nextElement(isFirst: constraints.isEmpty) {
            guard let constraint = try readConstraint(&parser, index: constraints.count, semantics: semantics,
                                                      variables: variables) else { return nil }
            constraints.append(constraint)
        }
        // Ids checked once the count is known, so the set is never resized.
        var ids: Set<String> = []
        ids.reserveCapacity(constraints.count)
        for constraint in constraints where !ids.insert(constraint.id).inserted { return nil }
        return constraints
    }

    /// One constraint as `LinearSystemDecoder` accepts it, or nil.
    private func readConstraint(_ parser: inout JSONParser, index: Int, semantics: Semantics,
                                variables: VariableLookup) throws(InputError) -> LinearConstraintSpec? {
        guard parser.enterObject() else { return nil }
        var id: String?
        var terms: [LinearTerm]?
        var constant = 0.0
        var relation: Relation?
        var priority = LinearSystem.defaultPriority(for: semantics)
        var seen: UInt8 = 0 // one bit per key read, so a repeated key gives up
        while let key = try parser.nextKey(isFirst: seen == 0) {
            let bit: UInt8
            switch key {
            case "id": bit = 1
            case "terms": bit = 2
            case "constant": bit = 4
            case "relation": bit = 8
            case "priority": bit = 16
            default: return nil
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            switch key {
            case "id":
                guard let text = try parser.readString(), !text.isEmpty else { return nil }
                id = text
            case "terms":
                guard let read = try readTerms(&parser, variables: variables) else { return nil }
                terms = read
            case "constant":
                guard let value = try parser.readNumber(), SupportedRange.contains(constant: value) else { return nil }
                constant = value
            case "relation":
                guard let text = try parser.readString(), let read = Relation(rawValue: text) else { return nil }
                relation = read
            case "priority":
                guard let value = try parser.readNumber(),
                      LinearSystemDecoder.priorityProblem(value, semantics: semantics, allowRequired: true) == nil else { return nil }
                priority = value
            default:
                return nil
            }
        }
        guard let terms, let relation else { return nil }
        return LinearConstraintSpec(id: id ?? "constraints[\(index)]", terms: terms, constant: constant,
                                    relation: relation, priority: priority)
    }

    private func readTerms(_ parser: inout JSONParser, variables: VariableLookup) throws(InputError) -> [LinearTerm]? {
        guard parser.enterArray() else { return nil }
        var terms: [LinearTerm] = []
        while try parser.nextElement(isFirst: terms.isEmpty) {
            guard parser.enterObject() else { return nil }
            var variable: String?
            var coefficient: Double?
            var isFirst = true
            while let key = try parser.nextKey(isFirst: isFirst) {
                isFirst = false
                switch key {
                case "var" where variable == nil:
                    guard let name = try variables.name(at: &parser) else { return nil }
                    variable = name
                case "coef" where coefficient == nil:
                    guard let value = try parser.readNumber(), SupportedRange.contains(coefficient: value) else { return nil }
                    coefficient = value
                default:
                    return nil
                }
            }
            guard let variable else { return nil }
            terms.append(LinearTerm(variable: variable, coefficient: coefficient ?? 1))
        }
        return terms
    }
}
