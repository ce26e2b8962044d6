import Cassowary
import Foundation
import LayoutModel

/// How a fix names a logged constraint and how it is written as code. A developer finds the
/// constraint in the log by its identifier, its address and its text as printed, so those are
/// the words used; the code (`LogFixCode`) is UIKit's or AppKit's, as the log shows, or Masonry's
/// or SnapKit's when the constraint's class shows it was made by them (`MASLayoutConstraint`,
/// `SnapKit.LayoutConstraint`).
public enum LogFixNames {
    /// The identifier a rebuilt constraint has in `--emit-layout`'s file: its own when the log
    /// printed one, else its address, so that a step line can name every constraint of the log.
    public static func identifier(of logged: LoggedConstraint) -> String {
        logged.identifier ?? logged.address
    }

    /// The spec as `--emit-layout` writes it: with `identifier(of:)`.
    public static func addressable(_ spec: LayoutConstraintSpec, logged: LoggedConstraint) -> LayoutConstraintSpec {
        var spec = spec
        if spec.identifier == nil { spec.identifier = identifier(of: logged) }
        return spec
    }

    /// `'UIView-Encapsulated-Layout-Height' (0x6000024d0a00, line 12: UITableViewCellContentView:0x….height == 96)`.
    public static func name(_ logged: LoggedConstraint) -> String {
        let id = logged.identifier.map { "'\($0)' " } ?? ""
        return "\(id)\(logged.className):\(logged.address) (line \(logged.line): \(body(logged)))"
    }

    /// The description's body as printed, without the class, address, identifier and activity:
    /// `V:[UILabel:0x7f…]-(12)-|`, `UIImageView:0x7f….height == 60`.
    public static func body(_ logged: LoggedConstraint) -> String {
        var text = Substring(logged.text)
        if text.hasPrefix("<") { text = text.dropFirst() }
        if text.hasSuffix(">") { text = text.dropLast() }
        if let address = text.range(of: logged.address) { text = text[address.upperBound...] }
        // SnapKit's `@File.swift#61` after the address.
        if text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[space...] }
        text = text.drop { $0 == " " }
        if let identifier = logged.identifier, text.hasPrefix("'\(identifier)'") {
            text = text.dropFirst(identifier.count + 2).drop { $0 == " " }
        }
        for marker in ["(active", "(inactive", "(Names:", "(names:"] {
            if let range = text.range(of: marker, options: .backwards) { text = text[..<range.lowerBound] }
        }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }

    /// The library that made the constraint, from its class.
    enum Library { case uikit, masonry, snapKit }

    static func library(of logged: LoggedConstraint) -> Library {
        if logged.className.hasPrefix("MAS") { return .masonry }
        if logged.className.hasPrefix("SnapKit.") { return .snapKit }
        return .uikit
    }

    /// The Masonry key a view is printed by (`cv` in `UITableViewCellContentView:cv`): Masonry's
    /// description prints every constraint of the app that way, its own (`MASLayoutConstraint`)
    /// and the others alike, so a key names the view but does not make the constraint Masonry's.
    static func masonryKey(_ item: LoggedItem) -> String? {
        guard item.address == nil, item.className != nil else { return nil }
        return item.name
    }
}

/// The code lines of each remedy, in the log's platform (UIKit or AppKit) and the library that
/// made the constraint (Masonry, SnapKit), spelled as their APIs are: `UILayoutPriority(999)`,
/// `NSLayoutConstraint.Priority(999)`, Masonry's and SnapKit's `.priority(999)`.
struct LogFixCode {
    let platform: LoggedPlatform
    /// Why UIKit is assumed when the log does not tell; said once per fix, after its code.
    let assumed: String?

    init(_ conflict: LoggedConflict) {
        let chosen = LoggedPlatform.forCode(conflict)
        platform = chosen.platform
        assumed = chosen.assumed
    }

    /// Lowering a required constraint: UIKit and AppKit refuse to change an installed constraint
    /// between required and optional, so the priority is set before it is activated. Masonry's
    /// `mas_updateConstraints` and SnapKit's `updateConstraints` only change the constant of a
    /// constraint they made, so the priority goes where the constraint is made.
    func priority(_ logged: LoggedConstraint, to value: Double) -> [String] {
        let number = formatNumber(value)
        let attribute = logged.equation.first.attribute.spelling
        switch LogFixNames.library(of: logged) {
        case .masonry:
            return ["make.\(attribute).equalTo(…).priority(\(number));   // Masonry, in mas_makeConstraints or"
                + " mas_remakeConstraints (mas_updateConstraints changes only constants)"]
        case .snapKit:
            return ["make.\(attribute).equalTo(…).priority(\(number))   // SnapKit, in snp.makeConstraints\(madeAt(logged))"]
        case .uikit:
            let type = platform == .appKit ? "NSLayoutConstraint.Priority" : "UILayoutPriority"
            return assuming(["constraint.priority = \(type)(\(number))   // before it is activated (or set in Interface Builder)"
                + keyNote(logged, after: "; ")])
        }
    }

    func removal(_ logged: LoggedConstraint) -> [String] {
        switch LogFixNames.library(of: logged) {
        case .masonry: return ["// Masonry: delete the make.\(logged.equation.first.attribute.spelling) line, or [constraint uninstall]"]
        case .snapKit:
            return ["constraint.deactivate()   // SnapKit: keep the Constraint that snp.makeConstraints returned\(madeAt(logged))"]
        case .uikit: return assuming(["constraint.isActive = false" + keyNote(logged, after: "   // ")])
        }
    }

    /// A constant size that becomes a bound.
    func bound(_ logged: LoggedConstraint, relation: Relation) -> [String] {
        let attribute = logged.equation.first.attribute.spelling
        let value = formatNumber(logged.equation.constant)
        let greater = relation == .greaterOrEqual
        switch LogFixNames.library(of: logged) {
        case .masonry: return ["make.\(attribute).\(greater ? "greaterThanOrEqualTo" : "lessThanOrEqualTo")(@\(value));   // Masonry"]
        case .snapKit:
            return ["make.\(attribute).\(greater ? "greaterThanOrEqualTo" : "lessThanOrEqualTo")(\(value))   // SnapKit\(madeAt(logged))"]
        case .uikit:
            let anchor = attribute == "width" ? "widthAnchor" : "heightAnchor"
            let view = LogFixNames.masonryKey(logged.equation.first.item) ?? "view"
            return assuming(["\(view).\(anchor).constraint(\(greater ? "greaterThanOrEqualToConstant" : "lessThanOrEqualToConstant"):"
                + " \(value)).isActive = true   // in place of the == one" + keyNote(logged, after: "; ")])
        }
    }

    /// A view that stops translating its autoresizing mask (a `UIView` or an `NSView` alike).
    func autoresizingOff(_ item: LoggedItem) -> [String] {
        assuming(["view.translatesAutoresizingMaskIntoConstraints = false   // \(platform == .appKit ? "NSView" : "view"): \(item.printed)"])
    }

    /// ` at SyncModeSectionSeparator.swift:17` from SnapKit's `@SyncModeSectionSeparator.swift#17`.
    private func madeAt(_ logged: LoggedConstraint) -> String {
        logged.sourceLocation.map { " at \($0.file):\($0.line)" } ?? ""
    }

    /// A plain constraint printed through Masonry's description (its view by key).
    private func keyNote(_ logged: LoggedConstraint, after separator: String) -> String {
        guard let key = LogFixNames.masonryKey(logged.equation.first.item) else { return "" }
        return separator + "\(key) is a Masonry key, but an NSLayoutConstraint is not made by Masonry (it makes MASLayoutConstraint)"
    }

    private func assuming(_ lines: [String]) -> [String] {
        lines + (assumed.map { ["// \($0)"] } ?? [])
    }
}
