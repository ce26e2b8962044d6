/// Finds constraint descriptions, `<Class:0x… …>`, in one line of a list: quoted
/// (`"<…>",`), unquoted (`<…>,`), several on one line (`[<…>, <…>]`), and old SnapKit's
/// `<<Module.LayoutConstraint:0x…> <UIView:0x…>.top == …>`. A description starts at a `<` that
/// follows the line's start, a quote, a comma or a bracket and is followed by a class name and
/// `:` (so `<UIView:0x…>` inside old SnapKit's text, and noise such as `<<<< (61 seconds…`, do
/// not start one); it ends at the last `>` before the next start that is not part of `>=`. One
/// pass over the line.
enum DescriptionExtractor {
    struct Found: Equatable {
        /// `<` to `>`, or to the end of the line when `isCut`.
        let text: String
        /// Whether a `"` came right before it (NSArray's description: its escapes apply).
        let isQuoted: Bool
        /// No closing `>`: the line (or the paste) stops inside it.
        let isCut: Bool
        /// What follows it up to the next description (`",`, `)`, `).`), trimmed.
        let after: String

        /// Whether its class is a constraint's: every class a log prints ends so
        /// (`NSLayoutConstraint`, `MASLayoutConstraint`, `SnapKit.LayoutConstraint`,
        /// `_UILayoutSupportConstraint`), another object's (`CATransformLayer`) does not.
        var namesAConstraintClass: Bool {
            text.drop { $0 == "<" }.prefix { $0 != ":" }.hasSuffix("Constraint")
        }
    }

    static func isClassCharacter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "." || c == "$"
    }

    /// The descriptions in `line`, in order, and the text before the first one.
    static func find(in line: String) -> (before: String, found: [Found]) {
        let s = Array(line.unicodeScalars)
        var starts: [Int] = []
        var previous: Unicode.Scalar?  // last non-space scalar
        for i in s.indices {
            let c = s[i]
            if c == "<", previous == nil || previous == "\"" || previous == "," || previous == "(" || previous == "[",
               startsDescription(s, i) {
                starts.append(i)
            }
            if c != " " && c != "\t" { previous = c }
        }
        guard let first = starts.first else { return (line, []) }
        var found: [Found] = []
        for (n, start) in starts.enumerated() {
            let regionEnd = n + 1 < starts.count ? starts[n + 1] : s.count
            var close: Int?
            var j = regionEnd - 1
            while j > start {
                if s[j] == ">", j + 1 >= s.count || s[j + 1] != "=" { close = j; break }
                j -= 1
            }
            let quoted = start > 0 && s[start - 1] == "\""
            if let close {
                found.append(Found(text: string(s[start...close]), isQuoted: quoted, isCut: false,
                                   after: string(s[(close + 1)..<regionEnd]).trimmingSpaces))
            } else {
                found.append(Found(text: string(s[start..<regionEnd]).trimmingSpaces, isQuoted: quoted, isCut: true, after: ""))
            }
        }
        return (string(s[..<first]), found)
    }

    /// `<Class:`, `<<Class:` (old SnapKit), at `i`.
    private static func startsDescription(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        var j = i + 1
        if j < s.count, s[j] == "<" { j += 1 }
        let nameStart = j
        while j < s.count, isClassCharacter(s[j]) { j += 1 }
        return j > nameStart && j < s.count && s[j] == ":"
    }

    private static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(slice))
    }
}
