/// A device name the catalogue does not know. The text lists the valid ids (and the friendly
/// names), and points out an id that differs only in case, since ids are case-sensitive.
public struct DeviceLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    public let requested: String

    public init(requested: String) { self.requested = requested }

    public var description: String {
        var text = "unknown device '\(requested)'"
        if let sameLetters = DeviceCatalogue.entries.first(where: { $0.id.lowercased() == requested.lowercased() }) {
            text += " (ids are case-sensitive: did you mean '\(sameLetters.id)'?)"
        }
        let ids = DeviceCatalogue.entries.map(\.id) + DeviceCatalogue.legacyIDs.map(\.id)
        text += "; valid ids: " + ids.joined(separator: ", ")
        text += "; or a name: " + DeviceAliases.all.map(\.alias).joined(separator: ", ")
        return text
    }
}
