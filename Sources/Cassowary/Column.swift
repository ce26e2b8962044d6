/// The basic symbols whose rows contain one symbol.
///
/// Most columns are tiny and stay arrays; a symbol shared by many rows (the screen width every
/// cell depends on) switches to a set so removing one row from it stays cheap. A set's order differs
/// from process to process, so callers never let the iteration order matter: every choice made
/// while walking a column is by value, then by id, and nothing is summed along the walk (the
/// objective is summed exactly, the changed symbols are sorted before they are reported).
struct Column: Sequence {
    private static let arrayLimit = 24
    private var small: [Int32] = []
    private var large: Set<Int32>?

    var count: Int { large?.count ?? small.count }
    var isEmpty: Bool { count == 0 }

    mutating func insert(_ basic: Int32) {
        if large != nil {
            large!.insert(basic)
        } else if small.count < Column.arrayLimit {
            small.append(basic)
        } else {
            large = Set(small)
            large!.insert(basic)
            small = []
        }
    }

    mutating func remove(_ basic: Int32) {
        if large != nil {
            large!.remove(basic)
        } else if let index = small.firstIndex(of: basic) {
            small.swapAt(index, small.count - 1)
            small.removeLast()
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var small: IndexingIterator<[Int32]>
        fileprivate var large: Set<Int32>.Iterator?

        mutating func next() -> Int32? {
            if large != nil { return large!.next() }
            return small.next()
        }
    }

    func makeIterator() -> Iterator {
        Iterator(small: small.makeIterator(), large: large?.makeIterator())
    }

    /// The members in id order, for the few walks whose side effects must happen in a fixed order.
    func sorted() -> [Int32] {
        large.map { $0.sorted() } ?? small.sorted()
    }
}
