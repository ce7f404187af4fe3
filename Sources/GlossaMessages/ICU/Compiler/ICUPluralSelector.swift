import GlossaCLDR

/// Chooses a variant of an ICU `plural` or `selectordinal`: an exact `=N` match on the value itself
/// first, then the CLDR category of the value minus the offset, as the locale's default number format
/// shows it (`1.0004` shows as `1`, so it is `one` in English, as in ICU), then `other`.
///
/// A class: a compiler shares one per plural kind between the messages it compiles, and every
/// selection keeps it, so keeping it costs one reference.
final class ICUPluralSelector: MessageSelector {
    let rules: PluralRules
    let offset: ICUOffset
    /// Exact-value keys as written (`=0`), with their values, in source order.
    let exactKeys: [(value: Double, key: String)]

    init(rules: PluralRules, offset: ICUOffset, exactKeys: [(value: Double, key: String)]) {
        self.rules = rules
        self.offset = offset
        self.exactKeys = exactKeys
    }

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        if case .number(let number) = value, let integer = offset.integerResult(of: number) {
            // The render path: integer value and offset, no digit arrays.
            let category = rules.category(for: integer.magnitude)
            return .success(keys(exact: number.value, category: category))
        }
        guard let number = ICUNumbers.decimal(of: value) else {
            return .failure(SelectionFailure("the value is not a number"))
        }
        let shown = DecimalFormat.standard.rounded(offset.subtracted(from: number))
        return .success(keys(exact: number.doubleValue, category: rules.category(for: shown.operands)))
    }

    private func keys(exact value: Double, category: PluralCategory) -> SelectionKeys {
        for exact in exactKeys where exact.value == value {
            return SelectionKeys(exact.key, category.rawValue, "other")
        }
        return category == .other ? SelectionKeys("other") : SelectionKeys(category.rawValue, "other")
    }
}

/// Chooses a variant of an ICU `select` by the value's text (a gendered object by its gender), else
/// `other`.
struct ICUSelectSelector: MessageSelector {
    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        let key: String
        switch value {
        case .string(let text), .safeString(let text): key = text
        case .number(let number): key = number.text
        case .object(let object): key = object.gender?.rawValue ?? object.displayText
        case .bool(let bool): key = bool ? "true" : "false"
        case .null: key = "other"
        case .date, .list, .decoration:
            return .failure(SelectionFailure("a select needs text, not a \(Self.kind(of: value))"))
        }
        return .success(key == "other" ? SelectionKeys("other") : SelectionKeys(key, "other"))
    }

    private static func kind(of value: MessageValue) -> String {
        switch value {
        case .date: "date"
        case .list: "list"
        default: "decoration"
        }
    }
}
