/// Tolerances of the pictures (chart axes). Comparisons of layout values use `LayoutTolerance`,
/// those of solver errors `Cassowary.Tolerance`.
enum RenderTolerance {
    /// Relative to the tick step: a span or an end this close to a whole number of steps is on
    /// it, so float noise does not add a step to an axis.
    static let tickStep = 1e-9
    /// Absolute, in the axis's units: a tick this close outside the plotted range is still drawn.
    static let tickInRange = 1e-9
}
