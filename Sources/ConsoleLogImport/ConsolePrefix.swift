/// The prefix a console or log collector puts before a message, recognised by shape (console-logs
/// reference §7.1, §7.4): a timestamp (`2017-01-23 02:38:10.855425+0100`, `Mar  4 18:25:38 host`,
/// `11/15/14 7:37:32.893 AM`, `21/03/2018 21:50:12.013`), then a process (`App[9356:1465466]`,
/// `SpringBoard[10567]:`, a name with spaces, or none), then categories (`[LayoutConstraints]`,
/// `[Layout]`, `[IOS_SYSLOG_ROW]`). A process alone counts too (`Keyboard[40697:2587035] Unable…`).
/// The scan only moves forward, so it is linear in the line.
enum ConsolePrefix {
    /// The prefix (trimmed) and the rest; nil and the line itself when there is none.
    static func split(_ line: String) -> (prefix: String?, rest: String) {
        let scalars = Array(line.unicodeScalars)
        var index = skipSpaces(scalars, 0)
        let start = index
        var found = false
        if let end = timestamp(scalars, index) {
            index = skipSpaces(scalars, end)
            found = true
            if let end = process(scalars, index, needsName: false) { index = skipSpaces(scalars, end) }
        } else if let end = process(scalars, index, needsName: true) {
            index = skipSpaces(scalars, end)
            found = true
        }
        while let end = category(scalars, index) {
            index = skipSpaces(scalars, end)
            found = true
        }
        guard found, index < scalars.count else { return (nil, line) }
        let prefix = String(String.UnicodeScalarView(scalars[start..<index])).trimmingSpaces
        let rest = String(String.UnicodeScalarView(scalars[index...]))
        return (prefix.isEmpty ? nil : prefix, rest)
    }

    private static func skipSpaces(_ s: [Unicode.Scalar], _ i: Int) -> Int {
        var i = i
        while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        return i
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    private static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

    private static let months: Set<String> = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The end of a timestamp starting at `i`, nil when there is none. Must hold a time (`HH:MM`).
    private static func timestamp(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard i < s.count else { return nil }
        if i + 3 < s.count, months.contains(String(String.UnicodeScalarView(s[i..<i + 3]))), s[i + 3] == " " {
            // `Mar  4 18:25:38 host `: month, day, time, then the host name.
            var j = skipSpaces(s, i + 3)
            guard let afterTime = dateAndTime(s, j), afterTime > j else { return nil }
            j = skipSpaces(s, afterTime)
            let hostStart = j
            while j < s.count, s[j] != " ", s[j] != "[" { j += 1 }
            // A host is followed by the process; without one the "host" was the process itself.
            guard j > hostStart, j < s.count, s[j] == " " else { return afterTime }
            return j
        }
        guard isDigit(s[i]), let end = dateAndTime(s, i) else { return nil }
        return end
    }

    /// Runs of digits and `-/:.+`, separated by single spaces, with an optional AM/PM; must hold `:`.
    private static func dateAndTime(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        var j = i
        var end = i
        var sawColon = false
        while j < s.count {
            let runStart = j
            while j < s.count, isDigit(s[j]) || "-/:.+".unicodeScalars.contains(s[j]) {
                if s[j] == ":" { sawColon = true }
                j += 1
            }
            guard j > runStart, isDigit(s[runStart]) else { break }
            end = j
            // `AM`/`PM` after a time.
            if j + 2 < s.count, s[j] == " ", (s[j + 1] == "A" || s[j + 1] == "P"), s[j + 2] == "M",
               j + 3 == s.count || s[j + 3] == " " {
                end = j + 3
                j = end
            }
            guard j < s.count, s[j] == " ", j + 1 < s.count, isDigit(s[j + 1]) else { break }
            j += 1
        }
        return sawColon ? end : nil
    }

    /// `Name[123]`, `Name[123:4567]`, `Name with spaces[1:2]`, `[1:2]` (no name), then an optional
    /// ` <Notice>` and `:`. `needsName` refuses a bare `[…]` and names with spaces (no timestamp
    /// to anchor them).
    private static func process(_ s: [Unicode.Scalar], _ i: Int, needsName: Bool) -> Int? {
        var j = i
        let limit = min(s.count, i + 80)
        while j < limit, s[j] != "[" {
            let c = s[j]
            if c == "<" || c == "\"" || c == "(" || c == ")" || c == ":" || c == "'" { return nil }
            if needsName, c == " " || c == "\t" { return nil }
            j += 1
        }
        guard j < limit, s[j] == "[" else { return nil }
        if needsName, j == i { return nil }
        var k = j + 1
        let digitsStart = k
        while k < s.count, isDigit(s[k]) { k += 1 }
        guard k > digitsStart else { return nil }
        if k < s.count, s[k] == ":" {
            k += 1
            while k < s.count, isDigit(s[k]) || isLetter(s[k]) { k += 1 }
        }
        guard k < s.count, s[k] == "]" else { return nil }
        k += 1
        // ` <Notice>:`, `: `
        var m = skipSpaces(s, k)
        if m < s.count, s[m] == "<" {
            var n = m + 1
            while n < s.count, isLetter(s[n]) { n += 1 }
            if n < s.count, s[n] == ">" { m = n + 1; k = m }
        }
        if k < s.count, s[k] == ":" { k += 1 }
        guard k == s.count || s[k] == " " || s[k] == "\t" else { return nil }
        return k
    }

    /// `[LayoutConstraints]`, `[Layout]`, `[IOS_SYSLOG_ROW]`: letters and `_` only, then a space.
    private static func category(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard i < s.count, s[i] == "[" else { return nil }
        var j = i + 1
        while j < s.count, isLetter(s[j]) || s[j] == "_" { j += 1 }
        guard j > i + 1, j < s.count, s[j] == "]", j + 1 < s.count, s[j + 1] == " " || s[j + 1] == "\t" else { return nil }
        return j + 1
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
