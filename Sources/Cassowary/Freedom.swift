/// Which variables every optimal solution holds where they are, read from the tableau: the
/// screen `range(of:)` uses so that only variables that may be free are probed.
extension Solver {
    /// False when every optimal solution gives `variable` its current value, so `range(of:)`
    /// would return a single value; true when it may not (then only `range(of:)` can tell).
    ///
    /// On an optimal tableau the objective changes by Σ cost(j)·Δj over the non-basic symbols,
    /// and each term is ≥ 0 level by level, so moving any symbol whose reduced cost is not zero
    /// makes some level worse: only the movable symbols (non-basic, zero cost at every level,
    /// bounds apart) can change without changing the objective. A variable may move only if it
    /// is one of them or its row contains one that is not pinned (`FreedomSearch`).
    public func mayBeFree(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable[variable.id] else { return true }
        var search = FreedomSearch()
        return search.mayMove(symbol, in: self)
    }

    /// Whether a probe of `variable` may pivot on a symbol many rows share (its own, or one in
    /// its row, is in more than `rows` rows): then it pays to hand `range(of:freedom:)` the
    /// whole tableau's `freedom()` first. Only a cost question: the range is the same either way.
    public func isWidelyShared(_ variable: Variable, rows: Int = FreedomSearch.wideColumn) -> Bool {
        !wideMovableSymbols(near: variable, rows: rows).allSatisfy(isHeldByOwnRows)
    }

    /// The movable symbols in more than `rows` rows among `variable`'s own and those of its row.
    func wideMovableSymbols(near variable: Variable, rows: Int = FreedomSearch.wideColumn) -> [Int32] {
        guard let symbol = symbolOfVariable[variable.id] else { return [] }
        let near = self.rows[Int(symbol)]?.cells.map(\.symbol) ?? [symbol]
        return near.filter { columns[Int($0)].count > rows && isMovable($0) }
    }

    /// Whether rows holding no other movable symbol keep `symbol` (non-basic) from moving either
    /// way it has room to: each sits at the bound that way would push it past. Such a symbol is
    /// held by every optimal solution. Finding the rows walks the symbol's column, so they are
    /// kept (`holdingRows`) and only checked again while the rows stay as they were: the answer
    /// is always read from the tableau as it is now.
    func isHeldByOwnRows(_ symbol: Int32) -> Bool {
        let room = room(of: symbol)
        var holding = holdingRows[symbol] ?? HoldingRows()
        var needRise = room.rise && !(holding.rise.map { holds($0, symbol, rising: true) } ?? false)
        var needFall = room.fall && !(holding.fall.map { holds($0, symbol, rising: false) } ?? false)
        guard needRise || needFall else { return true }
        for basic in columns[Int(symbol)].sorted() where needRise || needFall {
            if needRise && holds(basic, symbol, rising: true) { holding.rise = basic; needRise = false }
            if needFall && holds(basic, symbol, rising: false) { holding.fall = basic; needFall = false }
        }
        holdingRows[symbol] = holding
        return !needRise && !needFall
    }

    /// Whether `basic`'s row, alone, keeps `symbol` from rising (or falling): the row sits at the
    /// bound that move would cross and every other symbol in it is not movable.
    private func holds(_ basic: Int32, _ symbol: Int32, rising: Bool) -> Bool {
        guard let row = rows[Int(basic)] else { return false }
        let coefficient = row.coefficient(of: symbol)
        guard coefficient != 0 else { return false }
        let blocked = Solver.blocked(by: coefficient, boundsReached(by: basic))
        guard rising ? blocked.rise : blocked.fall else { return false }
        return row.cells.allSatisfy { $0.symbol == symbol || !isMovable($0.symbol) }
    }

    /// Non-basic, zero reduced cost at every level, and room between its bounds.
    func isMovable(_ symbol: Int32) -> Bool {
        !isBasic(symbol) && !info[Int(symbol)].isFixed && reducedCostSign(symbol) == 0
    }

    /// Which ways a non-basic symbol has room to move within its own bounds.
    func room(of symbol: Int32) -> (rise: Bool, fall: Bool) {
        let own = info[Int(symbol)], value = values[Int(symbol)]
        return (value < own.upper - Tolerance.feasibility(own.upper), value > own.lower + Tolerance.feasibility(own.lower))
    }

    /// Whether a basic symbol sits at its lower or upper bound (an equality's marker, at both).
    func boundsReached(by basic: Int32) -> (lower: Bool, upper: Bool) {
        let bounds = info[Int(basic)], at = values[Int(basic)]
        return (at <= bounds.lower + Tolerance.feasibility(bounds.lower), at >= bounds.upper - Tolerance.feasibility(bounds.upper))
    }

    /// The ways a symbol cannot move alone when it appears with `coefficient` in the row of a
    /// basic symbol at the bounds `reached`: the basic moves by coefficient × the symbol's change.
    static func blocked(by coefficient: Double, _ reached: (lower: Bool, upper: Bool)) -> (rise: Bool, fall: Bool) {
        ((coefficient > 0 && reached.upper) || (coefficient < 0 && reached.lower),
         (coefficient > 0 && reached.lower) || (coefficient < 0 && reached.upper))
    }
}

/// A step that certainly moves a variable without changing the objective: the other side of the
/// screen above. `mayBeFree` says when a variable cannot move; this says, without a probe, when it
/// surely can, which settles most of the free variables of a loose layout.
extension Solver {
    /// How far `variable` certainly moves (the longer way) over solutions with the same objective
    /// at every level: one movable symbol, its own or one in its row, stepped until it or the
    /// basic symbol of a row holding it reaches a bound. At most what `range(of:)` finds either
    /// way; 0 when no single step moves it, or when each symbol that could is in more than
    /// `FreedomSearch.wideColumn` rows (then only a probe can tell).
    public func certainMove(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id] else { return 0 }
        guard let row = rows[Int(symbol)] else { return isMovable(symbol) ? longestStep(of: symbol) : 0 }
        var longest = 0.0
        for cell in row.cells where isMovable(cell.symbol) {
            longest = max(longest, abs(cell.coefficient) * longestStep(of: cell.symbol))
        }
        return longest
    }

    /// The longer of how far a movable non-basic symbol can rise and fall, each way until it or
    /// the basic symbol of a row holding it would pass a bound (that basic moves by its row's
    /// coefficient times the step).
    private func longestStep(of symbol: Int32) -> Double {
        let column = columns[Int(symbol)]
        guard column.count <= FreedomSearch.wideColumn else { return 0 }
        let own = info[Int(symbol)], value = values[Int(symbol)]
        var rise = own.upper - value, fall = value - own.lower
        for basic in column {
            guard let row = rows[Int(basic)] else { continue }
            let coefficient = row.coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            let bounds = info[Int(basic)], at = values[Int(basic)]
            let roomUp = bounds.upper - at, roomDown = at - bounds.lower
            if coefficient > 0 {
                rise = min(rise, roomUp / coefficient)
                fall = min(fall, roomDown / coefficient)
            } else {
                rise = min(rise, roomDown / -coefficient)
                fall = min(fall, roomUp / -coefficient)
            }
        }
        return max(0, rise, fall)
    }
}

/// Which ends of a variable's range are certainly infinite, read from the tableau: what spares
/// `range(of:)` its probes on a loose layout, where a probe of a view hung on a free superview
/// would pivot through every row that superview's position is in.
extension Solver {
    /// Whether `symbol`'s variable certainly goes on for ever downwards and upwards over the
    /// solutions with the same objective at every level: one movable symbol (its own, or one in
    /// its row) moves without end and no row holding it ever reaches a bound. Every level's
    /// objective changes by the symbol's reduced cost, zero, times the step, so the probe that
    /// way would find the end infinite too. False only means "probe to find out".
    func endlessDirections(of symbol: Int32) -> (down: Bool, up: Bool) {
        guard let row = rows[Int(symbol)] else {
            guard isMovable(symbol) else { return (false, false) }
            let steps = endlessSteps(of: symbol)
            return (steps.fall, steps.rise)
        }
        var down = false, up = false
        for cell in row.cells where isMovable(cell.symbol) {
            let steps = endlessSteps(of: cell.symbol)
            if cell.coefficient > 0 {
                up = up || steps.rise
                down = down || steps.fall
            } else {
                up = up || steps.fall
                down = down || steps.rise
            }
            if up && down { break }
        }
        return (down, up)
    }

    /// Which ways a movable non-basic symbol can step without end: its own bound that way is
    /// infinite, and so is the bound of every basic symbol its step pushes (by its coefficient).
    /// A symbol in more than `FreedomSearch.wideColumn` rows is not read (neither way): asked
    /// for every variable of a layout, its column would make the screen quadratic.
    private func endlessSteps(of symbol: Int32) -> (rise: Bool, fall: Bool) {
        let own = info[Int(symbol)]
        guard columns[Int(symbol)].count <= FreedomSearch.wideColumn else { return (false, false) }
        var rise = own.upper == .infinity, fall = own.lower == -.infinity
        for basic in columns[Int(symbol)] where rise || fall {
            guard let row = rows[Int(basic)] else { continue }
            let coefficient = row.coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            let bounds = info[Int(basic)]
            let openAbove = bounds.upper == .infinity, openBelow = bounds.lower == -.infinity
            if coefficient > 0 {
                rise = rise && openAbove
                fall = fall && openBelow
            } else {
                rise = rise && openBelow
                fall = fall && openAbove
            }
        }
        return (rise, fall)
    }
}

/// Whether a symbol can move without changing the objective, answered from the tableau around it.
/// A movable symbol is pinned when every way it could go (up, down, within its own bounds) is
/// blocked by a row whose basic symbol already sits at the bound that way would cross (an
/// equality's marker sits at both) and that holds no other movable symbol that is not itself
/// pinned: alone, the symbol would push that row out of its bounds. Looking further than
/// `budget` symbols answers "may move", which is always safe (a probe decides); rows are
/// visited by id, so the answer is the same on every run.
public struct FreedomSearch {
    /// A symbol in more rows than this is wide: only rows holding it by themselves are read.
    public static let wideColumn = 32
    var budget = 64
    private var pinned: [Int32: Bool] = [:]

    mutating func mayMove(_ symbol: Int32, in solver: Solver) -> Bool {
        guard let row = solver.rows[Int(symbol)] else {
            return solver.isMovable(symbol) && !isPinned(symbol, in: solver)
        }
        return row.cells.contains { solver.isMovable($0.symbol) && !isPinned($0.symbol, in: solver) }
    }

    private mutating func isPinned(_ symbol: Int32, in solver: Solver) -> Bool {
        if let known = pinned[symbol] { return known }
        // A wide symbol's column is too long to search; its own rows may still show it held.
        if solver.columns[Int(symbol)].count > Self.wideColumn {
            let held = solver.isHeldByOwnRows(symbol)
            pinned[symbol] = held
            return held
        }
        // Until shown otherwise (and when the search is too wide), it may move.
        pinned[symbol] = false
        guard budget > 0 else { return false }
        budget -= 1
        var (canRise, canFall) = solver.room(of: symbol)
        for basic in solver.columns[Int(symbol)].sorted() where canRise || canFall {
            let reached = solver.boundsReached(by: basic)
            guard reached.lower || reached.upper else { continue }
            let row = solver.rows[Int(basic)]!
            let others = row.cells.map(\.symbol).filter { $0 != symbol && solver.isMovable($0) }
            guard others.allSatisfy({ isPinned($0, in: solver) }) else { continue }
            let blocked = Solver.blocked(by: row.coefficient(of: symbol), reached)
            if blocked.rise { canRise = false }
            if blocked.fall { canFall = false }
        }
        let result = !canRise && !canFall
        pinned[symbol] = result
        return result
    }
}

/// Which symbols can move without changing the objective, for the whole tableau at once: the
/// rule of `FreedomSearch` (a row at its bound with one unpinned movable symbol blocks it that
/// way) carried to its fixed point, in time proportional to the tableau. Valid until the solver
/// changes.
public struct SolverFreedom {
    /// By symbol id: movable and not pinned.
    private let unpinned: [Bool]
    /// By symbol id: non-basic and held where it is by every optimal solution (a probe's pivots
    /// may leave these alone).
    let held: [Bool]
    /// Ends that probes on this tableau have shown endless, shared by the probes made with it.
    let endlessEnds: EndlessEnds
    private let solver: Solver

    init(_ solver: Solver) {
        self.solver = solver
        let count = solver.info.count
        endlessEnds = EndlessEnds(symbols: count)
        var movable = [Bool](repeating: false, count: count)
        var canRise = [Bool](repeating: false, count: count), canFall = canRise
        for symbol in 0..<count where solver.isMovable(Int32(symbol)) {
            (canRise[symbol], canFall[symbol]) = solver.room(of: Int32(symbol))
            movable[symbol] = canRise[symbol] || canFall[symbol]
        }
        // Rows whose basic sits at a bound, with how many unpinned movable symbols each holds.
        var remaining = [Int](repeating: 0, count: count)
        var blocking: [Int32] = []
        for basic in 0..<count {
            guard let row = solver.rows[basic] else { continue }
            let reached = solver.boundsReached(by: Int32(basic))
            guard reached.lower || reached.upper else { continue }
            remaining[basic] = row.cells.reduce(0) { $0 + (movable[Int($1.symbol)] ? 1 : 0) }
            if remaining[basic] == 1 { blocking.append(Int32(basic)) }
        }
        // A row left with one movable symbol blocks it in the direction(s) that would push the
        // row past its bound; a symbol blocked both ways is pinned, which may leave other rows
        // with one. Each row and symbol is settled at most once.
        while let basic = blocking.popLast() {
            let b = Int(basic)
            guard remaining[b] == 1, let row = solver.rows[b],
                  let cell = row.cells.first(where: { movable[Int($0.symbol)] }) else { continue }
            let s = Int(cell.symbol)
            let blocked = Solver.blocked(by: cell.coefficient, solver.boundsReached(by: basic))
            if blocked.rise { canRise[s] = false }
            if blocked.fall { canFall[s] = false }
            guard !canRise[s] && !canFall[s] else { continue }
            movable[s] = false
            for holder in solver.columns[s] where remaining[Int(holder)] > 0 {
                remaining[Int(holder)] -= 1
                if remaining[Int(holder)] == 1 { blocking.append(holder) }
            }
        }
        unpinned = movable
        held = (0..<count).map { solver.rows[$0] == nil && !movable[$0] }
    }

    /// False when every optimal solution gives `variable` its current value (see `Solver.mayBeFree`).
    public func mayBeFree(_ variable: Variable) -> Bool {
        guard let symbol = solver.symbolOfVariable[variable.id] else { return true }
        guard let row = solver.rows[Int(symbol)] else { return unpinned[Int(symbol)] }
        return row.cells.contains { unpinned[Int($0.symbol)] }
    }
}

/// The rows found holding a wide symbol in place, one for each way it has room to move.
struct HoldingRows {
    var rise: Int32?
    var fall: Int32?
}

extension Solver {
    /// Which variables can move without changing the objective, worked out for all of them at
    /// once (cheaper than `mayBeFree` per variable when most are asked about).
    public func freedom() -> SolverFreedom { SolverFreedom(self) }
}

/// The ends of ranges that an earlier probe on the same tableau has already shown endless: a probe
/// that carries another symbol more than halfway to where that symbol's own probe would pull it
/// (`Solver.isEndless`) found an optimal solution that far away. The optimal solutions form a
/// convex set holding it and the current one, so that symbol's own probe would get at least as
/// far and call the end infinite. On a loose chain (views hung one below the other from a free
/// superview) the first probe settles the whole chain.
final class EndlessEnds {
    private var down: [Bool]
    private var up: [Bool]

    init(symbols count: Int) {
        down = [Bool](repeating: false, count: count)
        up = down
    }

    func isEndless(_ symbol: Int32, down wantsDown: Bool) -> Bool {
        let index = Int(symbol)
        guard index < down.count else { return false }
        return wantsDown ? down[index] : up[index]
    }

    /// Notes how far a probe carried `symbol` from its value on the tableau, `old`.
    func note(_ symbol: Int32, from old: Double, to now: Double) {
        let index = Int(symbol)
        guard index < down.count else { return }
        if Solver.isEndless(now, from: old, down: true) { down[index] = true }
        if Solver.isEndless(now, from: old, down: false) { up[index] = true }
    }
}
