/// A running sum of doubles kept without rounding (Shewchuk's non-overlapping partials, as in
/// Python's `math.fsum`): terms can be added in any order, and a term added and later subtracted
/// leaves no trace, so `value`, the exact sum rounded once, depends only on the terms present.
/// The terms must be finite.
struct ExactSum {
    /// Non-overlapping, by increasing magnitude; their exact sum is the sum of every term added.
    private var partials: [Double] = []

    mutating func add(_ term: Double) {
        var x = term
        // In place: a traced solver adds two terms per move of an error, and the partials are few.
        let kept = partials.withUnsafeMutableBufferPointer { partials in
            var kept = 0
            for index in partials.indices {
                var y = partials[index]
                if abs(x) < abs(y) { swap(&x, &y) }
                let high = x + y
                let low = y - (high - x)
                if low != 0 {
                    partials[kept] = low
                    kept += 1
                }
                x = high
            }
            return kept
        }
        if kept < partials.count {
            partials[kept] = x
            if partials.count > kept + 1 { partials.removeLast(partials.count - kept - 1) }
        } else {
            partials.append(x)
        }
    }

    /// Adds `a - b`, exactly: their rounded difference and, when that is not exact, what rounding
    /// left out (Knuth's two-sum), so most pairs take one step instead of two.
    mutating func add(_ a: Double, minus b: Double) {
        let difference = a - b
        let bPart = difference - a
        let rest = (a - (difference - bPart)) + (-b - bPart)
        add(difference)
        if rest != 0 { add(rest) }
    }

    /// The exact sum, correctly rounded (ties to even).
    var value: Double {
        guard var index = partials.indices.last else { return 0 }
        var high = partials[index]
        var low = 0.0
        while index > 0 {
            index -= 1
            let x = high, y = partials[index]
            high = x + y
            low = y - (high - x)
            if low != 0 { break }
        }
        // `high + low` is exact; when the partials below push the same way as `low`, the true sum is
        // past the halfway point that rounding `high + low` to `high` assumed.
        if index > 0 && ((low < 0 && partials[index - 1] < 0) || (low > 0 && partials[index - 1] > 0)) {
            let twice = low * 2
            let rounded = high + twice
            if twice == rounded - high { high = rounded }
        }
        return high
    }
}
