/// The workloads and their sizes: the full suite and the `--quick` smoke run.
struct WorkloadID: Hashable, CustomStringConvertible {
    let name: String
    let size: Int

    var description: String { "\(name)-\(size)" }
}

enum Catalogue {
    static let names = ["window", "table", "grid", "adddel", "resize"]

    static func suite(quick: Bool) -> [WorkloadID] {
        if quick {
            return [.init(name: "window", size: 37), .init(name: "table", size: 100), .init(name: "table", size: 1000),
                    .init(name: "grid", size: 10), .init(name: "adddel", size: 100), .init(name: "resize", size: 100)]
        }
        return [.init(name: "window", size: 37), .init(name: "table", size: 100), .init(name: "table", size: 1000),
                .init(name: "table", size: 10000), .init(name: "grid", size: 20),
                .init(name: "grid", size: gridSide), .init(name: "adddel", size: 300),
                .init(name: "adddel", size: addDelCount),
                .init(name: "resize", size: 1000)]
    }

    /// Chosen so that our solver builds the grid in about a second; grid-20 is the size kiwisolver
    /// still builds within a few seconds.
    static let gridSide = 50
    static let addDelCount = 500

    /// The sizes that define each workload beyond its `size` (fewer steps in a smoke run).
    static func make(_ id: WorkloadID, quick: Bool) throws -> Workload {
        switch id.name {
        case "window": return WindowWorkload.make(cycles: quick ? 10 : 50)
        case "table": return TableWorkload.make(cells: id.size)
        case "grid": return GridWorkload.make(side: id.size)
        case "adddel": return try AddDelWorkload.make(count: id.size, resolves: quick ? 100 : 1000)
        case "resize": return TableWorkload.makeResize(cells: id.size, steps: quick ? 100 : 1000)
        default: throw BenchError.usage("unknown workload \(id.name) (known: \(names.joined(separator: ", ")))")
        }
    }
}

enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case failed(String)

    var description: String {
        switch self {
        case let .usage(message): return message
        case let .failed(message): return message
        }
    }
}
