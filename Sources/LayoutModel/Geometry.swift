public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle grown by `insets` on each side (an alignment rectangle to its frame).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
             height: height + insets.top + insets.bottom)
    }

    /// The rectangle shrunk by `insets` on each side (a frame to its alignment rectangle).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// The largest of the differences in x, y, width and height: how far apart two frames are.
    public func largestDifference(from other: Rect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// UIView's default layoutMargins.
    public static let standardMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// These insets with the sides in `sides` taken from `other`.
    public func replacing(_ sides: EdgeSides, from other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: sides.contains(.top) ? other.top : top, left: sides.contains(.left) ? other.left : left,
                   bottom: sides.contains(.bottom) ? other.bottom : bottom, right: sides.contains(.right) ? other.right : right)
    }
}

/// A set of the four sides of an `EdgeInsets`.
public struct EdgeSides: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSides(rawValue: 1 << 0)
    public static let left = EdgeSides(rawValue: 1 << 1)
    public static let bottom = EdgeSides(rawValue: 1 << 2)
    public static let right = EdgeSides(rawValue: 1 << 3)
    public static let all: EdgeSides = [.top, .left, .bottom, .right]
}
