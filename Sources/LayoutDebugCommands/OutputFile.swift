import Cassowary
import Foundation
import Render

/// The `-o OUT` of the commands that write a picture (`graph`, `draw`, `sweep`, `teach`): the
/// format comes from the file's extension.
struct OutputFile {
    let path: String
    /// nil for `.dot` (`graph` only): the DOT text is written as built, not laid out.
    let format: GraphvizFormat?

    /// Reads `-o OUT.(svg|png|pdf)` (or `--output`) for `draw` and `sweep`; a missing option or
    /// another extension is a usage problem. (`graph` also writes `.dot`: see `GraphRequest`.)
    static func parse(_ parsed: CommandArguments, command: String) -> Result<OutputFile, CommandArguments.Problem> {
        guard let path = parsed.value(of: "-o") ?? parsed.value(of: "--output"), !path.isEmpty else {
            return .failure(.init(message: "'\(command)' needs -o OUT.svg, OUT.png or OUT.pdf"))
        }
        let suffix = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = GraphvizFormat.pictures.first(where: { $0.rawValue == suffix }) else {
            return .failure(.init(message: "-o \(path): the file name must end in .svg, .png or .pdf (it picks the format)"))
        }
        return .success(OutputFile(path: path, format: format))
    }

    /// Writes `data`; prints `wrote PATH` followed by `summary`, and GraphViz's `warnings` on
    /// standard error.
    func write(_ data: Data, warnings: [String], summary: String) -> CommandResult {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure("cannot write '\(path)': there is no folder '\(folder)'")
        }
        do {
            // Atomic: a reader never sees half a file, and a failure leaves the old one in place.
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return .failure("cannot write '\(path)': \(error.localizedDescription)")
        }
        return CommandResult(stdout: "wrote \(path)\(summary)\n",
                             stderr: warnings.map { "layoutdbg: warning: GraphViz: \($0)\n" }.joined())
    }

    /// Renders a wireframe or chart of `input` and writes it.
    func write(_ canvas: PinnedCanvas, what: String, input: String) -> CommandResult {
        let output: GraphvizOutput
        do {
            output = try canvas.render(as: format ?? .svg, subject: "\(input): \(what)")
        } catch {
            return .failure("could not draw \(path): \(error)", exitCode: ExitCode.failedExpectation)
        }
        let size = "\(formatNumber(canvas.width)) × \(formatNumber(canvas.height)) pt"
        return write(output.data, warnings: output.warnings, summary: ": \(what), \(size)")
    }
}

extension GraphvizFormat {
    /// The formats a picture can be written in; the extension of `-o` picks one.
    static let pictures: [GraphvizFormat] = [.svg, .png, .pdf]
}
