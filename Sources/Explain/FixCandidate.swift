import Cassowary
import LayoutModel

/// An edit to try, as engine edits with a summary in words, before it is checked. How the edits
/// are written is the input format's business (`LayoutEditWriter`).
struct FixCandidate {
    let summary: String
    let edits: [LayoutEdit]
    let kind: FixKind
    /// Why it works, in a line.
    let reason: String
    /// Set when the edit breaks a tie by raising one tied constraint: constraints up to this
    /// priority (the tie's) may newly break instead.
    var tieLevel: Double?

    init(summary: String, kind: FixKind, reason: String, edits: [LayoutEdit]) {
        self.summary = summary
        self.kind = kind
        self.reason = reason
        self.edits = edits
    }

    /// Only app constraints written with an identifier can be named by a scenario edit, so only
    /// those are edited; system-made constraints never are (UIKit would remake them).
    static func editable(_ spec: LayoutConstraintSpec) -> String? {
        guard case .source = spec.provenance, spec.isActive else { return nil }
        return spec.identifier
    }

    /// `set "id".priority P`; across required/optional it deactivates first and activates after,
    /// because UIKit throws when an installed constraint switches (see `checkPriorityChange`).
    /// `reason` says why it works where the caller knows better than "outranks" or "yields".
    static func priority(_ spec: LayoutConstraintSpec, to priority: Double, reason: String? = nil) -> FixCandidate? {
        guard let id = editable(spec), priority > 0, priority < Priority.required.value, priority != spec.priority else {
            return nil
        }
        let verb = priority > spec.priority ? "raise" : "lower"
        if spec.isRequired {
            return FixCandidate(summary: "make \"\(id)\" optional (\(formatNumber(priority)))", kind: .priority,
                                reason: reason ?? "an optional constraint can give way, so no required one has to be broken",
                                edits: [.setActive(identifier: id, false), .setPriority(identifier: id, priority),
                                        .setActive(identifier: id, true)])
        }
        let reason = reason ?? (priority > spec.priority
            ? "at \(formatNumber(priority)) it outranks the constraints it competes with, so the layout keeps it"
            : "at \(formatNumber(priority)) it yields to the constraint it competes with, which then holds")
        return FixCandidate(summary: "\(verb) \"\(id)\" from \(formatNumber(spec.priority)) to \(formatNumber(priority))",
                            kind: .priority, reason: reason, edits: [.setPriority(identifier: id, priority)])
    }

    /// `set banner translatesAutoresizingMask false` for a member made from `banner`'s
    /// autoresizing mask: the fix developers apply to a view made in code that also has
    /// constraints. Its autoresizing constraints go, and the app's own constraints place it.
    static func stopTranslatingAutoresizingMask(_ spec: LayoutConstraintSpec, in layout: Layout) -> FixCandidate? {
        guard case let .generated(generator) = spec.provenance, generator.kind == .autoresizingMask,
              let item = layout.item(named: generator.owner), item.translatesAutoresizingMask else { return nil }
        return FixCandidate(summary: "turn off translatesAutoresizingMaskIntoConstraints on `\(item.name)`", kind: .autoresizing,
                            reason: "its frame and autoresizing mask stop being turned into required constraints, "
                                + "so the constraints the app wrote for it decide where it goes",
                            edits: [.setTranslatesAutoresizingMask(item: item.name, false)])
    }

    static func deactivate(_ spec: LayoutConstraintSpec) -> FixCandidate? {
        guard let id = editable(spec) else { return nil }
        return FixCandidate(summary: "remove \"\(id)\" (deactivate it)", kind: .removal,
                            reason: "the rest of the layout holds without it", edits: [.setActive(identifier: id, false)])
    }

    /// `==` becomes the inequality the current layout already satisfies, so the constraint keeps
    /// its bound on one side and stops pulling on the other. Only for an identifier that names
    /// one constraint: `remove` takes every constraint with it.
    static func relation(_ spec: LayoutConstraintSpec, in layout: Layout, engine: LayoutEngine) -> FixCandidate? {
        guard let id = editable(spec), spec.relation == .equal,
              layout.constraints.filter({ $0.identifier == id }).count == 1,
              let first = engine.value(of: spec.first) else { return nil }
        var target = spec.constant
        if let second = spec.second {
            guard let value = engine.value(of: second) else { return nil }
            target += spec.multiplier * value
        }
        var changed = spec
        changed.relation = first >= target ? .greaterOrEqual : .lessOrEqual
        // `width >= -16` would remove the constraint under another name.
        guard !changed.saysNoMoreThanASizeFloor else { return nil }
        return FixCandidate(summary: "change \"\(id)\" from == to \(changed.relation.rawValue)", kind: .relation,
                            reason: "as an inequality it keeps its bound on one side and stops pulling on the other",
                            edits: [.removeConstraint(identifier: id), .addConstraint(changed)])
    }

    /// An item's hugging (or compression resistance) on the axis of the content-size constraint
    /// it has, for the item that constraint acts for.
    static func contentPriority(_ spec: LayoutConstraintSpec, to priority: Double, in layout: Layout) -> FixCandidate? {
        guard case let .generated(generator) = spec.provenance, generator.kind == .contentSize,
              priority > 0, priority < Priority.required.value, let item = layout.item(named: generator.owner) else { return nil }
        let axis: Axis = spec.first.attribute == .width ? .horizontal : .vertical
        let kind: ContentPriority = spec.relation == .lessOrEqual ? .hugging : .compressionResistance
        let words = kind == .hugging ? "hugging" : "compression"
        let gives = kind == .hugging ? "grow" : "shrink"
        let reason = priority > spec.priority
            ? "at \(formatNumber(priority)) `\(item.name)` resists more than the views it competes with, so another view has to \(gives)"
            : "at \(formatNumber(priority)) `\(item.name)` resists less than the views it competes with, so it is the one to \(gives)"
        return FixCandidate(summary: "set \(Possessive.of(item.name)) \(words) (\(axis == .horizontal ? "h" : "v")) to \(formatNumber(priority))",
                            kind: .contentPriority, reason: reason, edits: [.setContentPriority(item: item.name, kind, axis, priority)])
    }

    /// A required constraint that holds the free variable where the solver put it, relative to the
    /// superview: `box.leading == root.leading + 110`, or a constant width or height. The position
    /// is written with leading/trailing unless the layout only ever uses left/right: under
    /// right-to-left the left edge is the trailing one, so `box.trailing == root.trailing - 110`
    /// holds the same left edge (docs/semantics.md, right-to-left).
    /// `directional` is `usesDirectionalEdges(layout)`, which reads every constraint: the caller
    /// works it out once per layout, not once per pin.
    static func pin(_ variable: FrameVariable, of item: LayoutItem, frame: Rect, in layout: Layout,
                    directional: Bool) -> FixCandidate? {
        guard let parent = item.parent else { return nil }
        var attribute: LayoutAttribute, value: Double, relative: Bool
        switch variable {
        case .minX: (attribute, value, relative) = (.left, frame.x, true)
        case .minY: (attribute, value, relative) = (.top, frame.y, true)
        case .width: (attribute, value, relative) = (.width, frame.width, false)
        case .height: (attribute, value, relative) = (.height, frame.height, false)
        }
        if variable == .minX, directional {
            (attribute, value) = isRightToLeft(parent, in: layout) ? (.trailing, -frame.x) : (.leading, frame.x)
        }
        let id = "fix-\(item.name)-\(attribute.rawValue)"
        // The new constraint is the app's, written by the fix: a source provenance keeps it
        // editable and out of the system-made rule of conflict recovery.
        let spec = LayoutConstraintSpec(first: Anchor(item.name, attribute), relation: .equal,
                                        second: relative ? Anchor(parent, attribute) : nil, constant: value,
                                        identifier: id, provenance: .source(SourceLocation(file: "fix", line: 1, column: 1)))
        return FixCandidate(summary: "add `\(ScenarioSyntax.describe(spec))`", kind: .pin,
                            reason: "it hard-codes the value this layout happened to get; a constraint that says why the view "
                                + "sits there (to a neighbour, a margin or its content) is the better fix",
                            edits: [.addConstraint(spec)])
    }

    /// True unless the layout's horizontal position constraints use left/right and never
    /// leading/trailing (Apple's guide recommends leading/trailing, so a layout without either gets them).
    static func usesDirectionalEdges(_ layout: Layout) -> Bool {
        let attributes = layout.constraints.flatMap { [$0.first.attribute] + ($0.second.map { [$0.attribute] } ?? []) }
        return attributes.contains(where: \.isDirectional) || !attributes.contains(where: \.isAbsoluteHorizontal)
    }

    /// The view's own direction, else its nearest ancestor's that sets one; left-to-right by default.
    static func isRightToLeft(_ view: String, in layout: Layout) -> Bool {
        for ancestor in layout.ancestors(of: view) {
            switch layout.item(named: ancestor)?.semanticContent ?? .inherit {
            case .inherit: continue
            case .leftToRight: return false
            case .rightToLeft: return true
            }
        }
        return false
    }
}

extension LayoutConstraintSpec {
    /// A width or height `>=` a constant of 0 or less, with no second item: it says no more than
    /// the engine's own floor does (a size is never negative), so as a fix it would delete the
    /// constraint under another name.
    var saysNoMoreThanASizeFloor: Bool {
        second == nil && [.width, .height].contains(first.attribute) && relation == .greaterOrEqual && constant <= 0
    }
}
