/// The CLDR plural rules of one locale, cardinal or ordinal, ready for fast selection.
///
/// ```swift
/// let russian = PluralRules(locale: try LocaleIdentifier(parsing: "ru"))
/// russian.category(for: 21)                                        // .one
/// russian.category(for: try PluralOperands(parsing: "1.5"))        // .other
/// PluralRules(locale: try LocaleIdentifier(parsing: "en"), type: .ordinal).category(for: 3)  // .few
/// ```
///
/// Every CLDR locale is covered (data generated from CLDR ``cldrVersion``). The rules for a locale
/// are found along its CLDR parent chain: `pt-PT` has rules of its own, `pt-BR` uses `pt`, `pt-AO`
/// follows its CLDR parent `pt-PT`, `de-CH` uses `de`. Because plural rules belong to a language, a
/// parent that changes language or jumps to root (`sr-Latn → root`, `hi-Latn → en-IN`) is replaced
/// by the locale's own language (`sr`, `hi`). A locale CLDR does not know uses the root rules, where
/// everything is `other`.
///
/// Selection allocates nothing and costs a few nanoseconds; create the value once and reuse it.
public struct PluralRules: Sendable, Hashable {
    /// The CLDR version the rules were generated from.
    public static var cldrVersion: String { PluralRuleData.cldrVersion }

    /// Cardinal or ordinal.
    public let type: PluralRuleType
    /// The CLDR data key the rules were taken from, for example `pt_PT`, `pt` or `root`.
    public let dataLocale: String
    private let table: CompiledPluralRules
    private let ruleSet: Int
    private let firstRelation: Int
    /// The rule set's integer table info and fraction facts (see `CompiledPluralRules.selectionInfo`).
    private let selectionInfo: UInt64

    /// The rules of `locale` (see the type's documentation for how a locale finds its data).
    public init(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? PluralRuleData.cardinal : PluralRuleData.ordinal
        let (key, ruleSet) = Self.lookUp(locale, root: table.ruleSet(forKey: "root") ?? 0) { table.ruleSet(forKey: $0) }
        self.type = type
        self.table = table
        self.dataLocale = key
        self.ruleSet = ruleSet
        self.firstRelation = table.firstRelation(ofRuleSet: ruleSet)
        self.selectionInfo = table.selectionInfo(ofRuleSet: ruleSet)
    }

    /// The categories the locale uses, in CLDR order; always ends with `other`.
    public var categories: [PluralCategory] { table.categories(ofRuleSet: ruleSet) }

    /// The smallest whole number (0, 1, 2, …) that selects each category the locale uses; a category
    /// only fractions select is absent (Czech, Slovak and Lithuanian `many`). What a count that is
    /// always a whole number (`%lld`) can show: French `many` first appears at 1,000,000.
    ///
    /// Computed from the rules themselves, by evaluating them only at the whole numbers where a
    /// relation can change its result, up to the point where the categories repeat (a few dozen
    /// evaluations).
    public var smallestWholeNumbers: [PluralCategory: UInt64] { table.smallestWholeNumbers(ofRuleSet: ruleSet) }

    /// The category of a number given as operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        table.select(operands, firstRelation: firstRelation, selectionInfo: selectionInfo)
    }

    /// The category of an integer.
    @inlinable
    public func category<T: BinaryInteger>(for value: T) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// Rules are equal when they are of the same type and come from the same data.
    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
        lhs.type == rhs.type && lhs.dataLocale == rhs.dataLocale
    }

    /// Hashes the type and the data key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(dataLocale)
    }

    /// Finds the first CLDR key along the plural-data fallback chain of `locale` for which `find`
    /// returns a value; `("root", root)` when none does.
    static func lookUp<Value>(
        _ locale: LocaleIdentifier, root: Value, find: (String) -> Value?
    ) -> (String, Value) {
        for key in pluralDataKeys(for: locale) {
            if let value = find(key) { return (key, value) }
        }
        return ("root", root)
    }

    /// The CLDR keys to try for plural data, most specific first (see the type's documentation).
    static func pluralDataKeys(for locale: LocaleIdentifier) -> [String] {
        var keys: [String] = []
        var current: LocaleIdentifier? = locale
        while let candidate = current, !candidate.isRoot, !candidate.isBase {
            let key = [candidate.language, candidate.script, candidate.region].compactMap { $0 }.joined(separator: "_")
            if keys.last != key { keys.append(key) }
            let languageOnly =
                candidate.script != nil || candidate.region != nil || !candidate.variants.isEmpty
                ? (try? LocaleIdentifier(parsing: candidate.language)) : nil
            if let parent = candidate.parent, !parent.isRoot, parent.language == candidate.language {
                current = parent
            } else {
                current = languageOnly
            }
        }
        return keys
    }
}
