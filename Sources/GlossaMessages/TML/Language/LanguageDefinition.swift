import GlossaCLDR

/// A TML language definition: the data that tells the TML renderer how a language classifies token
/// values (contexts: number, gender, list, date, …) and inflects words (cases: plural, possessive,
/// grammatical cases).
///
/// Definitions are data, not code. Load one from the JSON the TML service and SDKs use
/// (``init(parsing:)``, ``init(json:)``), take a bundled one (``english``, ``russian``), or ask for
/// ``definition(for:)``, which also covers every locale CLDR knows with a plural-rule `number`
/// context.
public struct LanguageDefinition: Sendable {
    /// The locale the definition is for.
    public let locale: LocaleIdentifier
    /// The language's English name (`Russian`).
    public let englishName: String
    /// The language's own name (`Русский`).
    public let nativeName: String
    /// Whether the language is written right to left.
    public let rightToLeft: Bool
    /// The contexts in definition order, which is the order token names are matched in.
    public let contexts: [LanguageContext]
    /// The language cases by keyword.
    public let cases: [String: LanguageCase]
    /// The contexts token names have fallen in so far.
    private let tokenContexts = TokenContextMemo()

    /// Creates a definition.
    public init(
        locale: LocaleIdentifier, englishName: String, nativeName: String, rightToLeft: Bool = false,
        contexts: [LanguageContext], cases: [String: LanguageCase] = [:]
    ) {
        self.locale = locale
        self.englishName = englishName
        self.nativeName = nativeName
        self.rightToLeft = rightToLeft
        self.contexts = contexts
        self.cases = cases
    }

    /// The context with this keyword (a token's type hint: `{count:number || …}`), if any.
    public func context(keyword: String) -> LanguageContext? {
        contexts.first { $0.keyword == keyword }
    }

    /// The first context, in definition order, whose token expression matches `name`: `count` →
    /// `number`, `user` → `gender`, `users` → `genders`, `items` → `list`, `date` → `date`.
    public func context(forTokenNamed name: String) -> LanguageContext? {
        if let index = tokenContexts.index(for: name) { return index < 0 ? nil : contexts[index] }
        let index = contexts.firstIndex { $0.applies(toTokenNamed: name) }
        tokenContexts.remember(index ?? -1, for: name)
        return index.map { contexts[$0] }
    }

    /// The language case with this keyword (`plural`, `pos`, `gen`), if any.
    public func languageCase(keyword: String) -> LanguageCase? {
        cases[keyword]
    }
}
