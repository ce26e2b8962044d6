import Explain
import Foundation
import LayoutModel
import LayoutScript
import Render
import XCTest

/// The DOT builders: escaping that survives GraphViz, the focus selection, determinism, and
/// memory that stays flat over hundreds of layout graphs rendered in one process.
final class GraphBuilderTests: XCTestCase {
    static let row = """
        label name text "Name" hugging h 251
        label level text "Level 12" hugging h 250
        H:|-[name]-[level]-| "row"
        V:|-20-[name]
        level.firstBaseline == name.firstBaseline
        """

    private func engine(_ source: String, steps: Int = 0) throws -> LayoutEngine {
        let run = try ScenarioRun(try ScenarioParser.parse(source, file: "test.layout"))
        try run.run(through: steps)
        return run.engine
    }

    // MARK: - Escaping

    func testQuotedStringsKeepQuotesAndBackslashesThroughGraphviz() throws {
        let awkward = ["say \"hi\"", #"back\slash"#, #"ends with \"#, #"\"both\" \\ twice"#, #"\n is not a newline"#]
        var document = DOTDocument(name: "escaping")
        for (index, text) in awkward.enumerated() {
            document.statements.append(.node(DOTNode(id: "n\(index)", [DOTAttribute("label", .text(text))])))
        }
        let dot = DOTWriter.write(document)
        XCTAssertTrue(dot.contains(#"n0 [label="say \"hi\""];"#), dot)
        XCTAssertTrue(dot.contains(#"n2 [label="ends with \\"];"#), dot)
        let svg = try XCTUnwrap(GraphvizRenderer().render(dot, as: .svg).text)
        for text in awkward {
            XCTAssertTrue(svg.contains(">\(Self.xmlEscaped(text))</text>"), "\(text) did not come back as written:\n\(svg)")
        }
    }

    func testHTMLLabelsEscapeMarkup() throws {
        let text = #"a <= b & "c" \ d > e"#
        XCTAssertEqual(DOTHTML.escape(text), #"a &lt;= b &amp; &quot;c&quot; \\ d &gt; e"#)
        var document = DOTDocument(name: "html")
        document.statements = [.node(DOTNode(id: "n", [DOTAttribute("label", .html(DOTHTML.table([DOTHTML.Line(text, isBold: true)])))]))]
        let svg = try XCTUnwrap(GraphvizRenderer().render(DOTWriter.write(document), as: .svg).text)
        XCTAssertTrue(svg.contains(Self.xmlEscaped(text)), svg)
    }

    func testIdentifiersAreBareOnlyWhenGraphvizReadsThemSo() {
        var document = DOTDocument(name: "graph")
        document.statements = [.node(DOTNode(id: "v0")), .node(DOTNode(id: "a b")), .node(DOTNode(id: "-1.5")),
                               .node(DOTNode(id: "1a")), .node(DOTNode(id: "é"))]
        XCTAssertEqual(DOTWriter.write(document), """
            digraph "graph" {
              v0;
              "a b";
              -1.5;
              "1a";
              "é";
            }

            """)
    }

    /// A 1 000-word identifier is cut to 96 characters with an ellipsis in every graph's labels.
    func testLongLabelsAreCutWithAnEllipsis() throws {
        let huge = Array(repeating: "word", count: 1_000).joined(separator: " ")
        let model = LayoutGraphModel(step: try engine(Self.row + "\nname.width >= 10 \"\(huge)\"\n").solvedStep())
        for kind in LayoutGraphKind.allCases {
            let dot = LayoutGraph.build(kind, model: model, heading: ["t"]).dotText
            XCTAssertFalse(dot.contains(huge), "\(kind)")
            let cut = String(#"name.width >= 10 ""# + huge).prefix(DOTHTML.longestLine - 1) + "…"
            XCTAssertTrue(dot.contains(DOTHTML.escape(String(cut))), "\(kind)")
        }
    }

    /// Six views in a row make five lines between siblings (a–b, b–c, c–d, d–e, e–f). Each label
    /// is a text node joined to both views, never an edge label dot would place after layout (over
    /// the boxes) or lay out as a flat edge (dot 2.42's crash). Five labels in root's frame are more
    /// than four to a row, so they take two rows: the 1st, 3rd and 5th right below the views, the
    /// 2nd and 4th one rank lower (`minlen=2`). The summary still counts the items and the lines,
    /// not the label nodes.
    func testLinesBetweenSiblingsHaveTheirLabelAsANodeBelowBothEnds() throws {
        let source = ["view a", "view b", "view c", "view d", "view e", "view f",
                      "H:|-[a(20)]-[b(20)]-[c(20)]-[d(20)]-[e(20)]-[f(20)]", "V:|-[a(20)]"].joined(separator: "\n")
        let model = LayoutGraphModel(step: try engine(source).solvedStep())
        let graph = LayoutGraph.build(.views, model: model, heading: ["t"])
        let edges = graph.document.statements.flattenedEdges
        XCTAssertFalse(edges.contains { edge in edge.attributes.contains { $0.name == "xlabel" || $0.name == "constraint" } })
        guard case let .subgraph(root)? = graph.document.statements.first else { return XCTFail("no root cluster") }
        let labelNodes = root.statements.compactMap { statement -> String? in
            if case let .node(node) = statement, node.id.hasPrefix("label_") { return node.id }
            return nil
        }
        XCTAssertEqual(labelNodes, ["label_1", "label_2", "label_3", "label_4", "label_5"])
        for (index, label) in labelNodes.enumerated() {
            let halves = edges.filter { $0.head == label }
            XCTAssertEqual(halves.count, 2, label)
            for half in halves {
                XCTAssertTrue(half.attributes.contains(DOTAttribute("headport", "n")), label)
                let minlen = half.attributes.first { $0.name == "minlen" }?.value
                XCTAssertEqual(minlen, index % 2 == 0 ? nil : DOTValue.text("2"), label)
            }
        }
        XCTAssertEqual(Set(edges.filter { $0.head == "label_1" }.map(\.tail)), ["v1", "v2"], "a and b")
        XCTAssertEqual(graph.nodeCount, model.items.count)
        XCTAssertEqual(graph.edgeCount, edges.count - 5)
        XCTAssertNoThrow(try GraphvizRenderer().render(graph.dotText, as: .svg))
    }

    /// Labels below side-by-side views take at most `maximumLabelRows` rows, however many there
    /// are: each row is one rank deeper, and dot's layout time grew with the depth (100 labels in
    /// 25 rows took 4.9 s, in 5 rows 0.17 s). 41 views in a row make 40 labels: ten rows of four
    /// before the cap, six rows now, so every label's `minlen` is at most 6 and each row is used.
    func testSideBySideLabelsTakeAtMostTheMaximumRows() throws {
        let graph = try viewsGraph(ofViewsInARow: 41)
        let edges = graph.document.statements.flattenedEdges.filter { $0.head.hasPrefix("label_") }
        XCTAssertEqual(edges.count, 80, "two halves for each of the 40 labels")
        let rows = edges.map { edge -> Int in
            guard case let .text(text)? = edge.attributes.first(where: { $0.name == "minlen" })?.value else { return 1 }
            return Int(text) ?? 0
        }
        XCTAssertEqual(Set(rows), Set(1...6), "six rows (`ViewsGraphBuilder.maximumLabelRows`), each used")
        XCTAssertNoThrow(try GraphvizRenderer().render(graph.dotText, as: .svg))
    }

    /// The views graph of `count` 2 pt views side by side in root, each line between two of them
    /// a label of its own.
    private func viewsGraph(ofViewsInARow count: Int) throws -> LayoutGraph {
        let names = (0..<count).map { "v\($0)" }
        let source = (names.map { "view \($0)" } + ["H:|" + names.map { "[\($0)(2)]" }.joined() + "|", "V:|[v0(2)]"])
            .joined(separator: "\n")
        return LayoutGraph.build(.views, model: LayoutGraphModel(step: try engine(source).solvedStep()), heading: ["t"])
    }

    /// A big layout's side-by-side labels are external labels, not nodes: with 1 000 table cells
    /// label nodes made dot's layout take minutes. 102 views in a row make 101 such labels, one
    /// more than `labelNodeLimit`.
    func testBeyondTheLimitSideBySideLabelsAreExternal() throws {
        let graph = try viewsGraph(ofViewsInARow: 102)
        let edges = graph.document.statements.flattenedEdges
        XCTAssertEqual(edges.filter { edge in edge.attributes.contains { $0.name == "xlabel" } }.count, 101)
        XCTAssertFalse(graph.dotText.contains("label_1"))
    }

    /// For neato and fdp every edge label becomes a text node between the edge's halves, so their
    /// overlap removal keeps it off nodes and the legend; no edge keeps a label, nor an external
    /// label (`xlabel`, which siblings' edges carry: placed after layout, it landed on the nodes).
    func testEdgeLabelsBecomeNodesForForceDirectedEngines() throws {
        let model = LayoutGraphModel(step: try engine(Self.row).solvedStep())
        let graph = LayoutGraph.build(.views, model: model, heading: ["t"])
        let names: Set<String> = ["label", "xlabel"]
        let labelled = graph.document.statements.flattenedEdges.filter { $0.attributes.contains { $0.name == "label" } }
        XCTAssertFalse(labelled.isEmpty)
        let split = graph.edgeLabelsAsNodes()
        XCTAssertTrue(split.document.statements.flattenedEdges.allSatisfy { edge in !edge.attributes.contains { names.contains($0.name) } })
        XCTAssertEqual(split.document.statements.flattenedEdges.count, graph.document.statements.flattenedEdges.count + labelled.count)
        XCTAssertEqual([split.nodeCount, split.edgeCount], [graph.nodeCount, graph.edgeCount], "the summary counts the layout")
        for engine in [GraphvizEngine.neato, .fdp] {
            XCTAssertNoThrow(try GraphvizRenderer(engine: engine).render(split.dotText, as: .svg))
        }
    }

    /// GraphViz draws a cluster's frame around its members only: a label node left at the top
    /// level crossed the frame of the superview its edge runs inside (cell-content-margins' four
    /// margin constraints stuck out of contentView's frame under neato). Each label node goes into
    /// the innermost cluster holding both of its edge's ends.
    func testEdgeLabelNodesSitInTheClusterHoldingBothEnds() throws {
        let source = """
            view card
            view inner in card
            card.leading == root.leading + 10 "card-leading"
            card.top == root.top + 20
            card.width == 200
            card.height == 100
            inner.leading == card.leading + 8 "inner-leading"
            inner.top == card.top + 8 "inner-top"
            inner.width == 50
            inner.height == 20
            view other in card
            other.leading == inner.trailing + 8 "siblings"
            other.top == inner.top
            other.width == 50
            other.height == 20
            """
        let model = LayoutGraphModel(step: try engine(source).solvedStep())
        let split = LayoutGraph.build(.views, model: model, heading: ["t"]).edgeLabelsAsNodes()
        var paths: [String: [String]] = [:]
        func record(_ statements: [DOTStatement], _ path: [String]) {
            for statement in statements {
                switch statement {
                case let .node(node): paths[node.id] = path
                case let .subgraph(subgraph): record(subgraph.statements, path + [subgraph.id])
                case .edge: break
                }
            }
        }
        record(split.document.statements, [])
        let edges = split.document.statements.flattenedEdges
        var checked = 0
        // Split for neato: tail -> edge-label-N -> head. Made by the builder for siblings (every
        // engine): tail -> label_N <- head.
        let labelNodes = Set(edges.map(\.head).filter { $0.hasPrefix("edge-label-") || $0.hasPrefix("label_") })
        for label in labelNodes.sorted() {
            let ends = edges.filter { $0.head == label }.map(\.tail) + edges.filter { $0.tail == label }.map(\.head)
            XCTAssertEqual(ends.count, 2, label)
            let tail = paths[ends[0]] ?? [], head = paths[ends[1]] ?? []
            let shared = Array(zip(tail, head).prefix { $0 == $1 }.map(\.0))
            XCTAssertEqual(paths[label], shared, "\(ends[0]) – \(ends[1])")
            if !shared.isEmpty { checked += 1 }
        }
        // inner–card, other–card, inner–other (siblings) in card's cluster, which root's cluster
        // holds; card–root in root's. No edge keeps a label.
        XCTAssertGreaterThanOrEqual(checked, 4)
        XCTAssertTrue(labelNodes.contains("label_1"), "the siblings' label node")
        XCTAssertTrue(edges.allSatisfy { edge in !edge.attributes.contains { $0.name == "label" || $0.name == "xlabel" } })
        for engine in [GraphvizEngine.neato, .fdp] {
            XCTAssertNoThrow(try GraphvizRenderer(engine: engine).render(split.dotText, as: .svg))
        }
    }

    /// A constraint identifier with a quote, a backslash and markup characters reaches the SVG intact.
    func testAnAwkwardIdentifierShowsInTheRenderedGraph() throws {
        let layout = Self.row + "\nname.width >= 10 \"<odd> \\\"id\\\" \\\\ & more\"\n"
        let model = LayoutGraphModel(step: try engine(layout).solvedStep())
        let syntax = #"name.width >= 10 "<odd> \"id\" \\ & more""#
        XCTAssertTrue(model.constraints.contains { $0.syntax == syntax })
        for kind in LayoutGraphKind.allCases {
            let graph = LayoutGraph.build(kind, model: model, heading: ["a \"title\" with \\"])
            let svg = try XCTUnwrap(GraphvizRenderer().render(graph.dotText, as: .svg).text)
            XCTAssertTrue(svg.contains(Self.xmlEscaped(syntax)), "\(kind)")
            XCTAssertTrue(svg.contains(Self.xmlEscaped("a \"title\" with \\")), "\(kind)")
        }
    }

    // MARK: - Focus

    func testFocusOnABrokenConstraintHoldsExactlyItsExplanation() throws {
        let engine = try engine(Self.row)
        let model = LayoutGraphModel(step: engine.solvedStep())
        let explainer = BrokenConstraintExplainer(engine: engine)
        let target = try XCTUnwrap(explainer.broken.first)
        XCTAssertEqual(target.syntax, "level.width <= 65 @250")
        let explanation = try explainer.explain(target)

        let focus = try GraphFocus.select(target.syntax, in: model, explainer: explainer)
        XCTAssertEqual(focus.targets.map { model.constraints[$0].syntax }, [target.syntax])
        XCTAssertEqual(Set(focus.members.map { model.constraints[$0].syntax }), Set(explanation.members.map(\.syntax)))
        XCTAssertTrue(focus.summary[0].contains("is broken by 185"), focus.summary[0])

        let graph = LayoutGraph.build(.constraints, model: model, focus: focus, heading: [])
        XCTAssertEqual(graph.nodeCount, focus.shown.count + model.variables(of: focus.shown).count)
    }

    func testFocusByIdentifierCoversEveryConstraintWithIt() throws {
        let engine = try engine(Self.row)
        let model = LayoutGraphModel(step: engine.solvedStep())
        let focus = try GraphFocus.select("row", in: model, explainer: BrokenConstraintExplainer(engine: engine))
        XCTAssertEqual(focus.targets.count, 3, "the VFL line makes three constraints named row")
        XCTAssertTrue(focus.summary.allSatisfy { $0.contains("is not broken (satisfied)") }, "\(focus.summary)")
        XCTAssertThrowsError(try GraphFocus.select("missing", in: model, explainer: BrokenConstraintExplainer(engine: engine))) {
            XCTAssertEqual(($0 as? GraphFocus.UnknownConstraint)?.request, "missing")
        }
    }

    // MARK: - Structure

    func testUnaryConstraintsAreOnTheNodeAndBinaryOnesAreEdges() throws {
        let model = LayoutGraphModel(step: try engine(Self.row).solvedStep())
        let dot = LayoutGraph.build(.views, model: model, heading: ["row"]).dotText
        let levelNode = try XCTUnwrap(dot.split(separator: "\n").first { $0.contains(">level</FONT>") })
        XCTAssertTrue(levelNode.contains("level.width &lt;= 65 @250"), "intrinsic size on the node")
        XCTAssertTrue(levelNode.contains("broken, error 185"))
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        // level and name are siblings: their line's label is a node (label_1) joined to both.
        let labelNode = try XCTUnwrap(dot.split(separator: "\n").first { $0.contains("level.leading == name.trailing + 8") })
        XCTAssertTrue(labelNode.trimmingCharacters(in: .whitespaces).hasPrefix("label_1 ["), String(labelNode))
        XCTAssertEqual(edges.filter { $0.contains("-> label_1 ") }.count, 2)
        XCTAssertFalse(edges.contains { $0.contains("level.width &lt;=") }, "no edge for a one-item constraint")
        XCTAssertTrue(dot.contains("subgraph cluster_v0"), "the root frames its subviews")
        XCTAssertTrue(dot.contains("legend"))
    }

    func testTheSameLayoutGivesTheSameDOT() throws {
        let first = LayoutGraph.build(.views, model: LayoutGraphModel(step: try engine(Self.row).solvedStep()), heading: []).dotText
        let second = LayoutGraph.build(.views, model: LayoutGraphModel(step: try engine(Self.row).solvedStep()), heading: []).dotText
        XCTAssertEqual(first, second)
    }

    // MARK: - Deep nesting

    /// A synthetic layout (made here, not a real one) of 5 000 views, each inside the one before
    /// and pinned to its edges: the views graph nests a cluster per superview, 5 000 deep. It is
    /// built and written on a thread with a 512 KiB stack, so the test does not hang on the main
    /// thread's size: with the builder's recursion over the tree it crashed there (SIGSEGV;
    /// `graph --full` on the same nesting crashed under `ulimit -s 2048`). The graph is released
    /// on the test's thread: freeing a value nested 5 000 deep is itself recursive in the runtime.
    func testAVeryDeepNestingBuildsItsViewsGraph() throws {
        let depth = 5_000
        var lines = ["screen 375 x 812"]
        for index in 0..<depth {
            lines.append(index == 0 ? "view v0" : "view v\(index) in v\(index - 1)")
            lines += ["H:|[v\(index)]|", "V:|[v\(index)]|"]
        }
        final class Work: @unchecked Sendable {
            let model: LayoutGraphModel
            var graph: LayoutGraph?
            var dot = ""
            init(_ model: LayoutGraphModel) { self.model = model }
        }
        let work = Work(LayoutGraphModel(step: try engine(lines.joined(separator: "\n")).solvedStep()))
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let graph = LayoutGraph.build(.views, model: work.model, heading: ["synthetic deep nesting"])
            work.dot = graph.dotText
            work.graph = graph
            finished.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        finished.wait()
        let graph = try XCTUnwrap(work.graph)
        // Taken out, so the small thread letting go of `work` (it may be last) frees nothing deep.
        work.graph = nil
        XCTAssertEqual(graph.nodeCount, work.model.items.count, "root, the safe area and every view")
        // root's frame and one per view but the innermost, each inside the one before; read from
        // the document (the text is 200 MB: two spaces of indent per level).
        var clusters = 0
        var level = graph.document.statements
        while let inner = level.lazy.compactMap({ statement -> [DOTStatement]? in
            if case let .subgraph(subgraph) = statement { return subgraph.statements }
            return nil
        }).first {
            clusters += 1
            level = inner
        }
        XCTAssertEqual(clusters, depth)
        XCTAssertTrue(work.dot.hasSuffix("];\n}\n"), "the DOT is written to its end (the legend, then the graph's close)")
    }

    // MARK: - Memory

    func testRenderingHundredsOfLayoutGraphsDoesNotGrowMemory() throws {
        let engine = try engine(Self.row)
        let model = LayoutGraphModel(step: engine.solvedStep())
        let renderer = GraphvizRenderer()
        // GraphViz 2.43 itself keeps some memory per render of these HTML-like labels: 1.8–2.4 MB
        // over 300 renders here, with every handle we hold freed (the same growth whatever we
        // free). A leak of ours is far larger: leaving out agclose and gvFreeLayout grew it by 47 MB
        // (views) and 84 MB (constraints). Hence the 4 MB bound. GraphvizMemoryTests covers PNG
        // and PDF on plain graphs, where GraphViz releases everything.
        for kind in LayoutGraphKind.allCases {
            let text = LayoutGraph.build(kind, model: model, heading: ["memory"]).dotText
            // Warm up first: plugins, fonts (pango's caches) and allocator pools are loaded once.
            for _ in 0..<60 { _ = try renderer.render(text, as: .svg) }
            let before = residentMemoryBytes()
            for _ in 0..<300 { XCTAssertFalse(try renderer.render(text, as: .svg).data.isEmpty) }
            let growth = residentMemoryBytes() - before
            print("resident memory growth over 300 \(kind) graphs: \(growth) bytes")
            XCTAssertGreaterThan(before, 0, "could not read /proc/self/statm")
            XCTAssertLessThan(growth, 4 << 20, "resident memory grew by \(growth) bytes over 300 \(kind) graphs")
        }
    }

    // MARK: - Helpers

    /// How GraphViz writes text in SVG: XML entities for markup characters.
    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

private extension Array where Element == DOTStatement {
    /// Every edge, subgraphs included, in order.
    var flattenedEdges: [DOTEdge] {
        flatMap { statement -> [DOTEdge] in
            switch statement {
            case .node: return []
            case let .edge(edge): return [edge]
            case let .subgraph(subgraph): return subgraph.statements.flattenedEdges
            }
        }
    }
}
