/// A min-heap of symbol ids that may hold duplicates; users re-check an id when it comes out.
/// Taking the lowest id first is what makes the simplex choices follow Bland's rule.
struct SymbolHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Int32) {
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

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
        let kept = items.filter { !shouldRemove($0) }
        items.removeAll(keepingCapacity: true)
        for symbol in kept { push(symbol) }
    }
}
