import Cassowary
import LayoutModel

/// Turns the statements into a Scenario: resolves names, applies properties, lowers equations and
/// VFL to constraint specs, and turns step statements into edits. Every problem is logged with its
/// position; building continues so that one run reports them all.
///
/// Order: the top level is read in two passes (declarations and settings first, so constraints may
/// name views declared further down), then the steps in order, each seeing what came before it.
struct ScenarioBuilder {
    let file: String
    var log = DiagnosticLog()
    var scenario: Scenario
    /// Names whose declaration line failed: not reported again as unknown.
    let brokenNames: Set<String>

    /// The current state of every item (the initial layout, then as steps change it).
    var items: [String: LayoutItem] = [:]
    var itemOrder: [String] = []
    var rootName = ScenarioNames.root
    /// The safe area after the step edits read so far (nil: as the top level set it).
    var currentSafeArea: EdgeInsets?
    var metrics: [String: Double] = [:]
    var variableNames: Set<String> = []
    /// Stacks whose arranged list is written out (`arranged a, b`); others arrange their children.
    var explicitArrangement: Set<String> = []
    /// `arranged` and `customSpacing` wait until every item of the pass is known.
    var pendingStackProperties: [(stack: String, property: PropertySyntax)] = []
    var layoutIdentifiers: Set<String> = []
    /// Constraints with an identifier and what became of them, so a removed view's identifiers
    /// get a clear message (`ScenarioBuilder+Views.swift`).
    var identifiedConstraints: [IdentifiedConstraint] = []
    /// Views a step removed from their superview, by the name of the removed view.
    var removedSubtrees: [String: RemovedSubtree] = [:]
    /// Every name in a removed subtree: the removed view it went with, and where.
    var removedNames: [String: (view: String, location: SourceLocation)] = [:]
    var linearIdentifiers: Set<String> = []
    var defaultTolerance = 0.01
    /// Where each one-off setting (title, screen…) was first given, to report repeats.
    var settingLocations: [String: SourceLocation] = [:]

    /// Where constraints, notes and expectations of the statement being built go.
    enum Target { case initial, step(Int) }

    init(file: String, brokenNames: Set<String>) {
        self.file = file
        self.brokenNames = brokenNames
        scenario = Scenario(file: file, layout: Layout())
    }

    mutating func build(_ statements: [Statement]) -> Scenario {
        findRootName(in: statements)
        let root = LayoutItem(name: rootName, kind: .view, parent: nil)
        scenario.layout = Layout(rootName: rootName)
        items[rootName] = root
        itemOrder = [rootName]

        declarePass(statements, parent: rootName)
        resolvePendingStackProperties()
        scenario.layout.items = itemOrder.compactMap { items[$0] }

        var steps: [Statement] = []
        contentPass(statements, collectingSteps: &steps)
        for step in steps { buildStep(step) }
        return scenario
    }

    /// `root main` renames the root before anything refers to it.
    private mutating func findRootName(in statements: [Statement]) {
        for statement in statements {
            guard case let .root(name?, _) = statement.kind else { continue }
            if Keywords.reservedNames.contains(name.name), name.name != ScenarioNames.root {
                log.error("'\(name.name)' is reserved and cannot name the root view", at: name.location)
                continue
            }
            if rootName != ScenarioNames.root, rootName != name.name {
                log.error("the root view is already named '\(rootName)'", at: name.location)
                continue
            }
            rootName = name.name
        }
    }

    // MARK: - Pass 1: settings and declarations

    private mutating func declarePass(_ statements: [Statement], parent: String) {
        for statement in statements {
            switch statement.kind {
            case let .title(title):
                if once("title", at: statement.location) { scenario.title = title }
            case let .screen(size):
                if once("screen", at: statement.location) { scenario.layout.screen = size }
            case let .safeArea(insets):
                if once("safeArea", at: statement.location) {
                    scenario.layout.safeAreaInsets = EdgeInsets(top: insets.top ?? 0, left: insets.left ?? 0,
                                                                bottom: insets.bottom ?? 0, right: insets.right ?? 0)
                }
            case let .compatibility(compatibility):
                if once("compatibility", at: statement.location) { scenario.layout.compatibility = compatibility }
            case let .metric(name, value):
                if metrics[name.name] != nil {
                    log.error("the metric '\(name.name)' is already defined", at: name.location)
                } else {
                    metrics[name.name] = value
                }
            case let .variables(names):
                for name in names {
                    if variableNames.contains(name.name) {
                        log.error("the variable '\(name.name)' is already declared", at: name.location)
                    } else if metrics[name.name] != nil {
                        log.error("'\(name.name)' is already a metric", at: name.location)
                    } else {
                        variableNames.insert(name.name)
                        scenario.layout.variables.append(name.name)
                    }
                }
            case let .root(_, properties):
                applyProperties(properties, toItem: rootName)
            case let .declaration(declaration):
                if let name = declare(declaration, defaultParent: parent) {
                    declarePass(declaration.body, parent: name)
                }
            default:
                break
            }
        }
    }

    /// True the first time a setting is given; a repeat is an error that points at the first.
    private mutating func once(_ setting: String, at location: SourceLocation) -> Bool {
        if let first = settingLocations[setting] {
            log.error("'\(setting)' is already set at line \(first.line)", at: location)
            return false
        }
        settingLocations[setting] = location
        return true
    }

    // MARK: - Pass 2: constraints, notes and expectations of the initial layout

    private mutating func contentPass(_ statements: [Statement], collectingSteps steps: inout [Statement]) {
        for statement in statements {
            switch statement.kind {
            case .step:
                steps.append(statement)
            case let .declaration(declaration):
                contentPass(declaration.body, collectingSteps: &steps)
            case let .tolerance(value):
                defaultTolerance = value
            default:
                buildContent(statement, target: .initial)
            }
        }
    }

    /// Constraints, VFL, notes and expectations, wherever they are.
    mutating func buildContent(_ statement: Statement, target: Target) {
        switch statement.kind {
        case let .constraint(syntax):
            switch buildConstraint(syntax) {
            case let .view(spec)?:
                addConstraint(spec, target: target)
            case let .linear(spec)?:
                if let identifier = spec.identifier { linearIdentifiers.insert(identifier) }
                switch target {
                case .initial: scenario.layout.linearConstraints.append(spec)
                case let .step(index): scenario.steps[index].edits.append(LocatedEdit(.addLinearConstraint(spec), at: spec.location))
                }
            case nil:
                break
            }
        case let .vfl(syntax):
            for spec in lowerFormat(syntax) { addConstraint(spec, target: target) }
        case let .note(text):
            let note = Note(text: text, location: statement.location)
            switch target {
            case .initial: scenario.notes.append(note)
            case let .step(index): scenario.steps[index].notes.append(note)
            }
        case let .expect(syntax, tolerance):
            guard let kind = buildExpectation(syntax) else { return }
            let expectation = Expectation(kind, at: statement.location, tolerance: tolerance ?? defaultTolerance)
            switch target {
            case .initial: scenario.expectations.append(expectation)
            case let .step(index): scenario.steps[index].expectations.append(expectation)
            }
        default:
            break
        }
    }

    private mutating func addConstraint(_ spec: LayoutConstraintSpec, target: Target) {
        if let identifier = spec.identifier {
            layoutIdentifiers.insert(identifier)
            track(spec, identifier: identifier)
        }
        switch target {
        case .initial:
            scenario.layout.constraints.append(spec)
        case let .step(index):
            let location: SourceLocation
            if case let .source(source) = spec.provenance { location = source } else { location = scenario.steps[index].location }
            scenario.steps[index].edits.append(LocatedEdit(.addConstraint(spec), at: location))
        }
    }
}
