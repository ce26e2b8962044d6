import LayoutModel

/// A `.layout` file: a layout, teaching notes, expectations, and steps of edits.
public struct Scenario: Sendable {
    public var file: String
    public var title: String?
    /// The initial layout (before any step).
    public var layout: Layout
    public var notes: [Note] = []
    /// Expectations on the initial layout.
    public var expectations: [Expectation] = []
    public var steps: [Step] = []

    public init(file: String, layout: Layout) {
        self.file = file
        self.layout = layout
    }
}

public struct Note: Sendable {
    public var text: String
    public var location: SourceLocation
    public init(text: String, location: SourceLocation) { self.text = text; self.location = location }
}

/// `step "title" { … }`: edits applied in order and re-solved incrementally, then checked.
public struct Step: Sendable {
    public var title: String
    public var location: SourceLocation
    public var edits: [LocatedEdit] = []
    public var notes: [Note] = []
    public var expectations: [Expectation] = []
    public init(title: String, location: SourceLocation) { self.title = title; self.location = location }
}

public struct LocatedEdit: Sendable {
    public var edit: LayoutEdit
    public var location: SourceLocation
    public init(_ edit: LayoutEdit, at location: SourceLocation) { self.edit = edit; self.location = location }
}

/// What an `expect` line checks.
public enum ExpectationKind: Sendable {
    /// The item's frame relative to its superview.
    case frame(item: String, Rect)
    /// An attribute of an item (`level.width`) or a plain variable (`x`) has this value.
    case anchorValue(Anchor, Double)
    case variableValue(String, Double)
    /// The constraint(s) with this identifier end in this state; `error` when given must match too.
    case constraint(identifier: String, ConstraintState, error: Double?)
    /// The one constraint (app- or system-made) that prints as `equation` (`a.width <= 65 @250`,
    /// spaces aside) ends in this state: for constraints without an identifier.
    case printedConstraint(equation: String, ConstraintState, error: Double?)
    /// The item's content-size constraint for this priority and axis (`size <= intrinsic` for
    /// hugging, `>=` for compression resistance) ends in this state.
    case contentSize(item: String, ContentPriority, Axis, ConstraintState, error: Double?)
    /// The item's frame is (or is not) ambiguous.
    case ambiguous(item: String, Bool)
    /// A required conflict was recovered from; when given, its members and the broken one match.
    case conflict(members: [String]?, broken: String?)
    /// No conflict at all.
    case noConflict
}

public struct Expectation: Sendable {
    public var kind: ExpectationKind
    public var location: SourceLocation
    /// How close a number must be (points).
    public var tolerance: Double
    public init(_ kind: ExpectationKind, at location: SourceLocation, tolerance: Double = 0.01) {
        self.kind = kind
        self.location = location
        self.tolerance = tolerance
    }
}

/// Every problem found in a file (the parser keeps going after an error where it can), sorted by
/// position. `description` renders each as `file:line:col: error: message`, the source line and a
/// caret under the column.
public struct ScenarioErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [LayoutError]
    /// The file's lines, to show the line of each error.
    public var sourceLines: [String]
    /// The file, named by an error that has no line of its own (an internal solver error).
    public var file: String?
    public init(_ errors: [LayoutError], sourceLines: [String] = [], file: String? = nil) {
        self.errors = errors
        self.sourceLines = sourceLines
        self.file = file
    }
    public var description: String {
        errors.map { DiagnosticFormatter.render($0, sourceLines: sourceLines, file: file) }.joined(separator: "\n")
    }
}

public enum ScenarioParser {
    /// Parses a `.layout` file (see docs/scenario-language.md). Throws every error found, with
    /// positions, rather than stopping at the first.
    public static func parse(_ text: String, file: String) throws(ScenarioErrors) -> Scenario {
        var reader = ScenarioReader(file: file)
        let statements = reader.read(text)
        var builder = ScenarioBuilder(file: file, brokenNames: reader.brokenDeclarations)
        let scenario = builder.build(statements)
        let diagnostics = reader.log.diagnostics + builder.log.diagnostics
        guard diagnostics.isEmpty else {
            var log = DiagnosticLog()
            for diagnostic in diagnostics { log.error(diagnostic.message, at: diagnostic.location) }
            throw ScenarioErrors(log.sorted.map(\.layoutError), sourceLines: DiagnosticFormatter.lines(of: text), file: file)
        }
        return scenario
    }
}
