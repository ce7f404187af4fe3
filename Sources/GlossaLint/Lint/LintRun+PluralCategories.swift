/// Plural categories against CLDR: each plural group of a value has the categories its locale needs.
extension LintRun {
    /// A plural group of one localization: a String Catalog or `.stringsdict` plural variation, an
    /// ICU plural argument, or a MessageFormat 2 `.match` selector on `:number` or `:integer`.
    private struct PluralGroup {
        /// `plural`, `substitutions.count.plural` or `{count, plural}`.
        let name: String
        /// The categories present.
        let categories: Set<String>
        /// The categories the source's matching group has (empty when it has none).
        let sourceCategories: Set<String>
        let ordinal: Bool
        /// Whether the count is always a whole number (`%lld`, `%d`, `%u`), so categories only
        /// fractions select are never shown.
        let wholeNumbers: Bool
        let position: FilePosition?
    }

    /// A selection's argument name and kind (`plural`, `selectordinal`), the key that matches a
    /// localization's selection to the source's.
    private struct SelectionName: Hashable {
        let name: String
        let kind: String
    }

    /// From this count on, a category is one an app rarely shows: French, Spanish, Italian, Portuguese
    /// and Catalan `many` starts at 1,000,000 (and compact decimals, which `String(format:)` never
    /// writes). Without it Apple shows `other`.
    static let rareCategoryStart: UInt64 = 1_000_000

    /// Reports categories CLDR requires for the locale that a group lacks (an error; a warning for
    /// rare ones when the source has them, nothing when it does not; nothing for categories a whole
    /// number count never selects) and categories the locale never uses (a warning).
    mutating func checkPluralCategories(
        _ localization: CatalogLocalization, source: CatalogLocalization?, sourceForms: [CatalogForm],
        syntax: MessageSyntax, context: LintContext
    ) {
        let locale = context.locale
        for group in groups(localization, source: source, sourceForms: sourceForms, syntax: syntax) {
            guard let expected = rules.categories(locale, ordinal: group.ordinal) else { continue }
            let starts = rules.smallestWholeNumbers(locale, ordinal: group.ordinal)
            let position = group.position ?? context.entry.position ?? FilePosition(file: context.catalog.path)
            var missing: Set<String> = []
            var rare: Set<String> = []
            for category in expected.subtracting(group.categories) {
                let start = starts[category]
                if group.wholeNumbers && start == nil && category != "other" { continue }
                if let start, start >= Self.rareCategoryStart {
                    if group.sourceCategories.contains(category) { rare.insert(category) }
                    continue
                }
                missing.insert(category)
            }
            func add(_ severity: LintFinding.Severity, _ message: String) {
                findings.append(
                    LintFinding(
                        severity, .pluralCategories, at: position, key: context.entry.key, locale: locale,
                        variation: group.name, message))
            }
            if !missing.isEmpty {
                add(
                    .error,
                    "missing plural \(Self.list(missing)), which CLDR requires for \(locale) "
                        + "(needs \(Self.list(expected)))")
            }
            if !rare.isEmpty {
                add(
                    .warning,
                    "missing plural \(Self.list(rare)), which the source has: \(locale) uses it only for "
                        + "counts from 1,000,000 on, where Apple shows other instead")
            }
            // String Catalogs and .stringsdict give `zero` Apple's meaning, "exactly 0", in every language.
            let allowed = syntax == .apple ? expected.union(["zero"]) : expected
            let unused = group.categories.subtracting(allowed).subtracting(["other"])
            if options.reportUnusedPluralCategories && !unused.isEmpty {
                add(.warning, "plural \(Self.list(unused)) never used by \(locale) (it has \(Self.list(expected)))")
            }
        }
    }

    /// The plural groups of a localization, with what the source's matching groups have and whether
    /// their count is a whole number.
    private func groups(
        _ localization: CatalogLocalization, source: CatalogLocalization?, sourceForms: [CatalogForm],
        syntax: MessageSyntax
    ) -> [PluralGroup] {
        var groups: [PluralGroup] = []
        if syntax == .apple {
            // The source's first group of each prefix, looked up once per group of the localization.
            var sourceCategories: [[String]: Set<String>] = [:]
            for group in source?.pluralGroups ?? [] where sourceCategories[group.prefix] == nil {
                sourceCategories[group.prefix] = Set(group.categories)
            }
            for group in localization.pluralGroups {
                groups.append(
                    PluralGroup(
                        name: group.prefix.joined(separator: "."), categories: Set(group.categories),
                        sourceCategories: sourceCategories[group.prefix] ?? [],
                        ordinal: false,
                        wholeNumbers: Self.countsWholeNumbers(
                            group.prefix, localization: localization, source: source, sourceForms: sourceForms),
                        position: group.position))
            }
        } else if syntax == .icu {
            // The keys of the source's selections by name and kind, gathered once: a message can have
            // thousands of sibling selections, and matching each against every source one is quadratic.
            var sourceKeys: [SelectionName: Set<String>] = [:]
            for form in sourceForms {
                for selection in MessageAnalysis(form.value, syntax: .icu).selections {
                    sourceKeys[SelectionName(name: selection.name, kind: selection.kind), default: []]
                        .formUnion(selection.keys)
                }
            }
            for form in localization.forms {
                for selection in MessageAnalysis(form.value, syntax: .icu).selections where selection.kind != "select" {
                    groups.append(
                        PluralGroup(
                            name: "{\(selection.name), \(selection.kind)}",
                            categories: Set(selection.keys.filter { !$0.hasPrefix("=") }),
                            sourceCategories: sourceKeys[SelectionName(name: selection.name, kind: selection.kind)]
                                ?? [],
                            ordinal: selection.kind == "selectordinal",
                            wholeNumbers: false, position: form.position))
                }
            }
        } else if syntax == .mf2 {
            groups = mf2Groups(localization, sourceForms: sourceForms)
        }
        return groups
    }

    /// The `.match` selectors on a plural (or ordinal) function of each value: their keys that are not
    /// numbers are the categories, `*` standing for `other` (as ICU's `other`, it catches the rest). An
    /// `:integer` selector counts whole numbers, so categories only fractions select are not needed.
    private func mf2Groups(_ localization: CatalogLocalization, sourceForms: [CatalogForm]) -> [PluralGroup] {
        func categories(_ keys: [String]) -> Set<String> {
            Set(keys.filter { !Self.isNumberKey($0) }.map { $0 == "*" ? "other" : $0 })
        }
        var sourceKeys: [SelectionName: [String]] = [:]
        for form in sourceForms {
            for selector in MF2MessageReading(form.value).selectors {
                sourceKeys[SelectionName(name: selector.name, kind: selector.kind), default: []]
                    .append(contentsOf: selector.keys)
            }
        }
        var groups: [PluralGroup] = []
        for form in localization.forms {
            for selector in MF2MessageReading(form.value).selectors
            where selector.kind == "plural" || selector.kind == "selectordinal" {
                groups.append(
                    PluralGroup(
                        name: ".match $\(selector.name)", categories: categories(selector.keys),
                        sourceCategories: categories(
                            sourceKeys[SelectionName(name: selector.name, kind: selector.kind)] ?? []),
                        ordinal: selector.kind == "selectordinal",
                        wholeNumbers: selector.function == "integer", position: form.position))
            }
        }
        return groups
    }

    /// Whether an MF2 key is a number (an exact match, `1`, `-2`, `0.5`) rather than a category.
    private static func isNumberKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || (first == "-" && key.count > 1)
    }

    /// Whether the count of the plural group at `prefix` is always a whole number: a substitution's
    /// format specifier says (`lld`); a plural of the whole value counts its one argument, so every
    /// conversion in the group's values and the source's must be an integer one.
    private static func countsWholeNumbers(
        _ prefix: [String], localization: CatalogLocalization, source: CatalogLocalization?,
        sourceForms: [CatalogForm]
    ) -> Bool {
        if prefix.count >= 2 && prefix[0] == "substitutions" {
            let name = prefix[1]
            guard
                let specifier = localization.substitutions[name]?.formatSpecifier
                    ?? source?.substitutions[name]?.formatSpecifier
            else { return false }
            return FormatArgumentType(formatSpecifier: specifier).isInteger
        }
        let values = localization.forms.filter { $0.path.starts(with: prefix) } + sourceForms
        let types = values.flatMap { form in
            MessageAnalysis(form.value, syntax: .apple, substitutionArgument: form.substitutionName != nil).arguments
                .filter { $0.variable == nil }.map(\.type)
        }
        return !types.isEmpty && types.allSatisfy(\.isInteger)
    }
}
