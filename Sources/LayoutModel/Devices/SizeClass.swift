/// UIKit's `UIUserInterfaceSizeClass`: how much room a dimension has. `unspecified` is the trait
/// of Interface Builder's Any/Any design canvas (no device), which only the base (`default`)
/// variations match.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact
    case regular
    case unspecified

    /// Xcode's one-letter form in the size-class bar (`wC hR`); `Any` for unspecified.
    public var letter: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "Any"
        }
    }
}
