extension Usage {
    static let sweep = """
    Usage: layoutdbg sweep FILE --vary ROOT.width=LOW...HIGH -o OUT.(svg|png|pdf) [--scene ID]
                           [--step N] [--show width,height,minX,minY] [--full]

    Charts how the views of a .layout scenario change while the screen's width (or height, with
    ROOT.height=...) goes from LOW to HIGH: one line per view and value, the breakpoints where the
    set of broken constraints changes as numbered vertical lines (the same exact breakpoints as
    'explain --sweep', from the solver's tableau), and under the chart what breaks at each one.
    Values are solved exactly at both ends and at every breakpoint; between breakpoints they are
    linear, so the lines are straight (a stretch that bends anyway is solved at more points, and
    the caption says so). A range with more than 50 breakpoints is charted up to the 51st, and
    the caption and standard error say so. The format follows OUT's extension. FILE - reads
    standard input.

    Options:
      --vary root.width=80...400
                        The screen size to vary and its range (ROOT is the layout's root name)
      -o, --output OUT  The chart to write: OUT.svg, OUT.png or OUT.pdf
      --scene ID        Only the layout with this id or title, of a FILE that holds several; by
                        default one chart per layout, its id before OUT's extension (out-1.svg)
      --step N          Chart the layout after step N (0, the default, is the layout as declared)
      --show LIST       The frame values to draw, comma-separated: width, height, minX, minY
                        (positions in window coordinates); default: width (height with root.height)
      --full            Chart the whole range even with more than 50 breakpoints
      -h, --help        Show this help

    Exit status: 0 drawn, 1 the sweep could not be computed, 2 usage or input error.

    """
}
