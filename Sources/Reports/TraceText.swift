import Render

/// `trace`'s text: the legend, then each step's events in words and its summary line.
package enum TraceText {
    package static func document(_ traces: [TracedStep], title: String?) -> String {
        var lines: [String] = []
        if let title { lines += [title, ""] }
        lines += LayoutTraceText.legend
        for trace in traces {
            lines += ["", "Step \(trace.index): \(trace.title)"]
            let events = LayoutTraceText.lines(trace.events)
            lines += events.isEmpty ? ["  (the solver had nothing to do)"] : events
            lines += ["", "  Summary of step \(trace.index): " + LayoutTraceSummary(trace.events).text]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
