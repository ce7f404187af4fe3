import GlossaCLDR
import GlossaFormats
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// Swifternalization's / ObjCnalization's README (seed 002), in Swift idiom: the JSON files read by
/// GlossaFormats, catalogs in ``ExpressionSyntax``, and `localizedString(_:value:fittingWidth:defaultValue:)`.
struct SwifternalizationExamplesTests {
    static let base = """
        {
            "time-seconds": {"one": "%d second ago", "other": "%d seconds ago"},
            "time-minutes": {"one": "%d minute ago", "other": "%d minutes ago"},
            "time-hours": {"one": "%d hours ago", "other": "%d hours ago"},
            "forgot-password": {
                "@200": "Forgot Password? Help.",
                "@300": "Forgot Your Password? Use Help.",
                "@400": "Do not remember Your Password? Use Help."
            },
            "car": {
                "ie:x=1": {"@100": "One car", "@200": "You've got one car"},
                "more": "You've got few cars"
            },
            "cars": {"ie:x=1": "1 car", "ie:x=0": "no cars", "ie:x>1": "%d cars"},
            "tomatos": {"iex:2<x<10": "%d tomatos is between 2 and 10", "other": "%d tomatos"},
            "welcome": "welcome",
            "ten-or-more": {"ten": "exactly ten", ">20": "more than twenty", "other": "%d"}
        }
        """
    static let english = """
        {
            "welcome-key": "welcome",
            "cars-signed": {"one": "one car", "ie:x>=2": "%d cars", "ie:x<=-2": "minus %d cars"},
            "cars-widths": {
                "one": {"@100": "one car", "@200": "You have one car", "@400": "You have got one car"},
                "other": "%d cars"
            }
        }
        """
    static let russian = """
        {
            "time-seconds": {"one": "%d секунда назад", "few": "%d секунды назад", "many": "%d секунд  назад"},
            "time-minutes": {"one": "%d минута назад", "few": "%d минуты назад", "many": "%d минут  назад"},
            "time-hours": {"one": "%d  час   назад", "few": "%d  часа  назад", "many": "%d  часов назад"},
            "police-cars-regex": {
                "exp:(^1$)|(^[^1]1$)|(^[1-9][0-9]?[0,2,3,4,5,6,7,8,9]+1$)": "%d полицейское авто",
                "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)": "%d полицейских авто",
                "exp:(.*(?=1).[0-9]$)|(^[05-9]$)|(.*(?!1).[0156789])": "%d полицейских автомобиля"
            },
            "police-cars": {"one": "%d полицейское авто", "few": "%d полицейских авто", "many": "%d полицейских автомобиля"},
            "ten-or-more": {"ten": "ровно десять", "three": "три", "other": "%d"}
        }
        """
    static let polish = """
        {"time-seconds": {"one": "%d sekundę temu", "few": "%d sekundy temu", "many": "%d sekund temu", "other": "%d sekundy temu"}}
        """
    static let arabic = """
        {"time-seconds": {"zero": "zero: %d", "one": "one: %d", "two": "two: %d", "few": "few: %d", "many": "many: %d", "other": "other: %d"}}
        """
    /// The seed's `expressions.json` without its two lookaround patterns (which ``sharedExpressionsFile()``
    /// checks), plus `more` for the length-variations example.
    static let expressions = """
        {
            "base": {"ten": "ie:x=10", ">20": "ie:x>20", "more": "ie:x>1"},
            "ru": {"two": "ie:x=2", "three": "ie:x=3"}
        }
        """
    /// The seed's `expressions.json` as written (its trailing comma removed).
    static let seedExpressions = """
        {
            "base": {
                "ten": "ie:x=10",
                ">20": "ie:x>20",
                "custom-pl-few": "exp:(.*(?=1).[0-9]$)|(^[05-9]$)|(.*(?!1).[0156789])"
            },
            "ru": {
                "few": "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)",
                "two": "ie:x=2",
                "three": "ie:x=3"
            }
        }
        """

    static func document(withExpressions: Bool = true, expressions: String = expressions) throws
        -> LocalizationDocument
    {
        var files = FileTree()
        files["base.json"] = Array(base.utf8)
        files["en.json"] = Array(english.utf8)
        files["ru.json"] = Array(russian.utf8)
        files["pl.json"] = Array(polish.utf8)
        files["ar.json"] = Array(arabic.utf8)
        if withExpressions { files["expressions.json"] = Array(expressions.utf8) }
        // base.json is the source language, read as English alongside en.json.
        let result = try SwifternalizationFormat().read(files: files, options: ReadOptions(sourceLocale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.document
    }

    static func localizer(
        _ locale: LocaleIdentifier, withExpressions: Bool = true, expressions: String = expressions,
        issues: IssueRecorder? = nil
    ) throws -> Localizer {
        let document = try document(withExpressions: withExpressions, expressions: expressions)
        let loaded = try Catalog.catalogs(from: document, syntax: ExpressionSyntax(document: document))
        #expect(loaded.skipped.isEmpty)
        #expect(loaded.invalidLocales.isEmpty)
        var configuration = Localizer.Configuration()
        if let issues { configuration.issueHandler = { issues.record($0) } }
        let locales = ["en", "ru", "pl", "ar"].map(TestLocale.parse)
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: locales, catalogs: loaded.catalogs,
            preferredLanguages: [locale], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
    }

    @Test func pluralizationInEnglish() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("time-seconds", value: 1) == "1 second ago")
        #expect(localizer.localizedString("time-seconds", value: 60) == "60 seconds ago")
        #expect(localizer.localizedString("time-seconds", value: 0) == "0 seconds ago")
        #expect(localizer.localizedString("time-minutes", value: 1) == "1 minute ago")
        #expect(localizer.localizedString("time-minutes", value: 10) == "10 minutes ago")
        #expect(localizer.localizedString("time-hours", value: 3) == "3 hours ago")
        // Swifternalization's stringValue: numeric text.
        #expect(localizer.localizedString("time-seconds", value: "5") == "5 seconds ago")
    }

    @Test func pluralizationInRussianThroughTheCLDRBuiltIns() throws {
        let localizer = try Self.localizer(TestLocale.russian)
        for value in [1, 21, 31, 101, 981] {
            #expect(localizer.localizedString("time-seconds", value: value) == "\(value) секунда назад")
        }
        // Numbers are formatted for the locale, as `String.localizedStringWithFormat` does.
        #expect(localizer.localizedString("time-seconds", value: 1001) == "1\u{A0}001 секунда назад")
        for value in [2, 4, 22, 24, 62, 102, 992] {
            #expect(localizer.localizedString("time-seconds", value: value) == "\(value) секунды назад")
        }
        for value in [0, 5, 11, 20, 100] {
            #expect(localizer.localizedString("time-seconds", value: value) == "\(value) секунд  назад")
        }
        #expect(localizer.localizedString("time-minutes", value: 3) == "3 минуты назад")
        #expect(localizer.localizedString("time-hours", value: 25) == "25  часов назад")
        // Keys only base.json has come from the source language.
        #expect(localizer.localizedString("cars", value: 0) == "no cars")
    }

    @Test func pluralizationInPolishAndArabicThroughTheCLDRBuiltIns() throws {
        let polish = try Self.localizer(TestLocale.parse("pl"))
        #expect(polish.localizedString("time-seconds", value: 1) == "1 sekundę temu")
        for value in [2, 3, 4, 22, 104] {
            #expect(polish.localizedString("time-seconds", value: value) == "\(value) sekundy temu")
        }
        for value in [0, 5, 12, 14, 25, 111] {
            #expect(polish.localizedString("time-seconds", value: value) == "\(value) sekund temu")
        }
        #expect(polish.localizedString("time-seconds", value: "1.5") == "1 sekundy temu")

        let arabic = try Self.localizer(TestLocale.parse("ar"))
        let expected = [
            (0, "zero"), (1, "one"), (2, "two"), (3, "few"), (10, "few"), (103, "few"), (11, "many"),
            (99, "many"), (100, "other"), (102, "other"),
        ]
        for (value, category) in expected {
            let text = arabic.localizedString("time-seconds", value: value)
            #expect(text.hasPrefix(category + ": "), "\(value) → \(text)")
        }
    }

    @Test func lengthVariations() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("forgot-password", fittingWidth: 300) == "Forgot Your Password? Use Help.")
        #expect(localizer.localizedString("forgot-password", fittingWidth: 200) == "Forgot Password? Help.")
        #expect(
            localizer.localizedString("forgot-password", fittingWidth: 400)
                == "Do not remember Your Password? Use Help.")
        #expect(
            localizer.localizedString("forgot-password", fittingWidth: 1000)
                == "Do not remember Your Password? Use Help.")
        // Narrower than every variation: the smallest; no width: the largest.
        #expect(localizer.localizedString("forgot-password", fittingWidth: 50) == "Forgot Password? Help.")
        #expect(localizer.localizedString("forgot-password") == "Do not remember Your Password? Use Help.")
        // Compiled once, rendered for every width.
        let catalog = try #require(localizer.catalogs(for: TestLocale.english).first)
        #expect(catalog.compiledMessageCount == 1)
    }

    @Test func expressionsMixedWithLengthVariations() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("car", value: 1, fittingWidth: 100) == "One car")
        #expect(localizer.localizedString("car", value: 1, fittingWidth: 200) == "You've got one car")
        // `more` is a shared expression (ie:x>1) from expressions.json.
        #expect(localizer.localizedString("car", value: 3, fittingWidth: 100) == "You've got few cars")
        #expect(localizer.localizedString("cars-widths", value: 1, fittingWidth: 100) == "one car")
        #expect(localizer.localizedString("cars-widths", value: 1, fittingWidth: 300) == "You have one car")
        #expect(localizer.localizedString("cars-widths", value: 1, fittingWidth: 400) == "You have got one car")
        #expect(localizer.localizedString("cars-widths", value: 7, fittingWidth: 400) == "7 cars")
    }

    @Test func anUndefinedSharedExpressionIsReportedNotGuessed() throws {
        let issues = IssueRecorder()
        let localizer = try Self.localizer(TestLocale.english, withExpressions: false, issues: issues)
        #expect(localizer.localizedString("car", value: 1, fittingWidth: 100) == "One car")
        _ = localizer.localizedString("car", value: 3)
        let reasons = issues.issues.compactMap { issue -> String? in
            guard case .renderProblems(let failure) = issue else { return nil }
            return failure.diagnostics.map(\.description).joined()
        }
        #expect(reasons.contains { $0.contains("\"more\"") }, "\(reasons)")
    }

    @Test func theShortSyntaxLoadsTheDocumentsSharedExpressions() throws {
        let document = try Self.document()
        let loaded = try Catalog.catalogs(from: document, syntax: .expressions)
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: loaded.catalogs,
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        // `more` (ie:x>1) is only in expressions.json.
        #expect(localizer.localizedString("car", value: 3, fittingWidth: 100) == "You've got few cars")
        // An expression the caller gives wins over the document's of the same name.
        let mine = ExpressionSyntax(shared: SharedExpressions(["base": ["more": "ie:x>5"]]))
        let overridden = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english],
            catalogs: try Catalog.catalogs(from: document, syntax: mine).catalogs,
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(overridden.localizedString("car", value: 7, fittingWidth: 100) == "You've got few cars")
        #expect(overridden.localizedString("car", value: 3, fittingWidth: 100) != "You've got few cars")
    }

    @Test func malformedSharedExpressionsAreAnError() throws {
        var document = try Self.document()
        document.extensions.set(ExpressionSyntax.expressionsExtension, .array([]))
        #expect(throws: CatalogError.self) { try Catalog.catalogs(from: document, syntax: .expressions) }
    }

    @Test func inequalityExpressions() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("cars", value: 1) == "1 car")
        #expect(localizer.localizedString("cars", value: 0) == "no cars")
        #expect(localizer.localizedString("cars", value: 5) == "5 cars")
        #expect(localizer.localizedString("cars", value: 1.5) == "1 cars")
        #expect(localizer.localizedString("cars-signed", value: 1) == "one car")
        #expect(localizer.localizedString("cars-signed", value: 2) == "2 cars")
        #expect(localizer.localizedString("cars-signed", value: -3) == "minus -3 cars")
    }

    @Test func extendedInequalityExpressions() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("tomatos", value: 5) == "5 tomatos is between 2 and 10")
        #expect(localizer.localizedString("tomatos", value: 2) == "2 tomatos")
        #expect(localizer.localizedString("tomatos", value: 10) == "10 tomatos")
        #expect(localizer.localizedString("tomatos", value: "9.5") == "9 tomatos is between 2 and 10")
    }

    @Test func regexExpressionsAndTheirBuiltInReplacement() throws {
        let issues = IssueRecorder()
        let localizer = try Self.localizer(TestLocale.russian, issues: issues)
        for value in [1, 21, 101] {
            #expect(localizer.localizedString("police-cars-regex", value: value) == "\(value) полицейское авто")
        }
        // The seed's other two patterns use lookaround, which cannot run in linear time: refused and
        // reported, never matched.
        #expect(issues.issues.isEmpty == false)
        #expect(localizer.localizedString("police-cars", value: 1) == "1 полицейское авто")
        #expect(localizer.localizedString("police-cars", value: 3) == "3 полицейских авто")
        #expect(localizer.localizedString("police-cars", value: 5) == "5 полицейских автомобиля")
        #expect(localizer.localizedString("police-cars", value: 11) == "11 полицейских автомобиля")
    }

    @Test func sharedExpressionsInheritFromBase() throws {
        let russian = try Self.localizer(TestLocale.russian)
        #expect(russian.localizedString("ten-or-more", value: 10) == "ровно десять")
        #expect(russian.localizedString("ten-or-more", value: 3) == "три")
        #expect(russian.localizedString("ten-or-more", value: 4) == "4")
        let english = try Self.localizer(TestLocale.english)
        #expect(english.localizedString("ten-or-more", value: 10) == "exactly ten")
        #expect(english.localizedString("ten-or-more", value: 21) == "more than twenty")
        #expect(english.localizedString("ten-or-more", value: 20) == "20")
    }

    @Test func sharedExpressionsFile() throws {
        let issues = IssueRecorder()
        let localizer = try Self.localizer(TestLocale.russian, expressions: Self.seedExpressions, issues: issues)
        // ru.json's own `few` replaces the CLDR built-in; its lookaround pattern is refused and reported.
        _ = localizer.localizedString("time-seconds", value: 3)
        let reasons = issues.issues.compactMap { issue -> String? in
            guard case .renderProblems(let failure) = issue else { return nil }
            return failure.diagnostics.map(\.description).joined()
        }
        #expect(reasons.contains { $0.contains("\"few\"") }, "\(reasons)")
        #expect(localizer.localizedString("time-seconds", value: 5) == "5 секунд  назад")
        // Names from base are inherited; ru's own names are only ru's.
        #expect(localizer.localizedString("ten-or-more", value: 10) == "ровно десять")
        #expect(localizer.localizedString("ten-or-more", value: 3) == "три")
    }

    @Test func gettingLocalizedStrings() throws {
        let localizer = try Self.localizer(TestLocale.english)
        #expect(localizer.localizedString("welcome") == "welcome")
        #expect(localizer.localizedString("welcome", fittingWidth: 300) == "welcome")
        #expect(
            localizer.localizedString("welcome", defaultValue: "Welcome", comment: "Displayed on app start")
                == "welcome")
        #expect(localizer.localizedString("welcome-key") == "welcome")
        #expect(localizer.localizedString("cars", value: "5", fittingWidth: 0, defaultValue: "Car") == "5 cars")
        #expect(localizer.localizedString("cars", value: 5) == "5 cars")
        // No catalog has the key: the default value, else the key.
        #expect(localizer.localizedString("missing", value: 5, defaultValue: "Car") == "Car")
        #expect(localizer.localizedString("missing") == "missing")
    }

    @Test func catalogsStoreSwifternalizationObjectsAsCompactJSON() throws {
        let document = try Self.document()
        let loaded = try Catalog.catalogs(from: document, syntax: .expressions)
        let english = try #require(loaded.catalogs.first { $0.locale == TestLocale.english })
        #expect(english.message(for: "welcome") == "welcome")
        #expect(english.message(for: "cars") == #"{"ie:x=1":"1 car","ie:x=0":"no cars","ie:x>1":"%d cars"}"#)
        #expect(english.message(for: "forgot-password")?.hasPrefix(#"{"@200":"#) == true)
        // Plain text that starts with a brace is wrapped, so it never reads as JSON.
        let braces = try Catalog(
            locale: TestLocale.english, syntax: .expressions,
            entries: [("braces", ExpressionMessage(variants: [("other", .text("{not json} %d"))]).catalogSource)])
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: [braces],
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(localizer.localizedString("braces", value: 2) == "{not json} 2")
    }

    @Test func malformedJSONInACatalogIsReportedWithItsPosition() throws {
        let issues = IssueRecorder()
        let catalog = try Catalog(
            locale: TestLocale.english, syntax: .expressions, messages: ["broken": #"{"one": "%d car", "#])
        var configuration = Localizer.Configuration()
        configuration.issueHandler = { issues.record($0) }
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: [catalog],
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
        #expect(localizer.localizedString("broken", value: 1) == #"{"one": "%d car", "#)
        guard case .renderProblems(let failure)? = issues.issues.first else {
            Issue.record("no render problem reported")
            return
        }
        #expect(failure.diagnostics.first?.description.contains("1:") == true, "\(failure.diagnostics)")
    }
}
