#!/usr/bin/env python3
"""Time kiwisolver on the systems that `layoutdbg-bench --export DIR` writes.

DIR holds manifest.json (the workloads and, for each, the list of solver calls in order) and one
linear system per workload in the JSON format of docs/json.md. Every kiwisolver Variable, Term,
Expression and Constraint is built before any timing; only the solver calls are timed
(addEditVariable, suggestValue, addConstraint, removeConstraint, updateVariables), with
time.perf_counter around each phase, and the median over the runs is reported.

    python3 bench/kiwi_bench.py DIR                     # every workload, each in its own process
    python3 bench/kiwi_bench.py DIR --workload table-1000 --json   # one workload: a JSON line per
                                                                   # finished repetition, the last complete

The table has the same columns as `layoutdbg-bench --workload …`. Peak memory is VmHWM (peak RSS) of the
process that ran the workload (each workload runs in a fresh process when several are asked for).
"""

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import time

try:
    import kiwisolver
except ImportError:  # the Swift benchmark checks this too and skips the comparison
    kiwisolver = None


def load(directory, entry):
    """kiwisolver objects for one workload: variables, constraints, edits, suggestions."""
    with open(os.path.join(directory, entry["system"]), encoding="utf-8") as handle:
        system = json.load(handle)
    if system.get("semantics") != "weighted":
        raise ValueError(f"{entry['system']}: kiwisolver needs a weighted system")
    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    constraints = []
    for spec in system["constraints"]:
        terms = [kiwisolver.Term(variables[t["var"]], float(t["coef"])) for t in spec["terms"]]
        expression = kiwisolver.Expression(terms, float(spec["constant"]))
        constraints.append(kiwisolver.Constraint(expression, spec["relation"], float(spec["priority"])))
    edits = [(variables[e["var"]], float(e["priority"])) for e in system.get("edits", [])]
    suggestions = [(variables[s["var"]], float(s["value"])) for s in system.get("suggest", [])]
    return list(variables.values()), constraints, edits, suggestions


def perform(solver, op, constraints, edits, suggestions):
    """One operation of the manifest on `solver` (the same calls, in the same order, as the Swift side)."""
    kind = op["op"]
    if kind == "add":
        add = solver.addConstraint
        for c in constraints[op["from"]:op["to"]]:
            add(c)
    elif kind == "remove":
        remove = solver.removeConstraint
        for c in constraints[op["from"]:op["to"]]:
            remove(c)
    elif kind == "edit":
        add_edit = solver.addEditVariable
        for variable, strength in edits[op["from"]:op["to"]]:
            add_edit(variable, strength)
    elif kind == "suggest":
        suggest, update, every = solver.suggestValue, solver.updateVariables, op.get("updateEvery") or 0
        if every == 1:
            for variable, value in suggestions[op["from"]:op["to"]]:
                suggest(variable, value)
                update()
        elif every > 1:
            since = 0
            for variable, value in suggestions[op["from"]:op["to"]]:
                suggest(variable, value)
                since += 1
                if since == every:
                    update()
                    since = 0
        else:
            for variable, value in suggestions[op["from"]:op["to"]]:
                suggest(variable, value)
    elif kind == "update":
        solver.updateVariables()
    else:
        raise ValueError(f"unknown operation {kind!r}")


def run_workload(directory, entry, runs, report=None):
    """Runs one workload `runs` times (at least the manifest's count); returns the result record (the
    Swift side's ConfigResult). `report` is called with the record so far after every repetition."""
    variables, constraints, edits, suggestions = load(directory, entry)
    phases = entry["phases"]
    times = [[] for _ in phases]
    state = {"checksum": None, "runs": 0}

    def run_phase(index, solver):
        start = time.perf_counter()
        for op in phases[index]["ops"]:
            perform(solver, op, constraints, edits, suggestions)
        times[index].append((time.perf_counter() - start) * 1e9)

    def finish_repetition(solver):
        solver.updateVariables()
        state["checksum"] = sum(v.value() for v in variables)
        state["runs"] += 1
        if report:
            report(record())

    def record():
        return {
            "key": entry["key"], "workload": entry["name"], "size": entry["size"], "engine": "kiwisolver",
            "mode": "weighted", "trace": False, "runs": state["runs"],
            "phases": [{"name": p["name"], "unit": p["unit"], "count": p["count"], "timed": p["timed"],
                        "nanos": t, "pivots": None} for p, t in zip(phases, times)],
            "peakKB": peak_kb(), "events": None,
            "checksum": state["checksum"], "error": None, "constraints": len(constraints),
            "variables": len(variables),
        }

    repetitions = max(runs, entry.get("runs", runs))
    if entry.get("reuseSolver"):
        # Untimed set-up once, then the timed phases repeated on the same solver (as the Swift side does).
        solver = kiwisolver.Solver()
        for index, phase in enumerate(phases):
            if not phase["timed"]:
                run_phase(index, solver)
        for _ in range(repetitions):
            gc.collect()
            for index, phase in enumerate(phases):
                if phase["timed"]:
                    run_phase(index, solver)
            finish_repetition(solver)
    else:
        for _ in range(repetitions):
            gc.collect()
            solver = kiwisolver.Solver()
            for index in range(len(phases)):
                run_phase(index, solver)
            finish_repetition(solver)
            del solver
    return record()


def peak_kb():
    """VmHWM of this process in KB (ru_maxrss would include the parent's size: Linux keeps it over
    fork and exec)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def format_duration(nanos):
    """Three significant digits, as layoutdbg-bench prints them."""
    for limit, scale, unit in ((1e3, 1, "ns"), (1e6, 1e3, "µs"), (1e9, 1e6, "ms"), (float("inf"), 1e9, "s")):
        if nanos < limit:
            value = nanos / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{value:.{digits}f} {unit}"
    return "—"


def table(results):
    """The same columns as layoutdbg-bench's single-configuration table."""
    header = ["workload", "phase", "config", "ops", "median total", "per op", "pivots", "peak MB", "runs"]
    rows = []
    for r in results:
        mb = f"{r['peakKB'] / 1024:.1f}" if r.get("peakKB") else "—"
        if r.get("error"):
            rows.append([r["key"], "—", "kiwisolver", "", "", r["error"], "", mb, str(r.get("runs", 0))])
            continue
        for p in r["phases"]:
            total = statistics.median(p["nanos"])
            rows.append([r["key"], p["name"] + ("" if p["timed"] else " (untimed)"), "kiwisolver", str(p["count"]),
                         format_duration(total), f"{format_duration(total / max(p['count'], 1))}/{p['unit']}",
                         "—", mb, str(r["runs"])])
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]

    def line(cells):
        return "  ".join(c.ljust(w) if i < 3 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))

    return "\n".join([line(header), "  ".join("-" * w for w in widths)] + [line(r) for r in rows])


def main():
    parser = argparse.ArgumentParser(description="Time kiwisolver on layoutdbg-bench's exported systems.")
    parser.add_argument("directory", help="the directory written by `layoutdbg-bench --export DIR`")
    parser.add_argument("--workload", action="append", help="a workload key such as table-1000 (repeatable)")
    parser.add_argument("--runs", type=int, default=5, help="repetitions (at least; the manifest may ask for more)")
    parser.add_argument("--json", action="store_true", help="print one JSON line per workload instead of the table")
    args = parser.parse_args()
    if kiwisolver is None:
        print("kiwisolver not installed: comparison skipped (pip install kiwisolver)", file=sys.stderr)
        return 3
    with open(os.path.join(args.directory, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    entries = [e for e in manifest["workloads"] if not args.workload or e["key"] in args.workload]
    if args.workload and len(entries) != len(args.workload):
        known = ", ".join(e["key"] for e in manifest["workloads"])
        print(f"unknown workload in {args.workload}; known: {known}", file=sys.stderr)
        return 2

    results = []
    if len(entries) == 1:
        entry = entries[0]
        # With --json, a line after every repetition: a caller that stops this process at a time
        # limit keeps the repetitions that finished.
        progress = (lambda r: print(json.dumps(r, sort_keys=True), flush=True)) if args.json else None
        try:
            results.append(run_workload(args.directory, entry, args.runs, progress))
        except Exception as error:  # noqa: BLE001 - reported in the table, like the Swift side
            results.append({"key": entry["key"], "workload": entry["name"], "size": entry["size"],
                            "engine": "kiwisolver", "mode": "weighted", "trace": False, "runs": 0, "phases": [],
                            "peakKB": peak_kb(), "events": None,
                            "checksum": None, "error": f"failed: {type(error).__name__}: {error}",
                            "constraints": None, "variables": None})
    else:
        # One fresh process per workload, so that each peak memory is that workload's own.
        for entry in entries:
            child = subprocess.run([sys.executable, __file__, args.directory, "--workload", entry["key"],
                                    "--runs", str(args.runs), "--json"], capture_output=True, text=True, check=False)
            lines = [line for line in child.stdout.splitlines() if line.startswith("{")]
            if lines:
                results.append(json.loads(lines[-1]))
            else:
                print(child.stderr, file=sys.stderr)
    if args.json:
        for r in results:
            if len(entries) > 1 or r.get("error"):
                print(json.dumps(r, sort_keys=True))
    else:
        print(table(results))
    return 0 if all(not r.get("error") for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
