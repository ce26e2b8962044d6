/// The two axes of a layout. Constraints never mix them (UIKit: "Invalid pairing of layout attributes").
public enum Axis: String, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// NSLayoutAttribute, with the names UIKit prints. `baseline` is read as `lastBaseline`.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Parses an attribute name as written in scenarios and UIKit logs (`baseline` is an alias).
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// width and height; every other attribute is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// leading/trailing (and their margins): flip with the layout direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// left/right (and their margins): never flip.
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    public var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
