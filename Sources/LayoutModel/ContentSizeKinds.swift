/// The measured intrinsic size of each kind of view, before any override. The numbers for
/// controls are choices documented in docs/semantics.md ("Intrinsic content size and text
/// metrics"), fitted to the sizes Interface Builder shows for UIKit's defaults.
extension ContentSize {
    /// Space a control puts around its one line of text, per side.
    struct TextPadding: Sendable {
        var horizontal: Double
        var vertical: Double
    }

    /// A system UIButton adds nothing beside its title and 6 pt above and below it:
    /// a 15 pt "Button" is 45.5 × 30 (IB shows 46 × 30).
    static let buttonPadding = TextPadding(horizontal: 0, vertical: 6)
    /// A button is never narrower than 30 pt (an empty one is 30 pt wide).
    static let buttonMinimumWidth = 30.0
    /// A rounded-rect UITextField insets its text 7 pt at each side and 6.75 pt above and below:
    /// 34 pt tall at 17 pt, UIKit's height for that font.
    static let textFieldPadding = TextPadding(horizontal: 7, vertical: 6.75)
    /// UISwitch's fixed size.
    static let switchSize = Size(width: 51, height: 31)

    /// The size the item's content asks for, per axis (nil = no intrinsic metric), ignoring the
    /// item's overrides.
    static func measuredSize(of item: LayoutItem, wrapWidth: Double?) -> (width: Double?, height: Double?) {
        switch item.kind {
        case .label:
            guard let layout = textLayout(of: item, wrapWidth: wrapWidth) else { return (0, 0) }
            return (layout.size.width, layout.size.height)
        case .button:
            let size = paddedTextSize(of: item, padding: buttonPadding)
            return (max(size.width, buttonMinimumWidth), size.height)
        case .textField:
            let size = paddedTextSize(of: item, padding: textFieldPadding)
            return (size.width, size.height)
        case .switchControl:
            return (switchSize.width, switchSize.height)
        case .imageView, .view, .stackView, .scrollView, .layoutGuide:
            // An image view's size is its image's: scenarios give it as an intrinsic size override.
            return (nil, nil)
        }
    }

    /// How the item's text is set, or nil when it has none to draw (a label, button or text field
    /// without text). Labels wrap when `numberOfLines != 1`; buttons and text fields show one line.
    static func textLayout(of item: LayoutItem, wrapWidth: Double?) -> TextLayout? {
        guard let text = item.text, !text.isEmpty else { return nil }
        switch item.kind {
        case .label where item.numberOfLines != 1:
            return TextMetrics.layout(text: text, fontSize: item.fontSize,
                                      maxWidth: labelWrapWidth(of: item, wrapWidth: wrapWidth),
                                      numberOfLines: max(item.numberOfLines, 0))
        case .label, .button, .textField:
            return TextMetrics.layout(text: text, fontSize: item.fontSize, numberOfLines: 1)
        default:
            return nil
        }
    }

    /// preferredMaxLayoutWidth when explicit (> 0), otherwise the width from the engine's second
    /// pass; nil in the first pass, when the label measures its text unwrapped.
    static func labelWrapWidth(of item: LayoutItem, wrapWidth: Double?) -> Double? {
        if let preferred = item.preferredMaxLayoutWidth, preferred > 0 { return preferred }
        return wrapWidth
    }

    /// One line of text (or an empty line) plus padding, rounded up to the pixel. The padding is
    /// added before rounding, so a 15 pt button is 17.85 + 12 → 30 tall.
    private static func paddedTextSize(of item: LayoutItem, padding: TextPadding) -> Size {
        let text = textLayout(of: item, wrapWidth: nil)?.rawSize.width ?? 0
        return Size(width: TextMetrics.roundUpToPixel(text + 2 * padding.horizontal),
                    height: TextMetrics.roundUpToPixel(
                        TextMetrics.lineHeight(fontSize: item.fontSize) + 2 * padding.vertical))
    }
}
