/// A parsed JSON value that remembers where it started, so later validation can point at it.
package struct JSONNode {
    package enum Value {
        /// Members in file order; the parser rejects duplicate keys.
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package var value: Value
    package var position: SourcePosition

    /// The kind of value, as error messages name it.
    package var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

package struct JSONMember {
    package var key: String
    package var keyPosition: SourcePosition
    package var value: JSONNode
}
