/// Reading a document value by value, for a caller that turns a large input into its own types
/// as it goes instead of building the whole tree first (a tree of a 36 MB file was most of
/// `solve-linear`'s peak memory, and freeing it took time too).
///
/// The steps are strict and narrow: each reads exactly what it names or gives up. Giving up (nil,
/// false or a thrown error) is not a report for people: a caller that gives up reads the text again
/// with `parse`, whose errors carry their positions and come in document order.
extension JSONParser {
    /// Runs `read` on a parser at the start of `text`.
    package static func reading<T>(_ text: String, file: String,
                                   _ read: (inout JSONParser) throws(InputError) -> T?) -> T? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes, file: file)
            return try? read(&parser)
        }
    }

    /// Steps over `{`; false when the next value is not an object.
    package mutating func enterObject() -> Bool { enter(UInt8(ascii: "{")) }

    /// Steps over `[`; false when the next value is not an array.
    package mutating func enterArray() -> Bool { enter(UInt8(ascii: "[")) }

    /// The next key of the object entered (and its `:`), or nil once its `}` is passed.
    /// `isFirst` says whether a member came before (and so a `,` must separate them).
    package mutating func nextKey(isFirst: Bool) throws(InputError) -> String? {
        guard try nextItem(isFirst: isFirst, closing: UInt8(ascii: "}")) else { return nil }
        guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
        let key = try parseString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        skipWhitespace()
        return key
    }

    /// Whether another element of the array entered follows (its `,` passed); false once its `]` is passed.
    package mutating func nextElement(isFirst: Bool) throws(InputError) -> Bool {
        try nextItem(isFirst: isFirst, closing: UInt8(ascii: "]"))
    }

    /// The string at the cursor, or nil when the value there is something else.
    package mutating func readString() throws(InputError) -> String? {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { return nil }
        return try parseString()
    }

    /// The UTF-8 between the quotes of the string at the cursor when it has no escape (valid while
    /// the parser reads), or nil, the cursor where it was, for another string or another value.
    package mutating func readStringBytes() -> UnsafeBufferPointer<UInt8>? {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { return nil }
        let run = plainRun(from: index + 1)
        guard run.isClosed else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<run.end])
        continuationBytes += run.continuationBytes
        index = run.end + 1
        return text
    }

    /// The number at the cursor, or nil when the value there is something else.
    package mutating func readNumber() throws(InputError) -> Double? {
        skipWhitespace()
        guard let byte = current, byte == UInt8(ascii: "-") || isDigit(byte) else { return nil }
        return try parseNumber()
    }

    /// Any value, as a tree (for the small parts of a document that are not worth reading by hand).
    package mutating func readNode() throws(InputError) -> JSONNode {
        skipWhitespace()
        return try parseValue()
    }

    /// Whether only whitespace is left.
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    private mutating func enter(_ opening: UInt8) -> Bool {
        skipWhitespace()
        guard current == opening else { return false }
        index += 1
        return true
    }

    private mutating func nextItem(isFirst: Bool, closing: UInt8) throws(InputError) -> Bool {
        skipWhitespace()
        if current == closing {
            index += 1
            return false
        }
        if !isFirst {
            guard current == UInt8(ascii: ",") else { throw error("expected ','") }
            index += 1
            skipWhitespace()
        }
        return true
    }
}
