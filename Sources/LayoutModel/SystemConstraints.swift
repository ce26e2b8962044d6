/// Constraints (and helper guides) UIKit makes on its own: the root's encapsulated size, the
/// safe-area guide, scroll views' content and frame guides, stack views' UISV-* constraints,
/// autoresizing-mask translation.
public struct GeneratedLayout: Sendable {
    /// Guides UIKit adds (safe-area guide, scroll-view guides, stack spacers and gap guides), with parents.
    public var items: [LayoutItem] = []
    public var constraints: [LayoutConstraintSpec] = []
    /// How UIKit would print each guide in `items` (class and identifier), looked up by name.
    public var guideDescriptions: [String: SystemGuideDescription] = [:]

    public init(items: [LayoutItem] = [], constraints: [LayoutConstraintSpec] = []) {
        self.items = items
        self.constraints = constraints
    }

    mutating func addGuide(named name: String, parent: String, className: String, identifier: String) {
        items.append(LayoutItem(name: name, kind: .layoutGuide, parent: parent))
        guideDescriptions[name] = SystemGuideDescription(className: className, identifier: identifier)
    }

    mutating func append(_ other: GeneratedLayout) {
        items += other.items
        constraints += other.constraints
        for item in other.items { guideDescriptions[item.name] = other.guideDescriptions[item.name] }
    }
}

/// The private class and identifier UIKit gives a guide it makes, as logs print it
/// (`_UILayoutSpacer:0x…'UISV-alignment-spanner'`).
public struct SystemGuideDescription: Hashable, Sendable {
    public let className: String
    public let identifier: String
}

public enum SystemConstraints {
    /// Everything UIKit adds by itself, in a fixed order: the root's encapsulated size and position,
    /// the safe-area guide, then for each item in declaration order its scroll-view guides, its
    /// stack-view constraints and its autoresizing-mask constraints.
    public static func generate(for layout: Layout) -> GeneratedLayout {
        var generated = GeneratedLayout()
        generated.constraints += rootConstraints(for: layout)
        generated.append(SafeAreaConstraints.generate(for: layout))
        let arrangedNames = Set(layout.items.flatMap { $0.stack?.arranged ?? [] })
        let margins = layout.items.contains { $0.stack != nil } ? LayoutMarginResolver(layout: layout) : nil
        for item in layout.items {
            if item.kind == .scrollView {
                generated.append(ScrollViewGuides.generate(for: item))
            }
            if item.stack != nil {
                let stackMargins = margins?.margins(of: item.name) ?? item.layoutMargins
                generated.append(StackConstraints.generate(for: item, in: layout, margins: stackMargins))
            }
            // UIStackView turns translatesAutoresizingMaskIntoConstraints off for its arranged views.
            if item.translatesAutoresizingMask, !arrangedNames.contains(item.name) {
                generated.constraints += AutoresizingConstraints.generate(for: item, in: layout)
            }
        }
        return generated
    }

    /// The `h=… v=…` flags UIKit prints after an NSAutoresizingMaskLayoutConstraint's address: the
    /// owner's mask as logs show it (`logNotation`), or `h=-&- v=-&-` for the root's encapsulated position. nil for other classes.
    public static func autoresizingNotation(of constraint: LayoutConstraintSpec, in layout: Layout) -> String? {
        guard constraint.className == AutoresizingConstraints.className,
              case let .generated(generator) = constraint.provenance else { return nil }
        if generator.kind == .encapsulatedLayout { return rootAutoresizingMask.notation }
        return layout.item(named: generator.owner)?.autoresizingMask.logNotation
    }

    /// A view controller's root view resizes with its container (flexible width and height).
    static let rootAutoresizingMask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// The root is the screen: `UIView-Encapsulated-Layout-Width/Height` fix its size, and its
    /// position comes from autoresizing constraints named `UIView-Encapsulated-Layout-Left/Top`.
    /// The position constraints have no second item: the root's origin is the window's.
    static func rootConstraints(for layout: Layout) -> [LayoutConstraintSpec] {
        let root = layout.rootName
        func spec(_ attribute: LayoutAttribute, _ value: Double, _ suffix: String, className: String,
                  _ detail: String) -> LayoutConstraintSpec {
            let identifier = "UIView-Encapsulated-Layout-\(suffix)"
            return LayoutConstraintSpec(
                first: Anchor(root, attribute), relation: .equal, constant: value, identifier: identifier,
                provenance: .generated(Generator(kind: .encapsulatedLayout, owner: root,
                                                 detail: "\(identifier) of `\(root)`: \(detail)")),
                className: className)
        }
        let width = layout.screen.width, height = layout.screen.height
        return [
            spec(.width, width, "Width", className: "NSLayoutConstraint", "the screen is \(number(width)) wide"),
            spec(.height, height, "Height", className: "NSLayoutConstraint", "the screen is \(number(height)) high"),
            spec(.left, 0, "Left", className: AutoresizingConstraints.className, "the root starts at the window's left edge"),
            spec(.top, 0, "Top", className: AutoresizingConstraints.className, "the root starts at the window's top edge"),
        ]
    }

    /// Numbers in detail phrases: integers without a fraction, others rounded to 6 decimals.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 1e6).rounded() / 1e6)
    }
}
