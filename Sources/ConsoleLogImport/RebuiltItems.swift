import LayoutModel

/// One object a log names, as the rebuilt layout holds it.
public struct RebuiltItem: Sendable, Equatable {
    /// What identifies it in the log: its address, else its printed name or form.
    public let key: String
    /// The item's name in the rebuilt layout (`tech`, `emptyView_a520`).
    public var name: String
    /// The class as printed (`MyApp.CardView`); nil when the log printed none.
    public var className: String?
    public var kind: ViewKind
    public var address: String?
    /// A label's or button's text, a guide's identifier, as printed (possibly cut by UIKit).
    public var text: String?
    /// The accessibility identifier or Masonry key the log printed it by.
    public var printedName: String?
    /// The superview's `key`, when a `'|'` or `names:` showed it.
    public var superviewKey: String?
    /// Printed as `<private>`.
    public var isRedacted: Bool
}

/// Collects the items of one log, by address, in the order first printed, with their kind
/// (from the class), a name a developer recognises, and the superviews VFL's `|` reveals.
struct RebuiltItemCollector {
    private(set) var items: [RebuiltItem] = []
    private var position: [String: Int] = [:]
    private var redactedCount = 0

    /// The item an anchor names, added on first sight; `other` is the constraint's other item,
    /// whose superview an unresolved `|` stands for.
    mutating func item(for logged: LoggedItem, other: LoggedItem?) -> String {
        let key = Self.key(of: logged, other: other, redactedCount: &redactedCount)
        if let index = position[key] {
            merge(logged, into: index)
            return key
        }
        let kind = Self.kind(ofClass: logged.className, text: logged.text)
        let item = RebuiltItem(key: key, name: "", className: logged.className, kind: kind, address: logged.address,
                               text: kind == .layoutGuide ? nil : logged.text,
                               printedName: logged.name, superviewKey: nil, isRedacted: logged.isRedacted)
        position[key] = items.count
        items.append(item)
        return key
    }

    /// `child`'s superview is `parent` (a `|` in a VFL constraint); the first one seen holds.
    mutating func setSuperview(of childKey: String, to parentKey: String) {
        guard childKey != parentKey, let child = position[childKey], items[child].superviewKey == nil,
              let parent = position[parentKey], items[parent].kind.isView,
              !isAncestor(childKey, of: parentKey) else { return }
        items[child].superviewKey = parentKey
    }

    /// Whether `key` is `other` or one of its superviews (a second `|` must not make a cycle).
    private func isAncestor(_ key: String, of other: String) -> Bool {
        var current: String? = other
        var steps = 0
        while let name = current, steps <= items.count {
            if name == key { return true }
            current = position[name].flatMap { items[$0].superviewKey }
            steps += 1
        }
        return false
    }

    private mutating func merge(_ logged: LoggedItem, into index: Int) {
        if items[index].className == nil, let className = logged.className {
            items[index].className = className
            items[index].kind = Self.kind(ofClass: className, text: logged.text)
        }
        if items[index].text == nil, items[index].kind != .layoutGuide { items[index].text = logged.text }
        if items[index].printedName == nil { items[index].printedName = logged.name }
        if items[index].address == nil { items[index].address = logged.address }
    }

    static func key(of item: LoggedItem, other: LoggedItem?, redactedCount: inout Int) -> String {
        if let address = item.address { return address }
        if let name = item.name { return "name:" + name }
        if item.isRedacted {
            redactedCount += 1
            return "private:\(redactedCount)"
        }
        if item.isSuperview, let other { return "superview-of:" + (other.address ?? other.name ?? other.printed) }
        return "printed:" + item.printed
    }

    /// The kind a class lays out as; anything else is a plain view that keeps its class for printing.
    static func kind(ofClass className: String?, text: String?) -> ViewKind {
        switch className {
        case "UILabel": .label
        case "UIButton": .button
        case "UIImageView": .imageView
        case "UIStackView": .stackView
        case "UITextField": .textField
        case "UISwitch": .switchControl
        case "UILayoutGuide", "_UILayoutGuide", "_UILayoutSpacer", "UIFocusGuide": .layoutGuide
        default: .view
        }
    }
}
