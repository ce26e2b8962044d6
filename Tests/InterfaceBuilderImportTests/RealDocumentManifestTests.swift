import Foundation
import InterfaceBuilderImport
import XCTest

/// Every real document of `Tests/InterfaceBuilderDocuments` read and compared with the counts its
/// `manifest.json` records (made by hand and by an independent script, not by this reader; the
/// counting rules are in that folder's README.md).
final class RealDocumentManifestTests: XCTestCase {
    struct Entry {
        var file: String
        var fields: [String: Any]
        var layouts: [[String: Any]]
    }

    static func manifest() throws -> [Entry] {
        let url = RealDocuments.folder.appendingPathComponent("manifest.json")
        let data = try Data(contentsOf: url)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        return try files.map { entry in
            Entry(file: try XCTUnwrap(entry["file"] as? String), fields: entry, layouts: entry["layouts"] as? [[String: Any]] ?? [])
        }
    }

    func testEveryDocumentIsListed() throws {
        let listed = Set(try Self.manifest().map(\.file))
        let present = Set(RealDocuments.texts().map(\.name))
        XCTAssertGreaterThanOrEqual(present.count, 20, "the real documents are in \(RealDocuments.folder.path)")
        XCTAssertEqual(present.subtracting(listed).sorted(), [], "documents without a manifest entry")
        XCTAssertEqual(listed.subtracting(present).sorted(), [], "manifest entries without a document")
    }

    func testReaderCountsMatchTheManifest() throws {
        var mismatches: [String] = []
        var totals = (documents: 0, layouts: 0, views: 0, constraints: 0, labels: 0, ignored: 0)
        for entry in try Self.manifest() {
            let text = try String(contentsOf: RealDocuments.folder.appendingPathComponent(entry.file), encoding: .utf8)
            func differ(_ what: String, _ ours: Any?, _ theirs: Any?) {
                mismatches.append("\(entry.file): \(what): reader \(ours.map { "\($0)" } ?? "nil"), manifest \(theirs.map { "\($0)" } ?? "nil")")
            }
            let refuse = entry.fields["refuse"] as? String
            let document: IBDocument
            do {
                document = try IBDocumentReader.read(text)
            } catch {
                if refuse != "archive format" || error.kind != .legacyArchive { differ("read", error.description, refuse) }
                continue
            }
            totals.documents += 1
            totals.ignored += document.ignoredElements.count
            switch refuse {
            case "AppKit":
                if document.refusal?.reason != .platform || document.runtime != .macOS { differ("refusal", document.refusal?.message, refuse) }
                continue
            case "Auto Layout off":
                if document.refusal?.reason != .autoLayoutOff { differ("refusal", document.refusal?.message, refuse) }
                continue
            case nil:
                if let refusal = document.refusal { differ("refusal", refusal.message, "none") }
            case let other?:
                differ("refusal", document.refusal?.message, other)
                continue
            }
            if document.kind.rawValue != entry.fields["type"] as? String { differ("type", document.kind, entry.fields["type"]) }
            if document.toolsVersion != entry.fields["toolsVersion"] as? String { differ("toolsVersion", document.toolsVersion, entry.fields["toolsVersion"]) }
            let device = entry.fields["device"] as? [String: Any]
            if document.device?.id != device?["id"] as? String { differ("device", document.device?.id, device?["id"]) }
            if document.device?.orientation != device?["orientation"] as? String {
                differ("orientation", document.device?.orientation, device?["orientation"])
            }
            if document.useAutolayout != entry.fields["autolayout"] as? Bool { differ("autolayout", document.useAutolayout, entry.fields["autolayout"]) }
            for problem in document.problems { differ("problem", problem.description, "none") }

            // The manifest lists what is laid out: scenes with a root view, a xib's top-level views.
            let layouts = document.layouts.filter { $0.root != nil }
            if layouts.count != entry.layouts.count { differ("layouts", layouts.count, entry.layouts.count) }
            for (ours, theirs) in zip(layouts, entry.layouts) {
                let name = theirs["scene"] as? String ?? theirs["id"] as? String ?? "?"
                func differ(_ what: String, _ ours: Any?, _ theirs: Any?) {
                    mismatches.append("\(entry.file) \(name): \(what): reader \(ours.map { "\($0)" } ?? "nil"), manifest \(theirs.map { "\($0)" } ?? "nil")")
                }
                if let scene = theirs["scene"] as? String {
                    if ours.sceneID != scene { differ("scene", ours.sceneID, scene) }
                    if ours.controller?.id != theirs["controller"] as? String { differ("controller", ours.controller?.id, theirs["controller"]) }
                    if ours.root?.id != theirs["root"] as? String { differ("root", ours.root?.id, theirs["root"]) }
                    for (key, value) in [("title", ours.controller?.title), ("userLabel", ours.controller?.userLabel),
                                         ("storyboardIdentifier", ours.controller?.storyboardIdentifier)]
                    where value != theirs[key] as? String {
                        differ(key, value, theirs[key])
                    }
                } else if ours.root?.id != theirs["id"] as? String {
                    differ("id", ours.root?.id, theirs["id"])
                }
                let views = ours.allViews
                let counts = [("views", views.count), ("constraints", views.reduce(0) { $0 + $1.constraints.count }),
                              ("misplaced", views.filter(\.misplaced).count), ("ambiguous", views.filter(\.ambiguous).count),
                              ("labels", views.filter { $0.element == "label" }.count)]
                for (key, count) in counts where count != theirs[key] as? Int {
                    differ(key, count, theirs[key])
                }
                totals.layouts += 1
                totals.views += views.count
                totals.constraints += counts[1].1
                totals.labels += counts[4].1
            }
        }
        XCTAssertEqual(mismatches, [], mismatches.joined(separator: "\n"))
        print("Real documents read (the archive refused before): \(totals.documents) documents, \(totals.layouts) layouts, "
              + "\(totals.views) views, \(totals.constraints) constraints, \(totals.labels) labels, \(totals.ignored) elements skipped")
    }
}
