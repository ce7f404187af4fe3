import GlossaCLDR

extension ICUPluralSelector {
    /// The variant of each exact value and each plural category, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An ICU plural fitted to one selection: exact values and categories map to variants ahead, so
    /// an integer argument (the usual count) is chosen without comparing keys.
    struct Prepared: PreparedSelector {
        let selector: ICUPluralSelector
        let variantKeys: [String]
        /// The variant of each exact value, in source order.
        let exactVariants: [(value: Double, variant: Int)]
        /// The variant of each category (by ``PluralCategory/allCases`` order): the category's own,
        /// else `other`'s; `-1` when the message has neither.
        let categoryVariants: [Int]

        init(selector: ICUPluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            exactVariants = selector.exactKeys.compactMap { exact in
                variantKeys.firstIndex(of: exact.key).map { (exact.value, $0) }
            }
            categoryVariants = PluralCategory.allCases.map { category in
                variantKeys.firstIndex(of: category.rawValue) ?? variantKeys.firstIndex(of: "other") ?? -1
            }
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            if case .number(let number)? = value, let integer = number.integerValue, selector.offset.integer == 0 {
                // The usual count: an integer and no offset.
                let exact = Double(integer)
                for candidate in exactVariants where candidate.value == exact { return .variant(candidate.variant) }
                let variant = categoryVariants[selector.rules.category(for: integer.magnitude).tableIndex]
                if variant >= 0 { return .variant(variant) }
            } else if case .number(let number)? = value, let integer = selector.offset.integerResult(of: number) {
                let exact = number.value
                for candidate in exactVariants where candidate.value == exact { return .variant(candidate.variant) }
                let category = selector.rules.category(for: integer.magnitude)
                let variant = categoryVariants[category.tableIndex]
                if variant >= 0 { return .variant(variant) }
            }
            switch selector.keys(for: value, in: context) {
            case .success(let keys): return VariantChoice(keys: keys, among: variantKeys)
            case .failure(let failure): return .failure(failure)
            }
        }
    }
}

extension ICUSelectSelector {
    /// The variant of each gender and of `other`, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An ICU select fitted to one selection: a gendered object's variant is read from a table, text
    /// is compared with the variants' keys.
    struct Prepared: PreparedSelector {
        let selector: ICUSelectSelector
        let variantKeys: [String]
        /// The variant for each gender (by ``Gender/allCases`` order), `other`'s when it has none.
        let genderVariants: [Int]
        /// The `other` variant, `-1` when there is none.
        let otherVariant: Int

        init(selector: ICUSelectSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            let other = variantKeys.firstIndex(of: "other") ?? -1
            otherVariant = other
            genderVariants = Gender.allCases.map { variantKeys.firstIndex(of: $0.rawValue) ?? other }
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            switch value {
            case .object(let object)? where object.gender != nil:
                let variant = genderVariants[object.gender!.tableIndex]
                if variant >= 0 { return .variant(variant) }
            case .string(let text)?, .safeString(let text)?:
                if let index = variantKeys.firstIndex(of: text) { return .variant(index) }
                if otherVariant >= 0 { return .variant(otherVariant) }
            default:
                break
            }
            switch selector.keys(for: value, in: context) {
            case .success(let keys): return VariantChoice(keys: keys, among: variantKeys)
            case .failure(let failure): return .failure(failure)
            }
        }
    }
}

extension PluralCategory {
    /// The category's position in `allCases`, without making the array.
    var tableIndex: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
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
