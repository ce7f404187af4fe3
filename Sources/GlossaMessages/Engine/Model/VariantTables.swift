import GlossaCLDR

/// The variant of each plural category among a selection's variant keys: the category's own, else
/// `other`'s. Plural selectors (ICU, Apple) fit themselves to a selection with it.
struct PluralCategoryVariants: Sendable {
    /// By ``PluralCategory/order``; `-1` when the message has neither key. Inline: made for every
    /// plural a message compiles.
    private var variants: (Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1)

    init(variantKeys: [String]) {
        // The first variant of each category, in one pass over the keys.
        var found: (Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1)
        withUnsafeMutableBytes(of: &found) { found in
            for (index, key) in variantKeys.enumerated() {
                guard let category = Self.category(ofKey: key) else { continue }
                let offset = Int(category.order) * 4
                if found.load(fromByteOffset: offset, as: Int32.self) < 0 {
                    found.storeBytes(of: Int32(truncatingIfNeeded: index), toByteOffset: offset, as: Int32.self)
                }
            }
            let other = found.load(fromByteOffset: Int(PluralCategory.other.order) * 4, as: Int32.self)
            for offset in stride(from: 0, to: 24, by: 4) where found.load(fromByteOffset: offset, as: Int32.self) < 0 {
                found.storeBytes(of: other, toByteOffset: offset, as: Int32.self)
            }
        }
        variants = found
    }

    /// The category a variant key names, if any: `PluralCategory(rawValue:)`, by plain comparisons
    /// (cheaper than the synthesized initializer for these short keys).
    private static func category(ofKey key: String) -> PluralCategory? {
        switch key {
        case "other": .other
        case "one": .one
        case "few": .few
        case "many": .many
        case "two": .two
        case "zero": .zero
        default: nil
        }
    }

    /// The variant for `category`, if the message has one.
    @inline(__always)
    func variant(for category: PluralCategory) -> Int? {
        let variant = withUnsafeBytes(of: variants) {
            $0.load(fromByteOffset: Int(category.order) &* 4, as: Int32.self)
        }
        return variant >= 0 ? Int(variant) : nil
    }
}

extension VariantChoice {
    /// What matching keys chooses: `selector`'s keys for `value`, the first the variants have.
    init(matching selector: some MessageSelector, value: MessageValue?, context: RenderContext, variantKeys: [String]) {
        switch selector.keys(for: value, in: context) {
        case .success(let keys): self.init(keys: keys, among: variantKeys)
        case .failure(let failure): self = .failure(failure)
        }
    }
}

extension Gender {
    /// The gender's position in `allCases`, without making the array.
    var tableIndex: Int {
        switch self {
        case .male: 0
        case .female: 1
        case .other: 2
        case .unknown: 3
        }
    }
}
