/// A failure inside GraphViz, with the messages GraphViz reported while it happened.
///
/// GraphViz normally prints its errors and warnings to stderr; the renderer captures them
/// instead so that callers decide what the user sees.
public struct GraphvizError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed.
    public enum Stage: String, Sendable {
        /// Creating the GraphViz context (loading plugins).
        case context
        /// Reading the DOT text.
        case parse
        /// Computing the layout.
        case layout
        /// Writing the requested format.
        case render
    }

    public let stage: Stage
    /// GraphViz's own messages, one per line, with their "Error:" / "Warning:" prefixes.
    public let messages: [String]
    /// Our own hint about the likely cause, when we know one.
    public let hint: String?

    public init(stage: Stage, messages: [String], hint: String? = nil) {
        self.stage = stage
        self.messages = messages
        self.hint = hint
    }

    public var description: String {
        var lines = ["GraphViz could not \(stage.verb)."]
        lines += messages.map { "  " + $0 }
        if let hint { lines.append(hint) }
        return lines.joined(separator: "\n")
    }
}

extension GraphvizError.Stage {
    fileprivate var verb: String {
        switch self {
        case .context: return "start (creating its context failed)"
        case .parse: return "read the DOT text"
        case .layout: return "lay out the graph"
        case .render: return "write the requested format"
        }
    }
}
