/// The basic symbols whose rows contain one symbol.
///
/// Most columns are tiny and stay a plain list; a symbol shared by many rows (the screen width every
/// cell depends on) switches to an open-addressing hash table so removing one row from it stays
/// cheap. The table hashes an id with one multiplication: a pivot inserts and removes ids in the
/// columns of every row it rewrites, and `Set`'s SipHash made that a large part of a pivot's cost.
/// Callers never let the iteration order matter: every choice made while walking a column is by
/// value, then by id, and nothing is summed along the walk (the objective is summed exactly, the
/// changed symbols are sorted before they are reported).
struct Column: Sequence {
    private static let listLimit = 24
    /// The first table: a power of two at most half full with the list's members and one more.
    private static let firstTableSize = 64
    /// A list of the members while `isHashed` is false; otherwise the table's slots, -1 when empty,
    /// a power of two long and never more than half full (linear probing).
    private var storage: [Int32] = []
    private var isHashed = false
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ basic: Int32) {
        if isHashed {
            if 2 * (count + 1) > storage.count { rehash(capacity: 2 * storage.count) }
            var slot = home(basic)
            while storage[slot] >= 0 {
                if storage[slot] == basic { return }
                slot = (slot + 1) & (storage.count - 1)
            }
            storage[slot] = basic
            count += 1
        } else if count < Column.listLimit {
            storage.append(basic)
            count += 1
        } else {
            let members = storage
            storage = []
            isHashed = true
            count = 0
            rehash(capacity: Column.firstTableSize)
            for member in members { insert(member) }
            insert(basic)
        }
    }

    mutating func remove(_ basic: Int32) {
        if !isHashed {
            let found = storage.withUnsafeMutableBufferPointer { members -> Bool in
                for index in members.indices where members[index] == basic {
                    members[index] = members[members.count - 1]
                    return true
                }
                return false
            }
            guard found else { return }
            storage.removeLast()
            count -= 1
            return
        }
        let mask = storage.count - 1
        var hole = home(basic)
        while storage[hole] != basic {
            if storage[hole] < 0 { return }
            hole = (hole + 1) & mask
        }
        // Backward-shift deletion: move up every later member of the probe run that may fill the
        // hole, so lookups never meet a gap before their member (no tombstones).
        var next = hole
        while true {
            next = (next + 1) & mask
            let member = storage[next]
            if member < 0 { break }
            let wanted = home(member)
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if stays { continue }
            storage[hole] = member
            hole = next
        }
        storage[hole] = -1
        count -= 1
    }

    /// An empty column with room for as many members as this one has (when they fit in a list), for
    /// a column that is about to receive as many.
    func emptied() -> Column {
        var column = Column()
        if !isHashed { column.storage.reserveCapacity(count) }
        return column
    }

    /// Fibonacci hashing: the top bits of the id times 2³²/φ, an index into the table.
    private func home(_ basic: Int32) -> Int {
        let bits = storage.count.trailingZeroBitCount
        return Int((UInt32(bitPattern: basic) &* 0x9E37_79B9) >> UInt32(32 - bits))
    }

    private mutating func rehash(capacity: Int) {
        let members = storage.filter { $0 >= 0 }
        storage = [Int32](repeating: -1, count: capacity)
        count = 0
        for member in members { insert(member) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var slots: IndexingIterator<[Int32]>

        mutating func next() -> Int32? {
            while let slot = slots.next() {
                if slot >= 0 { return slot }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: storage.makeIterator()) }

    /// The members in id order, for the few walks whose side effects must happen in a fixed order.
    func sorted() -> [Int32] {
        isHashed ? storage.filter { $0 >= 0 }.sorted() : storage.sorted()
    }
}
