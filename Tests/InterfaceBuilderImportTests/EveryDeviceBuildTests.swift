import Foundation
import InterfaceBuilderImport
import LayoutModel
import XCTest

/// Every layout and cell of the real documents built for every device of the catalogue in both
/// orientations (their size classes pick other variations) and solved: the builder never traps
/// and never makes a layout the engine refuses.
final class EveryDeviceBuildTests: XCTestCase {
    func testEveryRealLayoutBuildsAndSolvesOnEveryDevice() throws {
        var solved = 0
        var refused: [String] = []
        for (name, text) in RealDocuments.texts() {
            guard let document = try? IBDocumentReader.read(text), document.refusal == nil else { continue }
            for device in DeviceCatalogue.entries {
                for orientation in Orientation.allCases {
                    let context = IBBuildContext(device: device, orientation: orientation,
                                                 isDocumentDevice: document.device?.id == device.id)
                    for layout in document.layouts {
                        var builds = IBLayoutBuilder.cells(of: layout).map {
                            IBLayoutBuilder.buildCell($0, of: document, in: layout, context: context, file: name)
                        }
                        if let built = IBLayoutBuilder.build(document, layout: layout, context: context, file: name) { builds.append(built) }
                        for built in builds {
                            do {
                                _ = try LayoutEngine(layout: built.scenario.layout).solution()
                                solved += 1
                            } catch {
                                refused.append("\(name) \(built.rootID) on \(device.id) \(orientation): \(error)")
                            }
                        }
                    }
                }
            }
        }
        print("Real layouts solved on every device and orientation: \(solved)")
        XCTAssertEqual(refused, [])
        XCTAssertGreaterThan(solved, 1000)
    }
}
