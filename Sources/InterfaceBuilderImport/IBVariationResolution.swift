import LayoutModel

// Size-class variations resolved for one trait collection (interface-builder reference §7):
// start from everything written, apply the `default` masks, then the matching variations from the
// least to the most specific (`SizeClassCondition.applicationOrder`); the last include or exclude
// of an id, and the last override of an attribute, wins. A constraint excluded by `default` and
// never included again is uninstalled.

struct IBVariationResolution {
    let traits: TraitCollection

    /// The variations of a list that apply, in application order; unreadable keys are noted and skipped.
    func applicable(_ variations: [IBVariation], objectID: String, notes: inout [IBBuildNote]) -> [IBVariation] {
        var readable: [(IBVariation, SizeClassCondition)] = []
        for variation in variations {
            do {
                readable.append((variation, try SizeClassCondition(key: variation.key.written)))
            } catch {
                notes.append(IBBuildNote(.unsupported, "variation key \"\(variation.key.written)\" is not a size-class condition; ignored",
                                         objectID: objectID, location: variation.location))
            }
        }
        let order = SizeClassCondition.applicationOrder(of: readable.map(\.1), for: traits)
        // Equal conditions keep document order, so walk the order and take the next unused match.
        var used = Set<Int>()
        var result: [IBVariation] = []
        for condition in order {
            if let index = readable.indices.first(where: { !used.contains($0) && readable[$0].1 == condition }) {
                used.insert(index)
                result.append(readable[index].0)
            }
        }
        return result
    }

    /// The ids of `ids` that stay installed after the masks of `variations` picked by `mask`.
    func installed(_ ids: [String], variations: [IBVariation], mask: (IBVariation) -> IBMask?) -> Set<String> {
        var installed = Set(ids)
        for variation in variations {
            guard let mask = mask(variation) else { continue }
            for id in mask.excluded { installed.remove(id) }
            for id in mask.included { installed.insert(id) }
        }
        return installed
    }

    /// The last value an applicable variation writes for an attribute, or nil.
    func override(_ name: String, in variations: [IBVariation]) -> String? {
        variations.compactMap { $0.attribute(name) }.last
    }

    /// The last element an applicable variation writes with this name and key (`fontDescription`).
    func overrideElement(_ element: String, key: String?, in variations: [IBVariation]) -> IBVariationElement? {
        variations.flatMap(\.elements).filter { $0.element == element && $0.key == key }.last
    }
}
