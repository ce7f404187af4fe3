// The TML messages and values measured by both the package-benchmark suite (TMLBenchmarks) and
// Glossa's side of the ICU4C anchor (tml-anchor-bench), so the two always measure the same thing.

import GlossaMessages

/// A user type that opts in through the protocol, as an app's would.
public struct BenchmarkUser: GenderedMessageObject, Sendable {
    /// The name shown.
    public let name: String
    /// The user's gender.
    public let gender: Gender
    /// The name.
    public var displayName: String { name }

    /// Creates a user.
    public init(name: String, gender: Gender) {
        self.name = name
        self.gender = gender
    }
}

/// The labels, compiled messages and argument values of the TML benchmarks.
public struct TMLBenchmarkCases: Sendable {
    // Labels built at run time (not literals) so nothing about them can be folded.
    /// A plain data token.
    public let plainLabel = ["Hello", "{user}"].joined(separator: " ")
    /// The TMLKit seed's example: decorations, a displayed plural and an implied gender form.
    public let seedLabel = [
        "[bold: {user}] has completed [bold: {count || mile}]", "on {user| his, her} last run.",
    ].joined(separator: " ")
    /// A Russian translation with language cases.
    public let russianLabel = ["{actor::dat}", "понравилось сообщение", "{target::gen}."].joined(separator: " ")

    /// A male and a female user, alternated by the benchmarks as the anchor alternates gender.
    public let users: [MessageValue] = [
        BenchmarkUser(name: "Michael", gender: .male).messageValue,
        BenchmarkUser(name: "Anna", gender: .female).messageValue,
    ]
    /// Plain strings for the plain token.
    public let plainUsers: [MessageValue] = [.string("Michael"), .string("Anna")]
    /// Russian names in the nominative; the language's cases inflect them by gender.
    public let actors: [MessageValue] = [
        BenchmarkUser(name: "Михаил", gender: .male).messageValue,
        BenchmarkUser(name: "Анна", gender: .female).messageValue,
    ]
    /// The other party of the Russian message.
    public let targets: [MessageValue] = [
        BenchmarkUser(name: "Анна", gender: .female).messageValue,
        BenchmarkUser(name: "Михаил", gender: .male).messageValue,
    ]

    /// English, with its cases.
    public let english = LanguageDefinition.english
    /// Russian, with its cases.
    public let russian = LanguageDefinition.russian
    /// A compiler for English.
    public let englishCompiler: TMLCompiler
    /// A compiler for Russian.
    public let russianCompiler: TMLCompiler
    /// The plain token, compiled.
    public let plain: CompiledMessage
    /// The seed's message, compiled.
    public let seed: CompiledMessage
    /// The Russian message, compiled.
    public let cases: CompiledMessage

    /// Compiles the messages.
    public init() {
        englishCompiler = TMLCompiler(language: english)
        russianCompiler = TMLCompiler(language: russian)
        plain = englishCompiler.compile(plainLabel)
        seed = englishCompiler.compile(seedLabel)
        cases = russianCompiler.compile(russianLabel)
    }
}
