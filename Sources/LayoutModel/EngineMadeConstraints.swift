import Cassowary

/// Constraints the engine itself adds (beyond UIKit's generators): the floors that keep every
/// width and height from going negative.
enum EngineMadeConstraints {
    /// `width >= 0` and `height >= 0`, required, for every view and guide: UIKit treats sizes as
    /// never negative, so a layout that would need one is a required conflict.
    static func sizeFloors(of item: String) -> [LayoutConstraintSpec] {
        [LayoutAttribute.width, .height].map { attribute in
            LayoutConstraintSpec(
                first: Anchor(item, attribute), relation: .greaterOrEqual, constant: 0,
                provenance: .generated(Generator(kind: .nonNegativeSize, owner: item,
                                                 detail: "\(attribute.rawValue) of `\(item)` is never negative")))
        }
    }
}
