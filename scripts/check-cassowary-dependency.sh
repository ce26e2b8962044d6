#!/usr/bin/env bash
# Shows that another package can depend on the `Cassowary` library product: builds a throwaway
# package that depends on this repository by path, runs it, and checks its answer. Also checks
# that no target of the package uses unsafe flags (SwiftPM refuses such a package as a dependency
# by version). Usage: scripts/check-cassowary-dependency.sh [SCRATCH_DIR]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"

if (cd "$repo" && "$swift" package dump-package) | grep -q unsafeFlags; then
  echo "check-cassowary-dependency: Package.swift uses unsafeFlags" >&2
  exit 1
fi

work="${1:-$(mktemp -d)}"
mkdir -p "$work/Sources/UsesCassowary"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "UsesCassowary",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "UsesCassowary", dependencies: [.product(name: "Cassowary", package: "$(basename "$repo")")])]
)
SWIFT
cat > "$work/Sources/UsesCassowary/main.swift" <<'SWIFT'
import Cassowary

// Two labels in a 296-point row: the one with the higher hugging priority keeps its width.
let factory = VariableFactory()
let name = factory.make("name"), level = factory.make("level")
let solver = Solver()
try solver.add(name + level == 296.0)
try solver.add((name <= 46.0).with(priority: 251))
try solver.add((level <= 65.0).with(priority: 250))
print("name \(formatNumber(solver.value(of: name))) level \(formatNumber(solver.value(of: level)))")
SWIFT
output="$(cd "$work" && "$swift" run -c release --scratch-path "$work/.build" UsesCassowary 2>&1 | tail -n 1)"
if [ "$output" != "name 46 level 250" ]; then
  echo "check-cassowary-dependency: unexpected output: $output" >&2
  exit 1
fi
echo "check-cassowary-dependency: a package depending on Cassowary by path builds and solves ($output)"
