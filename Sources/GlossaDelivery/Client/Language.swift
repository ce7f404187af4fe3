/// A language the project serves, from `GET /languages`.
public struct Language: Sendable, Hashable {
    /// The language code the service uses (`el`, `pt_BR`).
    public var code: String
    /// The English name.
    public var name: String
    /// The name in the language itself.
    public var localizedName: String
    /// Whether the script is written right to left.
    public var isRightToLeft: Bool

    /// Creates a language.
    public init(code: String, name: String, localizedName: String, isRightToLeft: Bool) {
        self.code = code
        self.name = name
        self.localizedName = localizedName
        self.isRightToLeft = isRightToLeft
    }
}

/// The answer of `GET /languages`: the languages (source first) and the source language's code.
public struct LanguageList: Sendable, Hashable {
    /// The languages, in the service's order (the source language first).
    public var languages: [Language]
    /// The source language's code, when the service says it.
    public var sourceLanguageCode: String?

    /// Creates a list.
    public init(languages: [Language], sourceLanguageCode: String?) {
        self.languages = languages
        self.sourceLanguageCode = sourceLanguageCode
    }
}
