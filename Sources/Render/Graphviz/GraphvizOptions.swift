/// Output formats the renderer asks libgvc for.
///
/// `svg`, `dot` and `xdot` come from GraphViz's core plugin; `png` and `pdf` come from its
/// cairo plugin (`libgvplugin_pango`, shipped in Debian's `libgvc6`). The raw value is the
/// name GraphViz knows the format by.
public enum GraphvizFormat: String, Sendable, CaseIterable {
    case svg
    case png
    case pdf
    /// DOT text with the computed layout attached (positions, sizes).
    case dot
    /// DOT text with the layout and the drawing operations attached.
    case xdot

    /// Whether the output is text (SVG, DOT) rather than binary bytes.
    public var isText: Bool {
        switch self {
        case .svg, .dot, .xdot: return true
        case .png, .pdf: return false
        }
    }
}

/// Layout engines the renderer offers. The raw value is the name GraphViz knows the engine by.
public enum GraphvizEngine: String, Sendable, CaseIterable {
    /// Layered drawing for directed graphs: dependency arrows flow one way.
    case dot
    /// Spring model (stress majorization) for undirected graphs.
    case neato
    /// Force-directed placement; handles clusters, unlike neato.
    case fdp
    /// No layout at all: every node keeps the `pos` its DOT gives it and edges are drawn between
    /// them (`neato -n2`, from the neato layout plugin). For drawings whose coordinates are
    /// already computed: layout wireframes and charts.
    case pinned = "nop2"
}
