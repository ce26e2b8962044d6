/// Reads a size-class condition from the two spellings people meet: Interface Builder's variation
/// keys, exactly as it writes them (`default`, `widthClass=compact`, `heightClass=regular`, and the
/// combined `heightClass=compact-widthClass=regular`, height first; the other order is read too),
/// and Xcode's size-class bar notation, where Any is spelled out (`wAny hAny` is `default`,
/// `wC hAny` is `widthClass=compact`, `wR hC` the combined key). Keys are case-sensitive, as IB's
/// attribute values are; a near miss says what was meant. Everything moves forward once.
enum SizeClassConditionParser {
    static func parse(_ key: String) throws(SizeClassConditionError) -> SizeClassCondition {
        if key == "default" { return .base }
        if key.isEmpty { throw error(key, "is empty (expected default, widthClass=…, heightClass=… or wC hR)", at: 0) }
        if isNotation(key) { return try parseNotation(key) }
        return try parseKey(key)
    }

    /// Xcode's notation has spaces, or is one short token (`wC`, `hAny`); a longer word without
    /// `=` (`widthClass`) is a key missing its value.
    private static func isNotation(_ key: String) -> Bool {
        (key.first == "w" || key.first == "h") && !key.contains("=") && (key.contains(" ") || key.count <= 4)
    }

    /// `heightClass=compact-widthClass=regular`: parts joined by `-`, each `trait=value`.
    private static func parseKey(_ key: String) throws(SizeClassConditionError) -> SizeClassCondition {
        var width: SizeClass?
        var height: SizeClass?
        var offset = 0
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            guard !part.isEmpty else { throw error(key, "has an empty part between '-' separators", at: offset) }
            guard let equals = part.firstIndex(of: "=") else {
                throw error(key, "part '\(part)' has no '=' (expected trait=value)", at: offset)
            }
            let name = String(part[..<equals])
            let valueText = String(part[part.index(after: equals)...])
            let valueOffset = offset + name.count + 1
            switch name {
            case "widthClass":
                guard width == nil else { throw error(key, "names widthClass twice", at: offset) }
                width = try sizeClass(valueText, in: key, at: valueOffset)
            case "heightClass":
                guard height == nil else { throw error(key, "names heightClass twice", at: offset) }
                height = try sizeClass(valueText, in: key, at: valueOffset)
            case "userInterfaceIdiom":
                throw SizeClassConditionError(
                    kind: .otherTrait, key: key,
                    message: "userInterfaceIdiom=\(valueText) is an idiom variation, not a size class; it never applies to an iPhone or iPad layout",
                    offset: offset)
            default:
                let hint = ["widthClass", "heightClass"].first { $0.lowercased() == name.lowercased() }
                    .map { " (trait names are case-sensitive: \($0))" } ?? " (expected widthClass or heightClass)"
                throw error(key, "unknown trait '\(name)'" + hint, at: offset)
            }
        }
        return SizeClassCondition(width: width, height: height)
    }

    private static func sizeClass(_ text: String, in key: String,
                                  at offset: Int) throws(SizeClassConditionError) -> SizeClass {
        switch text {
        case "compact": return .compact
        case "regular": return .regular
        default:
            let hint = ["compact", "regular"].contains(text.lowercased())
                ? " (values are case-sensitive: \(text.lowercased()))" : " (expected compact or regular)"
            throw error(key, "unknown size class '\(text)'" + hint, at: offset)
        }
    }

    /// `wC hR`, `wAny hC`: a width token then a height token, separated by spaces.
    private static func parseNotation(_ key: String) throws(SizeClassConditionError) -> SizeClassCondition {
        var tokens: [(text: Substring, offset: Int)] = []
        var offset = 0
        for piece in key.split(separator: " ", omittingEmptySubsequences: false) {
            if !piece.isEmpty { tokens.append((piece, offset)) }
            offset += piece.count + 1
        }
        guard tokens.count == 2 else {
            throw error(key, "expected a width and a height, as in wC hR or wAny hAny", at: tokens.dropFirst(2).first?.offset ?? 0)
        }
        let width = try notationClass(tokens[0].text, axis: "w", in: key, at: tokens[0].offset)
        let height = try notationClass(tokens[1].text, axis: "h", in: key, at: tokens[1].offset)
        return SizeClassCondition(width: width, height: height)
    }

    private static func notationClass(_ token: Substring, axis: Character, in key: String,
                                      at offset: Int) throws(SizeClassConditionError) -> SizeClass? {
        let axisName = axis == "w" ? "width" : "height"
        guard token.first == axis else {
            throw error(key, "expected the \(axisName) here, starting with '\(axis)'", at: offset)
        }
        switch token.dropFirst() {
        case "C": return .compact
        case "R": return .regular
        case "Any": return nil
        default:
            throw error(key, "unknown \(axisName) class '\(token.dropFirst())' (expected C, R or Any)", at: offset + 1)
        }
    }

    private static func error(_ key: String, _ message: String, at offset: Int) -> SizeClassConditionError {
        SizeClassConditionError(kind: .malformed, key: key, message: message, offset: offset)
    }
}
