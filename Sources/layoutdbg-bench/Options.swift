import Cassowary

/// Command-line options. Two uses: the suite (default) and one configuration in this process
/// (`--workload`, which the suite uses for its child processes).
struct Options {
    var quick = false
    var runs = 5
    /// How many times the whole suite runs, its processes alternated; each phase keeps the
    /// process with the lowest median (`BestOfRounds`).
    var rounds = 1
    var only: Set<String> = []
    var kiwi = true
    var trace = true
    var python = "python3"
    var kiwiScript: String?
    var kiwiTimeout = 90.0
    var childTimeout = 600.0
    var export: String?
    var exportOnly = false
    var jsonPath: String?
    var markdownPath: String?
    /// Re-print (and with --markdown re-write) a report saved with --json-file, without running anything.
    var reportPath: String?
    // One configuration:
    var workload: String?
    var size: Int?
    var semantics = Semantics.weighted
    var traceOn = false
    var jsonLine = false
    /// Only the explain benchmark (docs/performance.md, "Explaining the N-cell table"), in this process.
    var explainOnly = false
    /// Only the commands end to end (`CommandsBench`), through the layoutdbg binary.
    var commandsOnly = false
    /// With --commands: only these commands (empty: all).
    var commandNames: Set<String> = []
    /// Only the edits part of `--commands` (`EditsBench`).
    var editsOnly = false
    /// Only `lint` end to end on storyboards (`LintBench`), through the layoutdbg binary.
    var lintOnly = false

    static let usage = """
    usage: layoutdbg-bench [--quick] [--runs N] [--rounds N] [--only NAME,…] [--no-kiwi] [--no-trace]
                           [--python PATH] [--kiwi-script PATH] [--kiwi-timeout S] [--timeout S]
                           [--export DIR] [--export-only] [--json-file FILE] [--markdown FILE]
           layoutdbg-bench --explain [--n CELLS] [--quick] [--runs N] [--markdown FILE]   (explaining the table)
           layoutdbg-bench --commands [--only INPUT,…] [--command-list solve,…] [--quick] [--runs N] [--timeout S] [--markdown FILE]
                           [--export DIR [--export-only]]
                           (every command end to end; inputs: \(CommandsBench.keys.joined(separator: ", ")))
           layoutdbg-bench --edits [--quick] [--runs N] [--timeout S] [--markdown FILE]  (1 000 edits of a constant)
           layoutdbg-bench --lint [--quick] [--runs N] [--timeout S] [--markdown FILE]      (lint on 10 devices, storyboards)
           layoutdbg-bench --report FILE [--markdown FILE]      (re-print a saved --json-file)
           layoutdbg-bench --workload NAME [--n N] [--mode weighted|lexicographic] [--trace on|off]
                           [--runs N] [--quick] [--json]
    workloads: window, table (n = cells), grid (n = side), adddel (n = constraints), resize (n = cells)
    """

    static func parse(_ arguments: [String]) throws -> Options {
        var o = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchError.usage("\(flag) needs a value\n\(usage)") }
            return v
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let n = Double(text), n > 0 else { throw BenchError.usage("\(flag): not a positive number: \(text)") }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--quick": o.quick = true
            case "--runs": o.runs = Int(try number(flag))
            case "--rounds": o.rounds = Int(try number(flag))
            case "--only": o.only = Set(try value(flag).split(separator: ",").map(String.init))
            case "--no-kiwi": o.kiwi = false
            case "--no-trace": o.trace = false
            case "--python": o.python = try value(flag)
            case "--kiwi-script": o.kiwiScript = try value(flag)
            case "--kiwi-timeout": o.kiwiTimeout = try number(flag)
            case "--timeout": o.childTimeout = try number(flag)
            case "--export": o.export = try value(flag)
            case "--export-only": o.exportOnly = true
            case "--markdown": o.markdownPath = try value(flag)
            case "--report": o.reportPath = try value(flag)
            case "--workload": o.workload = try value(flag)
            case "--n": o.size = Int(try number(flag))
            case "--mode":
                let text = try value(flag)
                guard let s = Semantics(rawValue: text) else { throw BenchError.usage("--mode: weighted or lexicographic, not \(text)") }
                o.semantics = s
            case "--trace":
                let text = try value(flag)
                guard ["on", "off"].contains(text) else { throw BenchError.usage("--trace: on or off, not \(text)") }
                o.traceOn = text == "on"
            case "--json": o.jsonLine = true
            case "--explain": o.explainOnly = true
            case "--commands": o.commandsOnly = true
            case "--command-list": o.commandNames = Set(try value(flag).split(separator: ",").map(String.init))
            case "--edits": o.editsOnly = true
            case "--lint": o.lintOnly = true
            case "--json-file": o.jsonPath = try value(flag)
            case "-h", "--help": throw BenchError.usage(usage)
            default: throw BenchError.usage("unknown option \(flag)\n\(usage)")
            }
        }
        if o.exportOnly && o.export == nil { throw BenchError.usage("--export-only needs --export DIR") }
        return o
    }

    /// Default sizes when `--workload` comes without `--n`.
    func defaultSize(_ name: String) -> Int {
        switch name {
        case "window": return 37
        case "table", "resize": return 1000
        case "grid": return Catalogue.gridSide
        case "adddel": return Catalogue.addDelCount
        default: return 0
        }
    }
}
