import Cassowary
import Foundation
import Render

/// The `-o OUT.(svg|png|pdf)` of `draw` and `sweep`: the format comes from the file's extension.
struct DrawOutputFile {
    let path: String
    let format: GraphvizFormat

    static let formats: [GraphvizFormat] = [.svg, .png, .pdf]

    /// Reads `-o` (or `--output`); a missing option or another extension is a usage problem.
    static func parse(_ parsed: CommandArguments, command: String) -> Result<DrawOutputFile, CommandArguments.Problem> {
        guard let path = parsed.value(of: "-o") ?? parsed.value(of: "--output"), !path.isEmpty else {
            return .failure(.init(message: "'\(command)' needs -o OUT.svg, OUT.png or OUT.pdf"))
        }
        let suffix = (path as NSString).pathExtension.lowercased()
        guard let format = formats.first(where: { $0.rawValue == suffix }) else {
            return .failure(.init(message: "-o \(path): the file name must end in .svg, .png or .pdf (it picks the format)"))
        }
        return .success(DrawOutputFile(path: path, format: format))
    }

    /// Renders `canvas` and writes it; returns the line to print, or the error as a result.
    func write(_ canvas: PinnedCanvas, what: String) -> CommandResult {
        let output: GraphvizOutput
        do {
            output = try canvas.render(as: format)
        } catch {
            return .failure("could not draw \(path): \(error)", exitCode: ExitCode.failedExpectation)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure("cannot write '\(path)': there is no folder '\(folder)'")
        }
        do {
            try output.data.write(to: URL(fileURLWithPath: path))
        } catch {
            return .failure("cannot write '\(path)': \(error.localizedDescription)")
        }
        let size = "\(formatNumber(canvas.width)) × \(formatNumber(canvas.height)) pt"
        let warnings = output.warnings.map { "layoutdbg: warning: GraphViz: \($0)\n" }.joined()
        return CommandResult(stdout: "wrote \(path): \(what), \(size)\n", stderr: warnings)
    }
}
