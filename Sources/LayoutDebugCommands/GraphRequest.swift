import Foundation
import Render

/// The options of `layoutdbg graph`, checked: where to write, in which format, which graph, the
/// focus and the GraphViz layout engine.
struct GraphRequest {
    let output: String
    /// nil for `.dot`: the DOT text is written as built, not laid out.
    let format: GraphvizFormat?
    let kind: LayoutGraphKind
    let focus: String?
    let engine: GraphvizEngine

    static func parse(_ parsed: CommandArguments) -> Result<GraphRequest, CommandArguments.Problem> {
        guard let output = parsed.value(of: "-o") ?? parsed.value(of: "--output") else {
            return .failure(.init(message: "missing -o OUT (a file ending in .svg, .png, .pdf or .dot)"))
        }
        let formats: [String: GraphvizFormat?] = ["svg": .svg, "png": .png, "pdf": .pdf, "dot": nil]
        guard let format = formats[URL(fileURLWithPath: output).pathExtension.lowercased()] else {
            return .failure(.init(message: "cannot tell the format of '\(output)': -o needs a file ending in .svg, .png, .pdf or .dot"))
        }
        let kindName = parsed.value(of: "--kind") ?? LayoutGraphKind.views.rawValue
        guard let kind = LayoutGraphKind(rawValue: kindName) else {
            return .failure(.init(message: "--kind must be views or constraints, got '\(kindName)'"))
        }
        let engineName = parsed.value(of: "--engine") ?? GraphvizEngine.dot.rawValue
        guard let engine = GraphvizEngine(rawValue: engineName) else {
            return .failure(.init(message: "--engine must be dot, neato or fdp, got '\(engineName)'"))
        }
        return .success(GraphRequest(output: output, format: format, kind: kind, focus: parsed.value(of: "--focus"), engine: engine))
    }
}
