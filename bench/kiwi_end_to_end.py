#!/usr/bin/env python3
"""kiwisolver on a solve-linear file, end to end: the counterpart of timing
`layoutdbg solve-linear FILE.json > /dev/null` from process start to output written.

It reads the JSON with Python's json module, creates the variables, builds every constraint,
adds the edits first and suggests their values, then adds the constraints in file order, then
applies the suggestions, and reads every value (updateVariables, then each value), in the order
`solve-linear` uses (docs/json.md, "What the solver does with it"). Only weighted files are
accepted: kiwisolver's strengths are the weighted semantics.

    /usr/bin/time python3 bench/kiwi_end_to_end.py /tmp/exp/table-10000.weighted.json

Time the whole process with /usr/bin/time (interpreter start and `import kiwisolver` included, as
our process start is). With --phases it also prints where the time went to stderr (perf_counter).
"""

import json
import sys
import time

import kiwisolver


def main():
    args = [a for a in sys.argv[1:] if a != "--phases"]
    if len(args) != 1:
        print("usage: kiwi_end_to_end.py FILE.json [--phases]", file=sys.stderr)
        return 2
    started = time.perf_counter()
    with open(args[0], encoding="utf-8") as handle:
        system = json.load(handle)
    if system.get("semantics") != "weighted":
        print(f"{args[0]}: kiwisolver needs a weighted system", file=sys.stderr)
        return 2
    read = time.perf_counter()

    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    constraints = []
    for spec in system["constraints"]:
        terms = [kiwisolver.Term(variables[t["var"]], float(t.get("coef", 1))) for t in spec["terms"]]
        expression = kiwisolver.Expression(terms, float(spec.get("constant", 0)))
        constraints.append(kiwisolver.Constraint(expression, spec["relation"],
                                                 float(spec.get("priority", kiwisolver.strength.required))))
    built = time.perf_counter()

    solver = kiwisolver.Solver()
    for edit in system.get("edits", []):
        solver.addEditVariable(variables[edit["var"]], float(edit["priority"]))
        solver.suggestValue(variables[edit["var"]], float(edit["value"]))
    rejected = 0
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            rejected += 1
    for suggestion in system.get("suggest", []):
        solver.suggestValue(variables[suggestion["var"]], float(suggestion["value"]))
    solver.updateVariables()
    total = sum(variable.value() for variable in variables.values())
    solved = time.perf_counter()

    print(f"{len(variables)} variables, {len(constraints)} constraints, {rejected} rejected, sum of values {total:.6f}")
    if "--phases" in sys.argv:
        print(f"read JSON {read - started:.3f} s, build {built - read:.3f} s, solve {solved - built:.3f} s",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
