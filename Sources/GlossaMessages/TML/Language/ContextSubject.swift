#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a language context examines to choose a rule: the "token object" of TML reduced to the one
/// property each context needs.
///
/// A context binds its `variables` from the subject (Ruby `LanguageContext#vars`, which Glossa
/// makes explicit instead of leaving it to SDK configuration):
///
/// | variable | bound from |
/// |---|---|
/// | `@n` | ``number(_:)`` (integer when integral, else number); a ``value(_:)`` that parses as a number |
/// | `@gender` | ``gender(_:)``; a bare ``value(_:)`` string, as Ruby accepts `"female"` |
/// | `@genders` | ``genders(_:)``; a single ``gender(_:)`` as a one-element list |
/// | `@count` | ``list(count:)``; the size of ``genders(_:)`` |
/// | `@date` | ``date(_:)`` |
/// | `@value` | ``value(_:)``, a ``gender(_:)`` string, or a ``number(_:)`` |
///
/// Any other variable stays unbound, so conditions that need it do not hold and the context falls
/// back to its `other` rule.
public enum ContextSubject: Sendable {
    /// A number (`number` context).
    case number(ContextNumber)
    /// One person's gender: `male`, `female`, `other`, `unknown`, or anything else (`gender` context).
    case gender(String)
    /// The genders of a list of people (`genders` context).
    case genders([String])
    /// A list with this many elements (`list` context).
    case list(count: Int)
    /// A point in time (`date` context).
    case date(Date)
    /// A plain string (`value` context: Russian vowel/consonant agreement).
    case value(String)

    /// An integer subject.
    public static func integer(_ value: Int) -> ContextSubject { .number(ContextNumber(value)) }

    /// The number a ``number(_:)`` subject holds, or a ``value(_:)`` that parses as one.
    var number: ContextNumber? {
        switch self {
        case .number(let number): number
        case .value(let text): try? ContextNumber(parsing: text)
        default: nil
        }
    }

    /// The value of `variable` (`@n`, `@gender`, …) for a rules-engine condition, or `nil` when the
    /// subject does not provide it.
    func ruleValue(forVariable variable: String) -> RuleValue? {
        ContextVariable(name: variable).flatMap(ruleValue(for:))
    }

    /// The value of `variable` for a rules-engine condition, or `nil` when the subject does not provide it.
    func ruleValue(for variable: ContextVariable) -> RuleValue? {
        switch (variable, self) {
        case (.n, _):
            return number?.ruleValue
        case (.value, .number(let number)):
            return number.ruleValue
        case (.gender, .gender(let gender)), (.gender, .value(let gender)):
            return .string(gender)
        case (.genders, .genders(let genders)):
            return .list(genders.map { .string($0) })
        case (.genders, .gender(let gender)):
            return .list([.string(gender)])
        case (.count, .list(let count)):
            return .integer(count)
        case (.count, .genders(let genders)):
            return .integer(genders.count)
        case (.date, .date(let date)):
            return .date(date)
        case (.value, .value(let text)), (.value, .gender(let text)):
            return .string(text)
        default:
            return nil
        }
    }
}

/// The variables a ``ContextSubject`` can bind (see its table); any other name is never bound.
enum ContextVariable: Sendable {
    case n, gender, genders, count, date, value

    /// The variable named `name` (`@n`, `@gender`, …), or `nil` for one no subject binds.
    init?(name: String) {
        switch name {
        case "@n": self = .n
        case "@gender": self = .gender
        case "@genders": self = .genders
        case "@count": self = .count
        case "@date": self = .date
        case "@value": self = .value
        default: return nil
        }
    }
}
