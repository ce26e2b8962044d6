import Cassowary
import Foundation

/// The equation form: `A.attr == B.attr`, `A.attr >= 0.2*B.attr - 16`, `A.attr == B.attr * 0.7`,
/// `A.attr == - 16`, `A.attr == B.attr NSSpace(8)`, `A.attr == B.attr + NSLayoutAnchorConstraintSpace(8)`.
/// Item text may hold anything (dots, quotes, `==`), so the pieces are found from the structure:
/// the relation is the first `==`/`<=`/`>=` that follows `.attribute`, and the constant and a
/// postfix multiplier are read from the end.
enum EquationBodyParser {
    /// Items come back unresolved (bare names and `|` are filled in from `names:` later).
    static func parse(_ body: String) throws(DescriptionProblem) -> LoggedEquation {
        guard let (relation, lhs, rhs) = splitAtRelation(body) else {
            throw DescriptionProblem("no `==`, `<=` or `>=` after an `item.attribute` in `\(body)`")
        }
        guard let (firstItem, firstAttribute) = LoggedAttributeNames.anchor(lhs) else {
            throw DescriptionProblem("`\(lhs)` is not `item.attribute`")
        }
        let first = LoggedAnchor(item: try LoggedItemParser.item(firstItem), attribute: firstAttribute)
        var rest = rhs.trimmingSpaces
        if rest.isEmpty { throw DescriptionProblem("nothing after `\(relation.rawValue)`") }
        if let constant = LogLexemes.number(rest) {
            return LoggedEquation(first: first, relation: relation, constant: constant)
        }
        var constant = 0.0
        var spacing: LoggedSystemSpacing?
        if let (kind, value, before) = trailingSystemSpacing(rest) {
            (spacing, constant, rest) = (kind, value, before)
        } else if let (value, before) = trailingConstant(rest) {
            (constant, rest) = (value, before)
        }
        var multiplier = 1.0
        if let star = rest.lastIndex(of: "*"), let value = LogLexemes.number(rest[rest.index(after: star)...]),
           LoggedAttributeNames.anchor(rest[..<star]) != nil {
            // Postfix, as older systems print it: `B.width * 0.7`.
            multiplier = value
            rest = rest[..<star].trimmingSpaces
        } else if let star = rest.firstIndex(of: "*"), let value = LogLexemes.number(rest[..<star]) {
            multiplier = value
            rest = rest[rest.index(after: star)...].trimmingSpaces
        }
        guard let (secondItem, secondAttribute) = LoggedAttributeNames.anchor(rest) else {
            if rest.hasPrefix("(") {
                throw DescriptionProblem("`\(rhs.trimmingSpaces)` is anchor arithmetic, which is not read")
            }
            throw DescriptionProblem("`\(rest)` is not `item.attribute`, a number or system spacing")
        }
        let second = LoggedAnchor(item: try LoggedItemParser.item(secondItem), attribute: secondAttribute)
        return LoggedEquation(first: first, relation: relation, multiplier: multiplier, second: second,
                              constant: constant, systemSpacing: spacing)
    }

    /// The first relation whose left side ends in `.attribute`. Each candidate looks back only
    /// over the spaces and the attribute's letters before it, so the scan stays linear.
    private static func splitAtRelation(_ body: String) -> (Relation, String, String)? {
        let s = Array(body.unicodeScalars)
        var i = 0
        while i + 1 < s.count {
            if s[i + 1] == "=", let relation = relationStarting(s[i]), endsWithAttribute(s, before: i) {
                let lhs = String(String.UnicodeScalarView(s[..<i]))
                if LoggedAttributeNames.anchor(lhs) != nil {
                    return (relation, lhs, String(String.UnicodeScalarView(s[(i + 2)...])))
                }
            }
            i += 1
        }
        return nil
    }

    private static func endsWithAttribute(_ s: [Unicode.Scalar], before i: Int) -> Bool {
        var j = i - 1
        while j >= 0, s[j] == " " { j -= 1 }
        let end = j
        while j >= 0, end - j <= 30, ("a"..."z").contains(s[j]) || ("A"..."Z").contains(s[j]) { j -= 1 }
        guard j >= 0, j < end, s[j] == "." else { return false }
        return LoggedAttributeNames.attribute(String(String.UnicodeScalarView(s[(j + 1)...end]))) != nil
    }

    private static func relationStarting(_ c: Unicode.Scalar) -> Relation? {
        switch c {
        case "=": return .equal
        case "<": return .lessOrEqual
        case ">": return .greaterOrEqual
        default: return nil
        }
    }

    /// `… NSSpace(8)`, `… + NSLayoutAnchorConstraintSpace(8)`, `… >=NSSpace(8)`: the kind, its points, what precedes.
    static func trailingSystemSpacing(_ text: String) -> (LoggedSystemSpacing, Double, String)? {
        guard text.hasSuffix(")") else { return nil }
        for kind in [LoggedSystemSpacing.anchorSpace, .space] {
            guard let open = text.range(of: kind.rawValue + "(", options: .backwards),
                  let value = LogLexemes.number(text[open.upperBound..<text.index(before: text.endIndex)]) else { continue }
            var before = text[..<open.lowerBound].trimmingSpaces
            var sign = 1.0
            if before.hasSuffix("+") { before = String(before.dropLast()).trimmingSpaces }
            else if before.hasSuffix("-") { sign = -1; before = String(before.dropLast()).trimmingSpaces }
            return (kind, sign * value, before)
        }
        return nil
    }

    /// `… + 8`, `… - 16.5`: the signed constant and what precedes it.
    private static func trailingConstant(_ text: String) -> (Double, String)? {
        for sign in [" + ", " - "] {
            guard let range = text.range(of: sign, options: .backwards),
                  let value = LogLexemes.number(text[range.upperBound...]) else { continue }
            // The later of the two signs is the constant's; check the other is not after it.
            let other = sign == " + " ? " - " : " + "
            if let later = text.range(of: other, options: .backwards), later.lowerBound > range.lowerBound { continue }
            return (sign == " - " ? -value : value, String(text[..<range.lowerBound]))
        }
        return nil
    }
}
