import LayoutModel

/// A point on a `PinnedCanvas`, in points, with UIKit's orientation: the origin is the top-left
/// corner and y grows downwards.
public struct CanvasPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A rectangle on a `PinnedCanvas` (origin top-left, y down), in points: the layout's own `Rect`,
/// since a wireframe draws frames one point to one point.
public typealias CanvasRect = Rect

extension Rect {
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: CanvasPoint { CanvasPoint(x: x + width / 2, y: y + height / 2) }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The area both rectangles cover; nil when they do not overlap (touching edges count).
    public func intersection(_ other: Rect) -> Rect? {
        let left = Swift.max(x, other.x), top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX), bottom = Swift.min(maxY, other.maxY)
        guard left <= right, top <= bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles share any area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

/// Distances in from each edge of a rectangle: the layout's own `EdgeInsets`.
public typealias CanvasInsets = EdgeInsets

/// How a line or outline is drawn.
public struct CanvasStroke: Hashable, Sendable {
    public enum Pattern: String, Sendable { case solid, dashed, dotted }

    public var color: String
    public var width: Double
    public var pattern: Pattern

    public init(color: String, width: Double = 1, pattern: Pattern = .solid) {
        self.color = color
        self.width = width
        self.pattern = pattern
    }
}

/// The font of a piece of text.
public struct CanvasFont: Hashable, Sendable {
    public var size: Double
    public var isBold: Bool

    public init(size: Double, isBold: Bool = false) {
        self.size = size
        self.isBold = isBold
    }

    /// GraphViz's font name; viewers and the cairo renderer substitute the installed sans serif.
    var name: String { isBold ? "Helvetica-Bold" : "Helvetica" }

    /// Height of one line of text.
    public var lineHeight: Double { (size * 1.25).rounded(.up) }

    /// A deliberately generous estimate of how wide `text` renders (DejaVu Sans, the usual
    /// substitute for Helvetica, is wide), used to keep labels apart and inside their boxes.
    public func estimatedWidth(of text: String) -> Double {
        var ems = 0.0
        // ASCII (most labels and key lines) by table: comparing each character with the strings
        // below was a third of `draw`'s time on thousands of views. The table holds the same
        // advances, added in the same order.
        if text.hasOneCharacterPerByte {
            for byte in text.utf8 { ems += Self.asciiAdvances[Int(byte)] }
        } else {
            for character in text { ems += Self.advance(of: character) }
        }
        return (ems * size * (isBold ? 1.08 : 1)).rounded(.up)
    }

    private static let asciiAdvances: [Double] = (0..<128).map { advance(of: Character(Unicode.Scalar(UInt8($0)))) }

    private static func advance(of character: Character) -> Double {
        if character == " " { return 0.32 }
        if "il.,:;'|!".contains(character) { return 0.30 }
        if "fjrt()[]`-".contains(character) { return 0.42 }
        if "mwMW@%".contains(character) { return 0.92 }
        if character.isUppercase { return 0.72 }
        return 0.64
    }

    /// Breaks `text` into lines no wider than `width` (a single word wider than that gets a line
    /// of its own).
    public func wrap(_ text: String, toWidth width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || estimatedWidth(of: candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// Where a text sits relative to the point it is placed at (horizontally; vertically the point
/// is the middle of the line).
public enum CanvasTextAlignment: Sendable {
    case left, center, right
}
