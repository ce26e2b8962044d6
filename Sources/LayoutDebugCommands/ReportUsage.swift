extension Usage {
    static let report = """
    Usage: layoutdbg report FILE -o OUT.html [--step N | --all-steps] [--scene ID] [--device ID]
                            [--orientation O] [--sweep ROOT.width=LOW...HIGH] [--all-fixes]

    Writes one self-contained page (inline pictures, style and script; nothing fetched) with what
    'layoutdbg explain' finds in each chosen step of FILE (.layout, a console log, .xib or
    .storyboard; every layout of it, or the one --scene names): the summary of problems, the
    wireframe to scale, each problem with its explanation, a graph of what explains it and its
    verified fixes, and every constraint with its state, priority, error and source. Selecting a
    constraint highlights it in the wireframe and the graphs and shows its explanation; selecting
    a view lists its constraints; a fix's Preview draws the frames it gives over the current ones;
    the arrow keys walk the steps. The page opens from disk, prints, and is the same bytes for
    the same input.

    Options:
      -o OUT.html       The page to write (required)
      --step N          Only step N (0 is the layout as declared, the default)
      --all-steps       Every step, walked one at a time on the page
      --scene ID        Only the layout with this id or title, of a file that holds several
      --device ID       Lay an Interface Builder document out for this device (--orientation O)
      --sweep ROOT.width=LOW...HIGH
                        Add a chart of the views' sizes over that range of screen sizes
      --all-fixes       Every verified fix of each problem, not only the best three
      -h, --help        Show this help

    Exit status: 0 the page was written, 1 it could not be made, 2 usage or input error.

    """
}
