extension Usage {
    static let graph = """
    Usage: layoutdbg graph FILE -o OUT.(svg|png|pdf|dot) [--kind views|constraints] [--focus ID]
                           [--full] [--engine dot|neato|fdp] [--scene ID] [--step N]

    Draws one step of a .layout scenario as a graph, rendered in-process by GraphViz. The view graph
    (the default) shows each view and layout guide as a box with its frame and the constraints on it
    alone (sizes, intrinsic size), each superview as a frame around its subviews, and each constraint
    between two items as a line labelled in the scenario syntax. The constraint graph shows the
    solver's variables (ellipses, with their values) and constraints (boxes), joined where a
    constraint uses a variable, so the chain that pins a broken constraint can be followed.
    Required constraints are solid, optional ones dashed; broken ones red and thick with their error;
    required conflicts red and thickest (the member broken to recover dotted). A legend says so.
    FILE - reads standard input. A graph of more than 500 nodes is drawn as a summary, the first
    items in tree order (each view after its superview) and the constraints among them, up to 500
    nodes (and, in the views graph, down to 50 nested frames); a note on standard error and the
    title say so. --focus or --full draws more.

    Options:
      -o, --output OUT   Write the graph here; the extension picks the format: .svg, .png, .pdf,
                         or .dot for the DOT text itself (not laid out)
      --kind KIND        views (default) or constraints
      --focus ID         Draw only what explains the constraint(s) with this identifier (or written
                         exactly so in the scenario syntax, e.g. 'level.width <= 65 @250'): for a
                         broken one its explanation set, for one in a required conflict the conflict,
                         for one that holds the constraints sharing a variable with it
      --full             Draw the whole graph even above 500 nodes or 50 nested frames (GraphViz
                         may take minutes)
      --engine ENGINE    GraphViz layout engine: dot (default), neato or fdp
      --scene ID         Only the layout with this id or title, of a FILE that holds several (a
                         console log file: 1, 2… per log); by default one file per layout, its
                         id before OUT's extension (out-1.svg, out-2.svg)
      --step N           Draw the layout after step N (0, the default, is the layout as declared)
      -h, --help         Show this help

    Prints one line, "wrote OUT (N nodes, M edges)"; GraphViz's warnings go to standard error.
    Exit status: 0 written, 1 GraphViz failed, 2 usage or input error.

    """
}
