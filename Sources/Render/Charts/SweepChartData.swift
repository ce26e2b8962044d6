/// What `SweepChart` draws, as plain numbers and words: how some layout values change while one
/// variable (the screen width, say) moves across a range, and where the analyzer found breakpoints.
public struct SweepChartData: Sendable {
    /// One value drawn as a polyline through the points where it was solved.
    public struct Series: Sendable {
        public var name: String
        /// (swept value, series value), in increasing swept value.
        public var points: [CanvasPoint]

        public init(name: String, points: [CanvasPoint]) {
            self.name = name
            self.points = points
        }
    }

    /// A value of the swept variable where the set of broken constraints changes.
    public struct Breakpoint: Sendable {
        public var value: Double
        /// What changes there, one sentence each ("below it, name.width >= 46 @750 breaks").
        public var changes: [String]

        public init(value: Double, changes: [String]) {
            self.value = value
            self.changes = changes
        }
    }

    public var title: String
    /// The swept variable, for the x axis ("root.width").
    public var variable: String
    /// What the y axis measures ("points").
    public var valueLabel: String
    public var low: Double
    public var high: Double
    public var series: [Series]
    /// nil when the breakpoints are unknown (the analysis did not finish): the chart says so.
    public var breakpoints: [Breakpoint]?
    /// Sentences under the chart: how the points were obtained.
    public var caption: [String]

    public init(title: String, variable: String, valueLabel: String, low: Double, high: Double,
                series: [Series], breakpoints: [Breakpoint]?, caption: [String]) {
        self.title = title
        self.variable = variable
        self.valueLabel = valueLabel
        self.low = low
        self.high = high
        self.series = series
        self.breakpoints = breakpoints
        self.caption = caption
    }
}
