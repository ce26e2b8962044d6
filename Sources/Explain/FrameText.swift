import Cassowary
import LayoutModel

/// `(x, y, width, height)`: a frame as explain and log print it.
package func frameText(_ frame: Rect) -> String {
    "(\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
}

/// Whether two frames are the same up to the solver's rounding, as a fix's trial and a log
/// fix's re-solve compare a frame with the one before.
package func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
    let same = LayoutTolerance.sameLength
    return abs(a.x - b.x) <= same && abs(a.y - b.y) <= same && abs(a.width - b.width) <= same && abs(a.height - b.height) <= same
}
