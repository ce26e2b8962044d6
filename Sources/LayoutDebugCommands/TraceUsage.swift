extension Usage {
    static let trace = """
    Usage: layoutdbg trace FILE [--scene ID] [--step N | --all-steps] [--tableau] [--json]

    Prints the solver's events, in order, while the layout engine builds the layout as declared
    (step 0, the default) or applies the edits of step N: each constraint added or removed (in the
    scenario syntax, with where it came from), each pivot (the symbol that enters the basis, the one
    that leaves, the phase, the objective per priority level after it), each trade-off in words
    (who gave way so that whom), edit values, and required conflicts with the engine's recovery.
    Ends each step with a summary line. FILE - reads standard input.

    Options:
      --scene ID    Only the layout with this id or title, of a FILE that holds several (a
                    console log file: 1, 2… per log); by default each, under a heading
      --step N      Trace step N only (0, the default, builds the layout as declared)
      --all-steps   Trace every step, one after the other
      --tableau     Also print the tableau after every pivot; only for small systems (at most 40
                    rows, i.e. constraints in the solver), refused above that
      --json        Print JSON instead, one object per event (schema: docs/json.md)
      -h, --help    Show this help

    Exit status: 0 traced, 2 usage or input error (with file:line:col).

    """
}
