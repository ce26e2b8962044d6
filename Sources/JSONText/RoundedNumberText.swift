import Cassowary

/// Cassowary's `formatNumber` text (six decimals at most, no trailing zeros, -0 as 0), worked out
/// from the integer count of millionths instead of through `String(format:)`, which dominated
/// writing large outputs. Below 10^9 in magnitude a Double holds every millionth to better than half
/// a millionth, so `%.6f` of the rounded value prints exactly that count's digits; other values go
/// to `formatNumber` itself.
func roundedNumberText(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return formatNumber(value) }
    let millionths = Int64((value * 1_000_000).rounded()) // the same rounding as formatNumber's
    if millionths == 0 { return "0" }
    let magnitude = millionths.magnitude
    let whole = String(magnitude / 1_000_000)
    var fraction = magnitude % 1_000_000
    let sign = millionths < 0 ? "-" : ""
    if fraction == 0 { return sign + whole }
    var places = 6
    while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
    }
    let digits = String(fraction)
    return sign + whole + "." + String(repeating: "0", count: places - digits.count) + digits
}
