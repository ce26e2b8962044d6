/// Maps variables to their external symbols. Ids from a `VariableFactory` are small and dense, so
/// they index an array (reading values back is the hot path of a pivot-free resize); any other id
/// falls back to a dictionary.
struct VariableIndex {
    private static let denseLimit = 1 << 22
    private var dense: [Int32] = []
    private var sparse: [Int: Int32] = [:]

    subscript(id: Int) -> Int32? {
        get {
            if id >= 0 && id < Self.denseLimit {
                guard id < dense.count, dense[id] >= 0 else { return nil }
                return dense[id]
            }
            return sparse[id]
        }
        set {
            guard id >= 0 && id < Self.denseLimit else {
                sparse[id] = newValue
                return
            }
            if id >= dense.count {
                guard newValue != nil else { return }
                dense.append(contentsOf: repeatElement(-1, count: id - dense.count + 1))
            }
            dense[id] = newValue ?? -1
        }
    }
}
