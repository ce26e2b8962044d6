import LayoutModel

/// Values several statements share: priorities, sizes, rectangles.
extension TokenCursor {
    /// `750`, `high`, `required`, `defaultHigh - 1`, `low+1`.
    mutating func expectPriority() throws(ParseFailure) -> Double {
        let start = current
        var value: Double
        if current.kind == .identifier {
            guard let named = Keywords.priority(named: current.text) else {
                let names = Keywords.priorities.map(\.name)
                throw ParseFailure(message: "unknown priority '\(current.text)'; expected a number or one of "
                    + "required, high, low, fittingSize" + Suggestion.hint(for: current.text, in: names),
                    column: current.column)
            }
            advance()
            value = named
            if current.isSymbol("+") || current.isSymbol("-"), peek().kind == .number {
                let sign: Double = advance().text == "-" ? -1 : 1
                value += sign * advance().number
            }
        } else {
            value = try expectNumber("a priority (a number from 1 to 1000, or required, high, low, fittingSize)")
        }
        guard Keywords.isValidPriority(value) else {
            throw ParseFailure(message: "priority \(NumberFormat.short(value)) is out of range; priorities run from 1 to 1000 (1000 is required)",
                               column: start.column)
        }
        return value
    }

    /// `320 x 568` (also `320x568`, `320 by 568`, `320, 568`).
    mutating func expectSize(_ what: String) throws(ParseFailure) -> Size {
        let width = try expectNonNegative("\(what) width")
        guard take(word: "x") || take(word: "by") || take(symbol: "*") || take(symbol: ",") else {
            throw failure("'x' between width and height (as in 320 x 568)")
        }
        let height = try expectNonNegative("\(what) height")
        return Size(width: width, height: height)
    }

    /// `(x, y, width, height)`.
    mutating func expectRect() throws(ParseFailure) -> Rect {
        try expect(symbol: "(", "'(' to start a rectangle (x, y, width, height)")
        let x = try expectNumber("x")
        try expect(symbol: ",", "',' after x")
        let y = try expectNumber("y")
        try expect(symbol: ",", "',' after y")
        let width = try expectNumber("width")
        try expect(symbol: ",", "',' after width")
        let height = try expectNumber("height")
        try expect(symbol: ")", "')' after height (a rectangle is (x, y, width, height))")
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `h`, `v`, `horizontal`, `vertical`.
    mutating func optionalAxis() -> Axis? {
        guard current.kind == .identifier, let axis = Keywords.axis(named: current.text) else { return nil }
        advance()
        return axis
    }
}

/// Shortest readable number text: `8`, `0.5`, `-32.25`.
enum NumberFormat {
    static func short(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            let integer = Int(value)
            return integer == 0 ? "0" : String(integer)
        }
        return String(value)
    }
}
