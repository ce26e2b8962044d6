// `<segue destination="…" kind="show" relationship="…"/>` in some object's `<connections>`: which
// controller leads to which. Read so that the next layer can tell the bars Interface Builder
// infers for a controller (a navigation bar for a navigation controller's root and what it pushes).

public struct IBSegue: Sendable, Equatable {
    /// The object whose `<connections>` hold it (a controller, or a button inside a scene).
    public var source: String?
    public var destination: String
    /// `show`, `push`, `relationship`, `presentation`, `embed`, …
    public var kind: String?
    /// `rootViewController`, `viewControllers` for relationship segues.
    public var relationship: String?
    public var location: IBSourceLocation
}
