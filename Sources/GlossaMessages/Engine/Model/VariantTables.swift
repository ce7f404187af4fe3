import GlossaCLDR

/// The variant of each plural category among a selection's variant keys: the category's own, else
/// `other`'s. Plural selectors (ICU, Apple) fit themselves to a selection with it.
struct PluralCategoryVariants: Sendable {
    /// By ``PluralCategory/order``; `-1` when the message has neither key.
    private let variants: [Int]

    init(variantKeys: [String]) {
        let other = variantKeys.firstIndex(of: "other") ?? -1
        variants = PluralCategory.allCases.map { variantKeys.firstIndex(of: $0.rawValue) ?? other }
    }

    /// The variant for `category`, if the message has one.
    @inline(__always)
    func variant(for category: PluralCategory) -> Int? {
        let variant = variants[Int(category.order)]
        return variant >= 0 ? variant : nil
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
