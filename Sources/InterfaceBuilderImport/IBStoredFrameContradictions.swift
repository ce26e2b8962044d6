import Cassowary
import LayoutModel

/// The views whose stored frames contradict one of the layout's own required constraints, read
/// between stored frames alone: frames Xcode never solved again after the document changed (it
/// flags them misplaced only when it runs). Such a frame is no evidence of what Interface Builder
/// computes, so the stored-frame oracle leaves these views out (docs/semantics.md, "The oracle").
///
/// Only constraints that relate stored frames are read: the document's own and its stack views'
/// (`UISV-*`), required and active, on edges, centres and sizes. Content size (it depends on text
/// measurement), margins, baselines and guides (no stored frame) are not, so a view is never left
/// out because of how layoutdbg measures it.
public struct IBStoredFrameContradictions: Sendable {
    public struct Contradiction: Sendable, Equatable {
        /// The constraint as the scenario language writes it.
        public var constraint: String
        /// How far the stored frames are from satisfying it, in points.
        public var error: Double
        public var views: [String]
    }

    public let contradictions: [Contradiction]

    /// Views named by a contradicted constraint, each with the first constraint that names it.
    public var views: [String: String] {
        var found: [String: String] = [:]
        for contradiction in contradictions {
            for view in contradiction.views where found[view] == nil { found[view] = contradiction.constraint }
        }
        return found
    }

    public init(_ built: IBBuiltLayout, solution: LayoutSolution, tolerance: Double = IBFrameComparison.tolerance) {
        let layout = built.scenario.layout
        let rects = Self.storedAlignmentRects(built, layout: layout)
        let rightToLeft = layout.items.contains { $0.semanticContent == .rightToLeft }
        var found: [Contradiction] = []
        for status in solution.constraints {
            let spec = status.spec
            guard spec.isActive, spec.priority >= Priority.required.value, Self.relatesStoredFrames(spec) else { continue }
            guard let first = Self.value(spec.first, rects, rightToLeft: rightToLeft) else { continue }
            var other = spec.constant
            if let second = spec.second {
                guard let value = Self.value(second, rects, rightToLeft: rightToLeft) else { continue }
                other += spec.multiplier * value
            }
            let error: Double
            switch spec.relation {
            case .equal: error = abs(first - other)
            case .lessOrEqual: error = max(0, first - other)
            case .greaterOrEqual: error = max(0, other - first)
            }
            guard error > tolerance + IBFrameComparison.roundingNoise else { continue }
            let views = [spec.first.item, spec.second?.item].compactMap { $0 }
            found.append(Contradiction(constraint: ScenarioSyntax.describe(spec), error: error, views: views))
        }
        contradictions = found
    }

    private static func relatesStoredFrames(_ spec: LayoutConstraintSpec) -> Bool {
        switch spec.provenance {
        case .source: return true
        case let .generated(generator): return generator.kind == .stackView && spec.second != nil
        }
    }

    /// Window-coordinate alignment rectangles of the views with a stored frame (and every
    /// superview up to the root with one).
    private static func storedAlignmentRects(_ built: IBBuiltLayout, layout: Layout) -> [String: Rect] {
        var stored: [String: (frame: IBRect, insets: EdgeInsets)] = [:]
        for view in built.views { if let frame = view.storedFrame { stored[view.name] = (frame, view.alignmentInsets) } }
        var origins: [String: (x: Double, y: Double)] = [layout.rootName: (0, 0)]
        // Up the superviews to one whose origin is known, then down adding stored origins (a
        // loop, not recursion: a deep document must not exhaust the stack).
        func origin(of name: String) -> (x: Double, y: Double)? {
            var chain: [String] = []
            var current = name
            while origins[current] == nil {
                guard stored[current] != nil, let parent = layout.item(named: current)?.parent,
                      chain.count <= stored.count else { return nil }
                chain.append(current)
                current = parent
            }
            var at = origins[current]!
            for view in chain.reversed() {
                let frame = stored[view]!.frame
                at = (x: at.x + frame.x, y: at.y + frame.y)
                origins[view] = at
            }
            return at
        }
        var rects: [String: Rect] = [:]
        for view in built.views {
            guard let entry = stored[view.name], let at = origin(of: view.name) else { continue }
            rects[view.name] = Rect(x: at.x, y: at.y, width: entry.frame.width, height: entry.frame.height).inset(by: entry.insets)
        }
        return rects
    }

    private static func value(_ anchor: Anchor, _ rects: [String: Rect], rightToLeft: Bool) -> Double? {
        guard let rect = rects[anchor.item] else { return nil }
        switch anchor.attribute {
        case .left: return rect.x
        case .right: return rect.x + rect.width
        case .top: return rect.y
        case .bottom: return rect.y + rect.height
        case .leading: return rightToLeft ? nil : rect.x
        case .trailing: return rightToLeft ? nil : rect.x + rect.width
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.x + rect.width / 2
        case .centerY: return rect.y + rect.height / 2
        default: return nil
        }
    }
}
