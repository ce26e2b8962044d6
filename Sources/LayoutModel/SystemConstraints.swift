/// Constraints (and helper guides) UIKit makes on its own: the root's encapsulated size, the
/// safe-area guide, stack views' UISV-* constraints, autoresizing-mask translation.
///
/// STUB: the public surface is the plan; the implementation is being written.
public struct GeneratedLayout: Sendable {
    /// Guides UIKit adds (safe-area guide, stack spacers and gap guides), with parents.
    public var items: [LayoutItem] = []
    public var constraints: [LayoutConstraintSpec] = []
    public init(items: [LayoutItem] = [], constraints: [LayoutConstraintSpec] = []) {
        self.items = items
        self.constraints = constraints
    }
}

public enum SystemConstraints {
    public static func generate(for layout: Layout) -> GeneratedLayout {
        fatalError("unimplemented")
    }
}
