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
        let sourceForms =
            entry.localizations[catalog.sourceLocale]?.forms.filter { !$0.value.isEmpty }
            ?? [CatalogForm(value: entry.key, position: entry.position)]
        let syntax = catalog.syntax ?? MessageSyntax.guess(sourceForms.first?.value ?? entry.key)
        let sourceSubstitutions = entry.localizations[catalog.sourceLocale]?.substitutions ?? [:]
        let source = ParitySummary(
            forms: sourceForms.isEmpty ? [CatalogForm(value: entry.key)] : sourceForms, syntax: syntax,
            substitutions: sourceSubstitutions)
        let limit = entry.characterLimit ?? options.maximumLength
        for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
            let isSource = locale == catalog.sourceLocale
            var used = ParitySummary(forms: [], syntax: syntax, substitutions: localization.substitutions)
            for form in localization.forms where !form.value.isEmpty {
                let analysis = MessageAnalysis(
                    form.value, syntax: syntax, substitutionArgument: form.substitutionName != nil)
                let position = form.position ?? entry.position ?? FilePosition(file: catalog.path)
                // A string without arguments is not formatted, so a stray `%` there is only suspicious.
                let severity: LintFinding.Severity = syntax == .apple && analysis.arguments.isEmpty ? .warning : .error
                for issue in analysis.issues {
                    findings.append(
                        LintFinding(
                            severity, .syntax, at: position, key: entry.key, locale: locale,
                            variation: form.pathDescription, "\(syntax.rawValue) syntax error at \(issue)"))
                }
                if let limit, form.value.count > limit {
                    findings.append(
                        LintFinding(
                            .error, .length, at: position, key: entry.key, locale: locale,
                            variation: form.pathDescription,
                            "\(form.value.count) characters, more than the limit of \(limit)"))
                }
                if !isSource && entry.shouldTranslate {
                    checkParity(analysis, form: form, against: source, entry: entry, locale: locale, position: position)
                }
                used.add(analysis, form: form)
            }
            if !isSource && entry.shouldTranslate && localization.forms.contains(where: { !$0.value.isEmpty }) {
                reportMissing(
                    used, against: source, entry: entry, locale: locale, localization: localization, catalog: catalog)
            }
            checkPluralCategories(localization, entry: entry, locale: locale, catalog: catalog, syntax: syntax)
        }
    }

    private mutating func checkParity(
        _ analysis: MessageAnalysis, form: CatalogForm, against source: ParitySummary, entry: CatalogEntry,
        locale: String, position: FilePosition
    ) {
        func report(_ message: String) {
            findings.append(
                LintFinding(
                    .error, .placeholders, at: position, key: entry.key, locale: locale,
                    variation: form.pathDescription, message))
        }
        switch analysis.syntax {
        case .apple:
            for argument in analysis.arguments {
                let type = source.argumentType(of: argument, in: form)
                guard let expected = source.types[argument.number] else {
                    report("\(argument.source) uses argument \(argument.number), which the source does not have")
                    continue
                }
                if let type, type != expected {
                    report(
                        "\(argument.source) takes \(type.swiftType) where the source's argument \(argument.number) "
                            + "is \(expected.swiftType) (\(source.sources[argument.number] ?? "?"))")
                }
            }
        case .tml, .icu:
            for name in analysis.names where !source.names.contains(name) {
                report("\(Self.display(name, analysis.syntax)) is not in the source")
            }
        }
    }

    private mutating func reportMissing(
        _ used: ParitySummary, against source: ParitySummary, entry: CatalogEntry, locale: String,
        localization: CatalogLocalization, catalog: MessageCatalog
    ) {
        let position = localization.forms.first?.position ?? entry.position ?? FilePosition(file: catalog.path)
        switch used.syntax {
        case .apple:
            for number in source.types.keys.sorted() where used.types[number] == nil {
                findings.append(
                    LintFinding(
                        .error, .placeholders, at: position, key: entry.key, locale: locale,
                        "never uses the source's argument \(number) (\(source.sources[number] ?? "?")): "
                            + "later arguments would be read with the wrong type"))
            }
        case .tml, .icu:
            for name in source.names where !used.names.contains(name) {
                findings.append(
                    LintFinding(
                        .warning, .placeholders, at: position, key: entry.key, locale: locale,
                        "never shows \(Self.display(name, used.syntax)), which the source has"))
            }
        }
    }

    private mutating func checkPluralCategories(
        _ localization: CatalogLocalization, entry: CatalogEntry, locale: String, catalog: MessageCatalog,
        syntax: MessageSyntax
    ) {
        var groups: [(name: String, categories: [String], ordinal: Bool, position: FilePosition?)] =
            localization.pluralGroups.map { ($0.prefix.joined(separator: "."), $0.categories, false, $0.position) }
        if syntax == .icu {
            for form in localization.forms {
                for selection in MessageAnalysis(form.value, syntax: .icu).selections where selection.kind != "select" {
                    groups.append(
                        (
                            "{\(selection.name), \(selection.kind)}", selection.keys.filter { !$0.hasPrefix("=") },
                            selection.kind == "selectordinal", form.position
                        ))
                }
            }
        }
        for group in groups {
            guard let expected = rules.categories(locale, ordinal: group.ordinal) else { continue }
            let present = Set(group.categories)
            let position = group.position ?? entry.position ?? FilePosition(file: catalog.path)
            let missing = expected.subtracting(present)
            if !missing.isEmpty {
                findings.append(
                    LintFinding(
                        .error, .pluralCategories, at: position, key: entry.key, locale: locale, variation: group.name,
                        "missing plural \(Self.list(missing)), which CLDR requires for \(locale) "
                            + "(needs \(Self.list(expected)))"))
            }
            // String Catalogs and .stringsdict give `zero` Apple's meaning, "exactly 0", in every language.
            let allowed = syntax == .apple ? expected.union(["zero"]) : expected
            let unused = present.subtracting(allowed).subtracting(["other"])
            if options.reportUnusedPluralCategories && !unused.isEmpty {
                findings.append(
                    LintFinding(
                        .warning, .pluralCategories, at: position, key: entry.key, locale: locale,
                        variation: group.name,
                        "plural \(Self.list(unused)) never used by \(locale) (it has \(Self.list(expected)))"))
            }
        }
    }

    private static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    static func list(_ categories: Set<String>) -> String {
        categories.sorted {
            (categoryOrder.firstIndex(of: $0) ?? 9, $0) < (categoryOrder.firstIndex(of: $1) ?? 9, $1)
        }.joined(separator: ", ")
    }

    static func display(_ name: String, _ syntax: MessageSyntax) -> String {
        name.hasPrefix("[") ? "decoration \(name)" : (syntax == .tml ? "token {\(name)}" : "argument {\(name)}")
    }
}
