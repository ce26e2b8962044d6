import Foundation
import LayoutModel
import LayoutScript

/// One console log rebuilt as a layout: every constraint of its list as printed (multiplier,
/// constant, priority, identifier, class), on items named by address, with who made each.
/// Nothing is invented: the root stands for the window the log does not show, and no logged
/// item is tied to it; no item has an intrinsic size (the log prints none).
public struct RebuiltLog: Sendable {
    public let conflict: LoggedConflict
    /// The layout as a scenario with no steps; `scenario.layout.constraints[i]` is
    /// `conflict.constraints[i]`.
    public let scenario: Scenario
    /// The items in the order first printed (superviews are not reordered here).
    public let items: [RebuiltItem]
    /// Who made each logged constraint, index for index.
    public let owners: [LoggedConstraintOwner]

    public var specs: [LayoutConstraintSpec] { scenario.layout.constraints }
    /// Whose log it is (its header tells AppKit's from UIKit's); reports name it.
    public var framework: UIFramework { scenario.layout.framework }

    /// The logged constraint a rebuilt spec stands for.
    public func loggedIndex(of spec: LayoutConstraintSpec) -> Int? {
        specs.firstIndex(of: spec)
    }

    /// The rebuilt item for a log key (an address).
    public func item(key: String) -> RebuiltItem? { items.first { $0.key == key } }
}

public enum ConsoleLogRebuilder {
    /// The window the log's views are in: present because every layout has a root, tied to none
    /// of them, so its size (which the log does not give) decides nothing.
    public static let rootName = "root"

    /// `file` names the input in provenance (`log.txt:12:5`); `sourceLines` are its lines, to
    /// find the column each description starts at (1 when not found).
    public static func rebuild(_ conflict: LoggedConflict, file: String, sourceLines: [String] = []) -> RebuiltLog {
        var collector = RebuiltItemCollector()
        var anchors: [(first: String, second: String?)] = []
        for constraint in conflict.constraints {
            let equation = constraint.equation
            let first = collector.item(for: equation.first.item, other: equation.second?.item)
            let second = equation.second.map { collector.item(for: $0.item, other: equation.first.item) }
            anchors.append((first, second))
            // VFL's `|` is the other item's superview.
            if let secondAnchor = equation.second, let second {
                if secondAnchor.item.isSuperview { collector.setSuperview(of: first, to: second) }
                if equation.first.item.isSuperview { collector.setSuperview(of: second, to: first) }
            }
            for name in constraint.names where name.key == "|" || name.key == "superview" {
                let superview = collector.item(for: name.item, other: nil)
                for key in [first, second].compactMap({ $0 }) where key != superview {
                    collector.setSuperview(of: key, to: superview)
                }
            }
        }
        var items = collector.items
        RebuiltItemNames.assign(&items)
        let nameOfKey = Dictionary(items.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })

        var layout = Layout(rootName: rootName)
        layout.items += orderedParentsFirst(items).map { item in
            layoutItem(item, parent: item.superviewKey.flatMap { nameOfKey[$0] } ?? rootName)
        }
        var owners: [LoggedConstraintOwner] = []
        for (constraint, anchor) in zip(conflict.constraints, anchors) {
            let owner = LoggedConstraintClassifier.owner(of: constraint)
            owners.append(owner)
            let equation = constraint.equation
            let firstName = nameOfKey[anchor.first] ?? rootName
            // An autoresizing constraint belongs to the masked view (`LoggedConstraint.autoresizedItem`).
            var owningKey = anchor.first
            if owner.systemPart == .autoresizingMask, constraint.autoresizesSecondItem, let second = anchor.second {
                owningKey = second
            }
            let provenance = self.provenance(of: constraint, owner: owner, owningItem: nameOfKey[owningKey] ?? rootName,
                                             file: file, sourceLines: sourceLines)
            var second: Anchor?
            if let secondAnchor = equation.second, let key = anchor.second {
                second = Anchor(nameOfKey[key] ?? rootName, secondAnchor.attribute.attribute)
            }
            var spec = LayoutConstraintSpec(
                first: Anchor(firstName, equation.first.attribute.attribute), relation: equation.relation,
                second: second, multiplier: equation.multiplier, constant: equation.constant, priority: equation.priority,
                identifier: constraint.identifier, isActive: constraint.activity != .inactive,
                provenance: provenance, className: constraint.className)
            if equation.second == nil { spec.multiplier = 1 }
            layout.constraints.append(spec)
            if constraint.address == conflict.brokenAddress { layout.recordedRecoveries.append(spec) }
        }
        if LoggedPlatform.told(by: conflict) == .appKit { layout.framework = .appKit }
        var scenario = Scenario(file: file, layout: layout)
        scenario.title = "the console log at lines \(conflict.lines.lowerBound)–\(conflict.lines.upperBound) of \(file)"
        return RebuiltLog(conflict: conflict, scenario: scenario, items: items, owners: owners)
    }

    /// An app constraint points at its log line (`file:line:col`); a system one names the part
    /// of UIKit that made it and the line.
    static func provenance(of constraint: LoggedConstraint, owner: LoggedConstraintOwner, owningItem: String,
                           file: String, sourceLines: [String]) -> Provenance {
        var column = 1
        if constraint.line >= 1, constraint.line <= sourceLines.count,
           let range = sourceLines[constraint.line - 1].range(of: constraint.address) {
            column = sourceLines[constraint.line - 1].distance(from: sourceLines[constraint.line - 1].startIndex, to: range.lowerBound) + 1
        }
        let location = SourceLocation(file: file, line: constraint.line, column: column)
        guard let part = owner.systemPart else { return .source(location) }
        let what = constraint.identifier.map { "\($0) of `\(owningItem)`" } ?? "\(constraint.className) of `\(owningItem)`"
        return .generated(Generator(kind: part.generatorKind, owner: owningItem,
                                    detail: "\(what), \(SystemPartWords.madeBy(part)) (\(location))"))
    }

    static func layoutItem(_ item: RebuiltItem, parent: String) -> LayoutItem {
        var layoutItem = LayoutItem(name: item.name, kind: item.kind, parent: parent)
        layoutItem.text = item.kind == .label || item.kind == .button || item.kind == .textField ? item.text : nil
        // The log prints no intrinsic size, so none is assumed (UIViewNoIntrinsicMetric).
        layoutItem.intrinsicWidth = -1
        layoutItem.intrinsicHeight = -1
        if let className = item.className, className != item.kind.className { layoutItem.printedClassName = className }
        if item.address != nil, item.className == nil, let printed = item.printedName {
            layoutItem.accessibilityIdentifier = printed
        }
        return layoutItem
    }

    /// Superviews before their subviews, otherwise in the order first printed.
    static func orderedParentsFirst(_ items: [RebuiltItem]) -> [RebuiltItem] {
        var placed: Set<String> = []
        var ordered: [RebuiltItem] = []
        func place(_ item: RebuiltItem, depth: Int) {
            guard !placed.contains(item.key), depth <= items.count else { return }
            if let parentKey = item.superviewKey, let parent = items.first(where: { $0.key == parentKey }) {
                place(parent, depth: depth + 1)
            }
            placed.insert(item.key)
            ordered.append(item)
        }
        for item in items { place(item, depth: 0) }
        return ordered
    }
}
