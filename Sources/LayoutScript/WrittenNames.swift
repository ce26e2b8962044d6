import LayoutModel

/// The names a written `.layout` file gives a scenario's items. Importers name items the way people
/// recognise them (`label "Sign in"`, `view 8bC-Xf-vdC`), but the language's names are C
/// identifiers (docs/scenario-language.md, "Lexical rules"): each name becomes a valid one, unique
/// and readable (`label_Sign_in`, `view_8bC_Xf_vdC`), the same for the same scenario.
public struct WrittenNames: Sendable {
    /// Original name → written name, for every item (the root included).
    private var written: [String: String] = [:]
    /// Written names in the order they were given, with their originals.
    public private(set) var pairs: [(original: String, written: String)] = []
    private var taken: Set<String> = []

    /// Words an item cannot be called because a line would read them as something else: the
    /// language's reserved names, `system` (a term), the guides after a scroll view's name, and
    /// the words an `expect` line starts with.
    static let unusable: Set<String> = Keywords.reservedNames.union([
        ScenarioNames.systemSpacing, ScenarioNames.contentGuide, ScenarioNames.frameGuide,
        "constraint", "conflict", "conflicts", "no", "inactive",
    ])

    /// `variables` keep their names (they come from `.layout` files and are already valid); the
    /// items are named in the order given.
    init(items: [(name: String, kind: ViewKind)], rootName: String, variables: [String]) {
        taken = Set(variables)
        for (name, kind) in items where written[name] == nil {
            give(name, kind: kind, isRoot: name == rootName)
        }
    }

    /// The written name of an item, or nil for a name that is not an item.
    public func name(of original: String) -> String? { written[original] }

    private mutating func give(_ original: String, kind: ViewKind, isRoot: Bool) {
        let chosen: String
        if isRoot {
            // The root is written `root`, renamed only when its own name is a usable one.
            let candidate = Self.cleaned(original, kind: kind)
            chosen = Self.unusable.contains(candidate) || PropertyParser.keywords[candidate] != nil || taken.contains(candidate)
                ? ScenarioNames.root : candidate
        } else {
            chosen = unique(Self.identifier(from: original, kind: kind))
        }
        taken.insert(chosen)
        written[original] = chosen
        pairs.append((original, chosen))
    }

    /// `base`, else `base_2`, `base_3`… whichever is free first.
    private func unique(_ base: String) -> String {
        if !taken.contains(base) { return base }
        var counter = 2
        while taken.contains("\(base)_\(counter)") { counter += 1 }
        return "\(base)_\(counter)"
    }

    /// A valid identifier from any name: runs of other characters become one `_`, a name that
    /// starts with a digit or is empty gets the kind in front, and a reserved word gets it behind.
    static func identifier(from name: String, kind: ViewKind) -> String {
        let result = cleaned(name, kind: kind)
        return unusable.contains(result) ? result + "_" + kind.rawValue : result
    }

    /// The name with its other characters cleaned up, reserved words left as they are.
    static func cleaned(_ name: String, kind: ViewKind) -> String {
        var result = ""
        var gap = false
        for character in name {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                if gap && !result.isEmpty && !result.hasSuffix("_") { result.append("_") }
                result.append(character)
                gap = false
            } else {
                gap = true
            }
        }
        if result.isEmpty { return kind.rawValue }
        if let first = result.first, !Lexer.isIdentifierStart(first) { return kind.rawValue + "_" + result }
        return result
    }
}
