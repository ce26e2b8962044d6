/// The root's safe-area layout guide (`UILayoutGuide'UIViewSafeAreaLayoutGuide'`), inset from the
/// root by `Layout.safeAreaInsets`.
enum SafeAreaConstraints {
    static func guideName(for layout: Layout) -> String { "\(layout.rootName).safeArea" }

    /// Four required constraints in the shapes UIKit logs print: `V:|-(top)-[guide]`,
    /// `V:[guide]-(bottom)-|`, `H:|-(left)-[guide]`, `H:[guide]-(right)-|`. Left and right are
    /// absolute (the insets are), so they do not flip under right-to-left.
    static func generate(for layout: Layout) -> GeneratedLayout {
        let root = layout.rootName
        let guide = guideName(for: layout)
        var generated = GeneratedLayout()
        generated.addGuide(named: guide, parent: root, className: "UILayoutGuide",
                           identifier: "UIViewSafeAreaLayoutGuide")
        let insets = layout.safeAreaInsets
        func spec(_ first: Anchor, _ second: Anchor, _ inset: Double, _ edge: String) -> LayoutConstraintSpec {
            let identifier = "UIViewSafeAreaLayoutGuide-\(edge)"
            let detail = "\(identifier) of `\(root)`: the safe area is inset \(SystemConstraints.number(inset)) from the \(edge)"
            return LayoutConstraintSpec(
                first: first, relation: .equal, second: second, constant: inset, identifier: identifier,
                provenance: .generated(Generator(kind: .safeArea, owner: root, detail: detail)))
        }
        generated.constraints = [
            spec(Anchor(guide, .top), Anchor(root, .top), insets.top, "top"),
            spec(Anchor(root, .bottom), Anchor(guide, .bottom), insets.bottom, "bottom"),
            spec(Anchor(guide, .left), Anchor(root, .left), insets.left, "left"),
            spec(Anchor(root, .right), Anchor(guide, .right), insets.right, "right"),
        ]
        return generated
    }
}
