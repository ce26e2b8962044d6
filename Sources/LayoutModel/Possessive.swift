/// The possessive of a name in the project's English: `level's frame`, but `buttons' frame` for a
/// name ending in s. Every message that gives a name an apostrophe goes through here.
public enum Possessive {
    /// `'s`, or a bare `'` after a final s. For quoted names, the suffix goes after the closing quote.
    public static func suffix(for name: String) -> String {
        name.last.map { $0 == "s" || $0 == "S" } == true ? "'" : "'s"
    }

    /// `level's`, `buttons'`.
    public static func of(_ name: String) -> String { name + suffix(for: name) }
}
