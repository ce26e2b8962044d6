/// The JSON outputs as docs/json.md describes them, written out as `JSONShape`s. When a command
/// gains or loses a key, docs/json.md and this file change together.
enum DocumentedSchemas {
    private static let rect: JSONShape = .object(required: ["x": .number, "y": .number, "width": .number, "height": .number])
    private static let itemFrame: JSONShape = .object(required: ["item": .string, "frame": rect])

    // MARK: solve --json

    static let solve: JSONShape = document(step: solveStep(frame: ["item": .string, "x": .number, "y": .number, "width": .number, "height": .number]))


    /// An Interface Builder document's `solve --json` (docs/json.md, "Interface Builder
    /// documents"): always the scenes wrapper, each scene with its device and import notes, each
    /// frame with its object id, each step with its misplaced views.
    static let solveDocument: JSONShape = .object(required: ["file": .string, "scenes": .array(.object(required: [
        "scene": .string, "title": .string,
        "device": .object(required: ["id": .string, "name": .string, "orientation": .oneOf(["portrait", "landscape"]),
                                     "width": .number, "height": .number, "isDocumentDevice": .bool]),
        "importNotes": .array(.string),
        "steps": .array(solveStep(frame: ["item": .string, "x": .number, "y": .number, "width": .number, "height": .number],
                                  frameOptional: ["ibID": .string],
                                  extra: ["misplaced": .array(.object(required: [
                                      "item": .string, "ibID": .string, "location": .string, "stored": rect, "solved": rect,
                                      "flaggedInDocument": .bool,
                                  ]))])),
    ]))])

    private static func solveStep(frame: [String: JSONShape], frameOptional: [String: JSONShape] = [:],
                                  extra: [String: JSONShape] = [:]) -> JSONShape {
        .object(required: solveStepKeys(frame: .object(required: frame, optional: frameOptional)).merging(extra) { first, _ in first })
    }

    private static func solveStepKeys(frame: JSONShape) -> [String: JSONShape] { [
        "step": .integer,
        "title": .string,
        "frames": .array(frame),
        "variables": .array(.object(required: ["name": .string, "value": .number])),
        "constraints": .array(.object(required: [
            "constraint": .string, "identifier": .nullable(.string), "priority": .number,
            "state": .oneOf(["satisfied", "broken", "broken to recover", "inactive"]), "error": .number, "source": .string,
        ])),
        "conflicts": .array(.object(required: ["members": .array(.string), "broken": .string])),
        "failedExpectations": .array(.object(required: ["location": .string, "message": .string])),
        "findings": .object(required: [
            "worstSeverity": .nullable(severity), "errors": .integer, "warnings": .integer, "notes": .integer,
            "conflicts": .integer, "ambiguous": .array(.string), "misplaced": .array(.string), "explain": .nullable(.string),
        ]),
    ] }

    // MARK: explain --json

    private static let explainConstraint: [String: JSONShape] =
        ["constraint": .string, "identifier": .nullable(.string), "priority": .number, "source": .string]
    private static let check: JSONShape = .oneOf(["passed", "failed", "not checked"])
    private static let severity: JSONShape = .oneOf(["error", "warning", "note"])
    private static let fix: JSONShape = .object(required: [
        "summary": .string,
        "kind": .oneOf(["translatesAutoresizingMaskIntoConstraints", "priority", "contentPriority", "relation", "removal", "pin"]),
        "edit": .array(.string), "why": .string, "lastResort": .bool,
        "cost": .object(required: [
            "netHarm": .integer, "alsoRemoved": .integer, "newlyBroken": .array(.number),
            "offScreen": .array(.string), "squeezed": .array(.string),
            "collapsed": .array(.object(required: ["item": .string, "how": .oneOf(["to zero width", "to zero height", "to nothing"])])),
            "relieved": .array(.string), "stillAmbiguous": .array(.string),
            "trades": .array(.object(required: [
                "constraint": .string, "error": .number, "severity": severity, "stretchedView": .nullable(.string),
            ])),
            "cautions": .array(.string),
        ]),
        "frames": .array(itemFrame),
    ])
    private static let conflictMember: JSONShape = .object(required: explainConstraint.merging(["systemMade": .bool]) { $1 })

    static let explain: JSONShape = document(step: .object(required: [
        "step": .integer,
        "title": .string,
        "worstSeverity": .nullable(severity),
        "broken": .array(.object(required: explainConstraint.merging([
            "severity": severity,
            "error": .number,
            "kind": .oneOf(["lostToStronger", "tradeOff"]),
            "tie": .bool,
            "ambiguous": .bool,
            "errorRange": .object(required: ["lower": .nullable(.number), "upper": .nullable(.number)]),
            "explanation": .array(.object(required: explainConstraint.merging(["error": .number]) { $1 })),
            "pinnedSums": .array(.string),
            "narrative": .array(.string),
            "solverTradeOff": .nullable(.object(required: [
                "step": .integer, "phase": phase, "losers": .array(change), "gainers": .array(change),
                "repaired": .array(change), "spared": .array(traceConstraint),
            ], optional: [
                "notListed": .object(required: ["losers": .integer, "gainers": .integer, "repaired": .integer, "spared": .integer]),
            ])),
            "sufficient": check,
            "minimal": check,
            "fixes": .array(fix),
        ]) { $1 })),
        "brokenByDesign": .array(.object(required: explainConstraint.merging(["severity": .oneOf(["note"]), "error": .number, "reason": .string]) { $1 })),
        "conflictsRecovered": .integer,
        "fixesNotReplayed": .integer,
        "conflicts": .array(.object(required: [
            "severity": .oneOf(["error"]),
            "constraints": .array(conflictMember), "broken": conflictMember, "brokenError": .number,
            "reason": .array(.string), "frames": .array(itemFrame), "fixes": .array(fix),
        ], optional: ["uikitLog": .string])),
        "ambiguity": .array(.object(required: [
            "severity": .oneOf(["error"]),
            "item": .string,
            "variables": .array(.object(required: [
                "variable": .string, "value": .number, "lower": .nullable(.number), "upper": .nullable(.number),
            ])),
            "alternative": .nullable(.object(required: [
                "variable": .string, "value": .number, "verified": .bool,
                "moves": .array(.object(required: ["item": .string, "from": rect, "to": rect])),
            ])),
            "fixes": .array(fix),
        ])),
        "notShown": .array(.object(required: ["count": .integer, "filter": .string])),
    ], optional: [
        "problemsNotSearched": .integer,
        "partialLayoutNote": .string,
        "autolayoutTrace": .string,
        "sweep": .object(required: [
            "variable": .string, "low": .number, "high": .number,
            "breakpoints": .array(.object(required: [
                "value": .number,
                "brokenBelow": .array(.object(required: ["constraint": .string, "source": .string])),
                "brokenAbove": .array(.object(required: ["constraint": .string, "source": .string])),
                "conflictEndsAbove": .array(.object(required: ["constraint": .string, "source": .string])),
                "conflictBeginsAbove": .array(.object(required: ["constraint": .string, "source": .string])),
            ])),
            "brokenToRecover": .array(.object(required: ["constraint": .string, "source": .string, "holdsAtLow": .bool])),
        ]),
    ]))

    // MARK: trace --json

    private static let phase: JSONShape = .oneOf(["add", "optimize", "dual-optimize", "remove", "subject"])
    private static let traceConstraint: JSONShape = .object(required: [
        "syntax": .string, "source": .string, "identifier": .nullable(.string), "priority": .number,
        "origin": .oneOf(["scenario", "system", "linear", "solver"]),
    ])
    private static let change: JSONShape = .object(required: ["constraint": traceConstraint, "before": .number, "after": .number])
    private static let symbol: JSONShape = .object(required: ["name": .string, "kind": .oneOf(["external", "slack", "marker", "error"])])
    private static let effect: JSONShape = .object(required: [
        "raised": .array(change), "lowered": .array(change), "repaired": .array(change), "pushed": .array(change),
    ])

    /// Each event's keys besides `event`.
    private static func event(_ keys: [String: JSONShape], optional: [String: JSONShape] = [:]) -> JSONShape {
        .object(required: keys.merging(["event": .string]) { $1 }, optional: optional)
    }

    static let trace: JSONShape = document(step: .object(required: [
        "step": .integer,
        "title": .string,
        "events": .array(.tagged(key: "event", cases: [
            "edit": event(["text": .string, "location": .string]),
            "add": event(["constraint": traceConstraint, "violation": .number]),
            "remove": event(["constraint": traceConstraint]),
            "pivot": event([
                "number": .integer, "solverPivot": .integer, "phase": phase, "entering": symbol, "leaving": symbol,
                "step": .number, "objective": .array(.object(required: ["priority": .number, "value": .number])), "effect": effect,
            ], optional: ["tableau": .array(.string)]),
            "shift": event(["phase": phase, "symbol": symbol, "from": .number, "to": .number, "effect": effect]),
            "trade-off": event([
                "pivot": .nullable(.integer), "phase": phase, "losers": .array(change), "gainers": .array(change),
                "repaired": .array(change), "spared": .array(traceConstraint),
            ]),
            "edit-variable": event(["variable": .string, "priority": .number]),
            "end-edit-variable": event(["variable": .string]),
            "suggest": event(["variable": .string, "value": .number]),
            "failed": event(["constraint": traceConstraint, "conflict": .array(traceConstraint)]),
            "recovered": event(["broken": traceConstraint, "retrying": .nullable(traceConstraint)]),
        ])),
        "summary": .object(required: [
            "adds": .integer, "removals": .integer, "pivots": .integer, "shifts": .integer, "tradeOffs": .integer, "failures": .integer,
        ]),
    ]))

    // MARK: solve-linear

    static let solveLinearOutput: JSONShape = .object(required: [
        "values": .map(.number),
        "constraints": .array(.object(required: ["id": .string, "error": .number, "satisfied": .bool], optional: ["rejected": .bool])),
        "rejected": .array(.object(required: ["id": .string, "conflict": .array(.string)])),
        "pivots": .integer,
    ], optional: ["trace": .array(.string)])

    /// The input format (`demo --json` prints one), every optional field allowed.
    static let solveLinearInput: JSONShape = .object(required: [
        "variables": .array(.string),
        "constraints": .array(.object(required: [
            "terms": .array(.object(required: ["var": .string], optional: ["coef": .number])),
            "relation": .oneOf(["<=", "==", ">="]),
        ], optional: ["id": .string, "constant": .number, "priority": .number])),
    ], optional: [
        "semantics": .oneOf(["lexicographic", "weighted"]),
        "edits": .array(.object(required: ["var": .string, "priority": .number, "value": .number])),
        "suggest": .array(.object(required: ["var": .string, "value": .number])),
    ])

    /// `file`, `title` (or null) and `steps`: the frame shared by solve, explain and trace.
    private static func document(step: JSONShape) -> JSONShape {
        .object(required: ["file": .string, "title": .nullable(.string), "steps": .array(step)], optional: importWarnings)
    }

    /// What a console log's importer left out around a layout (docs/json.md, "What the import left out").
    private static let importWarnings: [String: JSONShape] = ["importWarnings": .array(.string)]

    /// An input of several layouts (docs/json.md, "Inputs with several layouts"): `file`, then per
    /// layout its `scene` id and `title` with the command's `steps`.
    static func scenes(of document: JSONShape) -> JSONShape {
        guard case let .object(required, _) = document, let steps = required["steps"] else { return document }
        return .object(required: ["file": .string, "scenes": .array(.object(required: [
            "scene": .string, "title": .string, "steps": steps,
        ], optional: importWarnings))])
    }
}
