import Foundation
import LayoutImport
import LayoutModel
import LayoutScript
import XCTest

/// The importer seam: an importer is chosen by extension, or by content for input without one;
/// an unknown extension is refused with the kinds that are read; problems are described by the
/// importer that read the file.
final class ImporterRegistryTests: XCTestCase {
    /// A stand-in for a future format with a signature line: it claims `SIGNED` text and `.signed` files.
    struct SignedImporter: LayoutImporter {
        var kind: String { "signed test layout" }
        var fileExtensions: [String] { ["signed"] }
        func recognize(_ text: String) -> ImportRecognition { text.hasPrefix("SIGNED\n") ? .yes : .no }
        func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene] {
            [ImportedScene(id: "1", title: "signed", scenario: try ScenarioParser.parse(String(text.dropFirst("SIGNED\n".count)), file: file))]
        }
        func describe(_ errors: ScenarioErrors, source: String) -> String {
            errors.errors.map { "signed: \($0.message)\n" }.joined()
        }
        var editWriter: any LayoutEditWriter { ScenarioEditWriter() }
    }

    let layoutText = "view a\n"
    let registry = ImporterRegistry([ScenarioFileImporter(), SignedImporter()])

    func testChoosesByExtensionIgnoringCase() {
        XCTAssertEqual(registry.importer(forPath: "a/b.layout")?.kind, "layout scenario")
        XCTAssertEqual(registry.importer(forPath: "B.LAYOUT")?.kind, "layout scenario")
        XCTAssertEqual(registry.importer(forPath: "x.signed")?.kind, "signed test layout")
        XCTAssertNil(registry.importer(forPath: "x.txt"))
        XCTAssertNil(registry.importer(forPath: "-"))
        XCTAssertNil(registry.importer(forPath: "/dev/fd/3"))
        XCTAssertNil(registry.importer(forPath: "dir.d/.hidden"))
    }

    func testStandardInputGoesToTheSurestImporter() throws {
        let plain = try registry.load("-", standardInput: { self.layoutText })
        XCTAssertEqual(plain.importer.kind, "layout scenario")
        let signed = try registry.load("-", standardInput: { "SIGNED\n" + self.layoutText })
        XCTAssertEqual(signed.importer.kind, "signed test layout")
        XCTAssertEqual(signed.layouts[0].scenario.layout.rootName, plain.layouts[0].scenario.layout.rootName)
    }

    /// A stand-in for a format with several layouts per file: one per `---`-separated part, ids
    /// `s1`, `s2`… and titles from each part's first line.
    struct PartsImporter: LayoutImporter {
        var kind: String { "parted test layout" }
        var fileExtensions: [String] { ["parts"] }
        func recognize(_ text: String) -> ImportRecognition { .no }
        func readLayouts(_ text: String, file: String, options: ImportOptions) throws(ScenarioErrors) -> [ImportedScene] {
            var scenes: [ImportedScene] = []
            for (index, part) in text.components(separatedBy: "---\n").enumerated() {
                let title = String(part.prefix { $0 != "\n" }.dropFirst(2))
                scenes.append(ImportedScene(id: "s\(index + 1)", title: title, scenario: try ScenarioParser.parse(part, file: file)))
            }
            return scenes
        }
        func describe(_ errors: ScenarioErrors, source: String) -> String { "" }
        var editWriter: any LayoutEditWriter { ScenarioEditWriter() }
        var partialLayoutNote: String? { "only part" }
    }

    /// Every layout of an input comes back in document order with its id and title; `--scene`
    /// finds one by id, else by title, ignoring case; the list names them all.
    func testADocumentHoldsEveryLayoutAndFindsOneByIdOrTitle() throws {
        let parted = ImporterRegistry([ScenarioFileImporter(), PartsImporter()])
        let document = try parted.read("# Login form\nview a\n---\n# Settings\nview b\nview c\n", path: "x.parts")
        XCTAssertEqual(document.layouts.map(\.id), ["s1", "s2"])
        XCTAssertEqual(document.layouts.map(\.title), ["Login form", "Settings"])
        XCTAssertEqual(document.layouts.map { $0.scenario.layout.items.count }, [2, 3], "root and the part's views")
        XCTAssertTrue(document.hasSeveralLayouts)
        XCTAssertEqual(document.layout(named: "S2")?.title, "Settings")
        XCTAssertEqual(document.layout(named: "login FORM")?.id, "s1")
        XCTAssertNil(document.layout(named: "s3"))
        XCTAssertEqual(document.sceneList, "  s1  Login form\n  s2  Settings\n")
        XCTAssertEqual(document.layouts[1].partialLayoutNote, "only part")
        // A `.layout` file is one layout, titled by its title line, whole.
        let single = try parted.read("title \"Two views\"\nview a\n", path: "y.layout")
        XCTAssertEqual(single.layouts.map(\.id), ["1"])
        XCTAssertEqual(single.layouts[0].title, "Two views")
        XCTAssertFalse(single.hasSeveralLayouts)
        XCTAssertNil(single.layouts[0].partialLayoutNote)
    }

    func testUnknownExtensionListsTheKindsThatAreRead() {
        XCTAssertThrowsError(try registry.load("notes.txt", standardInput: { nil })) { error in
            guard case let .unknownKind(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "cannot read 'notes.txt': layoutdbg does not read .txt files; it reads "
                + ".layout (layout scenario); .signed (signed test layout)")
        }
    }

    func testTextNoImporterRecognizesIsRefused() {
        let strict = ImporterRegistry([SignedImporter()])
        XCTAssertThrowsError(try strict.load("-", standardInput: { self.layoutText })) { error in
            guard case let .unknownKind(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("cannot read standard input: it is in no format layoutdbg reads"), message)
        }
    }

    func testProblemsAreDescribedByTheImporterThatRead() {
        XCTAssertThrowsError(try registry.read("SIGNED\nview a\nfoo bar\n", path: "x.signed")) { error in
            guard case let .invalid(errors, described) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertFalse(errors.errors.isEmpty)
            XCTAssertTrue(described.hasPrefix("signed: "), described)
        }
        XCTAssertThrowsError(try registry.read("view a\nfoo bar\n", path: "x.layout")) { error in
            guard case let .invalid(_, described) = error as? ImportFailure else { return XCTFail("\(error)") }
            // The `.layout` importer prints like a compiler: file:line:col, the line, a caret.
            XCTAssertTrue(described.hasPrefix("x.layout:2:"), described)
            XCTAssertTrue(described.contains("\nfoo bar\n^"), described)
        }
    }

    func testUnreadableInputSaysWhy() {
        XCTAssertThrowsError(try registry.load("no/such/file.layout", standardInput: { nil })) { error in
            guard case let .unreadable(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "cannot read 'no/such/file.layout': no such file")
        }
        XCTAssertThrowsError(try registry.load("-", standardInput: { nil })) { error in
            guard case let .unreadable(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "cannot read standard input")
        }
    }

    /// A missing file, a folder and a file without read permission get three different messages.
    func testAFolderAndAnUnreadableFileAreToldApartFromAMissingOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("importer-\(UUID().uuidString)")
        let named = folder.appendingPathComponent("lesson.layout")
        try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try registry.load(named.path, standardInput: { nil })) { error in
            guard case let .unreadable(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "cannot read '\(named.path)': it is a directory, not a file")
        }
        let locked = folder.appendingPathComponent("locked.layout")
        try "view a\n".write(to: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        // root reads any file, so the permission case can only be seen as another user.
        try XCTSkipIf(FileManager.default.isReadableFile(atPath: locked.path), "running as a user who reads every file")
        XCTAssertThrowsError(try registry.load(locked.path, standardInput: { nil })) { error in
            guard case let .unreadable(message) = error as? ImportFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "cannot read '\(locked.path)': permission denied")
        }
    }
}
