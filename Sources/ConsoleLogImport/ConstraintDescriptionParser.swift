import Foundation

/// One constraint description, `<` to `>` (console-logs reference §8):
/// `<Class:0xADDR[@File.swift#LINE] [h=--& v=-&-] ['identifier'] BODY [Hug:… CompressionResistance:…]
/// [ @750 | priority:750]   [(active[, names: …])]>`, BODY being an equation or a visual format.
/// Old SnapKit wraps the head and items in `<…>` too: `<<App.LayoutConstraint:0x…> <UIView:0x…>.top == …>`.
enum ConstraintDescriptionParser {
    /// Item text has NSArray's escapes (`\n`, `\U2019`) decoded; `text` keeps them as printed.
    static func parse(_ printed: String, line: Int) throws(DescriptionProblem) -> LoggedConstraint {
        let head = try self.head(printed)
        var rest = head.rest
        var autoresizingMask: String?
        if rest.hasPrefix("h=") {
            let scalars = Array(rest.unicodeScalars)
            let flag: (Int) -> Bool = { i in scalars[i] == "-" || scalars[i] == "&" }
            guard scalars.count >= 11, (2..<5).allSatisfy(flag), scalars[5] == " ", scalars[6] == "v", scalars[7] == "=",
                  (8..<11).allSatisfy(flag) else {
                throw DescriptionProblem("the autoresizing mask is not `h=` and `v=` with three of `-` and `&` each")
            }
            autoresizingMask = String(String.UnicodeScalarView(scalars[0..<11]))
            rest = String(String.UnicodeScalarView(scalars[11...])).trimmingSpaces
        }
        var identifier: String?
        if rest.hasPrefix("'") {
            // The identifier ends at the quote before the body's space.
            guard let close = rest.dropFirst().range(of: "' ")?.lowerBound else {
                throw DescriptionProblem("the identifier `\(rest)` has no closing quote")
            }
            identifier = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = String(rest[rest.index(after: close)...]).trimmingSpaces
        }
        var (body, activity, names) = try info(rest)
        var contentPriorities: LoggedContentPriorities?
        if let hug = body.range(of: " Hug:", options: .backwards) {
            let tail = body[hug.upperBound...]
            guard let resistance = tail.range(of: " CompressionResistance:"),
                  let hugging = LogLexemes.number(tail[..<resistance.lowerBound]),
                  let compression = LogLexemes.number(tail[resistance.upperBound...]) else {
                throw DescriptionProblem("`Hug:…` is not followed by two numbers (`Hug:250 CompressionResistance:750`)")
            }
            contentPriorities = LoggedContentPriorities(hugging: hugging, compressionResistance: compression)
            body = body[..<hug.lowerBound].trimmingSpaces
        }
        let (equationText, priority) = try trailingPriority(body)
        var equation: LoggedEquation
        if equationText.hasPrefix("H:") || equationText.hasPrefix("V:") {
            equation = try VisualFormatBodyParser.parse(equationText)
        } else if equationText.hasPrefix("(") {
            throw DescriptionProblem("`\(equationText)` is anchor arithmetic, which is not read")
        } else {
            equation = try EquationBodyParser.parse(equationText)
        }
        if let priority {
            equation.priority = priority
            equation.isPriorityPrinted = true
        }
        equation.first.item = LoggedItemParser.resolved(equation.first.item, in: names)
        if let second = equation.second {
            equation.second?.item = LoggedItemParser.resolved(second.item, in: names)
        }
        return LoggedConstraint(address: head.address, className: head.className, sourceLocation: head.location,
                                autoresizingMask: autoresizingMask, identifier: identifier, equation: equation,
                                activity: activity, names: names, contentPriorities: contentPriorities,
                                text: printed, line: line)
    }

    struct Head {
        var className: String
        var address: String
        var location: LoggedSourceLocation?
        var rest: String
    }

    /// `<Class:0xADDR[@File#LINE] ` (or `<<Class:0xADDR> `). Of a cut description (`isCut`) the
    /// head is read only when something follows the address, so a cut address is never taken whole.
    static func head(_ printed: String, isCut: Bool = false) throws(DescriptionProblem) -> Head {
        let s = Array(printed.unicodeScalars)
        guard s.first == "<" else { throw DescriptionProblem("a description starts with `<`") }
        var i = 1
        let wrapped = i < s.count && s[i] == "<"
        if wrapped { i += 1 }
        let classStart = i
        while i < s.count, DescriptionExtractor.isClassCharacter(s[i]) { i += 1 }
        let className = string(s[classStart..<i])
        guard !className.isEmpty, i < s.count, s[i] == ":" else {
            throw DescriptionProblem("the description does not start with a constraint class and `:`")
        }
        i += 1
        let addressStart = i
        guard i + 1 < s.count, s[i] == "0", s[i + 1] == "x" else {
            throw DescriptionProblem("`\(className):` is not followed by an address (`0x` and hex digits)")
        }
        i += 2
        while i < s.count, s[i].properties.isASCIIHexDigit { i += 1 }
        let address = string(s[addressStart..<i])
        guard i > addressStart + 2 else { throw DescriptionProblem("the address `\(address)` has no hex digits") }
        if isCut, i == s.count { throw DescriptionProblem("the description stops inside its address") }
        var location: LoggedSourceLocation?
        if i < s.count, s[i] == "@" {
            // SnapKit's `@path#line`; the path may hold spaces, so look for `#digits ` .
            var j = i + 1
            var found: (hash: Int, end: Int)?
            while j < s.count {
                if s[j] == "#" {
                    var k = j + 1
                    while k < s.count, ("0"..."9").contains(s[k]) { k += 1 }
                    if k > j + 1, k == s.count || s[k] == " " || s[k] == ">" { found = (j, k); break }
                }
                j += 1
            }
            guard let found, let lineNumber = Int(string(s[(found.hash + 1)..<found.end])) else {
                throw DescriptionProblem("the source location after `@` has no `#line`")
            }
            location = LoggedSourceLocation(file: string(s[(i + 1)..<found.hash]), line: lineNumber)
            i = found.end
        }
        if wrapped {
            guard i < s.count, s[i] == ">" else { throw DescriptionProblem("`<\(className):\(address)` is not closed by `>`") }
            i += 1
        }
        guard i == s.count || s[i] == " " || s[i] == ">" else {
            throw DescriptionProblem("the address `\(string(s[addressStart..<min(s.count, i + 1)]))` is not hexadecimal")
        }
        // The body runs to the closing `>`.
        var end = s.count
        if end > i, s[end - 1] == ">" { end -= 1 }
        let rest = i < end ? string(s[i..<end]).trimmingSpaces : ""
        return Head(className: className, address: address, location: location, rest: rest)
    }

    /// The `(active)`, `(active, names: …)`, `(Names: …)` suffix; what precedes it is the body.
    private static func info(_ text: String) throws(DescriptionProblem) -> (String, LoggedActivity, [LoggedName]) {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasSuffix(")") else { return (trimmed, .unmarked, []) }
        var best: Range<String.Index>?
        for marker in ["(active", "(inactive", "(names:", "(Names:"] {
            if let range = trimmed.range(of: marker, options: .backwards), best.map({ range.lowerBound > $0.lowerBound }) ?? true {
                best = range
            }
        }
        guard let best else { return (trimmed, .unmarked, []) }
        let body = trimmed[..<best.lowerBound].trimmingSpaces
        var inside = trimmed[trimmed.index(after: best.lowerBound)..<trimmed.index(before: trimmed.endIndex)].trimmingSpaces
        var activity = LoggedActivity.unmarked
        for candidate in [LoggedActivity.inactive, .active] where inside.hasPrefix(candidate.rawValue) {
            activity = candidate
            inside = String(inside.dropFirst(candidate.rawValue.count))
            if inside.hasPrefix(",") { inside = String(inside.dropFirst()).trimmingSpaces }
            break
        }
        var names: [LoggedName] = []
        if inside.hasPrefix("names:") || inside.hasPrefix("Names:") {
            names = try LoggedItemParser.names(String(inside.dropFirst(6)))
        } else if !inside.isEmpty {
            throw DescriptionProblem("`(\(inside))` is neither `active` nor `names:`")
        }
        return (body, activity, names)
    }

    /// ` @750`, ` @(UILayoutPriority)750`, ` priority:250`, ` (UILayoutPriority)750` after the body.
    private static func trailingPriority(_ body: String) throws(DescriptionProblem) -> (String, Double?) {
        for marker in [" @", " priority:", " (UILayoutPriority)"] {
            guard let range = body.range(of: marker, options: .backwards) else { continue }
            var tail = body[range.upperBound...].trimmingSpaces
            if tail.hasPrefix("(UILayoutPriority)") { tail = String(tail.dropFirst("(UILayoutPriority)".count)) }
            guard let value = LogLexemes.number(tail) else { continue }
            return (body[..<range.lowerBound].trimmingSpaces, value)
        }
        return (body, nil)
    }

    private static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(slice))
    }
}
