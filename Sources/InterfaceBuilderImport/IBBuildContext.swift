import LayoutModel

// The device, orientation and size classes one layout of a document is built for: the caller's
// choice, else the document's own `<device>`, else the design device of an old document's
// simulated metrics, else Interface Builder's 600 × 600 Any/Any canvas (interface-builder
// reference §11).

public struct IBBuildContext: Sendable {
    public var device: Device
    public var orientation: Orientation
    /// True when the device is the one the document was saved for, so its stored frames are the
    /// layout Interface Builder solved for this context.
    public var isDocumentDevice: Bool
    public var traits: TraitCollection { device.traits(in: orientation) }

    public init(device: Device, orientation: Orientation, isDocumentDevice: Bool) {
        self.device = device
        self.orientation = orientation
        self.isDocumentDevice = isDocumentDevice
    }

    /// The device and orientation the user chose, each falling back to the document's own (so
    /// `--device` alone keeps a landscape document landscape). Stored frames describe the result
    /// only when both are the document's.
    public static func chosen(device: Device?, orientation: Orientation?, for document: IBDocument,
                              notes: inout [IBBuildNote]) -> IBBuildContext {
        let own = documentDefault(for: document, notes: &notes)
        guard device != nil || orientation != nil else { return own }
        let chosenDevice = device ?? own.device
        let chosenOrientation = orientation ?? own.orientation
        return IBBuildContext(device: chosenDevice, orientation: chosenOrientation,
                              isDocumentDevice: own.isDocumentDevice && chosenDevice == own.device
                                  && chosenOrientation == own.orientation)
    }

    /// The document's own design device and orientation. Notes say why a fallback was taken.
    public static func documentDefault(for document: IBDocument, notes: inout [IBBuildNote]) -> IBBuildContext {
        if let written = document.device {
            let orientation = written.orientation.flatMap(Orientation.init(rawValue:)) ?? .portrait
            if written.orientation != nil, Orientation(rawValue: written.orientation ?? "") == nil {
                notes.append(IBBuildNote(.unsupported, "orientation \"\(written.orientation ?? "")\" is not portrait or landscape; portrait used",
                                         objectID: nil, location: written.location))
            }
            if let device = try? DeviceCatalogue.device(named: written.id) {
                return IBBuildContext(device: device, orientation: orientation, isDocumentDevice: true)
            }
            notes.append(IBBuildNote(.unsupported, "device id \"\(written.id)\" is not in the device catalogue; the 600 × 600 canvas is used",
                                     objectID: nil, location: written.location))
            return IBBuildContext(device: DeviceCatalogue.anyAnyCanvas, orientation: .portrait, isDocumentDevice: false)
        }
        if let legacy = document.legacyMetrics {
            let orientation: Orientation = legacy.orientation == "landscapeRight" || legacy.orientation == "landscapeLeft"
                ? .landscape : .portrait
            // `retina4_7.fullscreen`: the device id with the adaptation appended (Xcode 8).
            let type = legacy.screenType.map { String($0.split(separator: ".").first ?? "") }
            if let type, let device = try? DeviceCatalogue.device(named: type) {
                return IBBuildContext(device: device, orientation: orientation, isDocumentDevice: true)
            }
            if let size = legacy.portraitSize,
               let device = DeviceCatalogue.allIPhones.first(where: { $0.portraitSize == Size(width: size.width, height: size.height) }) {
                return IBBuildContext(device: device, orientation: orientation, isDocumentDevice: true)
            }
            notes.append(IBBuildNote(.unsupported, "simulated metrics name no known device; the 600 × 600 canvas is used",
                                     objectID: nil, location: legacy.location))
        }
        return IBBuildContext(device: DeviceCatalogue.anyAnyCanvas, orientation: .portrait, isDocumentDevice: true)
    }
}
