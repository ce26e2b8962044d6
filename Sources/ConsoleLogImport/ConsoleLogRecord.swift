import Cassowary
import LayoutModel

// What a pasted console log says, read faithfully and nothing more: every "Unable to
// simultaneously satisfy constraints" log found in the input, each constraint of its list as
// printed, and every line that could not be read with the reason. Nothing here is solved or
// guessed; rebuilding a layout from it is the next layer's job. Line numbers are the input's own
// (1-based), whatever the un-mangling removed (quote prefixes, syslog prefixes, escapes).

/// Everything read from one input.
public struct ConsoleLogReading: Sendable, Equatable {
    /// The logs in the order they start in the input.
    public var conflicts: [LoggedConflict]
    /// Lines that look like part of a log (a constraint, a header) but could not be read, in
    /// input order. Console noise between logs is not listed.
    public var unread: [UnreadLine]
    /// Ends of logs whose start is not in the input (a paste that begins with an earlier log's
    /// broken constraint or footer): no list, so nothing to rebuild, but what they say is kept.
    /// Each has header `.none` and no constraints.
    public var tails: [LoggedConflict]

    public init(conflicts: [LoggedConflict] = [], unread: [UnreadLine] = [], tails: [LoggedConflict] = []) {
        self.conflicts = conflicts
        self.unread = unread
        self.tails = tails
    }
}

extension ConsoleLogReading {
    /// Each conflict's unread lines (those within its line range) in the order read, by the
    /// conflict's index. The conflicts are in line order and do not overlap, so each line's is
    /// found by a binary search (a filter per conflict was quadratic in a file of many logs).
    func unreadByConflict() -> [[UnreadLine]] {
        var byConflict = Array(repeating: [UnreadLine](), count: conflicts.count)
        for line in unread {
            // The first conflict that does not end before the line.
            var low = 0, high = conflicts.count
            while low < high {
                let middle = (low + high) / 2
                if conflicts[middle].lines.upperBound < line.line { low = middle + 1 } else { high = middle }
            }
            if low < conflicts.count, conflicts[low].lines.contains(line.line) { byConflict[low].append(line) }
        }
        return byConflict
    }
}

/// One "Unable to simultaneously satisfy constraints" log (or a bare list of constraints).
public struct LoggedConflict: Sendable, Equatable {
    /// How the log began.
    public var header: LogHeaderForm
    /// The console's prefix before the header, as printed: `2017-01-23 02:38:10.855425
    /// App[9356:1465466] [LayoutConstraints]`, `Mar  4 18:25:38 host App[123]:`; nil when none.
    public var consolePrefix: String?
    /// Whether the header carried the `(Note: If you're seeing NSAutoresizingMaskLayoutConstraints…)` line.
    public var hasAutoresizingNote: Bool
    /// How the list was written.
    public var listForm: LogListForm
    /// The list's constraints in the order printed (an unreadable entry is an `UnreadLine` instead).
    public var constraints: [LoggedConstraint]
    /// The address of the constraint UIKit broke ("Will attempt to recover by breaking
    /// constraint"), nil when the log stops before it or it was stripped.
    public var brokenAddress: String?
    /// The broken constraint's description as printed on its own line, read like a list entry;
    /// nil when absent or unreadable. Its address normally matches one of `constraints`.
    public var brokenConstraint: LoggedConstraint?
    /// The footer seen, nil when the log stops before it.
    public var footer: LogFooterForm?
    /// The input lines the log spans, header (or first list line) to its last line read.
    public var lines: ClosedRange<Int>
    /// True when the log ends before its list closes (the paste or post was cut).
    public var isCut: Bool

    public init(header: LogHeaderForm, consolePrefix: String? = nil, hasAutoresizingNote: Bool = false,
                listForm: LogListForm = .parenthesizedQuoted, constraints: [LoggedConstraint] = [],
                brokenAddress: String? = nil, brokenConstraint: LoggedConstraint? = nil,
                footer: LogFooterForm? = nil, lines: ClosedRange<Int>, isCut: Bool = false) {
        self.header = header
        self.consolePrefix = consolePrefix
        self.hasAutoresizingNote = hasAutoresizingNote
        self.listForm = listForm
        self.constraints = constraints
        self.brokenAddress = brokenAddress
        self.brokenConstraint = brokenConstraint
        self.footer = footer
        self.lines = lines
        self.isCut = isCut
    }
}

extension LoggedConflict {
    /// Why a log with no constraint read has nothing to rebuild, in words; `unread` is its unread lines.
    public func nothingToRebuild(unread: [UnreadLine]) -> String {
        if listForm == .redacted { return "the list is printed as `<private>`" }
        if unread.contains(where: { $0.kind == .cutMember || $0.kind == .unreadableMember }) { return "no entry of the list could be read" }
        if let line = unread.first(where: { $0.kind == .notAMember }) { return "no line of its list is a constraint: \(line.reason)" }
        if isCut { return "it ends before the first constraint of its list (the input is cut there)" }
        return "no constraint is printed in it"
    }
}

/// The header forms UIKit and AppKit print (console-logs reference §7).
public enum LogHeaderForm: String, Sendable, Equatable, CaseIterable {
    /// iOS 9 and later: `Unable to simultaneously satisfy constraints.` then the advice on
    /// separate tab-indented lines (iOS 10+ adds the `[LayoutConstraints]` category, kept in
    /// `consolePrefix`).
    case uikit
    /// iOS 8 and earlier: the advice on one long line after the first.
    case uikitSingleLine
    /// AppKit: `Unable to simultaneously satisfy constraints:` then the list.
    case appKit
    /// macOS 14: `Conflicting constraints detected: (…). Will attempt to recover by breaking <…>.`
    case appKitConflicting
    /// No header: a list of constraints pasted alone, or the tail of a log whose header is missing.
    /// (When only the advice lines survive, `Probably at least one…`, they count as the header.)
    case none

    /// The form in a report's words (the raw value is the JSON's).
    public var words: String {
        switch self {
        case .uikit: "UIKit header"
        case .uikitSingleLine: "UIKit header, its advice on one line"
        case .appKit: "AppKit header"
        case .appKitConflicting: "AppKit header \"Conflicting constraints detected\" (macOS 14)"
        case .none: "no header"
        }
    }
}

/// How the list of constraints was written.
public enum LogListForm: String, Sendable, Equatable, CaseIterable {
    /// NSArray's description: `(`, `"<…>",` lines, `)`.
    case parenthesizedQuoted
    /// `(`, `<…>,` lines without quotes, `)`.
    case parenthesizedUnquoted
    /// `[`, entries, `]` (apps that change NSArray's logging, Swift arrays).
    case bracketed
    /// Entries one per line with no brackets.
    case bare
    /// The whole list printed as `<private>` (os_log redaction outside the debugger).
    case redacted
}

/// The footer after the broken constraint.
public enum LogFooterForm: String, Sendable, Equatable, CaseIterable {
    /// `Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints …` naming `<UIKit/UIView.h>` (to iOS 11).
    case uikit
    /// The same naming `<UIKitCore/UIView.h>` (iOS 12 and later).
    case uikitCore
    /// The UIKit footer with the header name stripped (`listed in  may also be helpful`), or cut before it.
    case uikitUnnamed
    /// `Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints …`.
    case appKit
}

/// A line that could not be read, with why.
public struct UnreadLine: Sendable, Equatable {
    /// The input's line number, 1-based.
    public var line: Int
    /// The line as it is in the input.
    public var text: String
    /// What kind of line it is.
    public var kind: UnreadKind
    /// Why it was not read, in words: "the description stops before its closing `>`".
    public var reason: String

    public init(line: Int, text: String, kind: UnreadKind, reason: String) {
        self.line = line
        self.text = text
        self.kind = kind
        self.reason = reason
    }
}

/// What an unread line was meant to be.
public enum UnreadKind: String, Sendable, Equatable, CaseIterable {
    /// A list member whose description stops before its `>`: the paste or post is cut there.
    case cutMember
    /// A whole list member (`<…>`) in a form that is not read (anchor arithmetic, a missing
    /// right side, a bad address): a constraint the log has but the record lacks.
    case unreadableMember
    /// A line inside the list that is no description: `...` (elided), `""` (HTML stripped `<…>`), noise.
    case notAMember
    /// The broken constraint's line, cut or unreadable (its address is kept when it can be read).
    case brokenConstraint
}

/// One constraint as a log prints it: `<NSLayoutConstraint:0x600003220a50 'gap'
/// UILabel:0x7f…'Hi'.leading == UIView:0x7f….leading + 8   (active)>`.
public struct LoggedConstraint: Sendable, Equatable {
    /// The constraint object's address, `0x600003220a50`.
    public var address: String
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// `_UILayoutSupportConstraint`, `_UISystemBaselineConstraint`, `NSIBPrototypingLayoutConstraint`,
    /// `MASLayoutConstraint`, `SnapKit.LayoutConstraint`, … as printed.
    public var className: String
    /// SnapKit's source location after the address, `SyncModeSectionSeparator.swift#17`.
    public var sourceLocation: LoggedSourceLocation?
    /// An autoresizing constraint's mask, `h=--& v=-&-` as printed.
    public var autoresizingMask: String?
    /// The identifier between quotes, `UIView-Encapsulated-Layout-Height`; nil when none.
    public var identifier: String?
    /// What it says.
    public var equation: LoggedEquation
    /// `(active)`, `(inactive)` or no marker (iOS 9 and earlier, Masonry, SnapKit).
    public var activity: LoggedActivity
    /// The `names:` (or `Names:`) pairs, in order.
    public var names: [LoggedName]
    /// `NSContentSizeLayoutConstraint`'s `Hug:250 CompressionResistance:750`; nil otherwise.
    public var contentPriorities: LoggedContentPriorities?
    /// The description as printed, `<` to `>`, after un-mangling and without the list's quotes.
    public var text: String
    /// The input line it is on.
    public var line: Int

    public init(address: String, className: String, sourceLocation: LoggedSourceLocation? = nil,
                autoresizingMask: String? = nil, identifier: String? = nil, equation: LoggedEquation,
                activity: LoggedActivity = .unmarked, names: [LoggedName] = [],
                contentPriorities: LoggedContentPriorities? = nil, text: String, line: Int) {
        self.address = address
        self.className = className
        self.sourceLocation = sourceLocation
        self.autoresizingMask = autoresizingMask
        self.identifier = identifier
        self.equation = equation
        self.activity = activity
        self.names = names
        self.contentPriorities = contentPriorities
        self.text = text
        self.line = line
    }

    /// Whether it was printed `(active)` (with or without names).
    public var isMarkedActive: Bool { activity == .active }

    /// The view an autoresizing constraint belongs to (the one whose mask made it): the first item,
    /// except in VFL to the trailing or bottom edge, `H:[ClipView]-(15)-|`, where the first item is
    /// the superview `|` and the masked view is the second.
    public var autoresizedItem: LoggedItem {
        if autoresizesSecondItem, let second = equation.second { return second.item }
        return equation.first.item
    }

    /// Whether the masked view is the second item (`H:[ClipView]-(15)-|`): see `autoresizedItem`.
    public var autoresizesSecondItem: Bool { equation.first.item.isSuperview && equation.second != nil }
}

/// The `(active)` part of a description.
public enum LoggedActivity: String, Sendable, Equatable, CaseIterable {
    case active
    case inactive
    /// No marker: iOS 9 and earlier, Masonry's and SnapKit's own descriptions.
    case unmarked
}

/// SnapKit's `@File.swift#61`.
public struct LoggedSourceLocation: Sendable, Equatable {
    /// As printed, may be a path with spaces: `SyncModeSectionSeparator.swift`.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// `Hug:250 CompressionResistance:750`.
public struct LoggedContentPriorities: Sendable, Equatable {
    public var hugging: Double
    public var compressionResistance: Double

    public init(hugging: Double, compressionResistance: Double) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }
}

/// One `names:` pair: `'|':UIView:0x7f…` or `lockIcon:0x106c2b2e0`.
public struct LoggedName: Sendable, Equatable {
    /// The key as printed without its quotes: `|`, `AddressToolbar.lockIcon`, `superview`.
    public var key: String
    /// The object it names.
    public var item: LoggedItem

    public init(key: String, item: LoggedItem) {
        self.key = key
        self.item = item
    }
}

/// What a constraint says, in the form it was printed.
public struct LoggedEquation: Sendable, Equatable {
    public var first: LoggedAnchor
    public var relation: Relation
    /// 1 when none was printed; `0.2*` before the second item or `* 0.7` after it.
    public var multiplier: Double
    /// nil for a constant alone (`UIView:0x….width == 200`, `V:[UIView(200)]`).
    public var second: LoggedAnchor?
    /// Points, signed as in `first == m * second + constant`; for system spacing, its value.
    public var constant: Double
    /// 1000 when none was printed (`@750`, `(UILayoutPriority)750`, ` priority:250`).
    public var priority: Double
    /// Whether `priority` was printed (rather than taken as required).
    public var isPriorityPrinted: Bool
    /// How it was written.
    public var form: LoggedForm
    /// System spacing: `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`; nil for plain points.
    public var systemSpacing: LoggedSystemSpacing?
    /// VFL's `(LTR)` / `(RTL)` suffix, nil when none.
    public var direction: LoggedDirection?

    public init(first: LoggedAnchor, relation: Relation, multiplier: Double = 1, second: LoggedAnchor? = nil,
                constant: Double = 0, priority: Double = 1000, isPriorityPrinted: Bool = false,
                form: LoggedForm = .equation, systemSpacing: LoggedSystemSpacing? = nil,
                direction: LoggedDirection? = nil) {
        self.first = first
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.constant = constant
        self.priority = priority
        self.isPriorityPrinted = isPriorityPrinted
        self.form = form
        self.systemSpacing = systemSpacing
        self.direction = direction
    }
}

/// The form a constraint's body was printed in.
public enum LoggedForm: String, Sendable, Equatable, CaseIterable {
    /// `A.attr == m*B.attr + c`, `A.attr == c`.
    case equation
    /// A VFL gap, `H:|-(8)-[A]`, `[A]-(8)-[B]`, `V:[A]-(0)-|`: read as `B.leading == A.trailing + 8`.
    case visualFormatGap
    /// A VFL size, `V:[A(200)]`: read as `A.height == 200`.
    case visualFormatSize
}

/// The system-spacing constant forms.
public enum LoggedSystemSpacing: String, Sendable, Equatable, CaseIterable {
    /// `NSSpace(8)`: VFL's standard spacing.
    case space = "NSSpace"
    /// `NSLayoutAnchorConstraintSpace(8)`: an anchor's `constraint(equalToSystemSpacingAfter:)`.
    case anchorSpace = "NSLayoutAnchorConstraintSpace"
}

/// VFL's direction suffix.
public enum LoggedDirection: String, Sendable, Equatable, CaseIterable {
    case leftToRight = "LTR"
    case rightToLeft = "RTL"
}

/// An item and one of its attributes.
public struct LoggedAnchor: Sendable, Equatable {
    public var item: LoggedItem
    public var attribute: LoggedAttribute

    public init(item: LoggedItem, attribute: LoggedAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// An attribute as printed (`leadingMargin`, `minX`, `Width`) and what it means.
public struct LoggedAttribute: Sendable, Equatable {
    /// The Auto Layout attribute. Autoresizing frames' names map to the edges they are
    /// (`minX` → left, `maxX` → right, `midX` → centerX, `minY` → top, `maxY` → bottom,
    /// `midY` → centerY); `baseline` is `lastBaseline`.
    public var attribute: LayoutAttribute
    /// As printed.
    public var spelling: String

    public init(attribute: LayoutAttribute, spelling: String) {
        self.attribute = attribute
        self.spelling = spelling
    }

    public init(_ attribute: LayoutAttribute) {
        self.init(attribute: attribute, spelling: attribute.rawValue)
    }
}

/// A view or layout guide as a log prints it: `UILabel:0x7f…'Some text'`,
/// `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, `MyApp.CardView:0x…`, Masonry's `UIView:cv`,
/// an accessibility identifier alone (`lockIcon`, resolved through `names:`), VFL's `|`.
public struct LoggedItem: Sendable, Equatable {
    /// The class, module-qualified when printed so (`MyApp.CardView`); nil for a bare name or `|`
    /// that `names:` did not resolve.
    public var className: String?
    /// The object's address, nil when not printed nor resolved through `names:`.
    public var address: String?
    /// The quoted text after the address (label text, a guide's identifier), NSArray escapes
    /// (`\n`, `\U2019`) decoded; nil when none was printed.
    public var text: String?
    /// Whether `text` (or `name`) was cut by UIKit, ending in `...` or `…` (kept in the text).
    public var isTruncated: Bool
    /// A name in place of the address: Masonry's key (`cv` in `UIView:cv`) or the accessibility
    /// identifier an item is printed by (`AddressToolbar.lockIcon`); nil when none.
    public var name: String?
    /// Whether the log wrote VFL's `|` (the superview; `names:` pairs it with `'|'`).
    public var isSuperview: Bool
    /// Whether the log printed `<private>` in its place.
    public var isRedacted: Bool
    /// As printed, `UILabel:0x7f…'Hi'`, `|`.
    public var printed: String

    public init(className: String? = nil, address: String? = nil, text: String? = nil, isTruncated: Bool = false,
                name: String? = nil, isSuperview: Bool = false, isRedacted: Bool = false, printed: String) {
        self.className = className
        self.address = address
        self.text = text
        self.isTruncated = isTruncated
        self.name = name
        self.isSuperview = isSuperview
        self.isRedacted = isRedacted
        self.printed = printed
    }
}
