import Synchronization

/// Where each item sits in `Layout.items`, built on first use: looking items up by name is constant
/// time, so a layout of thousands of views builds in linear time. Shared by copies of a layout
/// until one of them changes its items (which gives it a fresh, empty index).
final class ItemNameIndex: Sendable {
    private let positions = Mutex<[String: Int]?>(nil)

    /// The position of the first item named `name`, as `items.firstIndex` would find it.
    func position(of name: String, in items: [LayoutItem]) -> Int? {
        positions.withLock { built in
            if built == nil {
                var table: [String: Int] = [:]
                table.reserveCapacity(items.count)
                for (position, item) in items.enumerated() where table[item.name] == nil {
                    table[item.name] = position
                }
                built = table
            }
            return built![name]
        }
    }
}
