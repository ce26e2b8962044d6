import Cassowary

/// Which constraint an engine entry stands for; stable across edits, so an edit changes only the
/// entries whose equation changed.
enum ConstraintKey: Hashable {
    /// A scenario constraint, by the id it got when it entered the layout.
    case user(Int)
    case linear(Int)
    /// A system-made constraint is identified by its spec (and which copy, if a generator made
    /// the same spec twice): when its numbers change it is a different constraint.
    indirect case system(SystemConstraintKey)

    var isSystemMade: Bool {
        if case .system = self { return true }
        return false
    }
}

/// A system-made constraint's spec and copy, with the spec hashed once when the key is made: a
/// spec holds names, an identifier and its provenance's text, and hashing it at every look-up was
/// a large part of building a big layout.
struct SystemConstraintKey: Hashable {
    let spec: LayoutConstraintSpec
    let occurrence: Int
    private let specHash: Int

    init(_ spec: LayoutConstraintSpec, occurrence: Int) {
        self.init(spec, occurrence: occurrence, specHash: spec.hashValue)
    }

    private init(_ spec: LayoutConstraintSpec, occurrence: Int, specHash: Int) {
        self.spec = spec
        self.occurrence = occurrence
        self.specHash = specHash
    }

    /// The same spec's copy `occurrence`, without hashing the spec again.
    func copy(_ occurrence: Int) -> SystemConstraintKey { SystemConstraintKey(spec, occurrence: occurrence, specHash: specHash) }

    static func == (lhs: SystemConstraintKey, rhs: SystemConstraintKey) -> Bool {
        lhs.specHash == rhs.specHash && lhs.occurrence == rhs.occurrence && lhs.spec == rhs.spec
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(specHash)
        hasher.combine(occurrence)
    }
}

/// The spec behind an entry: a layout constraint or a plain linear one. Stored out of line: an
/// entry, its key, its recovery and its solver constraint's label share one copy of the spec.
indirect enum ConstraintPayload: Equatable {
    case layout(LayoutConstraintSpec)
    case linear(LinearConstraintSpec)

    /// The spec in the scenario syntax (a solver constraint's label, an error's subject).
    var scenarioDescription: String {
        switch self {
        case let .layout(spec): return spec.scenarioDescription
        case let .linear(spec): return spec.scenarioDescription
        }
    }

    var isRequired: Bool {
        switch self {
        case let .layout(spec): return spec.priority >= Priority.required.value
        case let .linear(spec): return spec.priority >= Priority.required.value
        }
    }

    /// A content-size constraint or a size floor: about one item alone, installed before the
    /// constraints that chain items (`LayoutEngine.installOrder`).
    var isItemOwnSize: Bool {
        guard case let .layout(spec) = self, case let .generated(generator) = spec.provenance else { return false }
        return generator.kind == .contentSize || generator.kind == .nonNegativeSize
    }

    var isSizeFloor: Bool {
        if case let .layout(spec) = self { return spec.isSizeFloor }
        return false
    }

    /// A layout constraint that says a UIKit generator made it, though the layout lists it (a
    /// console log's `UISV-hiding`, rebuilt): the recovery rule counts it as system-made.
    var saysSystemMade: Bool {
        if case let .layout(spec) = self, case .generated = spec.provenance { return true }
        return false
    }
}

/// What the layout asks for right now: one entry per constraint, in the order they are added.
struct DesiredConstraint {
    let key: ConstraintKey
    let payload: ConstraintPayload
    /// nil when the constraint is inactive.
    let lowered: Constraint?
}

/// A conflict as recorded when it happened: its members and the one left out.
struct Recovery {
    let members: [ConstraintPayload]
    let broken: ConstraintPayload
    /// The constraint whose addition met the conflict (a member too).
    let adding: ConstraintPayload
    let choice: RecoveryChoice
    /// The constraint the input records UIKit breaking, when this set does not hold it and no
    /// recovery broke it: UIKit's list held more than the set needs.
    let recordedElsewhere: LayoutConstraintSpec?
    /// Order of recording, so conflicts are listed in the order they were met.
    let sequence: Int
    /// The layout right after this recovery, taken before a later one can change it.
    var outcome: RecoveryOutcome?
}

/// What a recovery left: the frames of the items its members name and the broken constraint's
/// error, read when the next conflict is met or the edit is done, whichever comes first.
struct RecoveryOutcome {
    let frames: [(item: String, frame: Rect)]
    let brokenError: Double
}

/// One constraint the engine manages, and whether it is in the solver.
struct ManagedConstraint {
    let key: ConstraintKey
    var payload: ConstraintPayload
    /// The linear constraint for the solver; nil when inactive.
    var lowered: Constraint?
    var isInstalled = false
    /// When it last entered the solver (a conflict made only by the system breaks the most recent of the others).
    var addedAt = 0
    /// Set while the constraint is left out to recover from a required conflict.
    var recovery: Recovery?
}

extension Constraint {
    /// Same equation, priority and label: an edit that leaves these alone leaves the solver alone.
    /// A label is made from its spec, so the labels are made and compared only when the specs
    /// differ (`sameSpec` false).
    func isSameEquation(as other: Constraint, sameSpec: Bool) -> Bool {
        relation == other.relation && strength == other.strength && expression == other.expression
            && (sameSpec || label == other.label)
    }
}
