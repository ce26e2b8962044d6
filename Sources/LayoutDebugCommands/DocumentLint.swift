import Cassowary
import Explain
import InterfaceBuilderImport
import LayoutImport
import LayoutModel
import LayoutScript
import Reports

/// `lint`'s analysis of one input: every layout solved as declared on every device asked for, and
/// what CI should hear about it as `LintFinding`s — required conflicts, ambiguous views, misplaced
/// views (on the document's own device, the only one its stored frames describe) and optional
/// constraints that break on some devices and hold on others. A problem seen on several devices
/// is one finding listing them. Fixes are looked for once per finding, on the first device that
/// shows it, and are verified there by re-solving (`FixFinder`).
struct DocumentLint {
    let path: String
    /// Where each finding's fix is looked for and checked; one engine per layout and device.
    private var findings: [String: LintFinding] = [:]
    /// Fingerprints in the order first found, so output never depends on a dictionary's order.
    private var order: [String] = []
    /// Per optional constraint (by `BreakKey`), each device's outcome, for device-dependent breaks.
    private var outcomes: [BreakKey: [DeviceOutcome]] = [:]
    private var outcomeOrder: [BreakKey] = []

    init(path: String) {
        self.path = path
    }

    /// One layout of the input, read for one device, solved and examined.
    mutating func examine(_ layout: ImportedLayout) throws {
        let run = try ScenarioRun(layout.scenario)
        try run.run(through: 0)
        let engine = run.engine
        let solution = run.results[0].solution
        let facts = layout.documentFacts
        let deviceID = facts?.device.id ?? "-"
        let writer = IBEditWriter(document: facts)
        var finder: FixFinder?
        func fixFinder() throws -> FixFinder {
            if let finder { return finder }
            let made = try FixFinder(engine: engine)
            finder = made
            return made
        }
        func fixText(_ fixes: [VerifiedFix]) -> String? {
            guard let best = fixes.first(where: { !$0.isLastResort }) ?? fixes.first else { return nil }
            return (best.isLastResort ? "last resort, as nothing better was found: " : "")
                + writer.lines(for: best.edits).joined(separator: "; ") + " (verified by re-solving on \(deviceID))"
        }

        for conflict in solution.conflicts {
            let members = conflict.conflict.map { identity(of: $0, facts: facts) }
            let broken = identity(of: conflict.broken, facts: facts)
            let anchor = members.first { $0.constraint != nil } ?? broken
            let message = "required constraints cannot all hold: " + members.map(\.words).joined(separator: "; ")
                + "; UIKit breaks \(broken.words)"
            try record(category: .conflict, severity: .error, layout: layout, device: deviceID, at: anchor.location,
                       objectID: anchor.objectID, message: message, detail: members.map(\.key).sorted().joined(separator: ",")) {
                fixText(try fixFinder().fixes(for: conflict))
            }
        }

        // An ambiguous view's frame is whatever the solver happened to pick: not misplaced, ambiguous.
        var ambiguousItems: Set<String> = []
        if layout.partialLayoutNote == nil {
            let reports = try AmbiguityFinder.find(engine: engine, solution: solution)
            let leftToCode = Self.decidedOnlyByPlaceholders(reports, in: layout)
            for report in reports {
                ambiguousItems.insert(report.item)
                let view = facts?.view(item: report.item)
                let free = report.ambiguity.ambiguousFrameVariables.map { "\($0.variable)" }.joined(separator: ", ")
                if leftToCode.contains(report.item) {
                    // Interface Builder checks the design with its placeholders, and the build
                    // removes them for code to add its own: no error, but said, not dropped.
                    let count = report.ambiguity.ambiguousFrameVariables.count
                    let message = "`\(report.item)`: its \(free) \(count == 1 ? "is" : "are") decided only by placeholder constraints "
                        + "(removed at build time, for code to add its own), so the document leaves \(count == 1 ? "it" : "them") "
                        + "to that code and lint does not check \(count == 1 ? "it" : "them")"
                    try record(category: .importNote, severity: .note, layout: layout, device: deviceID, at: view?.location,
                               objectID: view?.objectID, message: message, detail: "placeholders: \(report.item)") { nil }
                    continue
                }
                let flagged = view?.flaggedAmbiguous == true ? " (the document flags it ambiguous too)" : ""
                let message = "`\(report.item)` is ambiguous: the constraints do not decide its frame (\(free) can move)\(flagged)"
                try record(category: .ambiguous, severity: .error, layout: layout, device: deviceID, at: view?.location,
                           objectID: view?.objectID, message: message, detail: report.item) {
                    fixText(try fixFinder().fixes(forAmbiguous: report))
                }
            }
        }

        for misplaced in facts?.misplacedViews(in: solution) ?? [] where !ambiguousItems.contains(misplaced.view.item) {
            try record(category: .misplaced, severity: .warning, layout: layout, device: deviceID, at: misplaced.view.location,
                       objectID: misplaced.view.objectID, message: misplaced.sentence, detail: "") {
                "select it and choose Editor ▸ Resolve Auto Layout Issues ▸ Update Frames, or change its constraints"
            }
        }

        for note in facts?.notes ?? [] {
            try record(category: .importNote, severity: .note, layout: layout, device: deviceID, at: note.location,
                       objectID: note.objectID, message: note.message, detail: note.message) { nil }
        }

        // Optional constraints whose breaking matters (FindingSeverity: content cut, an app's
        // wish above 250), held or broken on this device.
        for status in solution.constraints where status.spec.priority < Priority.required.value && status.state != .inactive {
            guard FindingSeverity.of(broken: status.spec) >= .warning, let lowered = status.lowered else { continue }
            let subject = identity(of: status.spec, facts: facts)
            let key = BreakKey(layout: layout.id, constraint: subject.key)
            if outcomes[key] == nil { outcomeOrder.append(key) }
            outcomes[key, default: []].append(DeviceOutcome(
                device: facts?.device, orientation: facts?.orientation, isBroken: status.state == .broken, subject: subject,
                layout: layout, explain: status.state == .broken ? { low, high in
                    try Self.breakingDetail(lowered, low: low, high: high, solution: solution, engine: engine, finder: fixFinder,
                                            fixText: fixText)
                } : nil))
        }
    }

    /// The findings so far, device-dependent breaks included, in the order first found.
    mutating func finish(devicesLinted: Int) throws -> [LintFinding] {
        if devicesLinted > 1 {
            for key in outcomeOrder {
                guard let seen = outcomes[key], seen.contains(where: { !$0.isBroken }),
                      let first = seen.first(where: \.isBroken) else { continue }
                let breaking = seen.filter(\.isBroken), holding = seen.filter { !$0.isBroken }
                let widths = seen.compactMap(\.width)
                let detail = try first.explain?(widths.min() ?? 0, widths.max() ?? 0) ?? (threshold: nil, fix: nil)
                var message = "\(first.subject.words) breaks on " + Self.devices(breaking, of: seen.count)
                    + "; holds on " + Self.devices(holding, of: seen.count)
                if let threshold = detail.threshold { message += "; \(threshold)" }
                let place = Self.place(of: first.layout)
                let finding = LintFinding(severity: .warning, category: .deviceDependent, file: path, line: first.subject.location?.line,
                                          column: first.subject.location?.column, objectID: first.subject.objectID,
                                          scene: place.scene, cell: place.cell, devices: breaking.compactMap { $0.device?.id }, message: message,
                                          fix: detail.fix, detail: first.subject.key)
                add(finding)
            }
        }
        return order.compactMap { findings[$0] }
    }

    /// A few devices by name (`iPhone SE (320 × 568) and iPhone 8 (375 × 667)`), more by count
    /// and width (`12 of the 20 devices linted (375–1024 pt wide)`); the finding lists their ids.
    private static func devices(_ outcomes: [DeviceOutcome], of total: Int) -> String {
        outcomes.count <= 3 ? listed(outcomes.map(\.shortText))
            : "\(outcomes.count) of the \(total) devices linted (\(widthRange(outcomes)) pt wide)"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// `375–1024`, or `375` when every width is the same.
    private static func widthRange(_ outcomes: [DeviceOutcome]) -> String {
        let widths = outcomes.compactMap(\.width)
        guard let low = widths.min(), let high = widths.max() else { return "?" }
        return low == high ? formatNumber(low) : "\(formatNumber(low))–\(formatNumber(high))"
    }

    private mutating func add(_ finding: LintFinding) {
        if findings[finding.fingerprint] == nil { order.append(finding.fingerprint) }
        findings[finding.fingerprint] = finding
    }

    /// Adds a finding, or the device to the same finding seen on an earlier device; the fix is
    /// looked for only the first time.
    private mutating func record(category: LintFinding.Category, severity: FindingSeverity, layout: ImportedLayout, device: String,
                                 at location: SourceLocation?, objectID: String?, message: String, detail: String,
                                 fix: () throws -> String?) throws {
        let place = Self.place(of: layout)
        let probe = LintFinding(severity: severity, category: category, file: path, line: location?.line, column: location?.column,
                                objectID: objectID, scene: place.scene, cell: place.cell, devices: [device], message: message, fix: nil,
                                detail: detail)
        if var known = findings[probe.fingerprint] {
            if !known.devices.contains(device) { known.devices.append(device) }
            findings[probe.fingerprint] = known
            return
        }
        var finding = probe
        finding.fix = try fix()
        add(finding)
    }

    /// The ambiguous views the document's placeholder constraints decide: solved again with them
    /// installed, as Interface Builder checks the design, they are no longer ambiguous. Those still
    /// ambiguous then are missing constraints in Xcode too. A layout that cannot be solved with
    /// them leaves every ambiguity as it is.
    private static func decidedOnlyByPlaceholders(_ reports: [AmbiguityReport], in layout: ImportedLayout) -> Set<String> {
        guard !reports.isEmpty, let placeholders = layout.documentFacts?.placeholderConstraints, !placeholders.isEmpty else { return [] }
        var designed = layout.scenario.layout
        designed.constraints += placeholders
        guard let engine = try? LayoutEngine(layout: designed) else { return [] }
        let solution = engine.solution()
        guard let still = try? AmbiguityFinder.find(engine: engine, solution: solution) else { return [] }
        return Set(reports.map(\.item)).subtracting(still.map(\.item))
    }

    /// Where a layout's findings are: its scene, and for a cell laid out on its own, the cell (the
    /// layout's id is the cell's then, and the scene is the one that holds it).
    private static func place(of layout: ImportedLayout) -> (scene: String, cell: DocumentCell?) {
        guard let cell = layout.documentFacts?.cell else { return (layout.id, nil) }
        return (cell.scene, cell)
    }

    /// Where the broken constraint would hold, read off an exact sweep of the root's width from
    /// `low` to `high` on the breaking device (its height kept), and its best verified fix there.
    /// A width where the required constraints cannot all hold ends the sweep without a threshold.
    private static func breakingDetail(_ lowered: Constraint, low: Double, high: Double, solution: LayoutSolution,
                                       engine: LayoutEngine, finder: () throws -> FixFinder,
                                       fixText: ([VerifiedFix]) -> String?) throws -> (threshold: String?, fix: String?) {
        var threshold: String?
        if high > low, let width = solution.constraints.first(where: { $0.spec.identifier == "UIView-Encapsulated-Layout-Width" }),
           let screen = width.lowered, let points = try? engine.solver.breakpoints(of: screen, from: low, to: high) {
            if let holds = points.last(where: { $0.brokenBelow.contains { $0 === lowered } }) {
                threshold = "at this height it holds from \(formatNumber(holds.value)) pt wide"
            } else if let holds = points.first(where: { $0.brokenAbove.contains { $0 === lowered } }) {
                threshold = "at this height it holds up to \(formatNumber(holds.value)) pt wide"
            }
        }
        let explainer = BrokenConstraintExplainer(engine: engine)
        var fix: String?
        if let target = explainer.broken.first(where: { $0.lowered === lowered }) {
            fix = fixText(try finder().fixes(for: try explainer.explain(target)))
        }
        return (threshold, fix)
    }

    /// A constraint as lint names it, and where it points in the document.
    private struct Subject {
        /// Stable across devices: the constraint's identifier, or what made it and how.
        let key: String
        let words: String
        let location: SourceLocation?
        let objectID: String?
        let constraint: DocumentConstraint?
    }

    private func identity(of spec: LayoutConstraintSpec, facts: DocumentFacts?) -> Subject {
        let text = "`\(ScenarioSyntax.describe(spec))`"
        if case let .source(location) = spec.provenance, let found = facts?.constraint(at: location) {
            let label = found.userLabel.map { " ('\($0)')" } ?? ""
            return Subject(key: found.objectID, words: text + label, location: location, objectID: found.objectID, constraint: found)
        }
        if case let .source(location) = spec.provenance {
            return Subject(key: "\(location)", words: text, location: location, objectID: nil, constraint: nil)
        }
        // Made by the system for a view (its content size, margins, a stack): point at the view.
        let view = facts?.view(item: spec.first.item)
        // Not the constant nor the sentence that quotes it: a wrapping label's intrinsic height and
        // the screen's size differ from device to device.
        var key = "\(spec.first) \(spec.relation.rawValue) \(spec.identifier ?? "")"
        if case let .generated(generator) = spec.provenance { key += " \(generator.kind.rawValue) of \(generator.owner)" }
        return Subject(key: key, words: "\(text) (\(spec.provenance.description))",
                       location: view?.location, objectID: view?.objectID, constraint: nil)
    }

    private struct BreakKey: Hashable {
        let layout: String
        let constraint: String
    }

    private struct DeviceOutcome {
        let device: Device?
        let orientation: Orientation?
        let isBroken: Bool
        let subject: Subject
        let layout: ImportedLayout
        /// For a device it breaks on: where it would hold between two widths, and its fix, worked
        /// out only if needed.
        let explain: ((Double, Double) throws -> (threshold: String?, fix: String?))?

        var width: Double? { device.map { $0.size(in: orientation ?? .portrait).width } }

        /// `iPhone 8 Plus (414 × 736)`: the device's first name and its size in points.
        var shortText: String {
            guard let device else { return "its own screen" }
            let size = device.size(in: orientation ?? .portrait)
            let name = device.name.components(separatedBy: ", ").first ?? device.name
            // The canvas's name is its size already.
            return name.contains("×") ? name : "\(name) (\(formatNumber(size.width)) × \(formatNumber(size.height)))"
        }
    }
}
