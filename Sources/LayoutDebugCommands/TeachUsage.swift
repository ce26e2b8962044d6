extension Usage {
    static let teach = """
    Usage: layoutdbg teach NAME [--out DIR [--format svg|png|pdf] | --html OUT.html] [--scene ID] [--step N]

    Walks through a lesson step by step. NAME is a bundled lesson ('layoutdbg scenarios' lists
    them) or the path of a .layout file (- reads standard input). For the layout as declared and
    after every step it prints the step's title and notes, the edits as the lesson writes them,
    the frames, the explanation ('layoutdbg explain': each broken constraint with what forces it,
    each required conflict, each ambiguous item, with verified fixes) and whether each expect line
    holds. With --out, it also draws each step as DIR/NAME-stepN-layout.svg (the wireframe of
    'layoutdbg draw') and DIR/NAME-stepN-graph.svg (the constraint graph of 'layoutdbg graph',
    focused on the step's most severe finding: the constraint broken to recover from its first
    required conflict, else the broken constraint whose finding is most severe; a step whose only
    problem is ambiguity gets the views graph of the ambiguous item), and says which files it
    wrote; --format png or pdf writes those instead of SVG. With --html, it writes the whole lesson
    as one interactive page instead ('layoutdbg report'), a step at a time with its notes, edits
    and expectations, walked with the buttons or the arrow keys.

    Options:
      --out DIR    Write the pictures to DIR (made when missing)
      --format F   The pictures' format with --out: svg (the default), png or pdf
      --html OUT.html
                   Write the lesson as one interactive page instead of the text
      --scene ID   Only the layout with this id or title, of a file that holds several (a console
                   log file: 1, 2… per log); by default each in turn, as lessons NAME-1, NAME-2…
      --step N     Only step N (0 is the layout as declared); the default is every step
      -h, --help   Show this help

    Exit status: 0 every expectation holds, 1 some failed (or a picture could not be drawn),
    2 usage or input error (an unknown lesson, with file:line:col for errors in a file).

    """
}
