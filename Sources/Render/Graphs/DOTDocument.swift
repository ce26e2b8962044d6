/// A GraphViz graph as data: statements in the order they will be written, so the DOT text is the
/// same byte for byte every time. `DOTWriter` turns it into text; nothing here knows about layouts.
public struct DOTDocument: Sendable {
    public var name: String
    /// Graph attributes (`rankdir`, `label`, …), written first.
    public var attributes: [DOTAttribute] = []
    /// Defaults for every node and every edge (`node [...]`, `edge [...]`).
    public var nodeDefaults: [DOTAttribute] = []
    public var edgeDefaults: [DOTAttribute] = []
    public var statements: [DOTStatement] = []

    public init(name: String) {
        self.name = name
    }

    /// Nodes and edges in the whole document, subgraphs included.
    public var nodeCount: Int { counts.nodes }
    public var edgeCount: Int { counts.edges }

    /// Counted with a list of subgraphs still to count, not by recursion: subgraphs nest one
    /// level per superview, thousands deep in a deep layout.
    private var counts: (nodes: Int, edges: Int) {
        var nodes = 0, edges = 0
        var pending = [statements]
        while let list = pending.popLast() {
            for statement in list {
                switch statement {
                case .node: nodes += 1
                case .edge: edges += 1
                case let .subgraph(subgraph): pending.append(subgraph.statements)
                }
            }
        }
        return (nodes, edges)
    }
}

/// `name = value`. The value decides how it is written (quoted with escapes, or as an HTML-like label).
public struct DOTAttribute: Sendable, Equatable {
    public var name: String
    public var value: DOTValue

    public init(_ name: String, _ value: DOTValue) {
        self.name = name
        self.value = value
    }
}

public enum DOTValue: Sendable, Equatable {
    /// Literal text: written as a DOT string with quotes and backslashes escaped, so GraphViz shows
    /// exactly this text (a newline becomes a centred line break).
    case text(String)
    /// An HTML-like label, already built with `DOTHTML` (which escapes the text inside it).
    case html(String)
}

extension DOTValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
}

public struct DOTNode: Sendable {
    public var id: String
    public var attributes: [DOTAttribute]

    public init(id: String, _ attributes: [DOTAttribute] = []) {
        self.id = id
        self.attributes = attributes
    }
}

public struct DOTEdge: Sendable {
    public var tail: String
    public var head: String
    public var attributes: [DOTAttribute]

    public init(_ tail: String, _ head: String, _ attributes: [DOTAttribute] = []) {
        self.tail = tail
        self.head = head
        self.attributes = attributes
    }
}

/// A subgraph; GraphViz draws it as a box around its members when its name starts with `cluster`.
public struct DOTSubgraph: Sendable {
    public var id: String
    public var attributes: [DOTAttribute]
    public var statements: [DOTStatement]

    public init(id: String, _ attributes: [DOTAttribute] = [], statements: [DOTStatement] = []) {
        self.id = id
        self.attributes = attributes
        self.statements = statements
    }
}

public indirect enum DOTStatement: Sendable {
    case node(DOTNode)
    case edge(DOTEdge)
    case subgraph(DOTSubgraph)
}
