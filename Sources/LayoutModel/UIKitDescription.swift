import Foundation
import Cassowary

/// Prints constraints the way UIKit's `-[NSLayoutConstraint description]` does on iOS 10 and
/// later: the equation form, e.g. `<NSLayoutConstraint:0x6000a1b2c3d0 'gap'
/// UILabel:0x7f00c4d5e6f0'Hello'.leading == UIView:0x7f0011223340.leadingMargin + 10   (active)>`,
/// or the VFL form of `UIKitVisualFormat`. The unsatisfiable-constraints log is in
/// UIKitConsoleLog.swift.
/// Addresses are fake but stable: derived from names with FNV-1a (never Swift's seeded Hasher).
public struct UIKitDescriber: Sendable {
    private let items: [String: LayoutItem]
    private let layout: Layout
    private let guides: [String: SystemGuideDescription]

    public init(layout: Layout, generated: GeneratedLayout = GeneratedLayout()) {
        var table: [String: LayoutItem] = [:]
        for item in layout.items + generated.items where table[item.name] == nil { table[item.name] = item }
        items = table
        self.layout = layout
        guides = generated.guideDescriptions
    }

    /// Views and guides: `UILabel:0x…'Hello'`, `UIView:0x…`, `UILayoutGuide:0x…'name'`.
    public func describeItem(_ name: String) -> String {
        guard let item = items[name] else { return "UIView:\(FakeAddress.ofItem(name))" }
        if let guide = guides[name] {
            return "\(guide.className):\(FakeAddress.ofItem(name))'\(guide.identifier)'"
        }
        // An identified view is printed by its identifier alone; `names` resolves it.
        if let identifier = item.accessibilityIdentifier { return Self.truncated(identifier) }
        var text = "\(className(of: item)):\(FakeAddress.ofItem(name))"
        if !item.kind.isView {
            text += "'\(name)'"
        } else if [.label, .button, .textField].contains(item.kind), let content = item.text {
            text += "'\(Self.truncated(content))'"
        }
        return text
    }

    /// The scenario's `class` if it gives one (an app's subclass, `MyApp.CardView`), else the root
    /// kind's class for the root, else the kind's.
    private func className(of item: LayoutItem) -> String {
        if let name = item.printedClassName { return name }
        return item.name == layout.rootName ? item.rootKind.uikitClassName : item.kind.className
    }

    /// How `names` pairs an item with its object: `UIView:0x…`, or `lockIcon:0x…` for an identified view.
    private func namesEntry(_ name: String) -> String {
        guard let item = items[name], item.accessibilityIdentifier != nil else { return describeItem(name) }
        return "\(describeItem(name)):\(FakeAddress.ofItem(name))"
    }

    /// UIKit cuts long text to its first 25 characters followed by `...`.
    static func truncated(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }

    public func describe(_ spec: LayoutConstraintSpec) -> String {
        var head = "<\(spec.className):\(FakeAddress.ofConstraint(spec))"
        if spec.className == "NSAutoresizingMaskLayoutConstraint" { head += " \(autoresizingFlags(spec))" }
        if let identifier = spec.identifier { head += " '\(identifier)'" }
        let info = spec.isActive ? "active" : "inactive"
        var container: String?
        var text = body(spec)
        if let shape = UIKitVisualFormat(spec, parent: { self.items[$0]?.parent }, describe: describeItem) {
            text = shape.body
            container = shape.container
        } else if spec.className == "NSAutoresizingMaskLayoutConstraint", [.left, .leading, .top].contains(spec.first.attribute) {
            // Logs name the superview only for the frame's origin (minX, minY), not its size.
            container = items[spec.first.item]?.parent
        }
        // Identified views first (the constraint's first item, then its second), then `|` (onfido-ios-sdk#239 prints
        // `names: intro_view_steps_summary_...:0x…, '|':Onfido.IntroBodyView:0x… `).
        var entries: [String] = []
        for name in [spec.first.item] + (spec.second.map { [$0.item] } ?? []) where items[name]?.accessibilityIdentifier != nil {
            let entry = namesEntry(name)
            if !entries.contains(entry) { entries.append(entry) }
        }
        if let container { entries.append("'|':\(namesEntry(container))") }
        let names = entries.isEmpty ? "" : ", names: \(entries.joined(separator: ", ")) "
        return "\(head) \(text)   (\(info)\(names))>"
    }

    private func body(_ spec: LayoutConstraintSpec) -> String {
        var text = "\(anchorText(spec.first, spec)) \(spec.relation.rawValue) "
        if spec.className == "NSContentSizeLayoutConstraint", let item = items[spec.first.item] {
            // One UIKit object per axis carries both priorities.
            let axis = spec.first.attribute.axis
            return "\(describeItem(spec.first.item)).\(spec.first.attribute.rawValue) == \(Self.number(spec.constant))"
                + " Hug:\(Self.number(item.hugging(axis))) CompressionResistance:\(Self.number(item.compressionResistance(axis)))"
        }
        if let second = spec.second {
            if spec.multiplier != 1 { text += "\(Self.number(spec.multiplier))*" }
            text += anchorText(second, spec)
            if let system = spec.systemSpacing {
                // System spacing follows the second item with no sign: `… .bottom NSSpace(0)`.
                text += " " + system.printed(Self.number(spec.constant))
            } else if spec.constant != 0 {
                text += spec.constant < 0 ? " - \(Self.number(-spec.constant))" : " + \(Self.number(spec.constant))"
            }
        } else {
            // A negative constant alone prints with a space after the sign: `width == - 16`.
            text += spec.constant < 0 ? "- \(Self.number(-spec.constant))" : Self.number(spec.constant)
        }
        // How UIKit prints an optional priority is not confirmed; we show it as `@750`.
        if spec.priority < Priority.required.value { text += " @\(Self.number(spec.priority))" }
        return text
    }

    /// `UILabel:0x….leading`. VFL's standard `-` next to `|` ties a view to its superview's
    /// layout-margins guide, which UIKit names instead of a margin attribute (a 2018 log:
    /// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.bottom == UIButton:0x….bottom NSSpace(0)`).
    private func anchorText(_ anchor: Anchor, _ spec: LayoutConstraintSpec) -> String {
        if spec.systemSpacing == .visualFormat, let edge = Self.marginEdge(anchor.attribute) {
            return "UILayoutGuide:\(FakeAddress.ofItem(anchor.item + ".layoutMarginsGuide"))'UIViewLayoutMarginsGuide'.\(edge.rawValue)"
        }
        return "\(describeItem(anchor.item)).\(attributeName(anchor.attribute, spec))"
    }

    /// The guide's edge a margin attribute stands for.
    private static func marginEdge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        default: return nil
        }
    }

    /// Autoresizing constraints name the frame's parts: minX, maxX, midX, width, …
    private func attributeName(_ attribute: LayoutAttribute, _ spec: LayoutConstraintSpec) -> String {
        guard spec.className == "NSAutoresizingMaskLayoutConstraint" else { return attribute.rawValue }
        switch attribute {
        case .left, .leading: return "minX"
        case .right, .trailing: return "maxX"
        case .centerX: return "midX"
        case .top: return "minY"
        case .bottom: return "maxY"
        case .centerY: return "midY"
        default: return attribute.rawValue
        }
    }

    /// `h=--& v=--&`: per axis the leading margin, the size and the trailing margin; `&` flexible.
    private func autoresizingFlags(_ spec: LayoutConstraintSpec) -> String {
        SystemConstraints.autoresizingNotation(of: spec, in: layout)
            ?? (items[spec.first.item]?.autoresizingMask ?? []).logNotation
    }

    /// `%g`: six significant digits, no trailing zeros (95.3333, 0.500507, 10).
    static func number(_ value: Double) -> String {
        String(format: "%g", value == 0 ? 0 : value)
    }

    /// NSArray's escaping of a string element: quotes, backslashes, newlines, and non-ASCII as \Uxxxx.
    static func arrayEscaped(_ text: String) -> String {
        var escaped = ""
        for unit in text.utf16 {
            switch unit {
            case 0x22: escaped += "\\\""
            case 0x5C: escaped += "\\\\"
            case 0x0A: escaped += "\\n"
            case 0x20..<0x7F: escaped.append(Character(Unicode.Scalar(unit)!))
            default: escaped += "\\U" + String(format: "%04x", unit)
            }
        }
        return escaped
    }
}

/// Stable fake object addresses: FNV-1a (64-bit) of a name, shaped like UIKit's heap addresses.
public enum FakeAddress {
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Views and guides: `0x7f…` with 12 hex digits, 16-byte aligned.
    public static func ofItem(_ name: String) -> String {
        shaped(fnv1a("item:" + name), prefix: 0x7f00_0000_0000)
    }

    /// Constraints: `0x6000…`, from the constraint's text and where it came from. The two
    /// content-size inequalities of one axis are one UIKit object, so they share an address.
    public static func ofConstraint(_ spec: LayoutConstraintSpec) -> String {
        let name: String
        if spec.className == "NSContentSizeLayoutConstraint" {
            name = "content-size:\(spec.first.item).\(spec.first.attribute.axis.rawValue)"
        } else {
            name = "constraint:\(spec.scenarioDescription)|\(spec.provenance)"
        }
        return shaped(fnv1a(name), prefix: 0x6000_0000_0000)
    }

    private static func shaped(_ hash: UInt64, prefix: UInt64) -> String {
        let folded = (hash ^ (hash >> 32)) & 0x00ff_ffff_fff0
        return "0x" + String(prefix | folded, radix: 16)
    }
}

extension LayoutEngine {
    /// A describer for the current layout (it knows the generated guides too).
    public var uikitDescriber: UIKitDescriber { UIKitDescriber(layout: layout, generated: generated) }
}
