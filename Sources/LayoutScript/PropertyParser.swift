import LayoutModel

/// View properties, on a declaration line (`label name text "Hi" font 20`), on their own line in a
/// view's block, or after `set` in a step.
enum PropertyParser {
    /// Every keyword, with its aliases, mapped to the canonical spelling used in the docs.
    static let keywords: [String: String] = [
        "text": "text", "title": "text", "placeholder": "text",
        "font": "font", "fontSize": "font",
        "lines": "lines", "numberOfLines": "lines",
        "preferredMaxLayoutWidth": "preferredMaxLayoutWidth", "maxWidth": "preferredMaxLayoutWidth",
        "intrinsic": "intrinsic", "intrinsicContentSize": "intrinsic",
        "hugging": "hugging", "contentHugging": "hugging",
        "compression": "compression", "compressionResistance": "compression",
        "hidden": "hidden", "isHidden": "hidden",
        "margins": "margins", "layoutMargins": "margins", "directionalLayoutMargins": "margins",
        "preservesSuperviewLayoutMargins": "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea": "insetsLayoutMarginsFromSafeArea",
        "kind": "kind", "rootKind": "kind",
        "direction": "direction", "semanticContent": "direction",
        "translatesAutoresizingMask": "translatesAutoresizingMask",
        "translatesAutoresizingMaskIntoConstraints": "translatesAutoresizingMask",
        "frame": "frame",
        "mask": "mask", "autoresizingMask": "mask", "autoresizing": "mask",
        "axis": "axis", "distribution": "distribution", "alignment": "alignment",
        "spacing": "spacing", "customSpacing": "customSpacing",
        "arranged": "arranged", "arrangedSubviews": "arranged",
        "baselineRelative": "baselineRelative", "baselineRelativeArrangement": "baselineRelative",
        "isBaselineRelativeArrangement": "baselineRelative",
        "marginsRelative": "marginsRelative", "layoutMarginsRelativeArrangement": "marginsRelative",
        "isLayoutMarginsRelativeArrangement": "marginsRelative",
        "class": "class", "className": "class",
        "accessibilityIdentifier": "accessibilityIdentifier",
    ]

    static var canonicalKeywords: [String] { Array(Set(keywords.values)).sorted() }

    static func isKeyword(_ token: Token) -> Bool {
        token.kind == .identifier && keywords[token.text] != nil
    }

    /// Properties until the end of the line or a `{`; commas between them are optional.
    static func parseList(_ cursor: inout TokenCursor) throws(ParseFailure) -> [PropertySyntax] {
        var properties: [PropertySyntax] = []
        while !cursor.atEnd, !cursor.current.isSymbol("{") {
            properties.append(try parse(&cursor))
            _ = cursor.take(symbol: ",")
        }
        return properties
    }

    static func parse(_ cursor: inout TokenCursor) throws(ParseFailure) -> PropertySyntax {
        let token = cursor.current
        guard token.kind == .identifier, let keyword = keywords[token.text] else {
            let hint = token.kind == .identifier ? Suggestion.hint(for: token.text, in: Array(keywords.keys).sorted()) : ""
            throw ParseFailure(message: "expected a property (text, font, hugging, hidden, margins, spacing, …), found \(token.quoted)\(hint)",
                               column: token.column)
        }
        let location = cursor.here
        cursor.advance()
        let property = try parseValue(of: keyword, &cursor)
        return PropertySyntax(property: property, keyword: token.text, location: location)
    }

    private static func parseValue(of keyword: String, _ cursor: inout TokenCursor) throws(ParseFailure) -> ItemProperty {
        switch keyword {
        case "text":
            if cursor.take(word: "none") { return .text(nil) }
            return .text(try cursor.expectString("the text in quotes"))
        case "font":
            let column = cursor.current.column
            let size = try cursor.expectNumber("a font size in points")
            guard size > 0 else { throw ParseFailure(message: "a font size must be positive", column: column) }
            return .fontSize(size)
        case "lines":
            let column = cursor.current.column
            let count = try cursor.expectNumber("a number of lines (0 for unlimited)")
            guard count >= 0, count <= 100_000, count == count.rounded() else {
                throw ParseFailure(message: "the number of lines must be a whole number, 0 for unlimited", column: column)
            }
            return .lines(Int(count))
        case "preferredMaxLayoutWidth":
            if cursor.take(word: "automatic") || cursor.take(word: "auto") { return .preferredMaxLayoutWidth(nil) }
            return .preferredMaxLayoutWidth(try cursor.expectNonNegative("a width or 'automatic'"))
        case "intrinsic":
            return try parseIntrinsic(&cursor)
        case "hugging", "compression":
            let axis = cursor.optionalAxis()
            let priority = try cursor.expectPriority()
            return keyword == "hugging" ? .hugging(axis, priority) : .compressionResistance(axis, priority)
        case "hidden":
            return .hidden(cursor.optionalBool() ?? true)
        case "margins":
            return try parseMargins(&cursor)
        case "preservesSuperviewLayoutMargins":
            return .preservesSuperviewLayoutMargins(cursor.optionalBool() ?? true)
        case "insetsLayoutMarginsFromSafeArea":
            return .insetsLayoutMarginsFromSafeArea(cursor.optionalBool() ?? true)
        case "kind":
            let token = cursor.current
            let names = RootKind.allCases.map(\.rawValue)
            guard token.kind == .identifier, let kind = Keywords.rootKind(named: token.text) else {
                throw ParseFailure(message: "expected a root kind (\(names.joined(separator: ", "))), found \(token.quoted)"
                    + (token.kind == .identifier ? Suggestion.hint(for: token.text, in: names + ["tableCell", "collectionCell"]) : ""),
                    column: token.column)
            }
            cursor.advance()
            return .rootKind(kind)
        case "direction":
            let token = cursor.current
            guard token.kind == .identifier, let direction = Keywords.direction(named: token.text) else {
                throw cursor.failure("a layout direction: ltr, rtl or inherit")
            }
            cursor.advance()
            return .direction(direction)
        case "translatesAutoresizingMask":
            return .translatesAutoresizingMask(cursor.optionalBool() ?? true)
        case "frame":
            return .frame(try cursor.expectRect())
        case "mask":
            return .autoresizingMask(try AutoresizingNotation.parse(&cursor))
        case "axis":
            guard let axis = cursor.optionalAxis() else { throw cursor.failure("an axis: horizontal or vertical") }
            return .axis(axis == .horizontal ? .horizontal : .vertical)
        case "distribution":
            let token = cursor.current
            guard token.kind == .identifier, let value = StackDistribution(rawValue: token.text) else {
                let names = StackDistribution.allCases.map(\.rawValue)
                throw ParseFailure(message: "expected a distribution (\(names.joined(separator: ", "))), found \(token.quoted)"
                    + Suggestion.hint(for: token.text, in: names), column: token.column)
            }
            cursor.advance()
            return .distribution(value)
        case "alignment":
            let token = cursor.current
            guard token.kind == .identifier, let value = Keywords.alignment(named: token.text) else {
                throw ParseFailure(message: "expected an alignment (\(Keywords.alignmentNames.joined(separator: ", "))), found \(token.quoted)"
                    + Suggestion.hint(for: token.text, in: Keywords.alignmentNames), column: token.column)
            }
            cursor.advance()
            return .alignment(value)
        case "spacing":
            if cursor.current.isWord("system") {
                // UIStackView.spacingUseSystem.
                cursor.advance()
                if cursor.take(word: "after") {
                    return .customSpacing(nil, after: try cursor.expectIdentifier("the arranged view the spacing follows"))
                }
                return .systemSpacing
            }
            let value = try cursor.expectNumber("a spacing in points, or 'system'")
            if cursor.take(word: "after") {
                return .customSpacing(value, after: try cursor.expectIdentifier("the arranged view the spacing follows"))
            }
            return .spacing(value)
        case "customSpacing":
            var value: Double?
            if cursor.current.isWord("system") { cursor.advance() } else { value = try cursor.expectNumber("a spacing in points, or 'system'") }
            guard cursor.take(word: "after") else { throw cursor.failure("'after' and the arranged view's name") }
            return .customSpacing(value, after: try cursor.expectIdentifier("the arranged view the spacing follows"))
        case "arranged":
            var names: [NameRef] = []
            repeat {
                names.append(try cursor.expectIdentifier("the name of an arranged view"))
            } while cursor.take(symbol: ",") || cursor.current.kind == .identifier && !isKeyword(cursor.current)
            return .arranged(names)
        case "baselineRelative":
            return .baselineRelative(cursor.optionalBool() ?? true)
        case "marginsRelative":
            return .marginsRelative(cursor.optionalBool() ?? true)
        case "class":
            if cursor.take(word: "none") { return .printedClassName(nil) }
            let column = cursor.current.column
            let name = try cursor.expectString("the class UIKit logs print, in quotes (as in class \"MyApp.CardView\"), or none")
            guard isClassName(name) else {
                throw ParseFailure(message: "\"\(name)\" is not a class name: letters, digits, '_', '$' and '.' between "
                    + "module and type (as in \"MyApp.CardView\"), not starting with a digit", column: column)
            }
            return .printedClassName(name)
        case "accessibilityIdentifier":
            if cursor.take(word: "none") { return .accessibilityIdentifier(nil) }
            let column = cursor.current.column
            let identifier = try cursor.expectString("the accessibility identifier in quotes, or none")
            // UIKit prints it bare before `.attribute` and `:0x…`; these would make the log unreadable.
            guard !identifier.isEmpty, !identifier.contains(where: { ":\n\"".contains($0) }) else {
                throw ParseFailure(message: "an accessibility identifier must be non-empty, without ':', quotes or line breaks",
                                   column: column)
            }
            return .accessibilityIdentifier(identifier)
        default:
            throw ParseFailure(message: "internal: unhandled property '\(keyword)'", column: cursor.current.column)
        }
    }

    /// Objective-C and Swift runtime names: `UIView`, `MyApp.CardView`, `_UIButtonBarStackView`,
    /// mangled generic names (`_TtGC8MyApp4CellS_`, with `$` allowed).
    static func isClassName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, !first.isNumber else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
        }
    }

    /// `intrinsic 100 x 20`, `intrinsic width 100`, `intrinsic height none`, `intrinsic none`,
    /// `intrinsic measured`. `none` is UIViewNoIntrinsicMetric; `measured` keeps the kind's own.
    private static func parseIntrinsic(_ cursor: inout TokenCursor) throws(ParseFailure) -> ItemProperty {
        if cursor.take(word: "width") { return .intrinsicWidth(try intrinsicValue(&cursor)) }
        if cursor.take(word: "height") { return .intrinsicHeight(try intrinsicValue(&cursor)) }
        if cursor.current.kind == .identifier, cursor.peek().kind == .end || cursor.peek().isSymbol(",") || cursor.peek().isSymbol("{")
            || isKeyword(cursor.peek()) {
            // One word for both axes: `intrinsic none`.
            let value = try intrinsicValue(&cursor)
            return .intrinsicSize(width: value, height: value)
        }
        let width = try intrinsicValue(&cursor)
        guard cursor.take(word: "x") || cursor.take(symbol: ",") else {
            throw cursor.failure("'x' between the intrinsic width and height (as in intrinsic 100 x 20)")
        }
        return .intrinsicSize(width: width, height: try intrinsicValue(&cursor))
    }

    private static func intrinsicValue(_ cursor: inout TokenCursor) throws(ParseFailure) -> Double? {
        if cursor.take(word: "none") || cursor.take(word: "noIntrinsicMetric") { return -1 }
        if cursor.take(word: "measured") { return nil }
        return try cursor.expectNonNegative("an intrinsic size (a number, none or measured)")
    }

    /// `margins 8`, `margins 20 16 20 16` (top left bottom right, like UIEdgeInsets),
    /// `margins top 20 left 4`, `margins leading 10 trailing 20` (directionalLayoutMargins);
    /// commas and parentheses are optional.
    private static func parseMargins(_ cursor: inout TokenCursor) throws(ParseFailure) -> ItemProperty {
        let sides = ["top", "left", "bottom", "right", "leading", "trailing"]
        if cursor.current.kind == .identifier, sides.contains(cursor.current.text) {
            var values: [String: Double] = [:]
            var absoluteSide: String?, directionalSide: String?
            while cursor.current.kind == .identifier, sides.contains(cursor.current.text) {
                let token = cursor.current
                let side = cursor.advance().text
                if side == "left" || side == "right" { absoluteSide = absoluteSide ?? side }
                if side == "leading" || side == "trailing" { directionalSide = directionalSide ?? side }
                if let absoluteSide, let directionalSide {
                    throw ParseFailure(message: "'\(directionalSide)' and '\(absoluteSide)' cannot be mixed in one margins property: "
                        + "leading and trailing follow the layout direction, left and right do not", column: token.column)
                }
                values[side] = try cursor.expectNumber("the \(side) margin")
                _ = cursor.take(symbol: ",")
            }
            if directionalSide != nil {
                return .margins(top: values["top"], left: values["leading"], bottom: values["bottom"], right: values["trailing"],
                                directional: true)
            }
            return .margins(top: values["top"], left: values["left"], bottom: values["bottom"], right: values["right"],
                            directional: false)
        }
        let parenthesized = cursor.take(symbol: "(")
        var numbers: [Double] = [try cursor.expectNumber("a margin in points, four margins (top left bottom right), or 'top 20 left 8 …'")]
        while numbers.count < 4 {
            let hadComma = cursor.take(symbol: ",")
            guard hadComma || cursor.current.kind == .number || cursor.current.isSymbol("-") else { break }
            numbers.append(try cursor.expectNumber("a margin"))
        }
        if parenthesized { try cursor.expect(symbol: ")", "')' after the margins") }
        switch numbers.count {
        case 1: return .margins(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0], directional: false)
        case 4: return .margins(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3], directional: false)
        default: throw cursor.failure("one margin for all sides or four (top left bottom right)")
        }
    }
}

/// UIKit's `h=--& v=-&-` notation (left margin, width, right margin; top margin, height, bottom
/// margin; `&` flexible, `-` fixed), the flag names (`flexibleWidth, flexibleTopMargin`), or `none`.
enum AutoresizingNotation {
    static func parse(_ cursor: inout TokenCursor) throws(ParseFailure) -> AutoresizingMask {
        if cursor.take(word: "none") { return [] }
        if cursor.current.isWord("h") || cursor.current.isWord("v") {
            var mask: AutoresizingMask = []
            var seen: Set<String> = []
            while (cursor.current.isWord("h") || cursor.current.isWord("v")) && cursor.peek().isSymbol("=") {
                let axisToken = cursor.advance()
                guard seen.insert(axisToken.text).inserted else {
                    throw ParseFailure(message: "'\(axisToken.text)=' is given twice", column: axisToken.column)
                }
                cursor.advance()
                let flags: [AutoresizingMask] = axisToken.text == "h"
                    ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                    : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
                for flag in flags {
                    if cursor.take(symbol: "&") { mask.insert(flag) }
                    else if !cursor.take(symbol: "-") {
                        throw cursor.failure("three flags after '\(axisToken.text)=', each '-' (fixed) or '&' (flexible), as in h=-&-")
                    }
                }
            }
            guard !seen.isEmpty else { throw cursor.failure("'h=' or 'v=' followed by three flags, as in h=--& v=-&-") }
            return mask
        }
        var mask: AutoresizingMask = []
        repeat {
            let token = cursor.current
            guard token.kind == .identifier, let flag = Keywords.autoresizingNames.first(where: { $0.name == token.text })?.mask else {
                let names = Keywords.autoresizingNames.map(\.name)
                throw ParseFailure(message: "expected an autoresizing mask: h=--& v=--& notation, none, or flag names ("
                    + names.joined(separator: ", ") + "), found \(token.quoted)" + (token.kind == .identifier ? Suggestion.hint(for: token.text, in: names) : ""),
                    column: token.column)
            }
            cursor.advance()
            mask.insert(flag)
        } while cursor.take(symbol: ",")
        return mask
    }
}
