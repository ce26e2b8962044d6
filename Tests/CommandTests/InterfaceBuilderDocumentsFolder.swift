import Foundation

/// Tests/InterfaceBuilderDocuments: real `.xib` and `.storyboard` files copied from public,
/// permissively licensed repositories. Like Tests/ConsoleLogs the folder belongs to no target;
/// tests read it from the source tree by path.
enum InterfaceBuilderDocumentsFolder {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("InterfaceBuilderDocuments")

    /// The documents' file names, sorted.
    static func documentNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }
}
