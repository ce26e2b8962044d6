import Foundation

/// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten.
struct AxisTicks {
    let lower: Double
    let upper: Double
    let step: Double

    /// Ticks covering `low...high` with about `count` steps; the axis is widened to whole steps.
    init(covering low: Double, _ high: Double, count: Int = 6) {
        let span = high > low ? high - low : max(1, abs(low))
        let rough = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough * (1 - RenderTolerance.tickStep) } ?? 10 * magnitude
        let lower = (low / step + RenderTolerance.tickStep).rounded(.down) * step
        var upper = (high / step - RenderTolerance.tickStep).rounded(.up) * step
        if upper <= lower { upper = lower + step }
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    /// Every tick from `lower` to `upper`.
    var values: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...count).map { lower + Double($0) * step }
    }
}
