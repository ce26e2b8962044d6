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
    }

    /// `self += factor × other`, reporting symbols that entered or left `self`.
    mutating func add(_ other: Row, times factor: Double, entered: inout [Int32], left: inout [Int32]) {
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let a = cells, b = other.cells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * factor
                if abs(c) >= Tolerance.drop {
                    merged.append(Cell(symbol: b[j].symbol, coefficient: c))
                    entered.append(b[j].symbol)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if abs(c) >= Tolerance.drop {
                    merged.append(Cell(symbol: a[i].symbol, coefficient: c))
                } else {
                    left.append(a[i].symbol)
                }
                i += 1; j += 1
            }
        }
        cells = merged
    }
}
