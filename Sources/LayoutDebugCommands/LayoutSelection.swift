import Foundation
import JSONText
import LayoutImport
import LayoutModel
import Cassowary

/// The layouts of one input a command runs (all in document order, or the one `--scene` picks),
/// and how their outputs are put together: one layout's output as it always was; several with a
/// heading each (text), or wrapped as `{"file", "scenes": [{"scene", "title", …}]}` (JSON).
struct LayoutSelection {
    let document: ImportedDocument
    /// At least one.
    let inputs: [ScenarioCommandInput]

    /// Whether outputs say which layout they are about: the input holds several, or it is a
    /// document laid out for a device (whose scene and device are always named).
    var namesLayouts: Bool { document.hasSeveralLayouts || isDeviceDocument }

    /// Whether the input's layouts were laid out for a device (Interface Builder documents).
    var isDeviceDocument: Bool { document.layouts.contains { $0.documentFacts != nil } }

    /// The heading of a layout's text when several are shown: `Layout 2 of 3: log 2 (lines 40-58)`,
    /// counted in document order (an id need not be a number: a storyboard scene's is its object id),
    /// with the device a document's layout was laid out for.
    func heading(_ layout: ImportedLayout) -> String {
        let position = (document.layouts.firstIndex { $0.id == layout.id } ?? 0) + 1
        let device = layout.documentFacts.map { " on " + Self.deviceText($0) } ?? ""
        return "Layout \(position) of \(document.layouts.count): \(layout.title)\(device)"
    }

    /// `iPhone 8 (retina4_7, 375 × 667, portrait)`.
    static func deviceText(_ facts: DocumentFacts) -> String {
        let size = facts.device.size(in: facts.orientation)
        return "\(facts.device.name) (\(facts.device.id), \(formatNumber(size.width)) × \(formatNumber(size.height)), \(facts.orientation.rawValue))"
    }

    /// `{"id", "name", "orientation", "width", "height"}` for a scene of `--json`.
    static func deviceJSON(_ facts: DocumentFacts) -> JSONOutput {
        let size = facts.device.size(in: facts.orientation)
        return .object([
            ("id", .string(facts.device.id)), ("name", .string(facts.device.name)),
            ("orientation", .string(facts.orientation.rawValue)),
            ("width", .number(size.width)), ("height", .number(size.height)),
            ("isDocumentDevice", .bool(facts.isDocumentDevice)),
        ])
    }

    /// Joins the outputs of `inputs`, index for index. Text: each under its heading when more than
    /// one is shown. JSON (when `json` is set): the wrapper for an input of several layouts, each
    /// layout's object without its `file` and `title` (the wrapper and the scene's title say them);
    /// a layout that failed is left out of it and its error is on standard error. Standard error is
    /// every layout's in order; the exit status the worst.
    func combine(_ outputs: [LayoutOutput], json: Bool) -> CommandResult {
        precondition(outputs.count == inputs.count, "one output per layout")
        let exitCode = outputs.map(\.result.exitCode).max() ?? ExitCode.success
        let stderr = warningsText + outputs.map(\.result.stderr).joined()
        if !namesLayouts {
            var result = outputs[0].result
            result.stderr = stderr
            if json, let object = Self.withWarnings(outputs[0].json, of: inputs[0].layout) { result.stdout = JSONWriter.write(object) }
            return result
        }
        if json {
            let scenes = zip(inputs, outputs).compactMap { input, output -> JSONOutput? in
                guard case let .object(fields)? = Self.withWarnings(output.json, of: input.layout) ?? output.json else { return nil }
                let kept = fields.filter { $0.0 != "file" && $0.0 != "title" }
                let device = input.layout.documentFacts.map { [("device", Self.deviceJSON($0))] } ?? []
                return .object([("scene", .string(input.layout.id)), ("title", .string(input.layout.title))] + device + kept)
            }
            let document = JSONOutput.object([("file", .string(self.document.path)), ("scenes", .array(scenes))])
            return CommandResult(stdout: JSONWriter.write(document), stderr: stderr, exitCode: exitCode)
        }
        let texts = zip(inputs, outputs).map { input, output in
            inputs.count > 1 || isDeviceDocument ? heading(input.layout) + "\n\n" + output.result.stdout : output.result.stdout
        }
        return CommandResult(stdout: texts.joined(separator: inputs.count > 1 ? "\n" : ""), stderr: stderr, exitCode: exitCode)
    }

    /// A layout's JSON object with what the importer left out around it (`importWarnings`, each
    /// `FILE:LINE:COL: message`) after its title, so a script that reads only standard output
    /// knows too; nil when there is nothing to add.
    static func withWarnings(_ json: JSONOutput?, of layout: ImportedLayout) -> JSONOutput? {
        guard !layout.warnings.isEmpty, case let .object(fields)? = json else { return nil }
        let warnings = ("importWarnings", JSONOutput.array(layout.warnings.map { .string($0.description) }))
        let afterTitle = (fields.firstIndex { $0.0 == "title" } ?? -1) + 1
        return .object(Array(fields[..<afterTitle]) + [warnings] + Array(fields[afterTitle...]))
    }

    /// What the importer left out around the layouts shown, as warnings for standard error.
    var warningsText: String { inputs.map(\.layout.warningsText).joined() }

    /// Picture commands: where layout `layout`'s picture goes. One layout shown: `OUT` as given;
    /// several: one file each, the layout's id before the extension (`out-2.svg`).
    func outputPath(_ path: String, for layout: ImportedLayout) -> String {
        inputs.count > 1 ? Self.path(path, suffixed: layout.id) : path
    }

    /// `out.svg` with `2` → `out-2.svg`; a name without an extension gets the suffix at its end.
    static func path(_ path: String, suffixed suffix: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let safe = String(suffix.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            return String(path.dropLast(name.count)) + name + "-" + safe
        }
        return String(path.dropLast(name.count)) + name[..<dot] + "-" + safe + name[dot...]
    }
}

/// One layout's part of a command's output: the result as the command gives it for that layout
/// alone (text or JSON on standard output, errors, exit status), and the JSON document itself, to
/// be wrapped when the input holds several layouts.
struct LayoutOutput {
    var result: CommandResult
    var json: JSONOutput?

    init(_ result: CommandResult, json: JSONOutput? = nil) {
        self.result = result
        self.json = json
    }
}
