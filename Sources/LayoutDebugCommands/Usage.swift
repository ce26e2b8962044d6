/// Help texts, printed by `--help` and with usage errors. docs/cli.md says the same at more length.
enum Usage {
    static let main = """
    layoutdbg explains Auto Layout and Cassowary constraint layouts.

    Usage: layoutdbg <command> [options]

    Commands:
      solve FILE [--scene ID] [--device ID] [--step N | --all-steps] [--json] [--emit-layout OUT.layout]
                                         Solve a layout (.layout, log, .xib, .storyboard): frames, constraints,
                                         conflicts, misplaced views
      explain FILE [--scene ID] [--step N | --all-steps] [--constraint ID] [--uikit-log]
                   [--autolayout-trace] [--sweep ROOT.width=LOW...HIGH] [--json | --markdown]
                                         Explain broken constraints, required conflicts and ambiguity
      trace FILE [--scene ID] [--step N | --all-steps] [--tableau] [--json]
                                         Show the solver's pivots and trade-offs while it solves a step
      graph FILE -o OUT.(svg|png|pdf|dot) [--kind views|constraints] [--focus ID]
            [--engine dot|neato|fdp] [--scene ID] [--step N]
                                         Draw the constraints as a dependency graph (GraphViz)
      draw FILE -o OUT.(svg|png|pdf) [--scene ID] [--step N | --all-steps]
                                         Draw the solved layout as a wireframe to scale
      sweep FILE --vary ROOT.width=LOW...HIGH -o OUT.(svg|png|pdf) [--scene ID] [--step N]
            [--show LIST]
                                         Chart view sizes over a range of screen sizes, with breakpoints
      report FILE -o OUT.html [--scene ID] [--step N | --all-steps] [--sweep ROOT.width=LOW...HIGH]
                                         Write one interactive page: problems, wireframe, graphs,
                                         constraints and fixes, linked, for a browser
      check FILE... [--scene ID]         Run every expect line of the scenarios; exit 1 if any fails
      scenarios [--json]                 List the bundled lessons with their titles
      teach NAME [--out DIR | --html OUT.html] [--scene ID] [--step N]
                                         Walk through a lesson step by step: notes, frames, explanation,
                                         expectations; with --out a drawing and a graph per step, with
                                         --html one interactive page
      log FILE [--scene N] [--json | --markdown] [--emit-layout OUT.layout]
                                         Read UIKit's "Unable to simultaneously satisfy constraints"
                                         logs: rebuild each, prove its conflict, compare UIKit's choice
      lint FILE... [--devices LIST|all-iphones|all] [--format text|json|github|xcode|html] [--baseline FILE]
                                         Solve every scene of .xib/.storyboard documents on several devices;
                                         report conflicts, ambiguous and misplaced views, device-dependent
                                         breaks, each with a verified fix; exit 1 on findings (for CI)
      solve-linear FILE.json [--trace]   Solve a linear system given as JSON; print the result as JSON
      demo [--json]                      Solve the built-in two-label example and show the solver's trace
      help [COMMAND]                     Show this help, or the help of COMMAND

    Options:
      -h, --help                         Show help (after a command: that command's help)
      --version                          Print layoutdbg's version

    A FILE may hold several layouts (a console log file, one per log; a storyboard, one per scene):
    the commands take them all in order, each under a heading (in JSON, a "scenes" list), or the one
    --scene ID names. Interface Builder documents (.xib, .storyboard) are laid out for their own
    device, or the one --device ID [--orientation O] names, with every command that takes FILE.

    Exit status: 0 success, 1 an expectation or analysis failed, 2 usage or input error.
    Formats and examples: docs/cli.md, docs/json.md.

    """

    static let log = """
    Usage: layoutdbg log FILE [--scene N] [--json | --markdown] [--emit-layout OUT.layout]

    Reads every "Unable to simultaneously satisfy constraints" log in FILE (- reads standard input:
    pbpaste | layoutdbg log -), rebuilds each as a layout (items by address, every constraint as
    printed, who made it: the app or a part of UIKit), solves the printed constraints and gives a
    minimal set that cannot hold together with its numbers, then compares the constraint UIKit broke
    with the one the recovery rule breaks. Prints a summary line per log, then the details.

    Options:
      --scene N               Only log N of FILE (counted from 1, as the report numbers them), or
                              the one with that title ('log 2 (lines 40-58)')
      --json                  Print the analysis as JSON (docs/json.md, "log")
      --markdown              Print it as Markdown, for a pull request or an issue
      --emit-layout OUT.layout
                              Write each log (or log N with --scene) as a .layout scenario, for
                              explain, graph, draw and teach; with several logs, one file each,
                              the log's number before the extension (OUT-1.layout, OUT-2.layout)
      -h, --help              Show this help

    Exit status: 0 no conflict proved, 1 a conflict proved, 2 usage or input error (no log in FILE).

    """

    static let lint = """
    Usage: layoutdbg lint FILE... [--devices LIST|all-iphones|all] [--orientation O] [--scene ID]
                                  [--format text|json|github|xcode|html] [-o OUT.html] [--baseline FILE]
                                  [--only LIST]

    Solves every layout of every FILE (Interface Builder documents above all; .layout files and logs
    are linted as they are) on the document's own device and on each device of --devices, and reports
    what CI should stop on: required constraints that cannot all hold, ambiguous views (missing
    constraints), misplaced views (stored frame differs from the solved one by more than half a point;
    own device only, the one the stored frames describe), and optional constraints that break on some
    devices and hold on others. Each finding has its file:line, the object id, the scene, the devices,
    and a fix in Interface Builder's terms checked by re-solving where one was found.

    Options:
      --devices LIST    Device ids or names, comma-separated (retina4_0,iphone-15), all-iphones or all;
                        by default the smallest, a common and the largest screen of the document's
                        family (iPhone: retina4_0, retina4_7, retina6_12, retina6_9)
      --orientation O   portrait or landscape for every device (the document's own by default)
      --scene ID        Only the layout with this id or title in each FILE
      --format F        text (default), json (also the baseline file), github (workflow annotations),
                        xcode (file:line: warning: lines) or html (the interactive page of 'layoutdbg
                        report' at -o OUT.html, findings first, each scene with a finding drawn; the
                        text still goes to standard output)
      -o OUT.html       Where --format html writes its page
      --baseline FILE   Leave out the findings a previous `lint --format json` recorded in FILE
      --only LIST       Only these categories: conflict, ambiguous, misplaced, device-dependent, import
                        (import: notes on what the import approximated; notes never fail a run)
      -h, --help        Show this help

    Exit status: 0 no error or warning, 1 errors or warnings, 2 usage error or a FILE that cannot be read.

    """

    static let solveLinear = """
    Usage: layoutdbg solve-linear FILE.json [--trace]

    Reads a linear system (format: docs/json.md), adds its constraints to a solver in file order
    (a required constraint that cannot be satisfied is reported with its conflict and skipped),
    applies its edits and suggestions, and prints JSON: the value of every variable, every
    constraint's error, the rejected constraints and the number of pivots. FILE - reads standard input.

    Options:
      --trace      Also print the solver's trace, one string per event, as "trace"
      -h, --help   Show this help

    Exit status: 0 solved (even with rejected constraints), 2 usage or input error.

    """

    static let demo = """
    Usage: layoutdbg demo [--json]

    Solves the built-in example, step 1 of the two-label lesson (two labels in a 320-pt row whose
    hugging priorities decide which one stretches) as a raw linear system, and prints its constraints, the solution, every constraint's error and the
    solver's trace.

    Options:
      --json       Print the example as a linear system for 'layoutdbg solve-linear' instead
      -h, --help   Show this help

    """

    static let solve = """
    Usage: layoutdbg solve FILE [--scene ID] [--device ID] [--orientation O] [--step N | --all-steps] [--json]
                           [--emit-layout OUT.layout]

    Solves a .layout scenario (docs/scenario-language.md) and prints each item's frame relative to
    its superview (as UIKit reports frames), the plain variables, every constraint in effect with its
    state (satisfied, broken and by how much, broken to recover from a conflict, inactive) and where
    it came from, and the required conflicts that were recovered from. System-made constraints that
    only keep sizes from going negative are listed only when they are not satisfied. FILE - reads
    standard input.

    Options:
      --scene ID    Only the layout with this id or title, of a FILE that holds several (a
                    console log file: 1, 2… per log); by default each, under a heading
      --device ID     Lay an Interface Builder document out for this device (an id such as
                    retina4_0 or a name such as iphone-se; docs/interface-builder.md); its own by default
      --orientation O portrait or landscape (the document's own by default)
      --step N      Show the layout after step N (0, the default, is the layout as declared)
      --all-steps   Show the initial layout and the layout after every step
      --json        Print JSON instead (schema: docs/json.md)
      --emit-layout OUT.layout
                    Also write each layout in the scenario language, to keep, edit and run
                    again: OUT.layout, or OUT-<scene id>.layout each for several
      -h, --help    Show this help

    Exit status: 0 solved, 2 usage or input error (with file:line:col).

    """

    static let explain = """
    Usage: layoutdbg explain FILE [--scene ID] [--step N | --all-steps] [--constraint ID] [--all] [--all-fixes]
                             [--brief] [--strict] [--min-severity error|warning|note]
                             [--uikit-log] [--uikit-log-ios N] [--autolayout-trace]
                             [--sweep ROOT.width=LOW...HIGH] [--json | --markdown]

    Explains every broken optional constraint of a .layout scenario: its error, whether it lost to
    stronger constraints or a trade-off at its own priority (and whether that trade-off is a tie,
    i.e. ambiguous), the minimal set of constraints that forces the error (each with its source),
    the sums the required constraints pin, and the numbers. Each set is verified by re-solving it
    alone: sufficient (it gives the same error) and minimal (leaving any member out changes it).
    Then each required conflict (the minimal set, the constraint broken to recover and why, the
    frames that result) and each ambiguous item (its free variables and ranges, and a verified
    alternative layout). A summary comes first: one line per problem with its best fix. Under
    each problem, the best three verified fixes, each with why it works. Stack-view helpers
    that UIKit lets give way are counted as broken by design, not explained. Every finding has a
    severity (docs/concepts.md): error (a required conflict, an ambiguous frame), warning (content
    cut: compression resistance broken; an optional constraint above priority 250 broken) or note
    (a view stretched past its content, a helper giving way by design, a preference at 250 or
    below losing); the summary lists the most severe first. Exit status 1 when a step has an
    error or a warning (with --strict, a note too), 0 otherwise. FILE - reads standard input.

    Options:
      --scene ID         Only the layout with this id or title, of a FILE that holds several (a
                         console log file: 1, 2… per log); by default each, under a heading
      --device ID          Lay an Interface Builder document out for this device (an id such as
                         retina4_0 or a name such as iphone-se; docs/interface-builder.md); its own by default
      --orientation O      portrait or landscape (the document's own by default)
      --step N           Explain the layout after step N (0, the default, is the layout as declared)
      --all-steps        Explain the initial layout and the layout after every step
      --constraint ID    Only the constraints with this identifier, or else the one written
                         exactly so ('level.width <= 65 @250')
      --all              Also explain the constraints broken by design (stack-view helpers)
      --all-fixes        Every verified fix under each problem, not only the best three
      --brief            Only each step's summary: one line per problem with its best fix
      --strict           Notes count as problems too for the exit status
      --min-severity S   Print only findings of severity S (error, warning or note) or above;
                         what is left out is counted, and still counts for the exit status
      --uikit-log        Also print each conflict as UIKit's "Unable to simultaneously satisfy
                         constraints." console log, as iOS 12 and later print it
      --uikit-log-ios N  The same, as iOS N prints it (10 or later; 10 and 11 name <UIKit/UIView.h>)
      --autolayout-trace Also print the view tree shaped like UIKit's _autolayoutTrace
      --sweep root.width=200...600
                         Also give the exact screen widths (or heights, root.height=...) where the
                         set of broken constraints changes, from the solver's tableau
      --json             Print JSON instead (schema: docs/json.md)
      --markdown         Print the same content as Markdown for docs: a ## heading per step, a
                         bullet per problem, code spans for constraints, fenced logs and trace
                         (not together with --json)
      -h, --help         Show this help

    Exit status: 0 nothing is broken (except by design), conflicted or ambiguous, 1 otherwise,
    2 usage or input error.

    """

    static let check = """
    Usage: layoutdbg check FILE... [--scene ID]

    Runs every scenario's steps and checks every expect line after the step it belongs to. Prints
    each failed expectation with its position, a count per file (per layout of a file that holds
    several) and a total line.

    Options:
      --scene ID   Only the layout with this id or title in each FILE that holds several
      -h, --help   Show this help

    Exit status: 0 every expectation holds, 1 some failed, 2 usage or input error.

    """

    static func forCommand(_ name: String) -> String? {
        switch name {
        case "solve": return solve
        case "check": return check
        case "explain": return explain
        case "solve-linear": return solveLinear
        case "demo": return demo
        case "graph": return graph
        case "draw": return draw
        case "sweep": return sweep
        case "trace": return trace
        case "scenarios": return scenarios
        case "teach": return teach
        case "log": return log
        case "lint": return lint
        case "report": return report
        case "help": return main
        default: return nil
        }
    }
}
