import Cassowary

/// A problem with a layout that UIKit would reject (an exception) or that makes no sense, with
/// where it was written.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// One change a scenario step makes; the engine re-solves incrementally after each.
public enum LayoutEdit: Hashable, Sendable {
    /// Activate or deactivate the user constraint(s) with this identifier.
    case setActive(identifier: String, Bool)
    case addConstraint(LayoutConstraintSpec)
    case removeConstraint(identifier: String)
    case setPriority(identifier: String, Double)
    case setConstant(identifier: String, Double)
    /// Replaces an item's properties (text, hidden, margins, stack settings, …); the system-made
    /// constraints that depend on them are regenerated.
    case updateItem(LayoutItem)
    /// Sets one of an item's content priorities (hugging or compression resistance) on one axis.
    case setContentPriority(item: String, ContentPriority, Axis, Double)
    /// Sets a view's translatesAutoresizingMaskIntoConstraints: off, its autoresizing-mask
    /// constraints go (the usual fix for a view made in code that also has constraints).
    case setTranslatesAutoresizingMask(item: String, Bool)
    case addItem(LayoutItem)
    case setScreen(Size)
    /// New safe-area insets for the root (a rotation on a notched phone moves them).
    case setSafeArea(EdgeInsets)
    case addLinearConstraint(LinearConstraintSpec)
    case setLinearActive(identifier: String, Bool)
    /// removeFromSuperview: the view and its subtree leave the layout, with the constraints that
    /// tie them to the rest (see `ViewRemoval`); an arranged view leaves its stack's list.
    case removeFromSuperview(item: String)
    /// addSubview (addArrangedSubview, or insertArrangedSubview at `arrangedIndex`, on a stack)
    /// of a view removed earlier: it comes back with the constraints held inside its subtree.
    case addToSuperview(item: String, parent: String, arrangedIndex: Int?)
}

/// A view's two content priorities: how hard it resists growing past its intrinsic size
/// (hugging) and shrinking below it (compression resistance).
public enum ContentPriority: String, Hashable, Sendable {
    case hugging
    case compressionResistance

    /// The item with this priority on `axis` set to `value`.
    public func set(_ value: Double, on axis: Axis, of item: LayoutItem) -> LayoutItem {
        var item = item
        switch (self, axis) {
        case (.hugging, .horizontal): item.huggingHorizontal = value
        case (.hugging, .vertical): item.huggingVertical = value
        case (.compressionResistance, .horizontal): item.compressionHorizontal = value
        case (.compressionResistance, .vertical): item.compressionVertical = value
        }
        return item
    }
}

/// How an input format writes layout edits, so that a fix reads in the terms of the file it is
/// for (a `.layout` step line; an Interface Builder attribute). Each importer has one.
public protocol LayoutEditWriter: Sendable {
    /// The edits, in order, as the format's own lines.
    func lines(for edits: [LayoutEdit]) -> [String]
}

/// What became of one constraint in the solution.
public enum ConstraintState: String, Sendable {
    case satisfied
    /// An optional constraint with a non-zero error.
    case broken
    /// A required constraint that was left out to recover from a conflict, as UIKit does.
    case brokenToRecover = "broken to recover"
    case inactive
}

public struct ConstraintStatus: Sendable {
    public let spec: LayoutConstraintSpec
    public let state: ConstraintState
    /// |violation| for ==, the violated amount for an inequality (0 when satisfied).
    public let error: Double
    /// The linear constraint given to the solver (nil when inactive): for traces and analysis.
    public let lowered: Constraint?
}

public struct LinearConstraintStatus: Sendable {
    public let spec: LinearConstraintSpec
    public let state: ConstraintState
    public let error: Double
    public let lowered: Constraint?
}

/// A required conflict met while building or editing the layout, and how it was resolved.
public struct RecoveredConflict: Sendable {
    /// A minimal set of required constraints that cannot hold together.
    public let conflict: [LayoutConstraintSpec]
    /// The one left out (the documented rule: see docs/semantics.md).
    public let broken: LayoutConstraintSpec
    /// The member whose addition met the conflict (the rule keeps it when every member is system-made).
    public let added: LayoutConstraintSpec?
    /// Which clause of the rule chose `broken`.
    public let choice: RecoveryChoice
    /// The constraint the input records UIKit breaking (`Layout.recordedRecoveries`) when this set
    /// does not hold it and no recovery broke it: UIKit's list held more than this set needs.
    public let recordedElsewhere: LayoutConstraintSpec?
    /// Whose engine the recovery is told as (`Layout.framework`).
    public let framework: UIFramework
    /// Frames (relative to the superview) of the items the set names, in the order first named,
    /// right after this recovery: a later recovery in the same edit does not show here.
    public let framesAfterRecovery: [(item: String, frame: Rect)]
    /// How far the layout right after this recovery is from the broken constraint (0: it is left
    /// out, yet that layout happens to meet it).
    public let brokenErrorAfterRecovery: Double
}

/// Which clause of the recovery rule chose the broken member (docs/semantics.md, "Which member
/// is broken").
public enum RecoveryChoice: Sendable, Equatable {
    /// The set's only app constraint.
    case onlyAppMember
    /// The first inequality among the app constraints, in UIKit's list order.
    case firstInequality
    /// The first app constraint involving this size (`title.height`), which would go below zero.
    case sizeBelowZero(String)
    /// The first app constraint in UIKit's list order.
    case firstListed
    /// Every member system-made: the one being added is kept, the most recent of the others broken.
    case systemOnlyKeepingAdded
    /// The most recently added (plain linear constraints, or nothing else to choose from).
    case mostRecent
    /// The member the input records UIKit breaking (`Layout.recordedRecoveries`), where the rule
    /// would break `ruleWouldBreak` instead.
    case recordedByUIKit(ruleWouldBreak: LayoutConstraintSpec)
}

/// The same for plain linear constraints (they never share variables with views).
public struct RecoveredLinearConflict: Sendable {
    public let conflict: [LinearConstraintSpec]
    public let broken: LinearConstraintSpec
    /// As for `RecoveredConflict`: which clause of the rule chose `broken`.
    public let choice: RecoveryChoice
    /// As for `RecoveredConflict`: the broken constraint's error right after this recovery.
    public let brokenErrorAfterRecovery: Double
}

/// The solved layout.
public struct LayoutSolution: Sendable {
    /// Frames relative to the superview (as UIKit reports them), in item order: the scenario's
    /// items, then the guides the system made (see `generatedItems`).
    public let frames: [(item: String, frame: Rect)]
    /// Frames in root (window) coordinates.
    public let windowFrames: [(item: String, frame: Rect)]
    /// Every constraint in effect: the scenario's, then the system-made ones.
    public let constraints: [ConstraintStatus]
    public let linearValues: [(variable: String, value: Double)]
    public let linearConstraints: [LinearConstraintStatus]
    /// The required conflicts still being recovered from, in the order they were met.
    public let conflicts: [RecoveredConflict]
    public let linearConflicts: [RecoveredLinearConflict]
    /// Names of the items the system made (safe-area guide, stack spacers …).
    public let generatedItems: [String]
    /// Things UIKit accepts but that are probably mistakes (a multiplier on a location …).
    public let warnings: [LayoutError]

    /// Where each item's frame is in `frames` and `windowFrames` (the first entry for a name):
    /// reports ask for every item's frame, and a search each time made them quadratic.
    private let position: [String: Int]

    init(frames: [(item: String, frame: Rect)], windowFrames: [(item: String, frame: Rect)],
         constraints: [ConstraintStatus], linearValues: [(variable: String, value: Double)],
         linearConstraints: [LinearConstraintStatus], conflicts: [RecoveredConflict],
         linearConflicts: [RecoveredLinearConflict], generatedItems: [String], warnings: [LayoutError]) {
        self.frames = frames
        self.windowFrames = windowFrames
        self.constraints = constraints
        self.linearValues = linearValues
        self.linearConstraints = linearConstraints
        self.conflicts = conflicts
        self.linearConflicts = linearConflicts
        self.generatedItems = generatedItems
        self.warnings = warnings
        var position: [String: Int] = [:]
        for (index, entry) in frames.enumerated() where position[entry.item] == nil { position[entry.item] = index }
        self.position = position
    }

    public func frame(of item: String) -> Rect? { position[item].map { frames[$0].frame } }
    public func windowFrame(of item: String) -> Rect? { position[item].map { windowFrames[$0].frame } }
    /// The status of the constraint(s) with this identifier.
    public func constraints(identifier: String) -> [ConstraintStatus] {
        constraints.filter { $0.spec.identifier == identifier }
    }
}

/// Turns a `Layout` into linear constraints, keeps them in an incremental solver, and applies
/// edits step by step (only the constraints an edit changes are removed and re-added).
public final class LayoutEngine {
    public internal(set) var layout: Layout
    /// The solver holding the lowered constraints (set an observer on it to trace).
    public let solver: Solver
    /// What the system made for the current layout (guides and their constraints).
    public private(set) var generated = GeneratedLayout()
    public internal(set) var warnings: [LayoutError] = []

    let variables = VariableTable()
    var catalogue: ItemCatalogue
    /// Ids of `layout.constraints` and `layout.linearConstraints`, index for index.
    var userIDs: [Int] = []
    var linearIDs: [Int] = []
    var nextID = 0
    var managed: [ManagedConstraint] = []
    var managedIndex: [ConstraintKey: Int] = [:]
    var keyOfSolverConstraint: [ObjectIdentifier: ConstraintKey] = [:]
    var additionCount = 0
    var recoveryCount = 0
    /// Managed indices of the recoveries of the edit being applied whose outcome is not read yet.
    var unsettledRecoveries: [Int] = []
    /// Widths automatic multi-line labels wrap at (UIKit's second pass).
    var secondPassWidths: [String: Double] = [:]
    /// Look-ups from solver variables back to items and constraints, made when first asked for
    /// after each change (`EngineLookup`).
    var lookupCache: EngineLookup?
    /// Told of each constraint before it goes to the solver (a trace naming them).
    public weak var loweringObserver: LoweringObserver?

    /// Builds and solves the layout; throws the first problem `validate` finds.
    public convenience init(layout: Layout, observer: SolverObserver? = nil) throws {
        try self.init(layout: layout, observedBy: { _ in observer })
    }

    /// The same, with an observer made for this engine before its first constraint goes in: a trace
    /// that names solver constraints in layout terms sets itself as `loweringObserver` here, to
    /// see the layout being built. The observer should not keep the engine strongly (a cycle).
    public init(layout: Layout, observedBy makeObserver: (LayoutEngine) -> SolverObserver?) throws {
        self.layout = layout
        self.solver = Solver()
        // A placeholder until `commit` makes the real one (built for nothing, it costs nothing).
        self.catalogue = ItemCatalogue(layout: Layout(rootName: layout.rootName, screen: layout.screen), generatedItems: [])
        solver.observer = makeObserver(self)
        userIDs = layout.constraints.map { _ in makeID() }
        linearIDs = layout.linearConstraints.map { _ in makeID() }
        try commit(layout, userIDs: userIDs, linearIDs: linearIDs)
    }

    /// Every problem in a layout (empty when `LayoutEngine(layout:)` would accept it).
    public static func validate(_ layout: Layout) -> [LayoutError] {
        let itemErrors = LayoutValidation.itemErrors(in: layout)
        if !itemErrors.isEmpty { return itemErrors }
        let generated = SystemConstraints.generate(for: layout)
        return constraintErrors(in: layout, generated: generated,
                                catalogue: ItemCatalogue(layout: layout, generatedItems: generated.items))
    }

    static func constraintErrors(in layout: Layout, generated: GeneratedLayout, catalogue: ItemCatalogue) -> [LayoutError] {
        var errors: [LayoutError] = []
        for item in generated.items where layout.item(named: item.name) != nil {
            errors.append(LayoutError("`\(item.name)` is a name the system uses for a guide it makes", at: layout.item(named: item.name)?.location))
        }
        for specs in [layout.constraints, generated.constraints] {
            for spec in specs {
                // A system-made constraint is reported at the item it is made for.
                var owner: SourceLocation?
                if case let .generated(generator) = spec.provenance { owner = layout.item(named: generator.owner)?.location }
                errors += LayoutValidation.errors(in: spec, catalogue: catalogue, ownerLocation: owner)
            }
        }
        return errors + LayoutValidation.linearErrors(in: layout)
    }

    public func apply(_ edit: LayoutEdit) throws { try apply(edit, at: nil) }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Validates a new version of the layout, then brings the solver to it; on an error nothing changes.
    func commit(_ candidate: Layout, userIDs: [Int], linearIDs: [Int]) throws {
        if let error = LayoutValidation.itemErrors(in: candidate).first { throw error }
        let generated = SystemConstraints.generate(for: candidate)
        let candidateCatalogue = ItemCatalogue(layout: candidate, generatedItems: generated.items)
        if let error = Self.constraintErrors(in: candidate, generated: generated, catalogue: candidateCatalogue).first { throw error }
        layout = candidate
        self.generated = generated
        self.userIDs = userIDs
        self.linearIDs = linearIDs
        catalogue = candidateCatalogue
        warnings = candidate.constraints.compactMap { LayoutValidation.warning(for: $0, catalogue: catalogue) }
        try synchronize()
        try settleWrappingLabels()
        try checkRequiredConstraintsHold()
    }
}
