import Foundation

/// Tests/InterfaceBuilderDocuments: real `.xib` and `.storyboard` files copied from public,
/// permissively licensed repositories. Like Tests/ConsoleLogs the folder belongs to no target;
/// tests read it from the source tree by path.
enum InterfaceBuilderDocumentsFolder {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("InterfaceBuilderDocuments")
}
