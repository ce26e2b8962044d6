import Foundation

/// A JSON value as read by Foundation's `JSONDecoder` (not the product's own parser), keeping what
/// `JSONSerialization` blurs on Linux: a boolean is not a number, and an integer is told apart.
indirect enum DecodedJSON: Decodable, Equatable, Sendable {
    case null, bool(Bool), integer(Int), number(Double), string(String)
    case array([DecodedJSON]), object([String: DecodedJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([DecodedJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: DecodedJSON].self)) }
    }

    static func parse(_ text: String) throws -> DecodedJSON {
        try JSONDecoder().decode(DecodedJSON.self, from: Data(text.utf8))
    }

    subscript(key: String) -> DecodedJSON? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    var array: [DecodedJSON] { if case let .array(values) = self { return values }; return [] }
    var string: String? { if case let .string(value) = self { return value }; return nil }
    var bool: Bool? { if case let .bool(value) = self { return value }; return nil }
    var double: Double? {
        switch self {
        case let .integer(value): return Double(value)
        case let .number(value): return value
        default: return nil
        }
    }
}

/// The shape docs/json.md documents for a JSON value: for objects, the keys that must be there,
/// the keys that may be, and each one's type. Anything else (a missing key, an undocumented key, a
/// wrong type, a string outside its documented values) is a problem.
indirect enum JSONShape: Sendable {
    case string, number, integer, bool
    /// A string that is one of the documented values.
    case oneOf([String])
    case nullable(JSONShape)
    case array(JSONShape)
    /// An object whose keys are data (solve-linear's `values`), every value of one shape.
    case map(JSONShape)
    case object(required: [String: JSONShape], optional: [String: JSONShape] = [:])
    /// An object whose `key` (a string) picks its shape: the trace's events.
    case tagged(key: String, cases: [String: JSONShape])

    /// Every way `value` departs from the shape, each with its path (`$.steps[0].frames[2].x`).
    func problems(_ value: DecodedJSON, at path: String = "$") -> [String] {
        switch (self, value) {
        case (.string, .string), (.number, .number), (.number, .integer), (.integer, .integer), (.bool, .bool):
            return []
        case let (.oneOf(allowed), .string(text)):
            return allowed.contains(text) ? [] : ["\(path): \"\(text)\" is not one of \(allowed)"]
        case (.nullable, .null):
            return []
        case let (.nullable(shape), _):
            // A value of the wrong type is reported as such, "or null" included.
            let mismatch = "\(path): expected \(shape.name), found \(Self.name(of: value))"
            return shape.problems(value, at: path).map { $0 == mismatch ? "\(path): expected \(name), found \(Self.name(of: value))" : $0 }
        case let (.array(element), .array(values)):
            return values.enumerated().flatMap { element.problems($1, at: "\(path)[\($0)]") }
        case let (.map(element), .object(members)):
            return members.keys.sorted().flatMap { element.problems(members[$0]!, at: "\(path).\($0)") }
        case let (.object(required, optional), .object(members)):
            var found: [String] = []
            for key in required.keys.sorted() where members[key] == nil { found.append("\(path): missing \"\(key)\"") }
            for key in members.keys.sorted() {
                guard let shape = required[key] ?? optional[key] else {
                    found.append("\(path): undocumented key \"\(key)\"")
                    continue
                }
                found += shape.problems(members[key]!, at: "\(path).\(key)")
            }
            return found
        case let (.tagged(key, cases), .object):
            guard let tag = value[key]?.string, let shape = cases[tag] else {
                return ["\(path): \"\(key)\" is missing or not one of \(cases.keys.sorted())"]
            }
            return shape.problems(value, at: "\(path)<\(tag)>")
        default:
            return ["\(path): expected \(self.name), found \(Self.name(of: value))"]
        }
    }

    private var name: String {
        switch self {
        case .string, .oneOf: return "a string"
        case .number: return "a number"
        case .integer: return "an integer"
        case .bool: return "a boolean"
        case let .nullable(shape): return "\(shape.name) or null"
        case .array: return "an array"
        case .map, .object, .tagged: return "an object"
        }
    }

    private static func name(of value: DecodedJSON) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
