import Cassowary
import LayoutModel

/// Apple's Visual Format Language, read straight from the scenario line so every error points at
/// the offending character. The format ends at the first space; what follows (options, identifier,
/// `inactive`) is ordinary tokens. Messages copy Apple's where Apple documents them.
struct VFLParser {
    static let thicknessMessage = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let viewNameMessage = "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    static let relationMessage = "Unknown relation. Must be ==, >=, or <="

    let characters: [Character]
    let file: String
    let line: Int
    private(set) var index: Int

    init(characters: [Character], from start: Int, file: String, line: Int) {
        self.characters = characters
        self.index = start
        self.file = file
        self.line = line
    }

    /// Does this line start a format? `H:`/`V:` (or `H`/`V` right before format punctuation, which
    /// is the missing-colon error), `|` or `[`.
    static func startsFormat(_ characters: [Character], at start: Int) -> Bool {
        guard start < characters.count else { return false }
        let first = characters[start]
        if first == "|" || first == "[" { return true }
        guard first == "H" || first == "V" else { return false }
        guard start + 1 < characters.count else { return false }
        return [":", "[", "|", "-", "("].contains(characters[start + 1])
    }

    private func location(_ i: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: i + 1) }
    private var current: Character? { isAtFormatEnd ? nil : characters[index] }
    private var isAtFormatEnd: Bool { index >= characters.count || CharacterClass.isWhitespace(characters[index]) }
    private func fail(_ message: String, at i: Int? = nil) -> ParseFailure { ParseFailure(message: message, column: (i ?? index) + 1) }

    /// A name with a letter outside ASCII (`[café]`) gets the lexer's message: one rule for names.
    private func refuseNonASCIIName() throws(ParseFailure) {
        guard let c = current, CharacterClass.isLetter(c) || c == "_" || CharacterClass.isNumber(c) && !CharacterClass.isASCII(c),
              let (word, offset) = Lexer.wordWithNonASCII(characters, at: index) else { return }
        throw fail(Lexer.nonASCIINameMessage(word, offending: Array(word)[offset]), at: index + offset)
    }

    /// Parses the format; `index` is left just after it.
    mutating func parse() throws(ParseFailure) -> VFLSyntax {
        let start = index
        var orientation: Axis?
        if let first = current, first == "H" || first == "V" {
            let name = first == "H" ? "horizontal" : "vertical"
            guard index + 1 < characters.count, characters[index + 1] == ":" else {
                throw fail("Expected ':' after '\(first)' to specify \(name) arrangement", at: index + 1)
            }
            orientation = first == "H" ? .horizontal : .vertical
            index += 2
        }
        var syntax = VFLSyntax(orientation: orientation, views: [], connections: [], leadingEdge: nil,
                               trailingEdge: nil, options: [], identifier: nil, isActive: true, location: location(start))
        if current == "|" {
            let bar = location(index)
            index += 1
            let connection = try parseConnection()
            guard current == "[" else {
                throw fail(isAtFormatEnd ? "Expected a view after '|'" : "Expected '[' to start a view after the connection")
            }
            syntax.leadingEdge = (bar, connection)
        }
        guard current == "[" else {
            throw fail(isAtFormatEnd ? "Expected a view: the format is empty" : "Expected '[' to start a view, or '|' for the superview")
        }
        syntax.views.append(try parseView())
        while !isAtFormatEnd {
            let connection = try parseConnection()
            if current == "|" {
                syntax.trailingEdge = (location(index), connection)
                index += 1
                guard isAtFormatEnd else {
                    throw fail("Nothing can follow the superview '|' at the end of a format (put a space before options)")
                }
                break
            }
            guard current == "[" else {
                if case .flush = connection {
                    throw fail("Expected '-', '[' or '|' after a view (a space ends the format before options)")
                }
                throw fail(isAtFormatEnd ? "Expected a view or '|' after the connection" : "Expected '[' to start a view, or '|' for the superview")
            }
            syntax.connections.append(connection)
            syntax.views.append(try parseView())
        }
        return syntax
    }

    /// Nothing (flush), `-` (standard), `-N-`, `-metric-` or `-(predicates)-`.
    private mutating func parseConnection() throws(ParseFailure) -> VFLConnection {
        guard current == "-" else { return .flush(location(index)) }
        let dash = index
        index += 1
        if current == "[" || current == "|" { return .standard(location(dash)) }
        var predicates: [VFLPredicate] = []
        if current == "(" {
            predicates = try parsePredicateList(inView: false)
        } else if let c = current, CharacterClass.isASCII(c) && CharacterClass.isNumber(c) || Lexer.isIdentifierStart(c) {
            let predicateStart = index
            let object = try parseObject(allowSign: false, what: "Expected a number or a metric name")
            predicates = [VFLPredicate(relation: .equal, object: object, priority: nil, location: location(predicateStart))]
        } else {
            throw fail(isAtFormatEnd ? "Expected a view or '|' after '-'"
                       : "Expected a spacing after '-': a number, a metric name, '(' predicates ')', or '-' followed by a view")
        }
        guard current == "-" else {
            throw fail("Expected '-' after the spacing predicate")
        }
        index += 1
        guard current == "[" || current == "|" else {
            throw fail("Expected a view or '|' after the spacing")
        }
        return .explicit(predicates, location(dash))
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(ParseFailure) -> VFLView {
        let open = index
        index += 1
        try refuseNonASCIIName()
        guard let first = current, Lexer.isIdentifierStart(first) else { throw fail(Self.viewNameMessage) }
        let nameStart = index
        while let c = current, CharacterClass.isASCII(c), Lexer.isIdentifierPart(c) { index += 1 }
        let name = NameRef(name: String(characters[nameStart..<index]), location: location(nameStart))
        var predicates: [VFLPredicate] = []
        if current == "(" { predicates = try parsePredicateList(inView: true) }
        guard current == "]" else { throw fail(Self.thicknessMessage) }
        index += 1
        return VFLView(name: name, predicates: predicates, location: location(open))
    }

    /// `(pred, pred, …)`.
    private mutating func parsePredicateList(inView: Bool) throws(ParseFailure) -> [VFLPredicate] {
        index += 1
        var predicates: [VFLPredicate] = []
        while true {
            predicates.append(try parsePredicate(inView: inView))
            if current == "," { index += 1; continue }
            if current == ")" { index += 1; return predicates }
            throw fail(inView ? Self.thicknessMessage : "Expected ',' or ')' in the spacing predicates")
        }
    }

    /// `relation? object ('@' priority)?`.
    private mutating func parsePredicate(inView: Bool) throws(ParseFailure) -> VFLPredicate {
        let start = index
        var relation = Relation.equal
        if let c = current, c == "=" || c == "<" || c == ">" || c == "!" {
            let pair = index + 1 < characters.count ? String([c, characters[index + 1]]) : String(c)
            guard let parsed = Relation(rawValue: pair) else { throw fail(Self.relationMessage) }
            relation = parsed
            index += 2
        }
        let object: VFLObject
        if let kind = systemSpacingWord() {
            object = try parseSystemSpacing(kind, inView: inView)
        } else {
            object = try parseObject(allowSign: true, what: inView
                ? "Expected a number, a metric name or a view name in the predicate"
                : "Expected a number or a metric name in the spacing predicate")
        }
        var priority: VFLObject?
        if current == "@" {
            index += 1
            priority = try parseObject(allowSign: false, what: "Expected a priority (a number or a metric name) after '@'")
        }
        return VFLPredicate(relation: relation, object: object, priority: priority, location: location(start))
    }

    /// UIKit's printed names for system spacing, when one starts here followed by `(`.
    private func systemSpacingWord() -> (kind: SystemSpacing, word: String)? {
        for (word, kind) in [("NSSpace", SystemSpacing.visualFormat), ("NSLayoutAnchorConstraintSpace", .anchor)] {
            let end = index + word.count
            guard end < characters.count, String(characters[index..<end]) == word, characters[end] == "(" else { continue }
            return (kind, word)
        }
        return nil
    }

    /// `NSSpace(8)`: the points UIKit chose, as its logs print them, so a logged format can be
    /// pasted back. A number only (logs never show a metric), not negative.
    private mutating func parseSystemSpacing(_ found: (kind: SystemSpacing, word: String), inView: Bool) throws(ParseFailure) -> VFLObject {
        if inView {
            throw fail("\(found.word)(…) is a spacing between views; it cannot be a view's size")
        }
        index += found.word.count + 1
        let what = "Expected the points inside \(found.word)(…): a number that is not negative, as UIKit prints it (\(found.word)(8))"
        guard let c = current else { throw fail(what) }
        if c == "-" { throw fail("\(found.word)(…) cannot be negative: system spacing is a gap UIKit chose, never an overlap") }
        guard CharacterClass.isASCII(c) && CharacterClass.isNumber(c) || c == "." else { throw fail(what) }
        let value: Double
        do {
            let (token, next) = try Lexer.readNumber(characters, from: index)
            index = next
            value = token.number
        } catch {
            throw ParseFailure(message: error.message, column: error.column)
        }
        guard current == ")" else { throw fail("Expected ')' to close \(found.word)(") }
        index += 1
        return .systemSpacing(found.kind, value)
    }

    /// A number (as strtod reads it) or a C identifier (a metric or a view).
    private mutating func parseObject(allowSign: Bool, what: String) throws(ParseFailure) -> VFLObject {
        guard let c = current else { throw fail(what) }
        try refuseNonASCIIName()
        if Lexer.isIdentifierStart(c) {
            let start = index
            while let c = current, CharacterClass.isASCII(c), Lexer.isIdentifierPart(c) { index += 1 }
            return .name(NameRef(name: String(characters[start..<index]), location: location(start)))
        }
        var sign = 1.0
        let signStart = index
        if allowSign, c == "-" || c == "+" {
            sign = c == "-" ? -1 : 1
            index += 1
        }
        guard let d = current, CharacterClass.isASCII(d) && CharacterClass.isNumber(d) || d == "." else {
            index = signStart
            throw fail(what)
        }
        do {
            let (token, next) = try Lexer.readNumber(characters, from: index)
            index = next
            return .number(sign * token.number)
        } catch {
            throw ParseFailure(message: error.message, column: error.column)
        }
    }
}

/// The `NSLayoutConstraint.FormatOptions` a VFL line may name after the format.
enum VFLOption: String, CaseIterable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllBaseline, alignAllLastBaseline, alignAllFirstBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingEdgeToEdge, spacingBaselineToBaseline

    /// The attribute an `alignAll…` option aligns; nil for direction and spacing options.
    var alignment: LayoutAttribute? {
        switch self {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllBaseline, .alignAllLastBaseline: return .lastBaseline
        case .alignAllFirstBaseline: return .firstBaseline
        default: return nil
        }
    }

    var isDirection: Bool { rawValue.hasPrefix("direction") }
    var isSpacing: Bool { rawValue.hasPrefix("spacing") }
}
