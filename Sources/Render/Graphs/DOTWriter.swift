/// Writes a `DOTDocument` as DOT text (a `digraph`), two spaces per nesting level.
public enum DOTWriter {
    public static func write(_ document: DOTDocument) -> String {
        var lines = ["digraph \(identifier(document.name)) {"]
        lines += document.attributes.map { "  \(assignment($0));" }
        if !document.nodeDefaults.isEmpty { lines.append("  node \(list(document.nodeDefaults));") }
        if !document.edgeDefaults.isEmpty { lines.append("  edge \(list(document.edgeDefaults));") }
        write(document.statements, indent: "  ", into: &lines)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Depth first with a stack of the subgraphs still open rather than recursion: subgraphs nest
    /// one level per superview, and a layout thousands of views deep overflowed the call stack.
    private static func write(_ statements: [DOTStatement], indent: String, into lines: inout [String]) {
        var open: [(statements: [DOTStatement], next: Int, indent: String, closing: String?)] = [(statements, 0, indent, nil)]
        while let top = open.indices.last {
            guard open[top].next < open[top].statements.count else {
                if let closing = open.removeLast().closing { lines.append(closing) }
                continue
            }
            let statement = open[top].statements[open[top].next]
            open[top].next += 1
            let indent = open[top].indent
            switch statement {
            case let .node(node):
                lines.append(indent + identifier(node.id) + attributeSuffix(node.attributes) + ";")
            case let .edge(edge):
                lines.append(indent + "\(identifier(edge.tail)) -> \(identifier(edge.head))" + attributeSuffix(edge.attributes) + ";")
            case let .subgraph(subgraph):
                lines.append(indent + "subgraph \(identifier(subgraph.id)) {")
                lines += subgraph.attributes.map { indent + "  " + assignment($0) + ";" }
                open.append((subgraph.statements, 0, indent + "  ", indent + "}"))
            }
        }
    }

    private static func attributeSuffix(_ attributes: [DOTAttribute]) -> String {
        attributes.isEmpty ? "" : " " + list(attributes)
    }

    private static func list(_ attributes: [DOTAttribute]) -> String {
        "[" + attributes.map(assignment).joined(separator: ", ") + "]"
    }

    private static func assignment(_ attribute: DOTAttribute) -> String {
        "\(identifier(attribute.name))=\(value(attribute.value))"
    }

    static func value(_ value: DOTValue) -> String {
        switch value {
        case let .text(text): return identifier(text)
        case let .html(markup): return "<\(markup)>"
        }
    }

    /// A DOT ID: bare when it is a plain word or number (and not a keyword), else a quoted string.
    static func identifier(_ text: String) -> String {
        isBare(text) ? text : quoted(text)
    }

    /// A DOT string that GraphViz reads back as exactly `text`.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a DOT string: quotes and backslashes escaped (GraphViz turns `\\` back into
    /// one backslash in labels), and a newline becomes `\n`, GraphViz's centred line break, because
    /// a raw newline inside quotes is kept only by some versions.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n", "\r\n", "\r": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    private static func isBare(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, !keywords.contains(text.lowercased()) else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        if isLetter(first) { return scalars.allSatisfy { isLetter($0) || isDigit($0) } }
        // A numeral: digits with at most one point (GraphViz reads `-1.5` and `.5` as IDs too).
        let body = first == "-" ? scalars.dropFirst() : scalars[...]
        return !body.isEmpty && body.contains(where: isDigit) && body.filter { $0 == "." }.count <= 1
            && body.allSatisfy { isDigit($0) || $0 == "." }
    }
}
