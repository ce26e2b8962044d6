/// A min-heap of symbol ids, each held at most once; users re-check an id when it comes out.
/// Taking the lowest id first is what makes the simplex choices follow Bland's rule.
///
/// A pivot pushes every symbol of the entering row, so the same symbol is pushed again and again
/// before it comes out: holding it once gives the same order of distinct ids (a symbol whose state
/// changes after it came out is pushed again by that change) for a fraction of the sifting.
struct SymbolHeap {
    private var items: [Int32] = []
    /// Whether each symbol is in `items`, indexed by symbol id (grown on demand).
    private var isQueued: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Int32) {
        let s = Int(symbol)
        if s >= isQueued.count { isQueued += repeatElement(false, count: max(s + 1, 2 * isQueued.count) - isQueued.count) }
        guard !isQueued[s] else { return }
        isQueued[s] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        isQueued[Int(first)] = false
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count && items[left] < items[smallest] { smallest = left }
                if right < items.count && items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    mutating func removeAll() {
        for symbol in items { isQueued[Int(symbol)] = false }
        items.removeAll(keepingCapacity: true)
    }

    mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
        let kept = items.filter { !shouldRemove($0) }
        removeAll()
        for symbol in kept { push(symbol) }
    }
}
