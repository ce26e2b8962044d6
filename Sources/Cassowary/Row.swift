/// One non-zero entry of a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A sparse linear combination of symbols, kept sorted by symbol id.
///
/// Sorted storage makes every walk over a row deterministic (pivot choices read rows in id order)
/// and keeps short rows compact; merging two rows is a single linear pass.
struct Row {
    private(set) var cells: [Cell] = []
    /// What the row's hidden markers add to its value: each marker fixed at its constant, times its
    /// coefficient (see `HiddenMarkers.swift`; 0 when the row holds none).
    private(set) var hiddenValue = 0.0
    /// Whether the row may hold hidden markers: set when one enters, kept through merges (a
    /// cancellation does not clear it), so rows without it cost the hidden-marker log nothing.
    private(set) var holdsHiddenMarkers = false

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    func coefficient(of symbol: Int32) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    private func position(of symbol: Int32) -> Int? {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Adds `coefficient × symbol`. Returns whether the symbol entered (+1), left (-1) or stayed (0).
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < cells.count && cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if abs(sum) < Tolerance.drop {
                cells.remove(at: low)
                return -1
            }
            cells[low].coefficient = sum
            return 0
        }
        if abs(coefficient) < Tolerance.drop { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        return 1
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    mutating func remove(_ symbol: Int32) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells.remove(at: index).coefficient
    }

    mutating func scale(by factor: Double) {
        for i in cells.indices { cells[i].coefficient *= factor }
        hiddenValue *= factor
    }

    /// Takes in `coefficient × marker` for a marker kept out of the row (fixed at `value`).
    mutating func hide(_ coefficient: Double, timesValue value: Double) {
        hiddenValue += coefficient * value
        holdsHiddenMarkers = true
    }

    /// Brings a hidden marker back as a cell (`reveal` of `HiddenMarkers.swift`); its part of the
    /// value becomes the cell's.
    mutating func reveal(_ marker: Int32, _ coefficient: Double, atValue value: Double) {
        hiddenValue -= coefficient * value
        add(marker, coefficient)
    }

    /// `self += factor × other`; `dropping` leaves one symbol out (one `other` does not hold:
    /// substituting a symbol's definition for it). `scratch` then says which symbols entered and
    /// which left the row.
    mutating func add(_ other: Row, times factor: Double, dropping dropped: Int32 = -1, using scratch: inout MergeScratch) {
        scratch.reserve(cells: cells.count + other.cells.count, entered: other.cells.count,
                        left: min(cells.count, other.cells.count))
        // Written through pointers into room made beforehand: this merge is most of a pivot, and
        // `append`'s checks on every cell cost more than the merging itself.
        var n = 0, e = 0, l = 0
        scratch.cells.withUnsafeMutableBufferPointer { out in
            scratch.entered.withUnsafeMutableBufferPointer { entered in
                scratch.left.withUnsafeMutableBufferPointer { left in
                    cells.withUnsafeBufferPointer { a in
                        other.cells.withUnsafeBufferPointer { b in
                            var i = 0, j = 0
                            while i < a.count || j < b.count {
                                if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                                    if a[i].symbol != dropped { out[n] = a[i]; n += 1 }
                                    i += 1
                                } else if i == a.count || b[j].symbol < a[i].symbol {
                                    let c = b[j].coefficient * factor
                                    if abs(c) >= Tolerance.drop {
                                        out[n] = Cell(symbol: b[j].symbol, coefficient: c); n += 1
                                        entered[e] = b[j].symbol; e += 1
                                    }
                                    j += 1
                                } else {
                                    let c = a[i].coefficient + b[j].coefficient * factor
                                    if abs(c) >= Tolerance.drop {
                                        out[n] = Cell(symbol: a[i].symbol, coefficient: c); n += 1
                                    } else {
                                        left[l] = a[i].symbol; l += 1
                                    }
                                    i += 1; j += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        scratch.enteredCount = e
        scratch.leftCount = l
        if other.holdsHiddenMarkers {
            hiddenValue += other.hiddenValue * factor
            holdsHiddenMarkers = true
        }
        // Copied back into the row's own storage, which is reused when the row holds it alone.
        cells.replaceSubrange(cells.indices, with: scratch.cells[..<n])
    }
}

/// Room for merging two rows (`Row.add(_:times:dropping:using:)`), reused from merge to merge so
/// that a pivot's substitutions allocate nothing once it is large enough; it only grows.
struct MergeScratch {
    fileprivate var cells: [Cell] = []
    /// The symbols the last merge brought into the row, in `entered[..<enteredCount]`, and those
    /// it cancelled out, in `left[..<leftCount]`.
    fileprivate(set) var entered: [Int32] = []
    fileprivate(set) var left: [Int32] = []
    fileprivate(set) var enteredCount = 0
    fileprivate(set) var leftCount = 0

    fileprivate mutating func reserve(cells c: Int, entered e: Int, left l: Int) {
        if cells.count < c { cells += repeatElement(Cell(symbol: -1, coefficient: 0), count: max(c, 2 * cells.count) - cells.count) }
        if entered.count < e { entered += repeatElement(-1, count: max(e, 2 * entered.count) - entered.count) }
        if left.count < l { left += repeatElement(-1, count: max(l, 2 * left.count) - left.count) }
    }
}
