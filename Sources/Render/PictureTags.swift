/// The names pictures give their elements (SVG classes, through GraphViz's `class` attribute) so
/// that a page can find everything that stands for one item or one constraint: the interactive
/// report highlights a constraint in the wireframe and in the graph at once. Positions, not names,
/// so any item name or constraint text makes a valid class; both pictures of a step number alike.
public enum PictureTags {
    /// An item, by its position among the step's items (the layout's, then the system's).
    public static func item(_ position: Int) -> String { "v\(position)" }
    /// A layout constraint, by its position in `LayoutSolution.constraints`.
    public static func constraint(_ position: Int) -> String { "c\(position)" }
    /// A plain linear constraint, by its position in `LayoutSolution.linearConstraints`.
    public static func linearConstraint(_ position: Int) -> String { "l\(position)" }
    /// A fix's preview (frames drawn over the current ones), by the fix's number on its page.
    public static func fix(_ number: Int) -> String { "fix\(number)" }
    /// Every fix preview, hidden until a page shows one.
    public static let fixPreview = "fixpreview"
}
