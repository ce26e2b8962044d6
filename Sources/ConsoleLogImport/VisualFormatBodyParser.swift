import Cassowary
import LayoutModel

/// The Visual Format forms UIKit and AppKit print for one constraint:
/// - a gap, `H:|-(8)-[A]`, `H:[A]-(8)-|`, `V:[A]-(-20)-[B]`, `H:[A]-(>=NSSpace(8))-[B]`,
///   `V:|-(0@250)-[A]`, with `(LTR)` after for left and right edges;
/// - a size, `V:[A(200)]`, `H:[A(>=44)]`.
/// A gap reads as the equation UIKit made it from (the same pairing `UIKitVisualFormat` prints):
/// `|-(c)-[A]` is `A.leading == superview.leading + c`, `[A]-(c)-|` is `superview.trailing ==
/// A.trailing + c`, `[A]-(c)-[B]` is `B.leading == A.trailing + c` (top and bottom for `V:`,
/// left and right after `(LTR)` or `(RTL)`). The ends are found from the outside in (`|-(`,
/// `]-(` from the left, `)-|`, `)-[` from the right), so item text with brackets does not matter.
enum VisualFormatBodyParser {
    static func parse(_ body: String) throws(DescriptionProblem) -> LoggedEquation {
        guard body.count >= 2 else { throw DescriptionProblem("`\(body)` is not a visual format") }
        let axis = body.first == "H" ? "H" : "V"
        var s = String(body.dropFirst(2)).trimmingSpaces
        var direction: LoggedDirection?
        for candidate in LoggedDirection.allCases where s.hasSuffix("(\(candidate.rawValue))") {
            direction = candidate
            s = String(s.dropLast(candidate.rawValue.count + 2)).trimmingSpaces
        }
        if let size = try size(s, axis: axis, direction: direction) { return size }
        return try gap(s, axis: axis, direction: direction)
    }

    /// `[A(200)]`: nil when `s` is not of that shape.
    private static func size(_ s: String, axis: String, direction: LoggedDirection?) throws(DescriptionProblem) -> LoggedEquation? {
        guard s.hasPrefix("["), s.hasSuffix(")]"), !s.contains("]-"), let open = s.lastIndex(of: "(") else { return nil }
        let itemText = s[s.index(after: s.startIndex)..<open]
        let valueText = s[s.index(after: open)..<s.index(s.endIndex, offsetBy: -2)]
        let value = try gapValue(String(valueText))
        let item = try LoggedItemParser.item(String(itemText))
        let attribute: LayoutAttribute = axis == "H" ? .width : .height
        return LoggedEquation(first: LoggedAnchor(item: item, attribute: LoggedAttribute(attribute)), relation: value.relation,
                              constant: value.points, priority: value.priority ?? 1000, isPriorityPrinted: value.priority != nil,
                              form: .visualFormatSize, systemSpacing: value.spacing, direction: direction)
    }

    private static func gap(_ s: String, axis: String, direction: LoggedDirection?) throws(DescriptionProblem) -> LoggedEquation {
        let scalars = Array(s.unicodeScalars)
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        let leftIsSuperview = s.hasPrefix("|-(")
        var gapStart: Int
        var leftItem: String?
        if leftIsSuperview {
            gapStart = 3
        } else {
            guard s.hasPrefix("["), let close = firstIndex(of: "]-(", in: scalars) else {
                throw DescriptionProblem("`\(axis):\(s)` has no `|-(` or `[item]-(` at its start")
            }
            leftItem = text(1..<close)
            gapStart = close + 3
        }
        let rightIsSuperview = s.hasSuffix(")-|")
        var gapEnd: Int
        var rightItem: String?
        if rightIsSuperview {
            gapEnd = scalars.count - 3
        } else {
            guard s.hasSuffix("]"), let open = lastIndex(of: ")-[", in: scalars) else {
                throw DescriptionProblem("`\(axis):\(s)` has no `)-|` or `)-[item]` at its end")
            }
            rightItem = text((open + 3)..<(scalars.count - 1))
            gapEnd = open
        }
        guard gapStart <= gapEnd else { throw DescriptionProblem("`\(axis):\(s)` has no gap between its ends") }
        if leftIsSuperview && rightIsSuperview { throw DescriptionProblem("`\(axis):\(s)` has no item") }
        let value = try gapValue(text(gapStart..<gapEnd))
        let leftRight = axis == "H" && direction != nil
        let near: LayoutAttribute = axis == "V" ? .top : leftRight ? .left : .leading
        let far: LayoutAttribute = axis == "V" ? .bottom : leftRight ? .right : .trailing
        let superview = LoggedItem(isSuperview: true, printed: "|")
        let first: LoggedAnchor
        let second: LoggedAnchor
        if let leftItem, let rightItem {
            first = LoggedAnchor(item: try LoggedItemParser.item(rightItem), attribute: LoggedAttribute(near))
            second = LoggedAnchor(item: try LoggedItemParser.item(leftItem), attribute: LoggedAttribute(far))
        } else if let rightItem {
            first = LoggedAnchor(item: try LoggedItemParser.item(rightItem), attribute: LoggedAttribute(near))
            second = LoggedAnchor(item: superview, attribute: LoggedAttribute(near))
        } else if let leftItem {
            first = LoggedAnchor(item: superview, attribute: LoggedAttribute(far))
            second = LoggedAnchor(item: try LoggedItemParser.item(leftItem), attribute: LoggedAttribute(far))
        } else {
            throw DescriptionProblem("`\(axis):\(s)` has no item")
        }
        return LoggedEquation(first: first, relation: value.relation, second: second, constant: value.points,
                              priority: value.priority ?? 1000, isPriorityPrinted: value.priority != nil,
                              form: .visualFormatGap, systemSpacing: value.spacing, direction: direction)
    }

    struct GapValue {
        var relation: Relation
        var points: Double
        var spacing: LoggedSystemSpacing?
        var priority: Double?
    }

    /// `8`, `-20`, `>=11`, `0@250`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`.
    static func gapValue(_ raw: String) throws(DescriptionProblem) -> GapValue {
        var text = raw.trimmingSpaces
        var relation = Relation.equal
        for candidate in [Relation.greaterOrEqual, .lessOrEqual, .equal] where text.hasPrefix(candidate.rawValue) {
            relation = candidate
            text = String(text.dropFirst(2)).trimmingSpaces
            break
        }
        var priority: Double?
        if let at = text.lastIndex(of: "@") {
            guard let value = LogLexemes.number(text[text.index(after: at)...]) else {
                throw DescriptionProblem("`\(raw)` has a priority that is not a number")
            }
            priority = value
            text = String(text[..<at]).trimmingSpaces
        }
        if let number = LogLexemes.number(text) {
            return GapValue(relation: relation, points: number, priority: priority)
        }
        if let (kind, points, before) = EquationBodyParser.trailingSystemSpacing(text), before.isEmpty {
            return GapValue(relation: relation, points: points, spacing: kind, priority: priority)
        }
        throw DescriptionProblem("`\(raw)` is not a number of points or system spacing")
    }

    private static func firstIndex(of needle: String, in s: [Unicode.Scalar]) -> Int? {
        let n = Array(needle.unicodeScalars)
        guard s.count >= n.count else { return nil }
        for i in 0...(s.count - n.count) where s[i] == n[0] && Array(s[i..<(i + n.count)]) == n { return i }
        return nil
    }

    private static func lastIndex(of needle: String, in s: [Unicode.Scalar]) -> Int? {
        let n = Array(needle.unicodeScalars)
        guard s.count >= n.count else { return nil }
        for i in stride(from: s.count - n.count, through: 0, by: -1) where s[i] == n[0] && Array(s[i..<(i + n.count)]) == n { return i }
        return nil
    }
}
