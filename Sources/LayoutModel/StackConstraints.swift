import Cassowary

/// UIStackView's generated constraints (UISV-*), in this order: canvas connections along the axis,
/// canvas connections across it, spacing, alignment, the distribution's constraints, the alignment
/// spanner's constraints and the other low-priority helpers, then hiding.
///
/// Shapes, identifiers and priorities follow constraint dumps of real stack views (reference §4).
/// Hidden arranged views stay in the chain with size 0 along the axis (UISV-hiding), and every gap
/// that touches one collapses to 0 so that exactly one gap separates two visible neighbours: the
/// gap after an arranged view keeps its spacing only if the view is visible and a visible view
/// follows it somewhere later.
enum StackConstraints {
    /// `margins`: the stack's margins in use (`LayoutMarginResolver`).
    static func generate(for stack: LayoutItem, in layout: Layout, margins: EdgeInsets) -> GeneratedLayout {
        guard let configuration = stack.stack else { return GeneratedLayout() }
        var builder = StackConstraintBuilder(stack: stack, configuration: configuration, layout: layout, margins: margins)
        guard !builder.arranged.isEmpty else { return GeneratedLayout() }
        builder.build()
        return builder.generated
    }
}

/// Builds one stack view's constraints; see `StackConstraints` for the order and the rules.
struct StackConstraintBuilder {
    let stackName: String
    let configuration: StackConfiguration
    let layout: Layout
    let margins: EdgeInsets
    /// Arranged views that exist, in order, without repeats.
    let arranged: [LayoutItem]
    let along: StackAxisAttributes
    let across: StackAxisAttributes
    var generated = GeneratedLayout()

    init(stack: LayoutItem, configuration: StackConfiguration, layout: Layout, margins: EdgeInsets) {
        stackName = stack.name
        self.configuration = configuration
        self.layout = layout
        self.margins = margins
        var seen: [String] = []
        var items: [LayoutItem] = []
        for name in configuration.arranged where !seen.contains(name) {
            seen.append(name)
            if let item = layout.item(named: name) { items.append(item) }
        }
        arranged = items
        along = StackAxisAttributes(configuration.axis.layoutAxis)
        across = StackAxisAttributes(configuration.axis.across)
    }

    var visible: [LayoutItem] { arranged.filter { !$0.isHidden } }

    mutating func build() {
        addCanvasConnectionsAlongAxis()
        addCanvasConnectionsAcrossAxis()
        addSpacing()
        addAlignment()
        addDistribution()
        addSpanningAndFitting()
        addHiding()
    }

    // MARK: - Shared helpers

    /// The stack's anchor for an edge; margin attributes when it arranges relative to its margins.
    func canvas(_ attribute: LayoutAttribute) -> Anchor {
        guard configuration.isLayoutMarginsRelativeArrangement else { return Anchor(stackName, attribute) }
        for axis in [along, across] {
            if attribute == axis.start { return Anchor(stackName, axis.marginStart) }
            if attribute == axis.end { return Anchor(stackName, axis.marginEnd) }
            if attribute == axis.center { return Anchor(stackName, axis.marginCenter) }
        }
        return Anchor(stackName, attribute)
    }

    /// What margins-relative arrangement takes from the stack's size along an axis.
    func canvasInset(_ axis: StackAxisAttributes) -> Double {
        configuration.isLayoutMarginsRelativeArrangement ? axis.marginTotal(margins) : 0
    }

    /// The gap after `arranged[index]`, collapsed to 0 next to hidden views (see `StackConstraints`).
    func gap(after index: Int) -> Double {
        let view = arranged[index]
        guard !view.isHidden, arranged[(index + 1)...].contains(where: { !$0.isHidden }) else { return 0 }
        if usesSystemSpacing(after: index) { return SystemSpacing.points }
        return configuration.customSpacing[view.name] ?? configuration.spacing
    }

    /// Whether the gap after `arranged[index]` is the system's spacing: a custom system spacing
    /// after it, or `spacingUseSystem` and no custom spacing; never when a hidden view collapsed it.
    func usesSystemSpacing(after index: Int) -> Bool {
        let name = arranged[index].name
        guard !gapCollapsed(after: index) else { return false }
        if configuration.customSystemSpacing.contains(name) { return true }
        return configuration.usesSystemSpacing && configuration.customSpacing[name] == nil
    }

    /// Whether the gap after `arranged[index]` was collapsed because of a hidden view.
    func gapCollapsed(after index: Int) -> Bool {
        arranged[index].isHidden || !arranged[(index + 1)...].contains(where: { !$0.isHidden })
    }

    /// The sum of the gaps between visible views.
    var totalGaps: Double {
        arranged.indices.dropLast().reduce(0) { $0 + gap(after: $1) }
    }

    mutating func add(_ identifier: String, _ first: Anchor, _ relation: Relation, _ second: Anchor?,
                      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                      systemSpacing: SystemSpacing? = nil, detail: String) {
        let generator = Generator(kind: .stackView, owner: stackName,
                                  detail: "\(identifier) of `\(stackName)` \(detail)")
        generated.constraints.append(LayoutConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, identifier: identifier, provenance: .generated(generator),
            className: systemSpacing?.className ?? "NSLayoutConstraint", systemSpacing: systemSpacing))
    }

    func number(_ value: Double) -> String { SystemConstraints.number(value) }

    // MARK: - Along the axis

    /// The first view's leading edge at the stack's leading edge, the last view's trailing edge at
    /// its trailing edge (hidden ones too: they have no length and no gaps).
    mutating func addCanvasConnectionsAlongAxis() {
        let first = arranged[0].name, last = arranged[arranged.count - 1].name
        add("UISV-canvas-connection", canvas(along.start), .equal, Anchor(first, along.start),
            detail: "pins the first arranged view `\(first)` to its \(along.start.rawValue) edge")
        add("UISV-canvas-connection", Anchor(last, along.end), .equal, canvas(along.end),
            detail: "pins the last arranged view `\(last)` to its \(along.end.rawValue) edge")
    }

    /// `H:[a]-(gap)-[b]`: `b.leading == a.trailing + gap`; a minimum for the equal-spacing
    /// distributions, exact otherwise and wherever a hidden view collapsed the gap. Baseline-relative
    /// vertical stacks measure from `a`'s last baseline to `b`'s first.
    mutating func addSpacing() {
        let spreading = [.equalSpacing, .equalCentering].contains(configuration.distribution)
        let baselines = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical
        for index in arranged.indices.dropLast() {
            let a = arranged[index].name, b = arranged[index + 1].name
            let collapsed = gapCollapsed(after: index)
            let relation: Relation = spreading && !collapsed ? .greaterOrEqual : .equal
            let gap = gap(after: index)
            // UIKit makes system gaps as _UISystemBaselineConstraint (a 2018 log: 'UISV-spacing'
            // `V:[UIStackView]-(NSLayoutAnchorConstraintSpace(8))-[UIButton]`).
            let system = usesSystemSpacing(after: index)
            var why = ""
            if collapsed { why = " (0: next to a hidden view)" }
            else if configuration.customSpacing[a] != nil { why = " (custom spacing after `\(a)`)" }
            else if configuration.customSystemSpacing.contains(a) { why = " (custom system spacing after `\(a)`)" }
            else if system { why = " (system spacing)" }
            add("UISV-spacing",
                Anchor(b, baselines ? .firstBaseline : along.start), relation,
                Anchor(a, baselines ? .lastBaseline : along.end), constant: gap,
                systemSpacing: system ? .anchor : nil,
                detail: "between `\(a)` and `\(b)`: \(relation.rawValue) \(number(gap))\(why)")
        }
    }

    /// The stack's size along the axis pulled towards 0 at 49, so it fits its content when nothing
    /// else sizes it (equal spacing and equal centering).
    mutating func addCanvasFit(_ axis: StackAxisAttributes) {
        let inset = canvasInset(axis)
        add("UISV-canvas-fit", Anchor(stackName, axis.size), .equal, nil, constant: inset, priority: 49,
            detail: "pulls its \(axis.extentWord) down to its content (priority 49)")
    }

    // MARK: - Hiding

    /// A hidden arranged view has no length along the axis; required (1000) up to iOS 10, optional
    /// (999.999) from iOS 11 (`UIKitCompatibility.stackHidingPriority`).
    mutating func addHiding() {
        let priority = layout.compatibility.stackHidingPriority
        for view in arranged where view.isHidden {
            add("UISV-hiding", Anchor(view.name, along.size), .equal, nil, priority: priority,
                detail: "collapses hidden `\(view.name)`: \(along.size.rawValue) 0")
        }
    }
}
