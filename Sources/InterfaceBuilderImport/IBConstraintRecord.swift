import Cassowary
import LayoutModel

// A `<constraint>` as written, with the defaults the format gives omitted attributes (interface-builder reference
// §0 fact 3, §6): firstItem absent = the holder, secondItem absent = unary, relation absent =
// equal, multiplier absent = 1, constant absent = 0, priority absent = 1000. And the
// `<variation>` blocks that install, uninstall and override things per size class, kept as
// written (resolving them for a device is a later layer's job).

public struct IBConstraint: Sendable, Equatable {
    public var id: String
    public var location: IBSourceLocation
    /// The id of the view whose `<constraints>` list holds it.
    public var holder: String
    /// The first item's id: `firstItem`, or the holder when the attribute is absent.
    public var firstItem: String
    /// False when `firstItem` was absent (the holder stands in).
    public var firstItemWritten: Bool
    public var firstAttribute: LayoutAttribute
    /// nil for a unary constraint (width or height = constant).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var relation: Relation
    public var multiplier: IBMultiplier
    public var constant: Double
    /// False when `constant` was absent (0).
    public var constantWritten: Bool
    /// 1000 when absent.
    public var priority: Double
    /// `identifier` (NSLayoutConstraint.identifier, printed in UIKit's logs).
    public var identifier: String?
    /// `userLabel` (the outline name in IB).
    public var userLabel: String?
    /// `placeholder="YES"`: removed at build time.
    public var placeholder: Bool
    /// `symbolic="YES"`: IB's standard spacing, also written as `constant`.
    public var symbolic: Bool
    /// `symbolType` (`layoutAnchor`: system spacing; the constant is IB's computed value).
    public var symbolType: String?
    /// Per-trait overrides written inside the constraint (`<variation key=… constant=…/>`).
    public var variations: [IBVariation]

    /// The attribute names as written (`baseline` stays `baseline`).
    public var firstAttributeWritten: String
    public var secondAttributeWritten: String?

    public var isUnary: Bool { secondItem == nil }
}

/// A multiplier and the spelling it came in.
public struct IBMultiplier: Sendable, Equatable {
    public enum Form: String, Sendable, Equatable {
        /// Not written: 1.
        case omitted
        /// `0.5`.
        case decimal
        /// `16:9`.
        case ratio
        /// `1/3`.
        case fraction
    }
    /// first ÷ second for the two-part spellings.
    public var value: Double
    public var form: Form
    /// As written; nil when omitted.
    public var written: String?

    public init(value: Double, form: Form, written: String?) {
        self.value = value
        self.form = form
        self.written = written
    }

    public static let one = IBMultiplier(value: 1, form: .omitted, written: nil)
}

/// One `<variation key="…">`: on a view (masks that install or uninstall constraints and
/// subviews, overridden attributes and elements) or inside a constraint (overridden attributes).
public struct IBVariation: Sendable, Equatable {
    public var key: IBVariationKey
    public var location: IBSourceLocation
    /// `<mask key="constraints">`.
    public var constraintMask: IBMask?
    /// `<mask key="subviews">`.
    public var subviewMask: IBMask?
    /// Attributes of the `<variation>` element other than `key` (`constant="44"`, `axis=…`,
    /// `misplaced="YES"`), sorted by name.
    public var attributes: [IBAttribute]
    /// Child elements other than masks (`<fontDescription>`, Xcode 6's `<rect key="frame">`),
    /// each with its attributes, sorted by name.
    public var elements: [IBVariationElement]

    public init(key: IBVariationKey, location: IBSourceLocation, constraintMask: IBMask? = nil, subviewMask: IBMask? = nil,
                attributes: [IBAttribute] = [], elements: [IBVariationElement] = []) {
        self.key = key
        self.location = location
        self.constraintMask = constraintMask
        self.subviewMask = subviewMask
        self.attributes = attributes
        self.elements = elements
    }

    /// An overridden attribute's value as written.
    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

/// A variation's key read into its parts, not matched against any device.
public struct IBVariationKey: Sendable, Equatable {
    /// As written: `default`, `widthClass=compact`, `heightClass=compact-widthClass=regular`.
    public var written: String
    /// The `name=value` parts in written order; empty for `default`.
    public var traits: [IBAttribute]

    public var isDefault: Bool { written == "default" }

    /// nil when the key is neither `default` nor `name=value` parts joined by `-`.
    public init?(_ written: String) {
        self.written = written
        if written == "default" {
            traits = []
            return
        }
        var parts: [IBAttribute] = []
        for part in written.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty,
                  pair.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
            parts.append(IBAttribute(name: String(pair[0]), value: String(pair[1])))
        }
        traits = parts
    }
}

/// `<mask key="constraints|subviews">` with its `<exclude reference=…>` and `<include reference=…>`.
public struct IBMask: Sendable, Equatable {
    public var excluded: [String]
    public var included: [String]

    public init(excluded: [String] = [], included: [String] = []) {
        self.excluded = excluded
        self.included = included
    }
}

/// An element inside a `<variation>` other than a mask.
public struct IBVariationElement: Sendable, Equatable {
    public var element: String
    public var key: String?
    public var attributes: [IBAttribute]
    public var location: IBSourceLocation
}
