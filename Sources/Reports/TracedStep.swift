import Render

/// The trace of one step, as `trace` reports it: step 0 builds the layout as declared, step N
/// applies its edits.
package struct TracedStep {
    package let index: Int
    package let title: String
    package let events: [LayoutTraceEvent]
    /// The most rows the tableau had during the step.
    package let mostRows: Int

    package init(index: Int, title: String, events: [LayoutTraceEvent], mostRows: Int) {
        self.index = index
        self.title = title
        self.events = events
        self.mostRows = mostRows
    }
}
