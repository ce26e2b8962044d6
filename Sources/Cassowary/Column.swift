/// The basic symbols whose rows contain one symbol.
///
/// Most columns are tiny and stay a plain list; a symbol shared by many rows (the screen width every
/// cell depends on) switches to an open-addressing hash table so removing one row from it stays
/// cheap. The table hashes an id with one multiplication: a pivot inserts and removes ids in the
/// columns of every row it rewrites, and `Set`'s SipHash made that a large part of a pivot's cost.
/// Callers never let the iteration order matter: every choice made while walking a column is by
/// value, then by id, and nothing is summed along the walk (the objective is summed exactly, the
/// changed symbols are sorted before they are reported).
///
/// The slots are raw memory that the solver owns (`release()`; `Solver.deinit`), not an array: an
/// array in an array paid a uniqueness check on every insert and remove, and a reallocation while
/// each emptied column grew again, which together were a third of a small layout's pivot. A copy of
/// a column is therefore a view of the same slots, to be read before the column changes again; the
/// one walk that changes columns as it goes (a pivot's) copies the members first.
struct Column: Sequence {
    private static let listLimit: Int32 = 24
    /// The first table: a power of two at most half full with the list's members and one more.
    private static let firstTableSize: Int32 = 64
    /// The smallest list allocated, so that a column gaining its first few rows allocates once.
    private static let firstListSize: Int32 = 8
    /// While `isHashed` is false, the members in `slots[..<count]`; otherwise the table's slots, -1
    /// when empty, `capacity` (a power of two) long and never more than half full (linear probing).
    private var slots: UnsafeMutablePointer<Int32>?
    private var capacity: Int32 = 0
    private var storedCount: Int32 = 0
    private var isHashed = false

    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    @inline(__always)
    mutating func insert(_ basic: Int32) {
        if !isHashed && storedCount < capacity && storedCount < Column.listLimit {
            slots![Int(storedCount)] = basic
            storedCount += 1
        } else {
            insertSlowly(basic)
        }
    }

    private mutating func insertSlowly(_ basic: Int32) {
        if isHashed {
            if 2 * (storedCount + 1) > capacity { rehash(capacity: 2 * capacity) }
            let mask = Int(capacity) - 1
            var slot = home(basic)
            while slots![slot] >= 0 {
                if slots![slot] == basic { return }
                slot = (slot + 1) & mask
            }
            slots![slot] = basic
            storedCount += 1
        } else if storedCount < Column.listLimit {
            reserve(2 * Int(capacity))
            slots![Int(storedCount)] = basic
            storedCount += 1
        } else {
            rehash(capacity: Column.firstTableSize)
            insertSlowly(basic)
        }
    }

    @inline(__always)
    mutating func remove(_ basic: Int32) {
        guard !isHashed else { return removeHashed(basic) }
        let n = Int(storedCount)
        for index in 0..<n where slots![index] == basic {
            slots![index] = slots![n - 1]
            storedCount -= 1
            return
        }
    }

    private mutating func removeHashed(_ basic: Int32) {
        let mask = Int(capacity) - 1
        var hole = home(basic)
        while slots![hole] != basic {
            if slots![hole] < 0 { return }
            hole = (hole + 1) & mask
        }
        // Backward-shift deletion: move up every later member of the probe run that may fill the
        // hole, so lookups never meet a gap before their member (no tombstones).
        var next = hole
        while true {
            next = (next + 1) & mask
            let member = slots![next]
            if member < 0 { break }
            let wanted = home(member)
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if stays { continue }
            slots![hole] = member
            hole = next
        }
        slots![hole] = -1
        storedCount -= 1
    }

    /// Empties the column back into a list, keeping its slots for the rows it will gain.
    mutating func removeAll() {
        storedCount = 0
        isHashed = false
    }

    /// Room for `n` members in a list (at least `firstListSize`, at most `listLimit`; a table makes
    /// its own room), so that a column about to gain that many allocates once.
    mutating func reserve(_ n: Int) {
        let n = Int32(Swift.min(Swift.max(n, Int(Column.firstListSize)), Int(Column.listLimit)))
        guard !isHashed, n > capacity else { return }
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: Int(n))
        if let slots {
            grown.update(from: slots, count: Int(storedCount))
            slots.deallocate()
        }
        slots = grown
        capacity = n
    }

    /// Frees the slots; the solver calls it on every column it drops.
    mutating func release() {
        slots?.deallocate()
        self = Column()
    }

    /// Fibonacci hashing: the top bits of the id times 2³²/φ, an index into the table.
    private func home(_ basic: Int32) -> Int {
        let bits = capacity.trailingZeroBitCount
        return Int((UInt32(bitPattern: basic) &* 0x9E37_79B9) >> UInt32(32 - bits))
    }

    /// Moves the members into a table of `newCapacity` slots, in the order a walk meets them; a
    /// column emptied by a pivot reuses the table it had.
    private mutating func rehash(capacity newCapacity: Int32) {
        let old = slots, oldEnd = Int(isHashed ? capacity : storedCount), wasHashed = isHashed
        // (Only slots of exactly the table's size: its size decides where each member lands.)
        let reuse = !isHashed && capacity == newCapacity
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(storedCount)) { members in
            var n = 0
            for index in 0..<oldEnd where !wasHashed || old![index] >= 0 {
                members[n] = old![index]
                n += 1
            }
            if !reuse {
                old?.deallocate()
                slots = UnsafeMutablePointer<Int32>.allocate(capacity: Int(newCapacity))
                capacity = newCapacity
            }
            slots!.update(repeating: -1, count: Int(capacity))
            isHashed = true
            storedCount = 0
            for member in members[..<n] { insertSlowly(member) }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: UnsafeMutablePointer<Int32>?
        fileprivate let end: Int
        fileprivate let isHashed: Bool
        fileprivate var index = 0

        mutating func next() -> Int32? {
            while index < end {
                let slot = slots![index]
                index += 1
                if !isHashed || slot >= 0 { return slot }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(slots: slots, end: Int(isHashed ? capacity : storedCount), isHashed: isHashed)
    }

    var underestimatedCount: Int { count }

    /// The members in id order, for the few walks whose side effects must happen in a fixed order.
    func sorted() -> [Int32] {
        Array(self).sorted()
    }
}
