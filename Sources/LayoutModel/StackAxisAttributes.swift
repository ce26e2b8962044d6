/// The attributes of one axis of a stack view: along the axis (distribution) or across it
/// (alignment). Leading/trailing are used horizontally, so stacks follow the layout direction.
struct StackAxisAttributes {
    let axis: Axis
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let size: LayoutAttribute
    /// The stack's own edges when it arranges relative to its layout margins.
    let marginStart: LayoutAttribute
    let marginEnd: LayoutAttribute
    let marginCenter: LayoutAttribute

    init(_ axis: Axis) {
        self.axis = axis
        switch axis {
        case .horizontal:
            (start, end, center, size) = (.leading, .trailing, .centerX, .width)
            (marginStart, marginEnd, marginCenter) = (.leadingMargin, .trailingMargin, .centerXWithinMargins)
        case .vertical:
            (start, end, center, size) = (.top, .bottom, .centerY, .height)
            (marginStart, marginEnd, marginCenter) = (.topMargin, .bottomMargin, .centerYWithinMargins)
        }
    }

    /// The stack's margins along this axis, in total (what margins-relative arrangement takes away).
    func marginTotal(_ margins: EdgeInsets) -> Double {
        axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
    }

    /// "wide" / "high", for detail phrases.
    var extentWord: String { axis == .horizontal ? "width" : "height" }
}

extension StackAxis {
    var layoutAxis: Axis { self == .horizontal ? .horizontal : .vertical }
    var across: Axis { self == .horizontal ? .vertical : .horizontal }
}
