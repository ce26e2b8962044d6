extension Usage {
    static let draw = """
    Usage: layoutdbg draw FILE -o OUT.(svg|png|pdf) [--scene ID] [--step N | --all-steps]
                          [--helper-guides] [--focus ITEM] [--full]

    Draws the solved layout of a .layout scenario as a wireframe to scale (one point is one point
    of the picture; PNGs are drawn at two pixels per point), cropped to the views plus a margin,
    with the screen's edges light grey and its size in the key: each view a rectangle with its
    name, nested in its superview, with its frame (relative to the superview) in the key under
    the drawing. Layout margins that constraints use are shaded, layout guides dotted, hidden
    views grey, a zero-size view an orange marker named with its size. Broken constraints are
    dimension lines over the length they measure, labelled with the constraint and its error
    ("level.width <= 65 @250: off by 185"), placed so no two texts overlap (long labels become
    numbered footnotes); the one broken to recover from a required conflict is heaviest, what
    explain calls a note (hugging stretched, priority 250 or below) light and dashed.
    Ambiguous views are dashed, with a verified, equally good alternative position overlaid in
    blue. A required conflict gets a red banner that names its members and the constraint broken
    to recover. The guides stack views make (row.gap1, row.spanner) are drawn but left out of
    the key unless --helper-guides is given.
    With --all-steps every step is drawn in the same picture, side by side in rows of three, each
    under its step's title. The format follows OUT's extension. FILE - reads standard input.
    A layout of more than 500 views and guides is drawn as a summary, the first 500 in tree order
    (each view after its superview), and a note on standard error and in the key says so;
    --focus or --full draws another part or all of it.

    Options:
      -o, --output OUT  The picture to write: OUT.svg, OUT.png or OUT.pdf
      --scene ID        Only the layout with this id or title, of a FILE that holds several (a
                        console log file: 1, 2… per log); by default one file per layout, its
                        id before OUT's extension (out-1.svg, out-2.svg)
      --step N          Draw the layout after step N (0, the default, is the layout as declared)
      --all-steps       Draw the initial layout and the layout after every step, in one picture
      --helper-guides   List the guides stack views make in the key too
      --focus ITEM      Draw only this view (or guide) with its subviews, inside its superviews' outlines
      --full            Draw every view of a layout of more than 500 views and guides
      -h, --help        Show this help

    Exit status: 0 drawn, 1 the drawing could not be made, 2 usage or input error.

    """
}
