import Cassowary

/// The console log UIKit prints for a required conflict ("Unable to simultaneously satisfy
/// constraints"), line for line as iOS 10 and later print it (docs/semantics.md, "UIKit's console
/// log", which cites the real logs each rule comes from).
extension UIKitDescriber {
    /// The iOS major version whose log is printed when none is asked for.
    public static let defaultLogIOSVersion = 17
    /// The oldest version printed: earlier logs have another layout (no `(active)`, sizes as VFL).
    public static let oldestLogIOSVersion = 10

    /// The log as the newest iOS prints it.
    public func unsatisfiableLog(_ conflict: RecoveredConflict) -> String {
        unsatisfiableLog(conflict, iOSVersion: Self.defaultLogIOSVersion)
    }

    /// `iOSVersion` decides the footer: iOS 12 moved UIView.h into UIKitCore.
    public func unsatisfiableLog(_ conflict: RecoveredConflict, iOSVersion: Int) -> String {
        let members = Self.logOrder(conflict.conflict)
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if members.contains(where: { $0.className == "NSAutoresizingMaskLayoutConstraint" }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let quoted = members.map { "    \"\(Self.arrayEscaped(describe($0)))\"" }
        lines.append(quoted.joined(separator: ",\n"))
        let header = iOSVersion >= 12 ? "UIKitCore/UIView.h" : "UIKit/UIView.h"
        lines += [")", "", "Will attempt to recover by breaking constraint ", describe(conflict.broken), "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                  "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <\(header)> may also be helpful."]
        return lines.joined(separator: "\n")
    }

    /// The members as UIKit lists them, which follows the order they were made: autoresizing
    /// constraints (made when the view was added), the app's in the order it wrote them, UIKit's
    /// other ones, and the encapsulated size last (made when the container sizes the view). Our
    /// own size floors are left out: UIKit has no such constraints.
    static func logOrder(_ members: [LayoutConstraintSpec]) -> [LayoutConstraintSpec] {
        let kept = members.enumerated().filter { !$0.element.isSizeFloor }
        return kept.sorted { lhs, rhs in
            let (a, b) = (lhs.element.uikitListKey, rhs.element.uikitListKey)
            if a != b { return a < b }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension LayoutConstraintSpec {
    /// Where UIKit lists this constraint in a conflict (`UIKitDescriber.logOrder`): autoresizing
    /// constraints, the app's in the order it wrote them, UIKit's other ones, the encapsulated size.
    var uikitListKey: (rank: Int, line: Int, column: Int) {
        switch provenance {
        case let .source(location): return (1, location.line, location.column)
        case let .generated(generator):
            switch generator.kind {
            case .autoresizingMask: return (0, 0, 0)
            case .encapsulatedLayout: return (3, 0, 0)
            default: return (2, 0, 0)
            }
        }
    }

    /// The engine's own `width >= 0` / `height >= 0`, which UIKit has no constraint for.
    public var isSizeFloor: Bool {
        if case let .generated(generator) = provenance { return generator.kind == .nonNegativeSize }
        return false
    }
}
