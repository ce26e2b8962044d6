import Cassowary
import LayoutModel

// The syntax tree the line parsers produce. Names are not resolved yet: the builder
// (ScenarioBuilder) checks them once every declaration is known, so constraints may mention views
// declared further down.

/// A name as written, with where it was written.
struct NameRef: Sendable, Equatable {
    var name: String
    var location: SourceLocation
}

/// A quoted constraint identifier as written.
struct IdentifierRef: Sendable, Equatable {
    var identifier: String
    var location: SourceLocation
}

/// One view property (`text "Hi"`, `hugging h 251`, `spacing 8`).
enum ItemProperty: Sendable {
    case text(String?)
    case fontSize(Double)
    case lines(Int)
    /// nil: automatic.
    case preferredMaxLayoutWidth(Double?)
    /// nil: measured; negative: no intrinsic metric.
    case intrinsicWidth(Double?)
    case intrinsicHeight(Double?)
    case intrinsicSize(width: Double?, height: Double?)
    /// A nil axis sets both.
    case hugging(Axis?, Double)
    case compressionResistance(Axis?, Double)
    case hidden(Bool)
    /// With `directional`, `left` and `right` are leading and trailing.
    case margins(top: Double?, left: Double?, bottom: Double?, right: Double?, directional: Bool)
    case preservesSuperviewLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    /// Root only.
    case rootKind(RootKind)
    case direction(SemanticContent)
    case translatesAutoresizingMask(Bool)
    case frame(Rect)
    case autoresizingMask(AutoresizingMask)
    case axis(StackAxis)
    case distribution(StackDistribution)
    case alignment(StackAlignment)
    case spacing(Double)
    /// `spacing system`: UIStackView.spacingUseSystem.
    case systemSpacing
    /// `spacing 20 after a`; nil is `spacing system after a` (setCustomSpacing(spacingUseSystem, after:)).
    case customSpacing(Double?, after: NameRef)
    case arranged([NameRef])
    case baselineRelative(Bool)
    case marginsRelative(Bool)
    /// The class UIKit logs print (nil: the kind's own).
    case printedClassName(String?)
    /// nil: none.
    case accessibilityIdentifier(String?)
}

struct PropertySyntax: Sendable {
    var property: ItemProperty
    /// The keyword's spelling as written, for messages.
    var keyword: String
    var location: SourceLocation
}

struct DeclarationSyntax: Sendable {
    var kind: ViewKind
    var name: NameRef
    var parent: NameRef?
    var properties: [PropertySyntax]
    /// Statements inside the declaration's `{ … }` (children, constraints, notes…).
    var body: [Statement] = []
    var location: SourceLocation
}

/// A factor of a product: a number, a name (variable or metric), or `item.attribute`.
enum Factor: Sendable {
    case number(Double)
    case name(NameRef)
    case anchor(item: NameRef, attribute: NameRef)
}

/// `± f1 * f2 / f3 …`: one summand of a side of an equation.
struct Term: Sendable {
    var negated: Bool
    var factors: [Factor]
    var divisors: [Factor]
    var location: SourceLocation
}

struct ConstraintSyntax: Sendable {
    var left: [Term]
    var relation: Relation
    var right: [Term]
    var priority: Double?
    var identifier: String?
    var isActive: Bool
    var location: SourceLocation
}

/// What a VFL predicate compares with: a number, a metric, or another view (view brackets only).
enum VFLObject: Sendable {
    case number(Double)
    case name(NameRef)
    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`, as UIKit prints system spacing.
    case systemSpacing(SystemSpacing, Double)
}

struct VFLPredicate: Sendable {
    var relation: Relation
    var object: VFLObject
    var priority: VFLObject?
    var location: SourceLocation
}

/// What joins two pieces of a format: nothing (flush), `-` (standard) or `-pred-` / `-(preds)-`.
enum VFLConnection: Sendable {
    case flush(SourceLocation)
    case standard(SourceLocation)
    case explicit([VFLPredicate], SourceLocation)

    var location: SourceLocation {
        switch self {
        case let .flush(l), let .standard(l), let .explicit(_, l): return l
        }
    }
}

struct VFLView: Sendable {
    var name: NameRef
    var predicates: [VFLPredicate]
    var location: SourceLocation
}

/// One Visual Format Language line with what follows it (options, identifier, `inactive`).
struct VFLSyntax: Sendable {
    /// nil when the line starts without `H:` or `V:` (horizontal).
    var orientation: Axis?
    var views: [VFLView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VFLConnection]
    /// `|` + connection before the first view, and connection + `|` after the last.
    var leadingEdge: (bar: SourceLocation, connection: VFLConnection)?
    var trailingEdge: (bar: SourceLocation, connection: VFLConnection)?
    var options: [NameRef]
    var identifier: String?
    var isActive: Bool
    var location: SourceLocation
}

enum ExpectationSyntax: Sendable {
    case frame(NameRef, Rect)
    case anchorValue(item: NameRef, attribute: NameRef, Double)
    case variableValue(NameRef, Double)
    case constraint(IdentifierRef, ConstraintState, error: Double?)
    /// `constraint "a.width <= 65 @250" broken 10`: a constraint named by how it prints.
    case printedConstraint(IdentifierRef, ConstraintState, error: Double?)
    /// `site.hugging h broken 30`: a view's content-size constraint by its priority and axis.
    case contentSize(NameRef, ContentPriority, Axis, ConstraintState, error: Double?)
    case ambiguous(NameRef, Bool)
    case conflict(members: [IdentifierRef]?, broken: IdentifierRef?)
    case noConflict
}

enum ConstraintField: String, Sendable { case priority, constant }

enum EditSyntax: Sendable {
    case activate([IdentifierRef], Bool)
    case remove([IdentifierRef])
    /// `invalidates` is false after `withoutInvalidating`: the change is not measured.
    case setItem(NameRef, [PropertySyntax], invalidates: Bool)
    /// `remove card`: removeFromSuperview.
    case removeView(NameRef)
    /// `add card to root`, `add b to row at 0`.
    case addView(NameRef, parent: NameRef, arrangedIndex: Int?)
    /// `invalidate field`: invalidateIntrinsicContentSize.
    case invalidate([NameRef])
    case setConstraint(IdentifierRef, ConstraintField, Double)
    case screen(Size)
    case safeArea(InsetsSyntax)
}

/// Partial safe-area insets (unset sides stay as they were).
struct InsetsSyntax: Sendable {
    var top: Double?, left: Double?, bottom: Double?, right: Double?
}

indirect enum StatementKind: Sendable {
    case title(String)
    case screen(Size)
    case safeArea(InsetsSyntax)
    case compatibility(UIKitCompatibility)
    case metric(NameRef, Double)
    case tolerance(Double)
    case variables([NameRef])
    case root(NameRef?, [PropertySyntax])
    case declaration(DeclarationSyntax)
    case constraint(ConstraintSyntax)
    case vfl(VFLSyntax)
    case note(String)
    case expect(ExpectationSyntax, tolerance: Double?)
    case step(String, [Statement])
    case edit(EditSyntax)
}

struct Statement: Sendable {
    var kind: StatementKind
    var location: SourceLocation
}
