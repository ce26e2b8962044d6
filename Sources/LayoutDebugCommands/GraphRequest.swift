import Foundation
import Render

/// The options of `layoutdbg graph`, checked: where to write, in which format, which graph, the
/// focus, the GraphViz layout engine, and whether a graph too big to read is drawn whole (`--full`).
struct GraphRequest {
    let output: OutputFile
    let kind: LayoutGraphKind
    let focus: String?
    let engine: GraphvizEngine
    var full = false

    static func parse(_ parsed: CommandArguments) -> Result<GraphRequest, CommandArguments.Problem> {
        guard let path = parsed.value(of: "-o") ?? parsed.value(of: "--output") else {
            return .failure(.init(message: "missing -o OUT (a file ending in .svg, .png, .pdf or .dot)"))
        }
        let suffix = URL(fileURLWithPath: path).pathExtension.lowercased()
        let format = GraphvizFormat.pictures.first { $0.rawValue == suffix }
        guard format != nil || suffix == "dot" else {
            return .failure(.init(message: "cannot tell the format of '\(path)': -o needs a file ending in .svg, .png, .pdf or .dot"))
        }
        let output = OutputFile(path: path, format: format)
        let kindName = parsed.value(of: "--kind") ?? LayoutGraphKind.views.rawValue
        guard let kind = LayoutGraphKind(rawValue: kindName) else {
            return .failure(.init(message: "--kind must be views or constraints, got '\(kindName)'"))
        }
        let engineName = parsed.value(of: "--engine") ?? GraphvizEngine.dot.rawValue
        guard let engine = GraphvizEngine(rawValue: engineName) else {
            return .failure(.init(message: "--engine must be dot, neato or fdp, got '\(engineName)'"))
        }
        return .success(GraphRequest(output: output, kind: kind, focus: parsed.value(of: "--focus"), engine: engine,
                                     full: parsed.has("--full")))
    }
}
