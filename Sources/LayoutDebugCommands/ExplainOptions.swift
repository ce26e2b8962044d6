import LayoutModel
import Reports

/// What `explain` adds to each step, as plain values: the command reads them from its flags,
/// `teach` takes the defaults. The pipeline (`ExplainedRun.explain(step:options:)`) reads nothing else.
struct ExplainOptions {
    /// Only the broken constraint with this identifier, or else written exactly so (`--constraint`);
    /// nil explains every broken constraint.
    var constraint: String?
    /// UIKit's console log for each recovered conflict (`--uikit-log`).
    var uikitLog = false
    /// The iOS major version whose log is printed (`--uikit-log-ios N`; it decides the footer).
    var uikitLogIOSVersion = UIKitDescriber.defaultLogIOSVersion
    /// The `_autolayoutTrace`-shaped view tree (`--autolayout-trace`).
    var autolayoutTrace = false
    /// The breakpoints of the screen size over a range (`--sweep`).
    var sweep: SweepReport.Request?
    /// Also explain the constraints UIKit breaks by design (`--all`); by default they are only
    /// counted and named (`BrokenByDesign`).
    var includeBrokenByDesign = false
}
