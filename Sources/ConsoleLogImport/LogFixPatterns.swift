import Cassowary
import Explain
import LayoutModel
import LayoutScript

/// One remedy for a logged conflict (docs/cli.md, `log`: fixes).
public struct LogFix: Sendable {
    /// The pattern that proposed it.
    public enum Pattern: String, Sendable, CaseIterable {
        /// A table or collection cell's encapsulated size against the app's chain: lower the chain.
        case selfSizingCell = "self-sizing cell"
        /// The same, by letting the table size the cell (`UITableView.automaticDimension`).
        case automaticDimension = "automatic dimension"
        /// An app constraint against a view's autoresizing-mask constraints.
        case autoresizingDuplicate = "autoresizing duplicate"
        /// A constant width or height against content or a system size: make it a bound.
        case fixedSize = "fixed size"
        /// A stack view's `UISV-hiding` against a chain inside the hidden view.
        case stackHiding = "stack view hiding"
        /// `_UITemporaryLayoutWidth`, the keyboard's, UIAlertController's: UIKit's own, no edit.
        case systemTransient = "system transient"
        /// General: make a member optional (999).
        case lowerPriority = "lower a priority"
        /// General: make an equality an inequality.
        case relation = "make it an inequality"
        /// General: deactivate a member.
        case removeMember = "remove a member"
    }

    public let pattern: Pattern
    /// What to do and why, in plain words, naming the constraint as the log prints it.
    public let description: String
    /// The `.layout` step lines that apply it to `--emit-layout`'s file; empty for a hint.
    public let edit: [String]
    /// Re-solved with the edit applied, the minimal conflict is gone. Only verified fixes are
    /// offered as fixes; the others are hints.
    public let verified: Bool
    /// What else the re-solve changes, in words.
    public let effects: [String]
    /// The line(s) of UIKit, Masonry or SnapKit code that express it.
    public let code: [String]
    /// The logged constraint it edits (index in the log's list), nil when it edits none.
    public let constraint: Int?
}

/// Recognises the remedies developers reach for in a rebuilt log and checks each by re-solving
/// (`LogFixVerifier`). The general ones come from `Explain.FixFinder` run on the emitted layout,
/// kept when they edit only the app's constraints (UIKit remakes its own).
public enum LogFixPatterns {
    /// General fixes shown after the patterns' ones.
    static let generalLimit = 2

    public static func fixes(_ rebuilt: RebuiltLog, proof: ConsoleLogProof) -> [LogFix] {
        guard proof.isConflict, proof.unsolved == nil, !proof.minimalConflict.isEmpty else { return [] }
        let context = Context(rebuilt: rebuilt, proof: proof, verifier: LogFixVerifier(rebuilt, proof: proof),
                              code: LogFixCode(rebuilt.conflict))
        var fixes = transients(context)
        fixes += cellSize(context)
        fixes += autoresizing(context)
        fixes += stackHiding(context)
        fixes += fixedSize(context)
        let general = (try? self.general(context)) ?? []
        // A constraint a pattern already fixes is not offered again in general words.
        let handled = Set(fixes.filter(\.verified).compactMap(\.constraint))
        fixes += general.filter { fix in fix.constraint.map { !handled.contains($0) } ?? true }.prefix(generalLimit)
        return fixes
    }

    struct Context {
        let rebuilt: RebuiltLog
        let proof: ConsoleLogProof
        let verifier: LogFixVerifier
        let code: LogFixCode
        var constraints: [LoggedConstraint] { rebuilt.conflict.constraints }
        var members: [Int] { proof.minimalConflict }
        var appMembers: [Int] { members.filter { rebuilt.owners[$0].isApp } }

        /// Whether an edit naming this constraint's identifier touches it alone.
        func isUnique(_ index: Int) -> Bool {
            let id = LogFixNames.identifier(of: constraints[index])
            return constraints.filter { LogFixNames.identifier(of: $0) == id }.count == 1
        }

        func part(_ index: Int) -> SystemPart? { rebuilt.owners[index].systemPart }
    }

    // MARK: - Patterns

    static func transients(_ context: Context) -> [LogFix] {
        var seen: Set<SystemPart> = []
        var hints: [LogFix] = []
        for index in context.members {
            guard let part = context.part(index), [.temporarySize, .keyboard, .alertController].contains(part),
                  seen.insert(part).inserted else { continue }
            let name = LogFixNames.name(context.constraints[index])
            let words: String
            switch part {
            case .temporarySize:
                words = "\(name) is a size UIKit holds on the view only while it measures it; UIKit removes it itself, and the"
                    + " conflict is gone by the next layout pass. Usually nothing to fix in the app, unless the log repeats"
                    + " once the view is on screen"
            case .keyboard:
                words = "\(name) belongs to the keyboard's own views; UIKit resolves it itself. Usually nothing to fix in the app"
            default:
                words = "\(name) belongs to UIAlertController's own views; UIKit resolves it itself. Usually nothing to fix in"
                    + " the app, unless it sizes the alert's view or adds constraints to it"
            }
            hints.append(LogFix(pattern: .systemTransient, description: words, edit: [], verified: false,
                                effects: [], code: [], constraint: index))
        }
        return hints
    }

    /// The cell's encapsulated height (or width) against the app's chain on that axis.
    static func cellSize(_ context: Context) -> [LogFix] {
        guard let cell = context.members.first(where: { index in
            guard let part = context.part(index), [.tableCellSize, .collectionCellSize].contains(part) else { return false }
            return context.constraints[index].identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
        }) else { return [] }
        let encapsulated = context.constraints[cell]
        let isHeight = encapsulated.identifier == "UIView-Encapsulated-Layout-Height"
        let axis: Axis = isHeight ? .vertical : .horizontal
        let ends: Set<LayoutAttribute> = isHeight ? [.bottom, .bottomMargin] : [.trailing, .trailingMargin, .right, .rightMargin]
        let size: LayoutAttribute = isHeight ? .height : .width
        let onAxis = context.appMembers.filter { context.rebuilt.specs[$0].first.attribute.axis == axis && context.isUnique($0) }
        // The chain's end ties a bottom (trailing) edge to the cell's, or to another bottom edge (a
        // collection cell's content view): `label.top == other.bottom + 16` is a spacing inside
        // the chain, not its end.
        let cellItem = context.rebuilt.specs[cell].first.item
        func isEnd(_ spec: LayoutConstraintSpec) -> Bool {
            guard let second = spec.second, ends.contains(spec.first.attribute) || ends.contains(second.attribute) else { return false }
            return (ends.contains(spec.first.attribute) && ends.contains(second.attribute))
                || [spec.first, second].contains { $0.item == cellItem && ends.contains($0.attribute) }
        }
        func rank(_ index: Int) -> Int {
            let spec = context.rebuilt.specs[index]
            if isEnd(spec) { return 0 }
            if spec.first.attribute == size, spec.second == nil { return 1 }
            return 2
        }
        var fixes: [LogFix] = []
        let sizeWords = "\(formatNumber(encapsulated.equation.constant)) pt"
        for index in onAxis.sorted(by: { (rank($0), $0) < (rank($1), $1) }) where context.rebuilt.specs[index].isRequired {
            let lines = priorityLines(context, index, to: 999)
            let outcome = context.verifier.check(lines)
            guard outcome.holds else { continue }
            let which = rank(index) == 0 ? (isHeight ? "the bottom constraint of the cell's vertical chain" : "the trailing constraint of the cell's chain")
                : rank(index) == 1 ? "the cell's fixed \(isHeight ? "height" : "width")" : "a constraint of the cell's chain"
            fixes.append(LogFix(
                pattern: .selfSizingCell,
                description: "lower \(which), \(LogFixNames.name(context.constraints[index])), to 999: the "
                    + "\(context.part(cell) == .tableCellSize ? "table view" : "collection view")'s '\(encapsulated.identifier ?? "")' (\(sizeWords)) then holds while"
                    + " the chain gives way, with no log; once the cell is sized from its constraints, 999 is met exactly",
                edit: lines, verified: true, effects: outcome.effects, code: context.code.priority(context.constraints[index], to: 999),
                constraint: index))
            break
        }
        // The table sizes the cell from its constraints: modelled by letting go of the size it set.
        let table = context.part(cell) == .tableCellSize
        guard isHeight || !table, context.isUnique(cell) else { return fixes }
        let lines = ["deactivate \(ScenarioSyntax.quoted(LogFixNames.identifier(of: encapsulated)))"]
        let outcome = context.verifier.check(lines)
        let code = table
            ? ["tableView.rowHeight = UITableView.automaticDimension", "tableView.estimatedRowHeight = \(formatNumber(encapsulated.equation.constant))"]
            : ["flowLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize"]
        let owner = table ? "table view" : "collection view"
        fixes.append(LogFix(
            pattern: .automaticDimension,
            description: "let the \(owner) size the cell from its constraints (\(code[0])): it then sets "
                + "'\(encapsulated.identifier ?? "")' to what the chain needs instead of \(sizeWords). In the rebuilt layout this is"
                + " modelled by letting go of the size the \(owner) set",
            edit: lines, verified: outcome.holds, effects: outcome.effects, code: code, constraint: cell))
        return fixes
    }

    /// UIKit's container views, whose autoresizing translation the app does not own.
    static let containerClasses: Set<String> = [
        "UIWindow", "UITableViewCellContentView", "UICollectionViewCellContentView", "UITransitionView",
        "UILayoutContainerView", "UIDropShadowView", "UINavigationTransitionView", "UIViewControllerWrapperView",
    ]

    /// A view's autoresizing-mask constraints against the app's: stop translating its mask.
    static func autoresizing(_ context: Context) -> [LogFix] {
        guard !context.appMembers.isEmpty else { return [] }
        var fixes: [LogFix] = []
        var done: Set<String> = []
        for index in context.members where context.part(index) == .autoresizingMask {
            let item = context.constraints[index].autoresizedItem
            guard let address = item.address, done.insert(address).inserted else { continue }
            let className = item.className ?? ""
            guard !className.hasPrefix("_"), !containerClasses.contains(className) else { continue }
            let all = context.constraints.indices.filter {
                context.part($0) == .autoresizingMask && context.constraints[$0].autoresizedItem.address == address
            }
            guard all.allSatisfy(context.isUnique) else { continue }
            let lines = all.map { "deactivate \(ScenarioSyntax.quoted(LogFixNames.identifier(of: context.constraints[$0])))" }
            let outcome = context.verifier.check(lines)
            let mask = context.constraints[index].autoresizingMask.map { " (\($0))" } ?? ""
            fixes.append(LogFix(
                pattern: .autoresizingDuplicate,
                description: "stop \(item.printed) translating its autoresizing mask: its NSAutoresizingMaskLayoutConstraints\(mask)"
                    + " pin its frame, and your constraints say otherwise. Without them your constraints alone place it (they must"
                    + " then give it a position and a size). In the rebuilt layout: its \(all.count) autoresizing constraint"
                    + "\(all.count == 1 ? "" : "s") deactivated",
                edit: lines, verified: outcome.holds, effects: outcome.effects,
                code: context.code.autoresizingOff(item), constraint: index))
        }
        return fixes
    }

    /// UISV-hiding holds a hidden arranged view at 0; a required chain inside it cannot shrink.
    static func stackHiding(_ context: Context) -> [LogFix] {
        guard let hiding = context.members.first(where: { context.constraints[$0].identifier == "UISV-hiding" }) else { return [] }
        var order = context.appMembers.filter { context.isUnique($0) && context.rebuilt.specs[$0].isRequired }
        if let broke = context.proof.uikitBrokeIndex, let at = order.firstIndex(of: broke) { order.insert(order.remove(at: at), at: 0) }
        let hidden = context.constraints[hiding].equation.first.item.printed
        for index in order {
            let lines = priorityLines(context, index, to: 999)
            let outcome = context.verifier.check(lines)
            guard outcome.holds else { continue }
            return [LogFix(
                pattern: .stackHiding,
                description: "lower \(LogFixNames.name(context.constraints[index])) to 999: while the stack view hides \(hidden)"
                    + " it holds it at 0 ('UISV-hiding'), which a required chain inside it cannot shrink to; at 999 the chain"
                    + " gives way while the view is hidden and holds when it is shown",
                edit: lines, verified: true, effects: outcome.effects, code: context.code.priority(context.constraints[index], to: 999),
                constraint: index)]
        }
        return []
    }

    /// A constant width or height of the app's against the rest: make it `>=` (or `<=`). Only a
    /// positive size is one: `width == 0` collapses the view, its `>= 0` is the engine's own floor
    /// (a size is never negative), so that "bound" would delete the constraint under another name,
    /// and its `<= 0` still pins it.
    static func fixedSize(_ context: Context) -> [LogFix] {
        var fixes: [LogFix] = []
        for index in context.appMembers where context.isUnique(index) {
            let spec = context.rebuilt.specs[index]
            guard spec.second == nil, spec.relation == .equal, [.width, .height].contains(spec.first.attribute),
                  spec.constant > 0 else { continue }
            let id = LogFixNames.identifier(of: context.constraints[index])
            for relation in [Relation.greaterOrEqual, .lessOrEqual] {
                var bound = LogFixNames.addressable(spec, logged: context.constraints[index])
                bound.relation = relation
                bound.identifier = id + "-bound"
                bound.provenance = .generated(Generator(kind: .otherUIKit, owner: spec.first.item, detail: "fix"))
                let lines = ["deactivate \(ScenarioSyntax.quoted(id))", ScenarioSyntax.describe(bound)]
                let outcome = context.verifier.check(lines)
                guard outcome.holds else { continue }
                fixes.append(LogFix(
                    pattern: .fixedSize,
                    description: "make \(LogFixNames.name(context.constraints[index])) `\(relation.rawValue)` "
                        + "\(formatNumber(spec.constant)): as a bound it no longer fights the size the others need",
                    edit: lines, verified: true, effects: outcome.effects,
                    code: context.code.bound(context.constraints[index], relation: relation), constraint: index))
                break
            }
        }
        return fixes
    }

    // MARK: - General fixes, from Explain's FixFinder

    static func general(_ context: Context) throws -> [LogFix] {
        guard let engine = context.verifier.engine, let conflict = engine.solution().conflicts.first else { return [] }
        let app = Dictionary(context.constraints.indices.filter { context.rebuilt.owners[$0].isApp }
            .map { (LogFixNames.identifier(of: context.constraints[$0]), $0) }, uniquingKeysWith: { first, _ in first })
        var fixes: [LogFix] = []
        let finder = try FixFinder(engine: engine)
        finder.weighsAmbiguity = false // a log's views are loose by design (the list is only the conflict)
        for fix in try finder.fixes(for: conflict) {
            let touched = fix.edits.compactMap(identifier(of:))
            guard !touched.isEmpty, let index = touched.first.flatMap({ app[$0] }),
                  touched.allSatisfy({ $0 == touched.first || $0.hasPrefix(touched.first! + "-") }),
                  context.isUnique(index) else { continue }
            let lines = ScenarioEditWriter().lines(for: fix.edits)
            let outcome = context.verifier.check(lines)
            let logged = context.constraints[index]
            let pattern: LogFix.Pattern, code: [String]
            switch fix.kind {
            case .priority: (pattern, code) = (.lowerPriority, context.code.priority(logged, to: 999))
            case .relation: (pattern, code) = (.relation, [])
            case .removal: (pattern, code) = (.removeMember, context.code.removal(logged))
            default: continue
            }
            let what: String
            switch pattern {
            case .lowerPriority: what = "make \(LogFixNames.name(logged)) optional (999)"
            case .relation: what = "make \(LogFixNames.name(logged)) an inequality"
            default: what = "remove \(LogFixNames.name(logged))"
            }
            fixes.append(LogFix(pattern: pattern, description: what + ": " + fix.reason, edit: lines, verified: outcome.holds,
                                effects: outcome.effects, code: code, constraint: index))
        }
        return fixes.filter(\.verified)
    }

    static func identifier(of edit: LayoutEdit) -> String? {
        switch edit {
        case let .setActive(identifier, _), let .setPriority(identifier, _), let .setConstant(identifier, _),
             let .removeConstraint(identifier):
            return identifier
        case let .addConstraint(spec): return spec.identifier
        default: return nil
        }
    }

    /// `set "id".priority 999`; a required one is deactivated first and activated after, as
    /// UIKit requires of an installed constraint.
    static func priorityLines(_ context: Context, _ index: Int, to value: Double) -> [String] {
        let id = ScenarioSyntax.quoted(LogFixNames.identifier(of: context.constraints[index]))
        let set = "set \(id).priority \(formatNumber(value))"
        return context.rebuilt.specs[index].isRequired ? ["deactivate \(id)", set, "activate \(id)"] : [set]
    }
}
