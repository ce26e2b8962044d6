/// Counts what a property run exercised, so a run that tests nothing shows up (and fails).
struct PropertyStats {
    var systems = 0
    var operations = 0
    var checks = 0
    var rejections = 0
    var uniqueValuesCompared = 0
    var rangesCompared = 0
    var conflictSizes: [Int] = []
    /// Free-form counters (infeasible systems, ambiguous values, …) so a run can prove it covered a case.
    var counters: [String: Int] = [:]

    mutating func merge(_ other: PropertyStats) {
        systems += other.systems
        operations += other.operations
        checks += other.checks
        rejections += other.rejections
        uniqueValuesCompared += other.uniqueValuesCompared
        rangesCompared += other.rangesCompared
        conflictSizes += other.conflictSizes
        counters.merge(other.counters, uniquingKeysWith: +)
    }

    var summary: String {
        var parts = ["\(systems) systems"]
        if operations > 0 { parts.append("\(operations) operations, \(checks) oracle checks") }
        if rejections > 0 {
            let sizes = Dictionary(grouping: conflictSizes, by: { $0 }).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" }
            parts.append("\(rejections) rejected adds (conflict size:count \(sizes.joined(separator: " ")))")
        }
        if uniqueValuesCompared > 0 { parts.append("\(uniqueValuesCompared) unique values compared") }
        if rangesCompared > 0 { parts.append("\(rangesCompared) ranges compared") }
        parts += counters.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return parts.joined(separator: ", ")
    }
}
