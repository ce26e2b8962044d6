import LayoutModel

/// What the user chose about how an input is read, for formats that describe a layout for more
/// than one device (an Interface Builder document is laid out for whichever device it is shown
/// on): `--device ID` and `--orientation`. Formats that describe one layout ignore nothing
/// silently: the registry refuses these options for an importer that does not take them.
public struct ImportOptions: Sendable, Equatable {
    /// The device to lay the input out for; nil for the input's own.
    public var device: Device?
    /// The orientation; nil for the input's own (portrait when it names none).
    public var orientation: Orientation?

    public init(device: Device? = nil, orientation: Orientation? = nil) {
        self.device = device
        self.orientation = orientation
    }

    /// No choice made: every input is read as it is.
    public static let asWritten = ImportOptions()

    /// The options given, as the command line spells them, for messages: `--device retina4_0`.
    public var spelled: [String] {
        [device.map { "--device \($0.id)" }, orientation.map { "--orientation \($0.rawValue)" }].compactMap { $0 }
    }
}
