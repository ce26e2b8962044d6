// Numbers, flags and multipliers as Interface Builder writes them. Every number is read as a
// Double (interface-builder reference §6.1: integer parsing drops `20.5`), and only finite decimals are numbers.

enum IBValueParsing {
    /// A decimal as IB writes it (`20`, `-0.5`, `35.333333333333371`, `1e-05`); nil for anything
    /// else, including `inf`, `nan` and hexadecimal, which Swift's `Double(_:)` would accept.
    static func number(_ text: String) -> Double? {
        guard let first = text.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
              !text.lowercased().contains("x"),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `YES`/`NO`; nil for anything else.
    static func flag(_ text: String) -> Bool? {
        switch text {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A multiplier in any of its three spellings: `0.5`, `16:9`, `1/3` (the last two mean
    /// first ÷ second). The error says why not, in words.
    static func multiplier(_ written: String) -> Result<IBMultiplier, MultiplierError> {
        for (separator, form) in [(":", IBMultiplier.Form.ratio), ("/", .fraction)] where written.contains(separator) {
            let parts = written.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = number(String(parts[0])), let denominator = number(String(parts[1])) else {
                return .failure(MultiplierError(message: "multiplier '\(written)' is not a number, a ratio a:b or a fraction a/b"))
            }
            guard denominator != 0 else {
                return .failure(MultiplierError(message: "multiplier '\(written)' divides by zero"))
            }
            let value = numerator / denominator
            guard value.isFinite else {
                return .failure(MultiplierError(message: "multiplier '\(written)' is too large"))
            }
            return .success(IBMultiplier(value: value, form: form, written: written))
        }
        guard let value = number(written) else {
            return .failure(MultiplierError(message: "multiplier '\(written)' is not a number, a ratio a:b or a fraction a/b"))
        }
        return .success(IBMultiplier(value: value, form: .decimal, written: written))
    }

    struct MultiplierError: Error, Equatable {
        var message: String
    }
}
