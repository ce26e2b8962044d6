/// A position in a text file, 1-based; columns count Unicode scalars.
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Bad input: a message about a file, at a position when one is known.
/// Printed as `FILE:LINE:COL: message` (or `FILE: message`).
public struct InputError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition?
    public var message: String

    public init(file: String, position: SourcePosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public var description: String {
        guard let position else { return "\(file): \(message)" }
        return "\(file):\(position.line):\(position.column): \(message)"
    }
}
