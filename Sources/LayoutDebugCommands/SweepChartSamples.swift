import Cassowary
import Explain
import LayoutModel
import Render
import Reports

/// The numbers behind `layoutdbg sweep`'s chart: the breakpoints from `SweepReport.changes` (the
/// same as `explain --sweep`), and the chosen frame values solved exactly at the ends of the range
/// and at every breakpoint. Between two breakpoints the basis of the solver, and so every value,
/// is linear in the swept constant; each stretch is checked at its middle, and where a value bends
/// anyway (a basis change that breaks nothing new) the middle is solved and drawn too.
enum SweepChartSamples {
    /// The frame values a chart can show, in window coordinates.
    enum Attribute: String, CaseIterable {
        case width, height, minX, minY
    }

    /// Fewer views than this are all drawn; a bigger layout shows its first ones and says so.
    static let maximumSeries = 12
    /// Points per stretch when the breakpoints are unknown.
    static let fallbackSamples = 32
    /// How many times a stretch that bends may be split.
    static let maximumRefinement = 8
    /// How far inside a stretch its end slopes are solved: at most this, in the swept variable's
    /// units, and at most `slopeStepFraction` of the stretch.
    static let slopeStep = 1e-2
    static let slopeStepFraction = 1e-3

    struct Outcome {
        let data: SweepChartData
        /// nil when the breakpoint analysis did not finish.
        let changes: [SweepReport.Change]?
        /// Where the chart ends when the range held more breakpoints than `limit`: the next one,
        /// below the range's high end (nil when the whole range is charted).
        let cut: Double?
    }

    /// The chart of `request`'s range, or with a `limit` (`ReadablePictureSize.breakpointLimit`
    /// unless `--full`) and more breakpoints than that, of its start up to the next breakpoint:
    /// the search stops there too, so the cost is that of the breakpoints drawn. `title` is given
    /// the range charted.
    static func chart(_ request: SweepReport.Request, engine: LayoutEngine, title: (SweepReport.Request) -> String,
                      attributes: [Attribute], limit: Int? = nil) throws -> Outcome {
        let rootName = engine.layout.rootName
        let variable = "\(rootName).\(request.attribute.rawValue)"
        var changes: [SweepReport.Change]?
        var recovered: [SweepReport.RecoveredOverRange] = []
        var cut: Double?
        do {
            (changes, recovered, cut) = try SweepReport.analysis(request, engine: engine, limit: limit)
        } catch SolverError.sweepUnfinished {
            changes = nil
        }
        let whole = request
        let request = cut.map { SweepReport.Request(attribute: whole.attribute, low: whole.low, high: $0) } ?? whole
        let items = engine.layout.items.filter { $0.parent != nil && $0.kind != .layoutGuide }.map(\.name)
        let shown = Array(items.prefix(maximumSeries))
        let names = shown.flatMap { item in attributes.map { "\(item).\($0.rawValue)" } }
        // Each sample moves the screen on the step's own solver (a trial), not a fresh solver.
        let (samples, bends) = try ScreenSweep.run(engine: engine, attribute: request.attribute) { screen in
            let values = { (x: Double) throws -> [Double] in
                let frames = try screen.frames(of: shown, at: x)
                return frames.flatMap { frame in attributes.map { frame.value(of: $0) } }
            }

            var samples: [Sample] = []
            var bends: [(Double, Double)] = []
            if let changes {
                var stops = [request.low]
                for value in changes.map(\.value) where value > stops[stops.count - 1] + CommandTolerance.sameStop
                    && value < request.high - CommandTolerance.sameStop {
                    stops.append(value)
                }
                stops.append(request.high)
                samples.append((stops[0], try values(stops[0])))
                for (start, end) in zip(stops, stops.dropFirst()) {
                    let endSample = (x: end, values: try values(end))
                    let (inner, bent) = try refine(from: samples[samples.count - 1], to: endSample, depth: 0, values: values)
                    samples += inner + [endSample]
                    if bent { bends.append((start, end)) }
                }
            } else {
                let step = (request.high - request.low) / Double(fallbackSamples)
                for index in 0...fallbackSamples {
                    let x = index == fallbackSamples ? request.high : request.low + Double(index) * step
                    samples.append((x, try values(x)))
                }
            }
            return (samples, bends)
        }

        let allSeries = names.enumerated().map { index, name in
            SweepChartData.Series(name: name, points: samples.map { CanvasPoint(x: $0.x, y: $0.values[index]) })
        }
        // Flat lines would hide behind each other: only what changes is drawn, and the values that
        // stay the same (all of them, when nothing changes) are listed in the caption instead.
        let changing = allSeries.filter { series in
            let values = series.points.map(\.y)
            return (values.max() ?? 0) - (values.min() ?? 0) > LayoutTolerance.sameLength
        }
        let unchanged = allSeries.filter { candidate in !changing.contains { $0.name == candidate.name } }
        // Equal lines would hide each other too (three fields of one width showed as one line
        // under a three-entry legend): they are drawn once, named together.
        var series: [SweepChartData.Series] = []
        for candidate in changing {
            let same = series.firstIndex { drawn in
                zip(drawn.points, candidate.points).allSatisfy { abs($0.y - $1.y) <= LayoutTolerance.sameLength }
            }
            if let same { series[same].name += " = \(candidate.name)" } else { series.append(candidate) }
        }
        let breakpoints = changes?.map { change in
            SweepChartData.Breakpoint(value: change.value, changes: change.sentences(describe))
        }
        var caption: [String] = []
        if let cut, let limit {
            caption.append("Summary: \(summaryReason(whole, variable: variable, limit: limit)); drawn: \(summaryDrawn(whole, cut: cut, limit: limit)). "
                + "A narrower --vary range charts the rest, --full the whole range.")
        }
        if changes != nil {
            caption.append("Every value is solved exactly at the ends of the range and at each breakpoint (the dots). "
                + "Between breakpoints every value is linear in \(variable), so the segments are straight.")
            for (start, end) in bends {
                caption.append("Between \(formatNumber(start)) and \(formatNumber(end)) a value bends although no "
                    + "optional constraint starts or stops breaking there (the solver's basis changes, e.g. where a width "
                    + "reaches zero or among equally good solutions): each bend is located where the lines from both "
                    + "sides meet, solved, and drawn as a dot too.")
            }
        } else {
            caption.append("Every value is solved at \(fallbackSamples + 1) evenly spaced values of \(variable) (the dots) "
                + "and joined by straight lines; the values may bend between them.")
        }
        if let changes {
            // The values are solved with the broken constraints left out, as the step left them.
            caption += SweepReport.recoveryNotes(recovered, changes: changes, describe: describe).map { note in
                note.prefix(1).uppercased() + note.dropFirst() + "."
            }
            if !recovered.isEmpty {
                caption.append("The values are solved with " + recovered.map { describe($0.broken) }.joined(separator: ", ")
                    + " left out, as the step's recovery left "
                    + (recovered.count == 1 ? "it" : "them")
                    + "; where a conflict has ended UIKit would add its constraint back, which these lines do not show.")
            }
        }
        if items.isEmpty {
            // A pure Cassowary lesson: an empty chart would say nothing about why it is empty.
            caption.append("The layout has no views, so no line is drawn; its plain variables are not "
                + "charted (`layoutdbg solve` prints their values).")
        } else if series.isEmpty, !unchanged.isEmpty {
            caption.append("Nothing changes over the range, so no line is drawn; every value is the same throughout: "
                + unchanged.map { "\($0.name) = \(formatNumber($0.points[0].y))" }.joined(separator: ", ") + ".")
        } else if !unchanged.isEmpty {
            caption.append("Not drawn, the same over the whole range: "
                + unchanged.map { "\($0.name) = \(formatNumber($0.points[0].y))" }.joined(separator: ", ") + ".")
        }
        let ambiguous = try AmbiguityFinder.find(engine: engine, solution: engine.solution()).map(\.item)
        if !ambiguous.isEmpty {
            caption.append("At the step's own screen size the layout is ambiguous (\(ambiguous.joined(separator: ", "))): "
                + "other values are as good, and the lines show one solution the solver picks.")
        }
        if attributes.contains(.minX) || attributes.contains(.minY) {
            caption.append("Positions (minX, minY) are in window coordinates.")
        }
        if items.count > shown.count {
            caption.append("The layout has \(items.count) views; the first \(shown.count) are drawn.")
        }
        let data = SweepChartData(title: title(request), variable: variable,
                                  valueLabel: attributes.map(\.rawValue).joined(separator: ", ") + " (points)",
                                  low: request.low, high: request.high, series: series, breakpoints: breakpoints,
                                  caption: caption)
        return Outcome(data: data, changes: changes, cut: cut)
    }

    /// "between 280 and 420 root.width has more than 50 breakpoints, too many to chart readably".
    static func summaryReason(_ request: SweepReport.Request, variable: String, limit: Int) -> String {
        "between \(formatNumber(request.low)) and \(formatNumber(request.high)) \(variable) has more than \(limit) "
            + "breakpoints, too many to chart readably"
    }

    /// "the first 50, from 280 to 291.5 (where the next one is)".
    static func summaryDrawn(_ request: SweepReport.Request, cut: Double, limit: Int) -> String {
        "the first \(limit), from \(formatNumber(request.low)) to \(formatNumber(cut)) (where the next one is)"
    }

    typealias Sample = (x: Double, values: [Double])

    /// The points to add strictly between `start` and `end`: none when every value is linear
    /// there (checked at the middle). Otherwise the bend is located where the lines through each
    /// end (their slopes solved just inside the stretch) meet, solved there, and both halves are
    /// checked again; the Bool says whether the stretch bent.
    static func refine(from start: Sample, to end: Sample, depth: Int,
                               values: (Double) throws -> [Double]) throws -> ([Sample], Bool) {
        let middle = (start.x + end.x) / 2
        let atMiddle = try values(middle)
        let deviations = atMiddle.indices.map { abs(atMiddle[$0] - (start.values[$0] + end.values[$0]) / 2) }
        let tolerance = { (index: Int) in CommandTolerance.straight(atMiddle[index]) }
        guard deviations.indices.contains(where: { deviations[$0] > tolerance($0) }) else { return ([], false) }
        guard depth < maximumRefinement else { return ([(middle, atMiddle)], true) }

        let step = min(slopeStep, (end.x - start.x) * slopeStepFraction)
        let afterStart = try values(start.x + step), beforeEnd = try values(end.x - step)
        let worst = deviations.indices.max { deviations[$0] < deviations[$1] }!
        let leftSlope = (afterStart[worst] - start.values[worst]) / step
        let rightSlope = (end.values[worst] - beforeEnd[worst]) / step
        var bend = middle
        if abs(leftSlope - rightSlope) > CommandTolerance.sameSlope {
            let meeting = (end.values[worst] - start.values[worst] + leftSlope * start.x - rightSlope * end.x)
                / (leftSlope - rightSlope)
            if meeting > start.x + step, meeting < end.x - step { bend = meeting }
        }
        let solved = (x: bend, values: bend == middle ? atMiddle : try values(bend))
        let (left, _) = try refine(from: start, to: solved, depth: depth + 1, values: values)
        let (right, _) = try refine(from: solved, to: end, depth: depth + 1, values: values)
        return (left + [solved] + right, true)
    }

    private static func describe(_ status: ConstraintStatus) -> String {
        "\(ScenarioSyntax.describe(status.spec)) [\(status.spec.provenance)]"
    }
}

/// Moves the screen's width (or height) on the engine's own solver by moving the constant of its
/// fixed size in place (`Solver.movingTarget`, as the breakpoint analysis does), and leaves the
/// engine exactly as it was: each sample costs what the move changes. Taking the fixed size out
/// for an edit variable instead re-optimized every row that held it (on 4 000 stacked cells, 22
/// pivots through rows as long as the stack: a third of the whole `sweep`).
private struct ScreenSweep {
    let engine: LayoutEngine
    let screen: Variable
    let moveTo: (Double) throws -> Void

    static func run<T>(engine: LayoutEngine, attribute: LayoutAttribute, _ body: (ScreenSweep) throws -> T) throws -> T {
        let identifier = attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
        guard let fixed = engine.solution().constraints.first(where: { $0.spec.identifier == identifier })?.lowered,
              let root = engine.variables(of: engine.layout.rootName) else {
            throw SolverError.unsupported("the layout has no \(identifier) constraint to sweep")
        }
        let screen = attribute == .width ? root.width : root.height
        return try engine.solver.movingTarget(of: fixed) { moveTo in
            try body(ScreenSweep(engine: engine, screen: screen, moveTo: moveTo))
        }
    }

    func frames(of items: [String], at value: Double) throws -> [Rect] {
        let solver = engine.solver
        try moveTo(value)
        guard abs(solver.value(of: screen) - value) <= LayoutTolerance.sameLength else {
            throw SolverError.unsupported("at \(formatNumber(value)) the required constraints cannot all hold")
        }
        return items.map { item in
            guard let v = engine.variables(of: item) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return Rect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                        width: solver.value(of: v.width), height: solver.value(of: v.height))
        }
    }
}

private extension Rect {
    func value(of attribute: SweepChartSamples.Attribute) -> Double {
        switch attribute {
        case .width: return width
        case .height: return height
        case .minX: return x
        case .minY: return y
        }
    }
}
