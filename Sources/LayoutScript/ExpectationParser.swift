import LayoutModel

/// `expect …` lines: frames, values, constraint states, ambiguity, conflicts.
enum ExpectationParser {
    /// Called after the `expect` keyword.
    static func parse(_ cursor: inout TokenCursor) throws(ParseFailure) -> StatementKind {
        let token = cursor.current
        let expectation: ExpectationSyntax
        if token.kind == .string {
            expectation = try parseConstraintState(&cursor)
        } else if cursor.take(word: "no") {
            guard cursor.take(word: "conflict") || cursor.take(word: "conflicts") else { throw cursor.failure("'conflict' after 'expect no'") }
            expectation = .noConflict
        } else if cursor.current.isWord("constraint"), cursor.peek().kind == .string {
            cursor.advance()
            guard case let .constraint(printed, state, error) = try parseConstraintState(&cursor) else {
                throw cursor.failure("a state: satisfied, broken [error], broken to recover, or inactive")
            }
            expectation = .printedConstraint(printed, state, error: error)
        } else if cursor.take(word: "conflict") {
            expectation = try parseConflict(&cursor)
        } else if token.kind == .identifier {
            expectation = try parseAboutName(&cursor)
        } else {
            throw cursor.failure("what to expect: name.frame == (x, y, w, h), name.attribute == value, x == value, "
                + "\"id\" satisfied/broken, name ambiguous, conflict, or no conflict")
        }
        var tolerance: Double?
        if cursor.take(word: "within") || cursor.take(symbol: "±") {
            let column = cursor.current.column
            let value = try cursor.expectNumber("a tolerance in points")
            guard value >= 0 else { throw ParseFailure(message: "a tolerance must not be negative", column: column) }
            tolerance = value
        }
        try cursor.expectEnd("'within' and a tolerance, or end of line")
        return .expect(expectation, tolerance: tolerance)
    }

    /// `"gap" satisfied`, `"gap" broken 130`, `"gap" broken to recover`, `"gap" inactive`.
    private static func parseConstraintState(_ cursor: inout TokenCursor) throws(ParseFailure) -> ExpectationSyntax {
        let identifier = try cursor.expectIdentifierString("a constraint identifier in quotes")
        let (state, error) = try parseState(&cursor)
        return .constraint(identifier, state, error: error)
    }

    /// `satisfied`, `broken [error]`, `broken to recover`, `inactive`.
    private static func parseState(_ cursor: inout TokenCursor) throws(ParseFailure) -> (ConstraintState, Double?) {
        let word = cursor.current
        switch word.kind == .identifier ? word.text : "" {
        case "satisfied":
            cursor.advance()
            return (.satisfied, nil)
        case "inactive":
            cursor.advance()
            return (.inactive, nil)
        case "brokenToRecover":
            cursor.advance()
            return (.brokenToRecover, nil)
        case "broken":
            cursor.advance()
            if cursor.take(word: "to") {
                guard cursor.take(word: "recover") else { throw cursor.failure("'recover' after 'broken to'") }
                return (.brokenToRecover, nil)
            }
            var error: Double?
            if cursor.current.kind == .number || (cursor.current.isSymbol("-") && cursor.peek().kind == .number) {
                let column = cursor.current.column
                let value = try cursor.expectNumber("the error")
                guard value >= 0 else { throw ParseFailure(message: "an error is a distance and cannot be negative", column: column) }
                error = value
            }
            return (.broken, error)
        default:
            throw cursor.failure("a state: satisfied, broken [error], broken to recover, or inactive")
        }
    }

    /// `conflict`, `conflict "a", "b"`, `conflict "a", "b" broken "b"`, `conflict broken "b"`.
    private static func parseConflict(_ cursor: inout TokenCursor) throws(ParseFailure) -> ExpectationSyntax {
        var members: [IdentifierRef]?
        if cursor.current.kind == .string {
            var list: [IdentifierRef] = []
            repeat {
                list.append(try cursor.expectIdentifierString("a constraint identifier in quotes"))
            } while cursor.take(symbol: ",")
            members = list
        }
        var broken: IdentifierRef?
        if cursor.take(word: "broken") {
            broken = try cursor.expectIdentifierString("the identifier of the constraint that was broken, in quotes")
        }
        return .conflict(members: members, broken: broken)
    }

    /// `name.frame == (…)`, `name.width == 10`, `x == 3`, `name ambiguous`, `name not ambiguous`.
    /// A scroll view's guide is named with two parts: `scroll.contentGuide.height == 500`, `scroll.contentGuide ambiguous`.
    private static func parseAboutName(_ cursor: inout TokenCursor) throws(ParseFailure) -> ExpectationSyntax {
        var name = try cursor.expectIdentifier("a view or variable name")
        if cursor.current.isSymbol("."), ScrollGuideSyntax.guideNames.contains(cursor.peek().text),
           cursor.peek().kind == .identifier {
            cursor.advance()
            let guide = try cursor.expectIdentifier("a scroll view guide")
            name = NameRef(name: "\(name.name).\(guide.name)", location: name.location)
        }
        if cursor.take(word: "ambiguous") { return .ambiguous(name, true) }
        if cursor.take(word: "not") {
            guard cursor.take(word: "ambiguous") else { throw cursor.failure("'ambiguous' after 'not'") }
            return .ambiguous(name, false)
        }
        if cursor.take(word: "unambiguous") { return .ambiguous(name, false) }
        if cursor.take(symbol: ".") {
            let attribute = try cursor.expectIdentifier("'frame' or an attribute (width, leading, top, …)")
            if let priority = contentPriority(named: attribute.name) {
                // `site.hugging h broken 30`: the content-size constraint, named as `set` names the priority.
                let axisToken = cursor.current
                guard axisToken.kind == .identifier, let axis = Keywords.axis(named: axisToken.text) else {
                    throw cursor.failure("an axis (h or v) after '\(attribute.name)'")
                }
                cursor.advance()
                let (state, error) = try parseState(&cursor)
                return .contentSize(name, priority, axis, state, error: error)
            }
            try expectEquals(&cursor)
            if attribute.name == "frame" { return .frame(name, try cursor.expectRect()) }
            return .anchorValue(item: name, attribute: attribute, try cursor.expectNumber("the expected value"))
        }
        if cursor.current.isRelation || cursor.current.isSymbol("=") {
            try expectEquals(&cursor)
            return .variableValue(name, try cursor.expectNumber("the expected value"))
        }
        throw cursor.failure("'.frame', '.attribute', '==', 'ambiguous' or 'not ambiguous' after '\(name.name)'")
    }

    private static func contentPriority(named name: String) -> ContentPriority? {
        switch name {
        case "hugging": return .hugging
        case "compression", "compressionResistance": return .compressionResistance
        default: return nil
        }
    }

    private static func expectEquals(_ cursor: inout TokenCursor) throws(ParseFailure) {
        guard cursor.take(symbol: "==") else {
            if cursor.current.isSymbol("=") {
                throw ParseFailure(message: "expected '==', found '='", column: cursor.current.column)
            }
            throw cursor.failure("'==' (expectations compare for equality, within the tolerance)")
        }
    }
}
