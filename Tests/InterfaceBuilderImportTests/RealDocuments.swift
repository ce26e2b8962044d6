import Foundation

/// The real Interface Builder documents of `Tests/InterfaceBuilderDocuments` (outside every
/// target, read by path; sources and licences in its README.md).
enum RealDocuments {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderDocuments")
    }

    /// Every `.xib` and `.storyboard` with its name, sorted by name; empty when the folder is absent.
    static func texts() -> [(name: String, text: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }
}
