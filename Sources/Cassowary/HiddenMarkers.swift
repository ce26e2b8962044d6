/// Markers of required equalities, kept out of the rows while they are non-basic.
///
/// A required equality's marker is fixed at its constant, so once it leaves the basis no pivot of
/// the simplex can choose it again. Yet in a chain each row comes to hold the markers of every
/// link before it, and every substitution carries them along: they made a grid's rows as long as
/// its rows of views and its build grow with views^1.5 ("The grid's rows: what they hold" in
/// docs/performance.md). So such a marker is not written into the row that takes its place in the
/// basis: the row keeps only what it adds to the value (`Row.hiddenValue`), and `HiddenMarkerLog`
/// records how each row's hidden part is made from others.
///
/// What needs a hidden marker's column (removing its constraint, moving its constant, sweeping it,
/// printing the tableau) first calls `reveal`, which replays the log and puts the column back
/// into the rows for good. A conflict's certificate reads the hidden markers of one row by replaying
/// the log backwards (`hiddenMarkers(inRowOf:)`).
extension Solver {
    /// Whether `symbol` is a marker kept out of the rows at the moment.
    func isHidden(_ symbol: Int32) -> Bool {
        info[Int(symbol)].hidesWhenNonbasic && rows[Int(symbol)] == nil
    }

    /// Keeps a marker in the rows for the rest of its life: a hidden one's column is put back as
    /// cells, and a basic one will not hide when it leaves the basis (a sweep pivots its marker
    /// out and then reads its column). The solution does not change; a rollback undoes it.
    func reveal(_ marker: Int32) {
        guard info[Int(marker)].hidesWhenNonbasic else { return }
        if isHidden(marker) { putColumnBack(marker) }
        info[Int(marker)].hidesWhenNonbasic = false
        for j in journals.indices where journals[j].symbolCount > Int(marker) {
            journals[j].revealedMarkers.append(marker)
        }
    }

    private func putColumnBack(_ marker: Int32) {
        let value = values[Int(marker)]
        for (basic, coefficient) in hiddenLog.column(of: marker, symbolCount: info.count) {
            if let slot = HiddenMarkerLog.levelSlot(of: basic) {
                addCost(coefficient, at: levelKeys[Int(slot)], to: marker)
                continue
            }
            guard rows[Int(basic)] != nil else { continue }
            if isJournaling { saveRow(basic) }
            rows[Int(basic)]!.reveal(marker, coefficient, atValue: value)
            columns[Int(marker)].insert(basic)
        }
    }

    /// Every hidden marker back in the rows, lowest id first (for showing the whole tableau).
    func revealAllMarkers() {
        for symbol in info.indices where isHidden(Int32(symbol)) { reveal(Int32(symbol)) }
    }

    /// The hidden markers in the row of `basic` with their coefficients, by id.
    func hiddenMarkers(inRowOf basic: Int32) -> [(marker: Int32, coefficient: Double)] {
        guard rows[Int(basic)]?.holdsHiddenMarkers == true else { return [] }
        return hiddenLog.markers(inRowOf: basic).filter { isHidden($0.marker) && abs($0.coefficient) >= Tolerance.drop }
    }
}

/// How the hidden part of every row was made, step by step, so that it can be worked out when
/// needed instead of carried through every substitution.
///
/// A row's hidden part changes in three ways, each one entry: a pivot makes the entering symbol's
/// row a multiple of the leaving symbol's (`scaled`), and adds the leaving marker itself when it
/// hides (`seeded`); a substitution adds a multiple of one row to another (`added`), or to the
/// objective, whose hidden part is the hidden markers' reduced costs. Replaying
/// does the arithmetic of the merges it stands for, in the same order and with the same
/// threshold for cancellation, so a revealed column holds what the rows would have held.
/// Every pivot logs its `scaled` entry, which starts the entering symbol's row afresh, so a
/// deleted row needs no entry: replays read only rows that exist, and a symbol's next row starts
/// over. (A new constraint's row needs no start either: its symbol is new.) A replay follows only
/// the rows that hold its marker, through an index of the entries by row.
struct HiddenMarkerLog {
    private enum Step: UInt8 { case scaled, seeded, added }

    private struct Entry {
        var step: Step
        /// The row whose hidden part changes (its basic symbol).
        var target: Int32
        /// The row taken from (`scaled`, `added`), or the marker (`seeded`).
        var source: Int32
        var factor: Double
    }

    private var entries: [Entry] = []
    /// Where each marker was last seeded: its column is empty before that, so a replay starts there.
    private var seeds: [Int32: Int] = [:]
    /// Per row, the positions of the entries that take from it or restart it, in log order, for
    /// the entries before `indexed` (`extendIndex`).
    private var touching: [[Int32]] = []
    private var indexed = 0
    /// Room for `column(of:symbolCount:)`, all zero (and -1, and empty) between replays.
    private var held: [Double] = []
    private var levelHeld: [Double] = []
    private var waitingHeld: [Int32] = []
    private var pendingHeld: [UInt64] = []

    var count: Int { entries.count }

    /// The pivot's row of `entering` is `factor` times the row of `leaving`.
    mutating func scaled(_ entering: Int32, from leaving: Int32, by factor: Double) {
        entries.append(Entry(step: .scaled, target: entering, source: leaving, factor: factor))
    }

    /// The marker leaving the basis hides in the row of `entering` with `coefficient`.
    mutating func seeded(_ entering: Int32, with marker: Int32, _ coefficient: Double) {
        seeds[marker] = entries.count
        entries.append(Entry(step: .seeded, target: entering, source: marker, factor: coefficient))
    }

    /// The objective's level in slot `slot` (`Solver.levelKeys`) as a target: the reduced costs
    /// of hidden markers are its coefficients, formed by the same steps as a row's.
    static func objective(_ slot: Int32) -> Int32 { -2 - slot }

    /// The level slot a target stands for, nil for a row.
    static func levelSlot(of target: Int32) -> Int32? { target <= -2 ? -2 - target : nil }

    /// `factor` times the row of `source` is added to the row of `target`.
    mutating func added(_ target: Int32, from source: Int32, times factor: Double) {
        entries.append(Entry(step: .added, target: target, source: source, factor: factor))
    }

    /// Forgets what a rollback undid.
    mutating func cut(to count: Int) {
        // The index lists entries in order, so the ones cut are at the ends of their lists.
        while indexed > count {
            indexed -= 1
            let entry = entries[indexed]
            if entry.step != .seeded { touching[Int(entry.source)].removeLast() }
            if entry.step == .scaled { touching[Int(entry.target)].removeLast() }
        }
        entries.removeSubrange(count...)
    }

    /// The rows holding `marker` (as the replay ends; the caller skips rows gone since) with its
    /// coefficient in each, by basic symbol; the objective's levels (`objective(_:)`) come first.
    /// `symbolCount` bounds the rows' ids.
    ///
    /// Only the entries that can change the marker's part are replayed: those that take from a
    /// row holding it, and the pivots that restart such a row. A row's entries are found through
    /// `touching`, an index of the log by row, so a removal costs what its column went through
    /// rather than the whole log since the marker hid (in a dense system a column is a few dozen
    /// rows among thousands of entries). Entries are replayed in log order, so the arithmetic is
    /// that of the full replay, bit for bit.
    mutating func column(of marker: Int32, symbolCount: Int) -> [(basic: Int32, coefficient: Double)] {
        // Where the marker hid; a seed a rollback cut away is not trusted (the column is empty
        // before its seed, and a marker hides once while it stays hidden).
        func isSeed(_ position: Int) -> Bool {
            position < entries.count && entries[position].step == .seeded && entries[position].source == marker
        }
        guard let start = seeds[marker].flatMap({ isSeed($0) ? $0 : nil }) ?? entries.indices.last(where: isSeed) else { return [] }
        extendIndex()
        // The coefficient per target in flat arrays (rows by id, levels by slot), 0 where the
        // marker is absent (a coefficient that cancels to below `Tolerance.drop` is dropped, so
        // no present one is 0), and the entry each row holding it waits for, as an index into its
        // list in `touching` (-1: none).
        var rows = [Double](), levels = [Double](), waiting = [Int32](), pending = [UInt64]()
        swap(&rows, &held)
        swap(&levels, &levelHeld)
        swap(&waiting, &waitingHeld)
        swap(&pending, &pendingHeld)
        defer {
            swap(&rows, &held)
            swap(&levels, &levelHeld)
            swap(&waiting, &waitingHeld)
            swap(&pending, &pendingHeld)
        }
        if rows.count < symbolCount { rows += repeatElement(0, count: symbolCount - rows.count) }
        if waiting.count < symbolCount { waiting += repeatElement(-1, count: symbolCount - waiting.count) }
        // The entries still to replay, one bit each: read in log order, a word at a time.
        let words = (entries.count + 63) / 64
        if pending.count < words { pending += repeatElement(0, count: words - pending.count) }
        var touched: [Int32] = [], queued: [Int32] = []
        func read(_ target: Int32) -> Double {
            guard let slot = HiddenMarkerLog.levelSlot(of: target) else { return rows[Int(target)] }
            return Int(slot) < levels.count ? levels[Int(slot)] : 0
        }
        func write(_ target: Int32, _ value: Double) {
            if let slot = HiddenMarkerLog.levelSlot(of: target) {
                if levels.count <= Int(slot) { levels += repeatElement(0, count: Int(slot) + 1 - levels.count) }
                levels[Int(slot)] = value
            } else {
                rows[Int(target)] = value
            }
            if value != 0 { touched.append(target) }
        }
        func wait(_ row: Int32, for index: Int) {
            let list = touching[Int(row)]
            guard index < list.count else { return }
            let next = Int(list[index])
            waiting[Int(row)] = Int32(index)
            queued.append(row)
            pending[next / 64] |= 1 << UInt64(next % 64)
        }
        // A row the replay reads or writes at `position` waits for its next entry if it holds
        // the marker: the one after `position` in its list, found at once when `position` was
        // the one it waited for, else by a binary search (it has just come to hold the marker).
        func follow(_ row: Int32, after position: Int32) {
            guard row >= 0, Int(row) < touching.count else { return }
            let waited = Int(waiting[Int(row)])
            if waited >= 0 {
                guard touching[Int(row)][waited] == position else { return }
                waiting[Int(row)] = -1
                if rows[Int(row)] != 0 { wait(row, for: waited + 1) }
                return
            }
            guard rows[Int(row)] != 0 else { return }
            let list = touching[Int(row)]
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle] <= position { low = middle + 1 } else { high = middle }
            }
            wait(row, for: low)
        }
        func replay(_ position: Int32) {
            let entry = entries[Int(position)]
            switch entry.step {
            case .seeded:
                break
            case .scaled:
                // The entering symbol had no row before, so this starts its row afresh.
                write(entry.target, rows[Int(entry.source)] * entry.factor)
            case .added:
                let part = rows[Int(entry.source)]
                if part != 0 {
                    let existing = read(entry.target)
                    let sum = existing != 0 ? existing + part * entry.factor : part * entry.factor
                    write(entry.target, abs(sum) < Tolerance.drop ? 0 : sum)
                }
            }
            follow(entry.source, after: position)
            follow(entry.target, after: position)
        }
        write(entries[start].target, entries[start].factor)
        follow(entries[start].target, after: Int32(start))
        // Replaying an entry marks only later ones, so one pass over the words finds them all.
        for word in (start / 64)..<words {
            while pending[word] != 0 {
                let bits = pending[word]
                pending[word] = bits & (bits - 1)
                replay(Int32(word * 64 + bits.trailingZeroBitCount))
            }
        }
        var column: [(basic: Int32, coefficient: Double)] = []
        for target in Set(touched).sorted() {
            let coefficient = read(target)
            if coefficient != 0 { column.append((target, coefficient)) }
        }
        for target in touched { write(target, 0) }
        for row in queued { waiting[Int(row)] = -1 }
        return column
    }

    /// Brings `touching` up to the end of the log: each entry is listed under the row it takes
    /// from and, for a pivot, the row it restarts. Built when a replay needs it, so building the
    /// tableau pays nothing for it.
    private mutating func extendIndex() {
        while indexed < entries.count {
            let entry = entries[indexed]
            switch entry.step {
            case .seeded:
                break
            case .scaled:
                list(entry.source, indexed)
                list(entry.target, indexed)
            case .added:
                list(entry.source, indexed)
            }
            indexed += 1
        }
    }

    private mutating func list(_ row: Int32, _ position: Int) {
        if touching.count <= Int(row) { touching += repeatElement([], count: Int(row) + 1 - touching.count) }
        touching[Int(row)].append(Int32(position))
    }

    /// The markers in the row of `basic` with their coefficients, by id: the replay run backwards,
    /// following how much of each earlier row ended up in this one.
    func markers(inRowOf basic: Int32) -> [(marker: Int32, coefficient: Double)] {
        var weight: [Int32: Double] = [basic: 1]
        var found: [Int32: Double] = [:]
        for entry in entries.reversed() {
            guard let w = weight[entry.target] else { continue }
            switch entry.step {
            case .seeded:
                found[entry.source, default: 0] += w * entry.factor
            case .added:
                weight[entry.source, default: 0] += w * entry.factor
            case .scaled:
                // Before this pivot the row did not exist: what it held came from the source.
                weight[entry.source, default: 0] += w * entry.factor
                weight[entry.target] = nil
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
