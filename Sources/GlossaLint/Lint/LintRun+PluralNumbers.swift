import GlossaMessages

/// Plural forms that hide their number. A category CLDR selects for several numbers in the locale
/// (Russian `one`: 1, 21, 31, …; French `one`: 0 and 1; every `other`) must show the count when the
/// source shows it: `one {один файл}` reads "one file" for 21 files too. A form for a single number
/// (English `one`, Arabic `two`, an exact `=0`) may spell it out.
extension LintRun {
    /// Warns about each plural form of `localization` that leaves out the count its category needs.
    mutating func checkPluralNumbers(
        _ localization: CatalogLocalization, sourceForms: [CatalogForm], syntax: MessageSyntax, context: LintContext
    ) {
        switch syntax {
        case .icu: checkICUPluralNumbers(localization, sourceForms: sourceForms, context: context)
        case .apple: checkApplePluralNumbers(localization, sourceForms: sourceForms, context: context)
        case .tml, .mf2: break
        }
    }

    private mutating func checkICUPluralNumbers(
        _ localization: CatalogLocalization, sourceForms: [CatalogForm], context: LintContext
    ) {
        let shownInSource = Set(
            sourceForms.flatMap { form in
                Self.icuPlurals(in: form.value).filter { plural in
                    plural.variants.contains { Self.shows($0.nodes, plural.name) }
                }
            }.map(\.name))
        for form in localization.forms where !form.value.isEmpty {
            let position = form.position ?? context.entry.position ?? FilePosition(file: context.catalog.path)
            for plural in Self.icuPlurals(in: form.value) where shownInSource.contains(plural.name) {
                let several = rules.categoriesOfSeveralNumbers(context.locale, ordinal: plural.isOrdinal)
                for variant in plural.variants where !variant.isExact && !Self.shows(variant.nodes, plural.name) {
                    guard let numbers = several[variant.key] else { continue }
                    report(
                        .warning, .pluralNumber, context, form, position,
                        "{\(plural.name), \(plural.isOrdinal ? "selectordinal" : "plural")} \(variant.key) "
                            + "does not show the number (no # or {\(plural.name)}), but \(context.locale) uses "
                            + "\(variant.key) for \(numbers)")
                }
            }
        }
    }

    private mutating func checkApplePluralNumbers(
        _ localization: CatalogLocalization, sourceForms: [CatalogForm], context: LintContext
    ) {
        for group in localization.pluralGroups {
            let inSource = sourceForms.filter {
                $0.path.count == group.prefix.count + 1 && $0.path.starts(with: group.prefix)
            }
            // The count is the source's number argument (by its argument number), or `%arg` in a case.
            let counts = Set(
                inSource.flatMap { Self.arguments(of: $0) }.filter { $0.type.isInteger || $0.type == .double }
                    .map(\.number))
            guard !counts.isEmpty || inSource.contains(where: Self.usesSubstitutionArgument) else { continue }
            let several = rules.categoriesOfSeveralNumbers(context.locale, ordinal: false)
            for form in localization.forms
            where form.path.count == group.prefix.count + 1 && form.path.starts(with: group.prefix)
                && !form.value.isEmpty && !Self.usesSubstitutionArgument(form)
                && !Self.arguments(of: form).contains(where: { counts.contains($0.number) })
            {
                // In String Catalogs and `.stringsdict`, `zero` is Apple's "exactly 0" in every language.
                guard let category = form.path.last, category != "zero", let numbers = several[category] else {
                    continue
                }
                let position = form.position ?? context.entry.position ?? FilePosition(file: context.catalog.path)
                report(
                    .warning, .pluralNumber, context, form, position,
                    "\(category) does not show the count, but \(context.locale) uses \(category) for \(numbers)")
            }
        }
    }

    /// The plural and selectordinal arguments of an ICU message, nested ones included.
    private static func icuPlurals(in text: String) -> [ICUPlural] {
        var plurals: [ICUPlural] = []
        func walk(_ nodes: [ICUNode]) {
            for node in nodes {
                switch node {
                case .plural(let plural):
                    plurals.append(plural)
                    for variant in plural.variants { walk(variant.nodes) }
                case .select(let select):
                    for variant in select.variants { walk(variant.nodes) }
                case .text, .argument, .pound, .invalid:
                    break
                }
            }
        }
        walk(ICUParser.parse(text).nodes)
        return plurals
    }

    /// Whether `nodes` show the number of the plural argument `name`: the argument itself at any depth,
    /// or a `#` (when `poundCounts`; a nested plural of another argument has a `#` of its own).
    private static func shows(_ nodes: [ICUNode], _ name: String, poundCounts: Bool = true) -> Bool {
        nodes.contains { node in
            switch node {
            case .pound: poundCounts
            case .argument(let argument): argument.name == name
            case .select(let select): select.variants.contains { shows($0.nodes, name, poundCounts: poundCounts) }
            case .plural(let nested):
                nested.variants.contains { shows($0.nodes, name, poundCounts: nested.name == name) }
            case .text, .invalid: false
            }
        }
    }

    /// The format arguments of an Apple plural form.
    private static func arguments(of form: CatalogForm) -> [FormatArgument] {
        MessageAnalysis(form.value, syntax: .apple, substitutionArgument: form.substitutionName != nil).arguments
    }

    /// Whether a String Catalog substitution's case shows its argument with `%arg`.
    private static func usesSubstitutionArgument(_ form: CatalogForm) -> Bool {
        form.substitutionName != nil && form.value.contains("%arg")
    }
}
