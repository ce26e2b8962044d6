extension Usage {
    static let scenarios = """
    Usage: layoutdbg scenarios [--json]

    Lists the lessons built into layoutdbg (the Scenarios/ folder of its source, compiled in, so
    they work from any folder), one a line: the name to give 'layoutdbg teach' and the lesson's
    title.

    Options:
      --json       Print {"scenarios": [{"name": …, "title": …}, …]} instead
      -h, --help   Show this help

    Exit status: 0 listed, 2 usage error.

    """
}
