import GlossaCLDR
import GlossaMessages

/// The messages both syntax benchmarks measure: the ICU4C anchor's three MessageFormat patterns
/// (`../shared/anchors/icu/icu_bench.cpp`, copied verbatim), the same shapes in MessageFormat 2, and
/// one message per other syntax.
public struct SyntaxBenchmarkCases: Sendable {
    public static let filesEnglish = "{count, plural, one {# file} other {# files}}"
    public static let filesRussian = "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"
    public static let gender =
        "{gender, select, "
        + "male {{count, plural, one {He has # new message} other {He has # new messages}}} "
        + "female {{count, plural, one {She has # new message} other {She has # new messages}}} "
        + "other {{count, plural, one {They have # new message} other {They have # new messages}}}}"
    /// ``filesEnglish`` in MessageFormat 2: a `.match` on `:number` with plural keys.
    public static let mf2FilesEnglish = """
        .input {$count :number}
        .match $count
        one {{{$count} file}}
        *   {{{$count} files}}
        """
    /// ``gender`` in MessageFormat 2: a `.match` on `:string` and `:number`, one variant per pair of keys.
    public static let mf2Gender = """
        .input {$gender :string}
        .input {$count :number}
        .match $gender $count
        male   one {{He has {$count} new message}}
        male   *   {{He has {$count} new messages}}
        female one {{She has {$count} new message}}
        female *   {{She has {$count} new messages}}
        *      one {{They have {$count} new message}}
        *      *   {{They have {$count} new messages}}
        """
    /// The gender values the anchor cycles through.
    public static let genders: [MessageValue] = ["male", "female", "other"]

    public let english: LocaleIdentifier
    public let russian: LocaleIdentifier
    public let englishCompiler: ICUCompiler
    public let russianCompiler: ICUCompiler
    /// A MessageFormat 2 compiler for English, with the specification's default bidi strategy (an
    /// English number in an English message is not isolated).
    public let mf2EnglishCompiler: MF2Compiler
    public let filesEnglish: CompiledMessage
    public let filesRussian: CompiledMessage
    public let gender: CompiledMessage
    /// ``mf2FilesEnglish``, compiled.
    public let mf2FilesEnglish: CompiledMessage
    /// ``mf2Gender``, compiled.
    public let mf2Gender: CompiledMessage
    /// A `.stringsdict`-style message: `%#@files@` with Apple's zero, in Russian.
    public let apple: CompiledMessage
    /// An Apple format string with a string and an integer conversion, in English: `%@` and `%lld`.
    public let appleStringAndInteger: CompiledMessage
    /// An Apple format string with a float conversion, in English: `%.2f`.
    public let appleFloat: CompiledMessage
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
        mf2EnglishCompiler = MF2Compiler(locale: english)
        mf2FilesEnglish = mf2EnglishCompiler.compile(Self.mf2FilesEnglish)
        mf2Gender = mf2EnglishCompiler.compile(Self.mf2Gender)
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
        let appleEnglish = AppleFormatCompiler(locale: english)
        appleStringAndInteger = appleEnglish.compile("%@ has %lld new messages")
        appleFloat = appleEnglish.compile("%.2f km")
        expressions = ExpressionCompiler(locale: russian).compile(
            ExpressionMessage(variants: [
                ("ie:x=0", .text("нет машин")), ("one", .text("%d машина")), ("few", .text("%d машины")),
                ("many", .text("%d машин")), ("other", .text("%d машины")),
            ]))
        placeholders = PlaceholderCompiler().compile("Hello, $(UserName)! You have $(Count) new messages.")
    }
}
