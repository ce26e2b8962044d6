/// How a device is held. Interface Builder writes it on `<device orientation="…">`; `landscape`
/// swaps the portrait width and height (docs/semantics.md, "Devices and size classes").
public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case landscape

    /// The raw values are Interface Builder's own spellings, so `Orientation(rawValue:)` reads the
    /// attribute as written (case-sensitive, like every IB attribute value).
    public static var validSpellings: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
