import Explain
import LayoutImport

/// One problem `lint` found in a document, located for CI: the file and line, the Interface
/// Builder object id, the scene, and the devices it shows on. Writers (`LintReportWriter`) print
/// it in each `LintFormat`; `LintBaseline` recognises it again in a later run by `fingerprint`.
package struct LintFinding: Equatable, Sendable {
    /// What kind of problem, as the `[category]` tag and JSON `category` name it.
    package enum Category: String, CaseIterable, Sendable {
        /// Required constraints that cannot all hold.
        case conflict
        /// A view whose frame the constraints do not decide (Xcode: "Missing Constraints").
        case ambiguous
        /// A view whose stored frame differs from the solved one (`MisplacedView`).
        case misplaced
        /// An optional constraint that breaks on some devices and holds on others.
        case deviceDependent = "device-dependent"
        /// Something the import left out or approximated (a part of the document the model does
        /// not express, a reference to an object that is not there): a note, so nothing is
        /// dropped without a word; notes alone do not fail a run.
        case importNote = "import"
    }

    package var severity: FindingSeverity
    package var category: Category
    /// The document as named on the command line.
    package var file: String
    /// 1-based line of the object in the document; nil when it has none.
    package var line: Int?
    package var column: Int?
    /// The Interface Builder object id (`ibID`) of the view or constraint at fault.
    package var objectID: String?
    /// The scene's id (storyboard) or top-level view's id (xib); for a finding in a cell, the
    /// scene the cell is in.
    package var scene: String?
    /// The table or collection cell the finding is in, when it was laid out on its own (after its
    /// scene, which is `scene` then); nil for a finding in the scene itself.
    package var cell: DocumentCell?
    /// The device ids this finding shows on, in the order the devices were linted.
    package var devices: [String]
    /// One sentence (or a few) in Interface Builder's words.
    package var message: String
    /// A fix verified by re-solving, in Interface Builder's terms; nil when none was found.
    package var fix: String?
    /// What stays the same while a document is edited elsewhere: the category, file, layout (the
    /// scene, or the cell laid out on its own), object and `detail`, never the line, so a baseline
    /// survives lines moving.
    package var fingerprint: String

    /// The id of the layout the finding was found in, as `--scene` takes it: the cell's when the
    /// finding is in a cell, else the scene's.
    package var layoutID: String? { cell?.objectID ?? scene }

    /// Where a finding in a cell is, for every format: `cell 5Yy-lT-eDE (MailCell) in scene
    /// 1Ks-Qe-7Hb`; nil for a finding in the scene itself, whose scene is said as before.
    package var cellPlace: String? {
        guard let cell else { return nil }
        return "cell \(cell.objectID) (\(cell.className))" + (scene.map { " in scene \($0)" } ?? "")
    }

    /// `detail` tells apart findings of one category on one object (the constraint ids of a
    /// conflict, sorted, say); leave it empty when there is only ever one.
    package init(severity: FindingSeverity, category: Category, file: String, line: Int?, column: Int? = nil,
                 objectID: String?, scene: String?, cell: DocumentCell? = nil, devices: [String], message: String, fix: String?,
                 detail: String = "") {
        self.severity = severity
        self.category = category
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
        self.scene = scene
        self.cell = cell
        self.devices = devices
        self.message = message
        self.fix = fix
        // The layout's id, as before cells said their scene: baselines recorded then still match.
        self.fingerprint = [category.rawValue, file, cell?.objectID ?? scene ?? "", objectID ?? "", detail].joined(separator: "|")
    }

    /// The order findings are printed in: by file, then line, then category, then message, so
    /// the output does not depend on the order the analysis happened to find them in.
    package static func printOrder(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.category != rhs.category {
            return Category.allCases.firstIndex(of: lhs.category)! < Category.allCases.firstIndex(of: rhs.category)!
        }
        return (lhs.message, lhs.fingerprint) < (rhs.message, rhs.fingerprint)
    }
}
