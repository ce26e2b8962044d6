/// When a size-class variation of an Interface Builder document applies: the `key` of a
/// `<variation>` (`default`, `widthClass=compact`, `heightClass=compact-widthClass=regular`) as a
/// value. A nil class is Any. Parsing is `SizeClassConditionParser`; the order in which matching
/// variations override one another is `applicationOrder(of:for:)`.
public struct SizeClassCondition: Hashable, Sendable, CustomStringConvertible {
    /// The width class required, or nil for any width.
    public let width: SizeClass?
    /// The height class required, or nil for any height.
    public let height: SizeClass?

    /// `unspecified` is no requirement, the same as nil: a key never asks for the canvas's
    /// unspecified class.
    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width == .unspecified ? nil : width
        self.height = height == .unspecified ? nil : height
    }

    /// `default`: Any width, Any height, the base every document starts from.
    public static let base = SizeClassCondition()

    /// Reads a variation key, or Xcode's `wC hR` notation (`SizeClassConditionParser`).
    public init(key: String) throws(SizeClassConditionError) {
        self = try SizeClassConditionParser.parse(key)
    }

    /// The key as Interface Builder writes it: `default`, `widthClass=…`, `heightClass=…`, or
    /// both with the height first (`heightClass=compact-widthClass=regular`).
    public var key: String {
        switch (width, height) {
        case (nil, nil): "default"
        case (let width?, nil): "widthClass=\(width.rawValue)"
        case (nil, let height?): "heightClass=\(height.rawValue)"
        case (let width?, let height?): "heightClass=\(height.rawValue)-widthClass=\(width.rawValue)"
        }
    }

    public var description: String { key }

    /// Xcode's size-class bar notation: `wAny hC`.
    public var notation: String {
        TraitCollection(horizontal: width ?? .unspecified, vertical: height ?? .unspecified).description
    }

    /// How many size classes the key names (0 for `default`, 2 for a combined key).
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// Whether the variation applies to an app with these traits: each class the key names equals
    /// the trait's. An unspecified trait (the Any/Any canvas) matches only keys that leave it Any.
    public func matches(_ traits: TraitCollection) -> Bool {
        (width == nil || width == traits.horizontal) && (height == nil || height == traits.vertical)
    }

    /// The precedence rule for variations that override the same thing: they are applied from the
    /// least to the most specific, and the last one applied wins, so a key naming both classes
    /// beats a key naming one, which beats `default`. Between the two one-class keys, the width
    /// key goes first and the height key wins. This is the order the Interface Builder reference
    /// found consistent with every public document it read (docs/semantics.md, "Devices and size
    /// classes"); Apple documents no order, so the width/height tie is [inferred].
    public static func appliesBefore(_ first: SizeClassCondition, _ second: SizeClassCondition) -> Bool {
        if first.specificity != second.specificity { return first.specificity < second.specificity }
        return first.tieRank < second.tieRank
    }

    /// The conditions that match `traits`, in the order their overrides are applied (the last
    /// wins). Equal conditions keep their input order (document order).
    public static func applicationOrder(of conditions: [SizeClassCondition],
                                        for traits: TraitCollection) -> [SizeClassCondition] {
        let matching = conditions.enumerated().filter { $0.element.matches(traits) }
        return matching.sorted { a, b in
            if appliesBefore(a.element, b.element) { return true }
            if appliesBefore(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The condition whose override is in force for `traits`: the last one applied, or nil when
    /// none matches.
    public static func winner(among conditions: [SizeClassCondition],
                              for traits: TraitCollection) -> SizeClassCondition? {
        applicationOrder(of: conditions, for: traits).last
    }

    /// Among keys of one specificity: width-only before height-only.
    private var tieRank: Int { width != nil && height == nil ? 0 : 1 }
}
