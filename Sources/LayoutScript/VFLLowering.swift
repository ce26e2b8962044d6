import Cassowary
import LayoutModel

/// Lowers a VFL line to NSLayoutConstraint specs, the way `constraints(withVisualFormat:…)` does.
///
/// - A gap reads "later edge (relation) earlier edge + spacing": `[a]-8-[b]` is
///   `b.leading == a.trailing + 8`, `[b]-8-|` is `super.trailing == b.trailing + 8`.
///   With `directionRightToLeft` the string runs right to left and the absolute form is
///   `a.left == b.right + 8`.
/// - `-` between views is 8 points; `-` next to `|` ties the edge to the superview's layout-margin
///   attribute (`|-[a]` is `a.leading == super.leadingMargin`), so it follows the margins. Both
///   are system spacing, as are pasted `NSSpace(8)` and `NSLayoutAnchorConstraintSpace(8)`
///   predicates, so UIKit's log prints them back the same way.
/// - Predicates in a view's brackets constrain its width (`H:`) or height (`V:`).
/// - `alignAll…` ties every view after the first to the first view on that attribute.
/// Every spec carries the line's identifier and the column of the piece that made it.
extension ScenarioBuilder {
    private struct FormatGeometry {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var size: LayoutAttribute
        /// Positions grow against the reading order (directionRightToLeft).
        var reversed: Bool
        var baselineSpacing: Bool
    }

    mutating func lowerFormat(_ syntax: VFLSyntax) -> [LayoutConstraintSpec] {
        let axis = syntax.orientation ?? .horizontal
        guard let options = formatOptions(syntax, axis: axis) else { return [] }
        let (geometry, alignments) = options

        // Every view must exist before anything is generated (Apple's check comes first too).
        var names: [String] = []
        for view in syntax.views {
            guard let name = resolveItem(view.name, role: "view", vflMessage: true) else { return [] }
            names.append(name)
        }
        var specs: [LayoutConstraintSpec] = []
        func make(_ first: Anchor, _ relation: Relation, _ second: Anchor?, constant: Double, priority: Double,
                  at location: SourceLocation) -> LayoutConstraintSpec {
            LayoutConstraintSpec(first: first, relation: relation, second: second, constant: constant + 0, priority: priority,
                                 identifier: syntax.identifier, isActive: syntax.isActive, provenance: .source(location))
        }
        /// `earlier` comes first in reading order; `system` marks a constant UIKit chose.
        func gap(_ earlier: Anchor, _ later: Anchor, _ relation: Relation, _ constant: Double, _ priority: Double,
                 system: SystemSpacing? = nil, at location: SourceLocation) -> LayoutConstraintSpec {
            var spec = geometry.reversed ? make(earlier, relation, later, constant: constant, priority: priority, at: location)
                                         : make(later, relation, earlier, constant: constant, priority: priority, at: location)
            if let system {
                spec.systemSpacing = system
                spec.className = system.className
            }
            return spec
        }
        func connect(_ connection: VFLConnection, earlier: Anchor, later: Anchor, marginEarlier: Anchor?, marginLater: Anchor?,
                     bar: SourceLocation?) {
            switch connection {
            case .flush:
                specs.append(gap(earlier, later, .equal, 0, 1000, at: bar ?? connection.location))
            case let .standard(location):
                // UIKit prints both as system spacing: `NSSpace(0)` to the margins guide,
                // `-(NSSpace(8))-` between siblings (docs/semantics.md, "System spacing").
                if let marginEarlier {
                    specs.append(gap(marginEarlier, later, .equal, 0, 1000, system: .visualFormat, at: location))
                } else if let marginLater {
                    specs.append(gap(earlier, marginLater, .equal, 0, 1000, system: .visualFormat, at: location))
                } else {
                    specs.append(gap(earlier, later, .equal, SystemSpacing.standardSiblingPoints, 1000, system: .visualFormat, at: location))
                }
            case let .explicit(predicates, _):
                for predicate in predicates {
                    guard let (constant, priority) = spacingValues(predicate) else { continue }
                    var system: SystemSpacing?
                    if case let .systemSpacing(kind, _) = predicate.object { system = kind }
                    specs.append(gap(earlier, later, predicate.relation, constant, priority, system: system, at: predicate.location))
                }
            }
        }

        let firstAttributeBetween = geometry.baselineSpacing ? LayoutAttribute.lastBaseline : geometry.end
        let secondAttributeBetween = geometry.baselineSpacing ? LayoutAttribute.firstBaseline : geometry.start

        if let edge = syntax.leadingEdge {
            let (bar, connection) = edge
            guard let superview = superviewForBar(of: names[0], at: bar) else { return [] }
            connect(connection, earlier: Anchor(superview, geometry.start), later: Anchor(names[0], geometry.start),
                    marginEarlier: Anchor(superview, margin(geometry.start)), marginLater: nil, bar: bar)
        }
        for (index, view) in syntax.views.enumerated() {
            for predicate in view.predicates {
                if let spec = sizePredicate(predicate, view: names[index], geometry: geometry, make: make) { specs.append(spec) }
            }
            if index + 1 < names.count {
                connect(syntax.connections[index], earlier: Anchor(names[index], firstAttributeBetween),
                        later: Anchor(names[index + 1], secondAttributeBetween), marginEarlier: nil, marginLater: nil, bar: nil)
            }
        }
        if let edge = syntax.trailingEdge {
            let (bar, connection) = edge
            let last = names[names.count - 1]
            guard let superview = superviewForBar(of: last, at: bar) else { return [] }
            connect(connection, earlier: Anchor(last, geometry.end), later: Anchor(superview, geometry.end),
                    marginEarlier: nil, marginLater: Anchor(superview, margin(geometry.end)), bar: bar)
        }
        for (attribute, location) in alignments {
            for name in names.dropFirst() {
                specs.append(make(Anchor(name, attribute), .equal, Anchor(names[0], attribute), constant: 0, priority: 1000, at: location))
            }
        }
        return specs
    }

    /// Reads the options: geometry from direction and spacing, and the alignments to add.
    private mutating func formatOptions(_ syntax: VFLSyntax, axis: Axis)
        -> (FormatGeometry, [(LayoutAttribute, SourceLocation)])? {
        var direction: VFLOption?
        var spacing: VFLOption?
        var alignments: [(LayoutAttribute, SourceLocation)] = []
        var valid = true
        for reference in syntax.options {
            guard let option = VFLOption(rawValue: reference.name) else {
                log.error("unknown format option '\(reference.name)'" + Suggestion.hint(for: reference.name, in: VFLOption.allCases.map(\.rawValue)),
                          at: reference.location)
                valid = false
                continue
            }
            if let attribute = option.alignment {
                if attribute.axis == axis {
                    let edge = axis == .horizontal ? "horizontal" : "vertical"
                    log.error("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                              at: reference.location)
                    valid = false
                } else {
                    alignments.append((attribute, reference.location))
                }
            } else if option.isDirection {
                if direction != nil, direction != option {
                    log.error("a format takes one direction option", at: reference.location)
                    valid = false
                }
                direction = option
            } else if option.isSpacing {
                if spacing != nil, spacing != option {
                    log.error("a format takes one spacing option", at: reference.location)
                    valid = false
                }
                if option == .spacingBaselineToBaseline, axis == .horizontal {
                    log.error("spacingBaselineToBaseline applies to vertical formats (V:) only", at: reference.location)
                    valid = false
                }
                spacing = option
            }
        }
        guard valid else { return nil }
        var geometry = FormatGeometry(start: .top, end: .bottom, size: .height, reversed: false,
                                      baselineSpacing: spacing == .spacingBaselineToBaseline)
        if axis == .horizontal {
            switch direction {
            case .directionLeftToRight?: (geometry.start, geometry.end) = (.left, .right)
            case .directionRightToLeft?: (geometry.start, geometry.end, geometry.reversed) = (.right, .left, true)
            default: (geometry.start, geometry.end) = (.leading, .trailing)
            }
            geometry.size = .width
        }
        return (geometry, alignments)
    }

    private func margin(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        default: return attribute
        }
    }

    /// `|` is the superview of the view next to it.
    private mutating func superviewForBar(of name: String, at bar: SourceLocation) -> String? {
        guard let parent = items[name]?.parent else {
            log.error("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
            return nil
        }
        return parent
    }

    /// `[a(>=50@750)]` or `[a(==b)]`.
    private mutating func sizePredicate(
        _ predicate: VFLPredicate, view: String, geometry: FormatGeometry,
        make: (Anchor, Relation, Anchor?, Double, Double, SourceLocation) -> LayoutConstraintSpec
    ) -> LayoutConstraintSpec? {
        guard let priority = priorityValue(predicate) else { return nil }
        let first = Anchor(view, geometry.size)
        switch predicate.object {
        case let .number(value):
            return make(first, predicate.relation, nil, value, priority, predicate.location)
        case .systemSpacing:
            return nil  // the parser refuses system spacing inside a view's brackets
        case let .name(reference):
            if let value = metrics[reference.name] { return make(first, predicate.relation, nil, value, priority, predicate.location) }
            guard let other = resolveItem(reference, role: "view", vflMessage: true) else { return nil }
            return make(first, predicate.relation, Anchor(other, geometry.size), 0, priority, predicate.location)
        }
    }

    /// A spacing predicate's constant and priority; views are not allowed there.
    private mutating func spacingValues(_ predicate: VFLPredicate) -> (Double, Double)? {
        guard let priority = priorityValue(predicate) else { return nil }
        switch predicate.object {
        case let .number(value), let .systemSpacing(_, value):
            return (value, priority)
        case let .name(reference):
            if let value = metrics[reference.name] { return (value, priority) }
            if items[reference.name] != nil {
                log.error("a view name cannot be a spacing: '\(reference.name)' is a view; use a number or a metric", at: reference.location)
            } else {
                log.error("Unable to find metric with name \(reference.name)", at: reference.location)
            }
            return nil
        }
    }

    private mutating func priorityValue(_ predicate: VFLPredicate) -> Double? {
        guard let object = predicate.priority else { return 1000 }
        let value: Double
        switch object {
        case let .number(number), let .systemSpacing(_, number):
            value = number  // the parser reads only numbers and metrics after '@'
        case let .name(reference):
            guard let metric = metrics[reference.name] else {
                log.error("Unable to find metric with name \(reference.name)", at: reference.location)
                return nil
            }
            value = metric
        }
        guard Keywords.isValidPriority(value) else {
            log.error("priority \(NumberFormat.short(value)) is out of range; priorities run from 1 to 1000", at: predicate.location)
            return nil
        }
        return value
    }
}
