import GlossaCLDR
import GlossaMessages

/// The messages both syntax benchmarks measure: the ICU4C anchor's three MessageFormat patterns
/// (`../shared/anchors/icu/icu_bench.cpp`, copied verbatim) and one message per other syntax.
public struct SyntaxBenchmarkCases: Sendable {
    public static let filesEnglish = "{count, plural, one {# file} other {# files}}"
    public static let filesRussian = "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"
    public static let gender =
        "{gender, select, "
        + "male {{count, plural, one {He has # new message} other {He has # new messages}}} "
        + "female {{count, plural, one {She has # new message} other {She has # new messages}}} "
        + "other {{count, plural, one {They have # new message} other {They have # new messages}}}}"
    /// The gender values the anchor cycles through.
    public static let genders: [MessageValue] = ["male", "female", "other"]

    public let english: LocaleIdentifier
    public let russian: LocaleIdentifier
    public let englishCompiler: ICUCompiler
    public let russianCompiler: ICUCompiler
    public let filesEnglish: CompiledMessage
    public let filesRussian: CompiledMessage
    public let gender: CompiledMessage
    /// A `.stringsdict`-style message: `%#@files@` with Apple's zero, in Russian.
    public let apple: CompiledMessage
    /// Swifternalization expressions in Russian (CLDR built-ins and an inequality).
    public let expressions: CompiledMessage
    /// An SKLocalizable `$(Name)` message.
    public let placeholders: CompiledMessage

    public init() {
        english = (try? LocaleIdentifier(parsing: "en")) ?? .root
        russian = (try? LocaleIdentifier(parsing: "ru")) ?? .root
        englishCompiler = ICUCompiler(locale: english)
        russianCompiler = ICUCompiler(locale: russian)
        filesEnglish = englishCompiler.compile(Self.filesEnglish)
        filesRussian = russianCompiler.compile(Self.filesRussian)
        gender = englishCompiler.compile(Self.gender)
        apple = AppleFormatCompiler(locale: russian).compile(
            AppleFormatMessage(
                format: "%#@files@",
                variables: [
                    "files": .plural(
                        AppleFormatPlural(forms: [
                            "zero": "нет файлов", "one": "%d файл", "few": "%d файла", "many": "%d файлов",
                            "other": "%d файла",
                        ]))
                ]))
        expressions = ExpressionCompiler(locale: russian).compile(
            ExpressionMessage(variants: [
                ("ie:x=0", .text("нет машин")), ("one", .text("%d машина")), ("few", .text("%d машины")),
                ("many", .text("%d машин")), ("other", .text("%d машины")),
            ]))
        placeholders = PlaceholderCompiler().compile("Hello, $(UserName)! You have $(Count) new messages.")
    }
}
