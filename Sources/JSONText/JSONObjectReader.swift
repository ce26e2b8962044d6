/// Reads the fields of one JSON object with errors that name the object (`context`), the field and
/// its position. `finish()` rejects keys nobody asked for, so typos do not pass silently.
package struct JSONObjectReader {
    package let node: JSONNode
    package let members: [JSONMember]
    package let context: String
    package let file: String
    private let allowedKeys: [String]

    /// Fails unless `node` is an object.
    package init(_ node: JSONNode, context: String, allowedKeys: [String], file: String) throws(InputError) {
        guard case let .object(members) = node.value else {
            throw InputError(file: file, position: node.position, message: "\(context) must be an object, not \(node.kindName)")
        }
        self.node = node
        self.members = members
        self.context = context
        self.allowedKeys = allowedKeys
        self.file = file
    }

    package func member(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    package func finish() throws(InputError) {
        for member in members where !allowedKeys.contains(member.key) {
            let expected = allowedKeys.map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError(file: file, position: member.keyPosition,
                             message: "\(context): unknown key \"\(member.key)\" (expected one of \(expected))")
        }
    }

    package func error(_ message: String, at node: JSONNode? = nil) -> InputError {
        InputError(file: file, position: (node ?? self.node).position, message: "\(context): \(message)")
    }

    private func required(_ key: String) throws(InputError) -> JSONNode {
        guard let value = member(key) else { throw error("missing \"\(key)\"") }
        return value
    }

    package func string(_ key: String) throws(InputError) -> String {
        try stringValue(required(key), key: key)
    }

    package func optionalString(_ key: String) throws(InputError) -> String? {
        guard let value = member(key) else { return nil }
        return try stringValue(value, key: key)
    }

    package func number(_ key: String) throws(InputError) -> Double {
        try numberValue(required(key), key: key)
    }

    package func optionalNumber(_ key: String) throws(InputError) -> Double? {
        guard let value = member(key) else { return nil }
        return try numberValue(value, key: key)
    }

    package func array(_ key: String) throws(InputError) -> [JSONNode] {
        try arrayValue(required(key), key: key)
    }

    package func optionalArray(_ key: String) throws(InputError) -> [JSONNode]? {
        guard let value = member(key) else { return nil }
        return try arrayValue(value, key: key)
    }

    private func stringValue(_ value: JSONNode, key: String) throws(InputError) -> String {
        guard case let .string(string) = value.value else { throw wrongType(value, key: key, expected: "a string") }
        return string
    }

    private func numberValue(_ value: JSONNode, key: String) throws(InputError) -> Double {
        guard case let .number(number) = value.value else { throw wrongType(value, key: key, expected: "a number") }
        return number
    }

    private func arrayValue(_ value: JSONNode, key: String) throws(InputError) -> [JSONNode] {
        guard case let .array(elements) = value.value else { throw wrongType(value, key: key, expected: "an array") }
        return elements
    }

    private func wrongType(_ value: JSONNode, key: String, expected: String) -> InputError {
        error("\"\(key)\" must be \(expected), not \(value.kindName)", at: value)
    }
}
