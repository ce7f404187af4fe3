/// Checks catalogs the way a reviewer would before shipping: placeholder parity between source and
/// translations, plural categories against CLDR, syntax errors in every syntax, duplicate keys, file
/// errors, character limits and untranslated keys.
public struct Linter: Sendable {
    /// What to check beyond the defaults.
    public var options: LintOptions

    /// Creates a linter.
    public init(options: LintOptions = LintOptions()) {
        self.options = options
    }

    /// Lints every catalog and returns one report.
    public func lint(_ catalogs: [MessageCatalog]) -> LintReport {
        var run = LintRun(options: options)
        for catalog in catalogs { run.lint(catalog) }
        let findings = run.findings.sorted {
            ($0.position.file, $0.position.line, $0.position.column, $0.message)
                < ($1.position.file, $1.position.line, $1.position.column, $1.message)
        }
        return LintReport(findings: findings, keyCount: run.keyCount, locales: TranslationCoverage.count(catalogs))
    }
}

/// The state of one lint run.
struct LintRun {
    let options: LintOptions
    var findings: [LintFinding] = []
    var keyCount = 0
    var rules = LocaleRules()

    init(options: LintOptions) {
        self.options = options
    }

    mutating func lint(_ catalog: MessageCatalog) {
        for problem in catalog.problems {
            var message = problem.message
            if problem.format == "strings" && problem.kind == .malformed && !message.contains("Apple") {
                message +=
                    " (Apple's .strings parser drops the whole table on this error; every key would show untranslated)"
            }
            findings.append(
                LintFinding(
                    .error, problem.kind == .duplicateKey ? .duplicateKey : .fileFormat, at: problem.position, message))
        }
        for locale in catalog.locales where rules.categories(locale) == nil {
            findings.append(
                LintFinding(
                    .warning, .locale, at: FilePosition(file: catalog.path), locale: locale,
                    "CLDR does not know this locale: its plural categories cannot be checked"))
        }
        for entry in catalog.entries {
            keyCount += 1
            lint(entry, in: catalog)
        }
        if options.requireComplete {
            for locale in catalog.targetLocales {
                let missing = catalog.entries.filter {
                    $0.shouldTranslate && $0.localizations[locale]?.isTranslated != true
                }
                guard !missing.isEmpty else { continue }
                findings.append(
                    LintFinding(
                        .error, .untranslated, at: FilePosition(file: catalog.path), locale: locale,
                        "\(missing.count) of \(catalog.entries.count) keys are not translated (first: \(JSONQuote.quoted(missing[0].key)))"
                    ))
            }
        }
    }

    private mutating func lint(_ entry: CatalogEntry, in catalog: MessageCatalog) {
        let sourceLocalization = entry.localizations[catalog.sourceLocale]
        var sourceForms = sourceLocalization?.forms.filter { !$0.value.isEmpty } ?? []
        // Xcode writes no source value when it is the key: the key is then the source text.
        if sourceForms.isEmpty { sourceForms = [CatalogForm(value: entry.key, position: entry.position)] }
        let syntax = catalog.syntax ?? MessageSyntax.guess(sourceForms[0].value)
        let source = ParitySummary(
            forms: sourceForms, syntax: syntax, substitutions: sourceLocalization?.substitutions ?? [:])
        let custom = syntax == .apple ? options.customPlaceholderPrefix.map(CustomPlaceholders.init) : nil
        let use = custom == nil ? FormatStringUse(entry: entry, path: catalog.path, source: source) : .text
        // A key extracted from code carries the arguments the code passes ("notifications.label.favorite
        // %lld"), even where the source value leaves them out ("starred"): translations may use them.
        var available = source
        if syntax == .apple && (sourceForms.count > 1 || sourceForms[0].value != entry.key) {
            available.add(MessageAnalysis(entry.key, syntax: .apple), form: CatalogForm(value: entry.key))
        }
        // An identifier key with no source value ("QUANTITY_VALUE_AND_UNIT", its English text given in
        // code) says nothing about the arguments: translations are checked against each other's types only.
        let sourceKnown = sourceForms[0].value != entry.key || syntax != .apple || !source.numbers.isEmpty
        let sourceText = sourceForms.map(\.value).joined() + entry.key
        let limit = entry.characterLimit ?? options.maximumLength
        for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
            let isSource = locale == catalog.sourceLocale
            let checksFormat = use == .format || (use == .textTranslations && isSource)
            var used = ParitySummary(forms: [], syntax: syntax, substitutions: localization.substitutions)
            let context = LintContext(entry: entry, locale: locale, catalog: catalog)
            for form in localization.forms where !form.value.isEmpty {
                let position = form.position ?? entry.position ?? FilePosition(file: catalog.path)
                checkControlCharacters(form, sourceText: sourceText, context: context, position: position)
                if let limit, form.value.count > limit {
                    report(
                        .error, .length, context, form, position,
                        "\(form.value.count) characters, more than the limit of \(limit)")
                }
                if let custom, !isSource && entry.shouldTranslate {
                    checkCustomPlaceholders(
                        form, custom, sourceForms: sourceForms, context: context, position: position)
                }
                guard checksFormat else { continue }
                let analysis = MessageAnalysis(
                    form.value, syntax: syntax, substitutionArgument: form.substitutionName != nil)
                // A string without arguments is not formatted, so a stray `%` there is only suspicious.
                let severity: LintFinding.Severity = syntax == .apple && analysis.arguments.isEmpty ? .warning : .error
                for issue in analysis.issues {
                    report(severity, .syntax, context, form, position, "\(syntax.rawValue) syntax error at \(issue)")
                }
                if !isSource && entry.shouldTranslate && sourceKnown {
                    checkParity(
                        analysis, form: form, against: available, using: used, context: context, position: position)
                }
                used.add(analysis, form: form)
            }
            if checksFormat && !isSource && entry.shouldTranslate && sourceKnown
                && localization.forms.contains(where: { !$0.value.isEmpty })
            {
                reportMissing(used, against: source, localization: localization, context: context)
            }
            if let custom, !isSource && entry.shouldTranslate {
                reportMissingCustomPlaceholders(
                    custom, sourceForms: sourceForms, localization: localization, context: context)
            }
            checkPluralCategories(
                localization, source: sourceLocalization, sourceForms: sourceForms, syntax: syntax, context: context)
            if !isSource && entry.shouldTranslate {
                checkPluralNumbers(localization, sourceForms: sourceForms, syntax: syntax, context: context)
            }
        }
    }

    /// Adds a finding about one value.
    mutating func report(
        _ severity: LintFinding.Severity, _ check: LintFinding.Check, _ context: LintContext, _ form: CatalogForm?,
        _ position: FilePosition, _ message: String
    ) {
        findings.append(
            LintFinding(
                severity, check, at: position, key: context.entry.key, locale: context.locale,
                variation: form?.pathDescription, message))
    }

    private mutating func checkControlCharacters(
        _ form: CatalogForm, sourceText: String, context: LintContext, position: FilePosition
    ) {
        for found in ControlCharacters.find(in: form.value)
        where !sourceText.unicodeScalars.contains(found.scalar) {
            report(
                .error, .controlCharacter, context, form, position,
                "control character \(ControlCharacters.name(found.scalar)) at \(found.line):\(found.column): "
                    + "invisible or a box on screen, and XML files (XLIFF) cannot carry it")
        }
    }

    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    static func list(_ categories: Set<String>) -> String {
        categories.sorted {
            (categoryOrder.firstIndex(of: $0) ?? 9, $0) < (categoryOrder.firstIndex(of: $1) ?? 9, $1)
        }.joined(separator: ", ")
    }

    static func display(_ name: String, _ syntax: MessageSyntax) -> String {
        switch syntax {
        case .mf2: name.hasPrefix("$") ? "variable {\(name)}" : "markup \(name)"
        default:
            name.hasPrefix("[") ? "decoration \(name)" : (syntax == .tml ? "token {\(name)}" : "argument {\(name)}")
        }
    }
}

/// The key, locale and catalog a finding is about.
struct LintContext {
    let entry: CatalogEntry
    let locale: String
    let catalog: MessageCatalog

    /// The position of a localization as a whole: its first value's, else the key's, else the file.
    func position(of localization: CatalogLocalization) -> FilePosition {
        localization.forms.first?.position ?? entry.position ?? FilePosition(file: catalog.path)
    }
}
