import LinearSystemFormat
import Cassowary

/// The built-in example: step 1 of the two-label lesson (`Scenarios/two-labels.layout`, the lesson
/// `make demo` explains), its widths written as a raw linear system.
///
/// A 320-pt row `|-8-[name]-8-[level]-8-|` (the root's 8 pt margins and the standard 8 pt gap): the
/// required constraints leave name.width + level.width = 296 for labels whose text is 46 and 65 pt
/// wide, so one must stretch by 185. Both resist compression at 750; name hugs at 251, level at
/// 250, so level gives way.
enum DemoSystem {
    static let system = LinearSystem(
        semantics: .lexicographic,
        variables: ["name.x", "name.width", "level.x", "level.width"],
        constraints: [
            // name.left == 8
            constraint("name.left", [("name.x", 1)], -8, .equal),
            // level.left == name.right + 8
            constraint("level.left", [("level.x", 1), ("name.x", -1), ("name.width", -1)], -8, .equal),
            // level.right == 320 - 8
            constraint("level.right", [("level.x", 1), ("level.width", 1)], -312, .equal),
            // Intrinsic widths 46 ("Name") and 65 ("Level 12"): compression resistance (>=) and hugging (<=).
            constraint("name.compression", [("name.width", 1)], -46, .greaterOrEqual, 750),
            constraint("name.hugging", [("name.width", 1)], -46, .lessOrEqual, 251),
            constraint("level.compression", [("level.width", 1)], -65, .greaterOrEqual, 750),
            constraint("level.hugging", [("level.width", 1)], -65, .lessOrEqual, 250),
        ])

    private static func constraint(_ id: String, _ terms: [(String, Double)], _ constant: Double, _ relation: Relation,
                                   _ priority: Double = Priority.required.value) -> LinearConstraintSpec {
        LinearConstraintSpec(id: id, terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) },
                             constant: constant, relation: relation, priority: priority)
    }
}
