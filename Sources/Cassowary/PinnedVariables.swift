/// Variables pinned by a required equality of their own (`row.height == 20`).
///
/// Such an equality's row holds the variable alone, and the dual simplex usually repairs it by
/// shifting the variable to its value: the marker stays basic and the variable stays non-basic,
/// so every row made later through it carries it. On a loop of links (a console log's chain of
/// labels between a cell's top and bottom) the dual simplex then walks round the loop and each
/// row it makes holds every height passed so far: quadratic in the chain.
///
/// Before the dual simplex repairs a row, each pinned variable of that row is taken into the basis
/// through its own equality's row: a pivot that moves no value, after which the marker hides (see
/// `HiddenMarkers.swift`) and the variable leaves every other row. Done only on a row of
/// `pinReleaseRowLength` cells or more (24: far above the rows of a screen's layout; a walk round
/// a loop reaches it and releases each variable once). Small layouts keep their pivots, and with
/// them their traces and conflict sets; a long chain's conflict set may then name a released
/// size's own equality where the walk would have pushed the size to its floor (`height >= 0`).
extension Solver {
    /// Remembers that `marker`'s row holds `variable` alone, if `variable` is free.
    func notePin(_ variable: Int32, by marker: Int32) {
        guard info[Int(variable)].isFree, info[Int(variable)].kind == .external else { return }
        pins[variable] = marker
    }

    /// The marker whose row holds `variable` alone and keeps it at a fixed value, if there is one
    /// now (a hint is checked: rows change, and a rolled-back add forgets its symbols).
    func pinningMarker(of variable: Int32) -> Int32? {
        guard let marker = pins[variable], Int(marker) < info.count, Int(variable) < info.count,
              info[Int(marker)].hidesWhenNonbasic, !isBasic(variable),
              let row = rows[Int(marker)], row.cells.count == 1, row.cells[0].symbol == variable,
              abs(row.cells[0].coefficient) >= Tolerance.pivot, isFeasible(marker) else { return nil }
        return marker
    }

    /// Takes every pinned variable of `b`'s row into the basis through its own equality's row.
    func releasePins(inRowOf b: Int32, phase: SolverPhase) {
        let pinned = rows[Int(b)]!.cells.compactMap { cell in pinningMarker(of: cell.symbol).map { (cell.symbol, $0) } }
        for (variable, marker) in pinned {
            pivot(entering: variable, leaving: marker)
            pinReleases += 1
            emitPivot(phase: phase, entering: variable, leaving: marker, step: 0)
        }
    }
}
