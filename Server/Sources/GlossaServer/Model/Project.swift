/// A translation project: one set of source strings in one source language, translated into target
/// languages, read and written with the project's tokens.
public struct Project: Sendable, Hashable, Codable {
    /// The project's identifier (a slug, unique on the server).
    public var id: String
    /// A human-readable name.
    public var name: String
    /// The language source strings are written in (a BCP 47 code such as `en`).
    public var sourceLanguage: String
    /// The target languages, sorted by code; the source language is never among them.
    public var languages: [String]

    /// Creates a project value.
    public init(id: String, name: String, sourceLanguage: String, languages: [String]) {
        self.id = id
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.languages = Array(Set(languages).subtracting([sourceLanguage])).sorted()
    }

    /// Whether `code` is the source language or one of the target languages.
    public func serves(language code: String) -> Bool {
        code == sourceLanguage || languages.contains(code)
    }
}
