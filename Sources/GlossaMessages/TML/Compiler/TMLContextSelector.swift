import Foundation

/// Selects a transform token's form with a TML language context (<doc:TMLSemantics#Transform-tokens-and-contexts>):
/// the first rule of the context whose condition holds for the token object, else the context's `other` rule.
struct TMLContextSelector: MessageSelector {
    let context: LanguageContext
    /// The context's keyword, classified once rather than compared as text on every render.
    private let family: ContextFamily

    /// The keys each rule selects, by rule index (made once, not on every render).
    private let keysByRule: [SelectionKeys]

    init(context: LanguageContext) {
        self.context = context
        self.family = ContextFamily(keyword: context.keyword)
        keysByRule = context.rules.indices.map { index in
            let keyword = context.rules[index].keyword
            return context.isFallbackRule(at: index)
                ? SelectionKeys(keyword) : SelectionKeys(keyword, LanguageContext.fallbackKeyword)
        }
    }

    func keys(for value: MessageValue?, in renderContext: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        ruleIndex(for: value, in: renderContext).map { keysByRule[$0] }
    }

    /// The index of the rule that `value` matches, or why none does.
    func ruleIndex(for value: MessageValue?, in renderContext: RenderContext) -> Result<Int, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        if let precomputed = precomputedRuleIndex(for: value) {
            guard let index = precomputed else { return .failure(noRuleMatches) }
            return .success(index)
        }
        guard let subject = Self.subject(of: value, for: family) else {
            return .failure(SelectionFailure("the value cannot be used with the \(context.keyword) context"))
        }
        guard let index = context.matchingRuleIndex(for: subject, today: renderContext.now, calendar: nil) else {
            return .failure(noRuleMatches)
        }
        return .success(index)
    }

    private var noRuleMatches: SelectionFailure {
        SelectionFailure("no rule of the \(context.keyword) context matches")
    }

    /// The variant of each rule, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// A context selector fitted to one selection: each rule maps to its variant ahead, so a render
    /// finds the rule (precomputed for small integers and genders) and reads its variant.
    struct Prepared: PreparedSelector {
        let selector: TMLContextSelector
        /// The variant of each rule (`-1`: the message has none of the rule's keys).
        let variantByRule: [Int32]
        /// The context's precomputed rules (shared by every selection of the language) as classes.
        let shortcuts: SelectionShortcuts

        init(selector: TMLContextSelector, variantKeys: [String]) {
            self.selector = selector
            variantByRule = selector.keysByRule.map { keys in
                if case .variant(let index) = VariantChoice(keys: keys, among: variantKeys) {
                    return Int32(truncatingIfNeeded: index)
                }
                return -1
            }
            let precomputed = selector.context.precomputed
            let variants = variantByRule.map { Int16(truncatingIfNeeded: $0) }
            switch selector.family {
            case .number: shortcuts = SelectionShortcuts(integerClasses: precomputed.integers, variantByClass: variants)
            case .gender: shortcuts = SelectionShortcuts(genderClasses: precomputed.genders, variantByClass: variants)
            default: shortcuts = .none
            }
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            switch selector.ruleIndex(for: value, in: context) {
            case .success(let rule):
                let variant = variantByRule[rule]
                return variant >= 0 ? .variant(Int(variant)) : .noVariant(selector.keysByRule[rule])
            case .failure(let failure):
                return .failure(failure)
            }
        }
    }

    /// The rule the context computed ahead for this value (small non-negative integers, genders of
    /// objects), if it did.
    private func precomputedRuleIndex(for value: MessageValue) -> Int?? {
        switch (family, value) {
        case (.number, .number(let number)):
            if let integer = number.integerValue {
                guard integer >= 0 else { return nil }
                return context.precomputedRuleIndex(forInteger: UInt64(integer))
            }
            let operands = number.operands
            guard number.value >= 0, operands.visibleFractionDigitCount == 0, operands.exponent == 0,
                let integer = operands.integerDigits
            else { return nil }
            return context.precomputedRuleIndex(forInteger: integer)
        case (.gender, .object(let object)):
            return context.precomputedRuleIndex(for: object.gender ?? .unknown)
        default:
            return nil
        }
    }

    /// The token object reduced to what a context examines (Ruby `LanguageContext#vars`).
    static func subject(of value: MessageValue, for keyword: String) -> ContextSubject? {
        subject(of: value, for: ContextFamily(keyword: keyword))
    }

    /// The token object reduced to what a context of this family examines.
    static func subject(of value: MessageValue, for family: ContextFamily) -> ContextSubject? {
        switch (family, value) {
        case (.number, .number(let number)):
            return .number(ContextNumber(operands: number.operands, isNegative: number.value < 0))
        case (.number, .string(let text)), (.number, .safeString(let text)):
            return (try? ContextNumber(parsing: text)).map { .number($0) }
        case (.number, .object(let object)):
            if let number = object.number {
                return .number(ContextNumber(operands: number.operands, isNegative: number.value < 0))
            }
            return (try? ContextNumber(parsing: object.displayText)).map { .number($0) }
        case (.gender, .object(let object)):
            return .gender(object.gender?.rawValue ?? "unknown")
        case (.gender, .string(let text)), (.gender, .safeString(let text)):
            return .gender(text)
        case (.genders, .list(let list)):
            return .genders(list.elements.map(gender(of:)))
        case (.genders, .object(let object)):
            return .genders([object.gender?.rawValue ?? "unknown"])
        case (.list, .list(let list)):
            return .list(count: list.elements.count)
        case (.date, .date(let date)):
            return .date(date)
        case (.gender, _), (.genders, _), (.list, _), (.date, _), (.number, _):
            return nil
        case (.other, _):
            return .value(DisplayText.of(value).0)
        }
    }

    private static func gender(of value: MessageValue) -> String {
        switch value {
        case .object(let object): object.gender?.rawValue ?? "unknown"
        case .string(let text), .safeString(let text): text
        default: "unknown"
        }
    }
}

/// The context keywords ``TMLContextSelector/subject(of:for:)`` treats specially.
enum ContextFamily: Sendable {
    case number, gender, genders, list, date, other

    init(keyword: String) {
        switch keyword {
        case "number": self = .number
        case "gender": self = .gender
        case "genders": self = .genders
        case "list": self = .list
        case "date": self = .date
        default: self = .other
        }
    }
}

/// Selects a map token's value (`{role @ friend, enemy}` by index, `{role @ a: x, b: y}` by key).
struct TMLMapSelector: MessageSelector {
    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        switch value {
        case .number(let number) where number.isInteger:
            return .success(SelectionKeys(number.text))
        case .object(let object):
            return .success(SelectionKeys(object.displayText))
        default:
            return .success(SelectionKeys(DisplayText.of(value).0))
        }
    }
}

/// Applies a TML language case to an argument's text (`{user::gen}`), with the gender of the token
/// object when the case rules ask for it.
///
/// A class, so the resolver holds it by one reference: transforms are read on every render that
/// applies them, and copying a value existential costs more than retaining an object.
final class LanguageCaseTransform: DisplayTextTransform {
    let languageCase: LanguageCase

    init(languageCase: LanguageCase) {
        self.languageCase = languageCase
    }

    var name: String { "case \(languageCase.keyword)" }

    func transformDisplayText(_ text: String, gender: Gender?) -> String? {
        languageCase.apply(to: text, objectGender: gender)
    }

}
