/// Maps variables to their external symbols. Ids from a `VariableFactory` are small and dense, so
/// they index an array (reading values back is the hot path of a pivot-free resize). An id far past
/// what the solver holds goes to a dictionary instead: a small solver over a few variables of a big
/// layout (the analyzer builds thousands of them) must not allocate an array as long as the layout.
struct VariableIndex {
    /// How far past the entries held the array may grow: room for the next ids of a dense factory.
    private static let slack = 4096
    /// Every id below `dense.count` lives here (-1: none); every other id lives in `sparse`.
    private var dense: [Int32] = []
    private var sparse: [Int: Int32] = [:]
    private var count = 0

    subscript(id: Int) -> Int32? {
        get {
            if id >= 0 && id < dense.count {
                let symbol = dense[id]
                return symbol >= 0 ? symbol : nil
            }
            return sparse[id]
        }
        set {
            let old = self[id]
            count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
            if id >= 0 && id < dense.count {
                dense[id] = newValue ?? -1
            } else if newValue != nil && id >= 0 && id < 2 * count + Self.slack {
                grow(through: id)
                dense[id] = newValue!
            } else {
                sparse[id] = newValue
            }
        }
    }

    /// Extends the array to cover `id`, moving the dictionary's entries that it now covers.
    private mutating func grow(through id: Int) {
        let oldCount = dense.count
        dense.append(contentsOf: repeatElement(-1, count: id - oldCount + 1))
        guard !sparse.isEmpty else { return }
        for (key, symbol) in sparse where key >= oldCount && key <= id {
            dense[key] = symbol
            sparse[key] = nil
        }
    }
}
