import Cassowary
import LayoutModel

/// Constraints in equation form: `b.leading == a.trailing + 8 @750 "gap"`,
/// `a.height == a.width * 2`, `2*x + y >= 10 @low "c1"`, `inactive a.top == b.bottom "swap"`,
/// `content.width == scroll.frameGuide.width`.
/// Whether a line is about views or plain variables is decided later, by the builder.
enum ConstraintParser {
    static func parse(_ cursor: inout TokenCursor) throws(ParseFailure) -> ConstraintSyntax {
        let location = cursor.here
        var isActive = !cursor.take(word: "inactive")
        let left = try parseSide(&cursor, what: "the left side of a constraint (like a.width or 2*x)")
        let relation = try cursor.expectRelation()
        let right = try parseSide(&cursor, what: "the right side of the constraint (like b.width * 0.5 + 8, or a number)")
        var priority: Double?
        var identifier: String?
        var sawInactive = !isActive
        while !cursor.atEnd {
            let token = cursor.current
            if cursor.take(symbol: "@") {
                guard priority == nil else { throw ParseFailure(message: "the priority is given twice", column: token.column) }
                priority = try cursor.expectPriority()
            } else if token.kind == .string {
                guard identifier == nil else { throw ParseFailure(message: "the identifier is given twice", column: token.column) }
                identifier = cursor.advance().text
            } else if token.isWord("inactive") {
                guard !sawInactive else { throw ParseFailure(message: "'inactive' is given twice", column: token.column) }
                cursor.advance()
                sawInactive = true
                isActive = false
            } else if token.isRelation {
                throw ParseFailure(message: "a constraint has one relation; split chained comparisons into two lines", column: token.column)
            } else {
                throw cursor.failure("'@priority', an identifier in quotes, 'inactive', or end of line after the constraint")
            }
        }
        return ConstraintSyntax(left: left, relation: relation, right: right, priority: priority,
                                identifier: identifier, isActive: isActive, location: location)
    }

    /// A sum of terms.
    static func parseSide(_ cursor: inout TokenCursor, what: String) throws(ParseFailure) -> [Term] {
        var terms: [Term] = []
        var negated = false
        if cursor.take(symbol: "-") { negated = true } else { _ = cursor.take(symbol: "+") }
        terms.append(try parseTerm(&cursor, negated: negated, what: what))
        while cursor.current.isSymbol("+") || cursor.current.isSymbol("-") {
            let sign = cursor.advance()
            terms.append(try parseTerm(&cursor, negated: sign.text == "-", what: "a term after '\(sign.text)'"))
        }
        return terms
    }

    /// A product: `0.5 * b.width`, `a.width * 2`, `2x`, `pad / 2`.
    static func parseTerm(_ cursor: inout TokenCursor, negated: Bool, what: String) throws(ParseFailure) -> Term {
        let location = cursor.here
        var factors = [try parseFactor(&cursor, what: what)]
        var divisors: [Factor] = []
        while true {
            if cursor.take(symbol: "*") {
                factors.append(try parseFactor(&cursor, what: "a factor after '*'"))
            } else if cursor.take(symbol: "/") {
                divisors.append(try parseFactor(&cursor, what: "a divisor after '/'"))
            } else if case .number = factors.last, cursor.current.kind == .identifier, !isModifierWord(cursor.current) {
                // `2x`: a number written right before a name multiplies it.
                factors.append(try parseFactor(&cursor, what: what))
            } else {
                break
            }
        }
        return Term(negated: negated, factors: factors, divisors: divisors, location: location)
    }

    private static func isModifierWord(_ token: Token) -> Bool { token.isWord("inactive") || token.isWord("within") }

    static func parseFactor(_ cursor: inout TokenCursor, what: String) throws(ParseFailure) -> Factor {
        let token = cursor.current
        switch token.kind {
        case .number:
            cursor.advance()
            return .number(token.number)
        case .identifier:
            let name = try cursor.expectIdentifier(what)
            guard cursor.take(symbol: ".") else { return .name(name) }
            let attribute = try cursor.expectIdentifier("an attribute after '\(name.name).' (leading, top, width, centerX, …)")
            if cursor.current.isSymbol(".") {
                // `scroll.contentGuide.top`: a scroll view's guide, then its attribute.
                let guide = try ScrollGuideSyntax.parseGuideAttribute(item: name, middle: attribute, &cursor)
                return .anchor(item: guide.item, attribute: guide.attribute)
            }
            return .anchor(item: name, attribute: attribute)
        case .symbol where token.text == "(":
            throw ParseFailure(message: "parentheses are not supported in constraints; multiply each term out", column: token.column)
        default:
            throw cursor.failure(what)
        }
    }
}
