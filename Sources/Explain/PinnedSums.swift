import Cassowary

/// What the required equalities of an explanation add up to once every variable that only they
/// mention is eliminated, e.g. a margin-to-margin chain becomes `name.width + level.width == 296`.
/// That sum is what the optional constraints compete over, so the narrative states it.
struct PinnedSums {
    struct Sum {
        let text: String
    }

    /// Gaussian elimination, in variable-id order so the result is deterministic. Variables of the
    /// target and of the optional members are kept; all others are eliminated.
    static func find(target: ExplainableConstraint, members: [ExplainableConstraint]) -> [Sum] {
        let optional = members.filter { !$0.isRequired } + [target]
        var names: [Int: String] = [:]
        var kept = Set<Int>()
        for constraint in optional {
            for term in constraint.lowered.expression.terms { kept.insert(term.variable.id) }
        }
        var rows: [(coefficients: [Int: Double], constant: Double)] = members
            .filter { $0.isRequired && $0.lowered.relation == .equal }
            .map { member in
                var coefficients: [Int: Double] = [:]
                for term in member.lowered.expression.terms {
                    names[term.variable.id] = term.variable.name
                    coefficients[term.variable.id, default: 0] += term.coefficient
                }
                return (coefficients, member.lowered.expression.constant)
            }
        guard !rows.isEmpty else { return [] }
        for term in optional.flatMap(\.lowered.expression.terms) { names[term.variable.id] = term.variable.name }
        let eliminated = Set(rows.flatMap { $0.coefficients.keys }).subtracting(kept).sorted()
        for variable in eliminated {
            guard let pivot = rows.firstIndex(where: { abs($0.coefficients[variable] ?? 0) > ExplainTolerance.coefficient }) else { continue }
            let pivotRow = rows.remove(at: pivot)
            let pivotCoefficient = pivotRow.coefficients[variable]!
            for index in rows.indices {
                guard let factor = rows[index].coefficients[variable], abs(factor) > ExplainTolerance.negligibleFactor else { continue }
                let scale = factor / pivotCoefficient
                for (id, coefficient) in pivotRow.coefficients {
                    let updated = (rows[index].coefficients[id] ?? 0) - scale * coefficient
                    rows[index].coefficients[id] = abs(updated) < ExplainTolerance.coefficient ? nil : updated
                }
                rows[index].constant -= scale * pivotRow.constant
            }
        }
        return rows.compactMap { row in
            let ids = row.coefficients.keys.sorted()
            guard let first = ids.first else { return nil }
            // Scale so the first coefficient is +1 when every coefficient has the same size (a plain sum).
            let sameSize = ids.allSatisfy { abs(abs(row.coefficients[$0]!) - abs(row.coefficients[first]!)) < ExplainTolerance.coefficient }
            let scale = (row.coefficients[first]! < 0 ? -1 : 1) / (sameSize ? abs(row.coefficients[first]!) : 1)
            var text = ""
            for id in ids {
                let coefficient = row.coefficients[id]! * scale
                let name = names[id] ?? "v\(id)"
                let size = abs(coefficient)
                let factor = abs(size - 1) < ExplainTolerance.coefficient ? "" : "\(formatNumber(size))·"
                if text.isEmpty {
                    text = (coefficient < 0 ? "-" : "") + factor + name
                } else {
                    text += (coefficient < 0 ? " - " : " + ") + factor + name
                }
            }
            return Sum(text: "\(text) == \(formatNumber(-row.constant * scale))")
        }
    }
}
