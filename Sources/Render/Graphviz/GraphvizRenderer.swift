import CGraphviz
import Foundation

/// A rendered drawing and the warnings GraphViz reported while making it.
public struct GraphvizOutput: Sendable {
    public let format: GraphvizFormat
    public let data: Data
    /// GraphViz's warnings (for example an unknown attribute), which it would otherwise print.
    public let warnings: [String]

    /// The output as a string for the text formats (SVG, DOT); nil for PNG and PDF.
    public var text: String? {
        format.isText ? String(decoding: data, as: UTF8.self) : nil
    }
}

/// Turns DOT text into SVG, PNG, PDF, or laid-out DOT, in-process through libgvc.
///
/// Safe to use from any thread: calls are serialized because GraphViz has global state.
/// Nothing is printed; GraphViz's errors come back as a `GraphvizError` and its warnings in
/// `GraphvizOutput.warnings`.
public struct GraphvizRenderer: Sendable {
    public var engine: GraphvizEngine
    /// What is being drawn, from what input ("two-labels.layout, step 1, views graph"): named by
    /// the error if GraphViz itself crashes (`GraphvizCrashGuard`).
    public var subject: String

    public init(engine: GraphvizEngine = .dot, subject: String = "a picture") {
        self.engine = engine
        self.subject = subject
    }

    public func render(_ dotText: String, as format: GraphvizFormat) throws(GraphvizError) -> GraphvizOutput {
        let crashSubject = "\(subject) (GraphViz \(engine.rawValue) layout, \(format.rawValue))"
        return try GraphvizLibrary.shared.withExclusiveAccess { context, takeMessages throws(GraphvizError) in
            try GraphvizCrashGuard.armed(crashSubject) { () throws(GraphvizError) in
                try render(dotText, as: format, context: context, takeMessages: takeMessages)
            }
        }
    }

    /// The calls into libgvc; the caller holds the GraphViz lock.
    private func render(_ dotText: String, as format: GraphvizFormat, context: OpaquePointer,
                        takeMessages: () -> [GraphvizMessage]) throws(GraphvizError) -> GraphvizOutput {
        var reported: [GraphvizMessage] = []
        func failIfErrors(_ stage: GraphvizError.Stage, status: Int32 = 0, hint: String? = nil) throws(GraphvizError) {
            reported += takeMessages()
            guard status != 0 || reported.contains(where: { $0.severity == .error }) else { return }
            throw GraphvizError(stage: stage, messages: reported.map(\.text), hint: hint)
        }

        guard let graph = dotText.withCString({ agmemread($0) }) else {
            // GraphViz fails silently on text without any graph in it; say so ourselves.
            reported += takeMessages()
            let hint = reported.isEmpty ? "The DOT text holds no graph (expected e.g. `digraph { a -> b }`)." : nil
            throw GraphvizError(stage: .parse, messages: reported.map(\.text), hint: hint)
        }
        defer { _ = agclose(graph) }
        try failIfErrors(.parse)

        let layoutStatus = gvLayout(context, graph, engine.rawValue)
        // Safe after a failed layout too: it frees only what the engine attached.
        defer { _ = gvFreeLayout(context, graph) }
        try failIfErrors(.layout, status: layoutStatus)

        var bytes: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0  // graphviz 2.42 declares the length as unsigned int
        let renderStatus = gvRenderData(context, graph, format.rawValue, &bytes, &length)
        defer { if let bytes { gvFreeRenderData(bytes) } }
        try failIfErrors(.render, status: renderStatus, hint: Self.pluginHint(for: format))

        let data = bytes.map { Data(bytes: $0, count: Int(length)) } ?? Data()
        let warnings = reported.filter { $0.severity != .error }.map(\.text)
        return GraphvizOutput(format: format, data: data, warnings: warnings)
    }

    /// Why a format may be missing: each comes from a plugin listed in GraphViz's config file.
    private static func pluginHint(for format: GraphvizFormat) -> String {
        let plugin = format.isText ? "core plugin (libgvplugin_core)" : "cairo plugin (libgvplugin_pango)"
        return "\(format.rawValue) comes from GraphViz's \(plugin), installed with libgvc6; "
            + "if it is missing, reinstall libgraphviz-dev, or refresh GraphViz's plugin list with "
            + "`dot -c` (Debian: `libgvc6-config-update -c`)."
    }
}
