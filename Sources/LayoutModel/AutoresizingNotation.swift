/// A malformed `h=--& v=-&-` string: what is wrong and where (0-based character offset).
public struct AutoresizingNotationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public var description: String { "\(message) (at character \(offset + 1))" }
}

extension AutoresizingMask {
    /// The mask written flag by flag: `h=` then left margin, width, right margin; `v=` then top
    /// margin, height, bottom margin; `-` fixed, `&` flexible. Round-trips with `init(notation:)`.
    public var notation: String {
        func flag(_ option: AutoresizingMask) -> String { contains(option) ? "&" : "-" }
        return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
    }

    /// The flags as UIKit logs print them for a translated view: an axis with nothing flexible
    /// shows its trailing margin as flexible, so the default (empty) mask prints `h=--& v=--&`
    /// (Auto Layout Guide, "Debugging Tricks and Tips"). The constraints are the same either way.
    public var logNotation: String { normalizedForTranslation.notation }

    /// UIKit lets the right (bottom) margin absorb a change when nothing else along the axis can.
    var normalizedForTranslation: AutoresizingMask {
        var mask = self
        if isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) {
            mask.insert(.flexibleRightMargin)
        }
        if isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) {
            mask.insert(.flexibleBottomMargin)
        }
        return mask
    }

    /// Parses `h=--& v=-&-` (either order, any spaces between the parts). Both axes are required.
    public init?(notation: String) {
        guard let mask = try? AutoresizingMask.parse(notation: notation) else { return nil }
        self = mask
    }

    public static func parse(notation: String) throws -> AutoresizingMask {
        let characters = Array(notation)
        var mask: AutoresizingMask = []
        var seen: [Character] = []
        var index = 0
        func skipSpaces() { while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 } }
        skipSpaces()
        while index < characters.count {
            let start = index
            let axis = characters[index]
            guard axis == "h" || axis == "v" else {
                throw AutoresizingNotationError(message: "expected `h=` or `v=`", offset: start)
            }
            guard !seen.contains(axis) else {
                throw AutoresizingNotationError(message: "`\(axis)=` appears twice", offset: start)
            }
            seen.append(axis)
            index += 1
            guard index < characters.count, characters[index] == "=" else {
                throw AutoresizingNotationError(message: "expected `=` after `\(axis)`", offset: index)
            }
            index += 1
            let options: [AutoresizingMask] = axis == "h"
                ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            for option in options {
                guard index < characters.count, characters[index] == "-" || characters[index] == "&" else {
                    throw AutoresizingNotationError(
                        message: "expected three flags, each `-` (fixed) or `&` (flexible), after `\(axis)=`",
                        offset: index)
                }
                if characters[index] == "&" { mask.insert(option) }
                index += 1
            }
            let separated = index < characters.count && (characters[index] == " " || characters[index] == "\t")
            skipSpaces()
            if index < characters.count, !separated {
                throw AutoresizingNotationError(message: "expected a space after the three flags", offset: index)
            }
        }
        for axis: Character in ["h", "v"] where !seen.contains(axis) {
            throw AutoresizingNotationError(message: "missing `\(axis)=…`", offset: characters.count)
        }
        return mask
    }
}
