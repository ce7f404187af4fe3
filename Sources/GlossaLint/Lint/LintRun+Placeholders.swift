/// Placeholder parity: a translation uses the source's placeholders, with compatible types.
extension LintRun {
    /// Checks one translated value against the source: Apple format arguments by number and type,
    /// TML tokens, ICU and MessageFormat 2 arguments and markup by name.
    mutating func checkParity(
        _ analysis: MessageAnalysis, form: CatalogForm, against source: ParitySummary, using used: ParitySummary,
        context: LintContext, position: FilePosition
    ) {
        switch analysis.syntax {
        case .apple:
            for argument in analysis.arguments {
                let number = used.number(of: argument, in: form)
                guard source.numbers.contains(number) else {
                    let count = source.numbers.max() ?? 0
                    report(
                        .error, .placeholders, context, form, position,
                        "\(argument.source) uses argument \(number), which the source does not have "
                            + (count == 0 ? "(it takes none)" : "(it takes \(count))"))
                    continue
                }
                let type = used.argumentType(of: argument, in: form) ?? source.argumentType(of: argument, in: form)
                if let type, let expected = source.types[number], type != expected {
                    report(
                        .error, .placeholders, context, form, position,
                        "\(argument.source) takes \(type.swiftType) where the source's argument \(number) "
                            + "is \(expected.swiftType) (\(source.sources[number] ?? "?"))")
                }
            }
        case .tml, .icu, .mf2:
            for name in analysis.names where !source.names.contains(name) {
                report(
                    .error, .placeholders, context, form, position,
                    "\(Self.display(name, analysis.syntax)) is not in the source")
            }
        }
    }

    /// Reports the source's placeholders that no value of a translation uses. Leaving out an Apple
    /// format argument that a later one follows is an error (the later one would be read with the
    /// wrong type); leaving out the last ones only hides them.
    mutating func reportMissing(
        _ used: ParitySummary, against source: ParitySummary, localization: CatalogLocalization,
        context: LintContext
    ) {
        let position = context.position(of: localization)
        switch used.syntax {
        case .apple:
            let lastUsed = used.numbers.max() ?? 0
            for number in source.numbers.sorted() where !used.numbers.contains(number) {
                let conversion = source.sources[number] ?? "?"
                if number < lastUsed {
                    report(
                        .error, .placeholders, context, nil, position,
                        "never uses the source's argument \(number) (\(conversion)): argument \(lastUsed) "
                            + "would be read with the wrong type")
                } else {
                    report(
                        .warning, .placeholders, context, nil, position,
                        "never shows the source's argument \(number) (\(conversion))")
                }
            }
        case .tml, .icu, .mf2:
            for name in source.names where !used.names.contains(name) {
                report(
                    .warning, .placeholders, context, nil, position,
                    "never shows \(Self.display(name, used.syntax)), which the source has")
            }
        }
    }

    /// Checks a project's own placeholders (`%0`, `%1`) in one translated value: each must be one the
    /// source has, or the app's code leaves it on screen as it is.
    mutating func checkCustomPlaceholders(
        _ form: CatalogForm, _ custom: CustomPlaceholders, sourceForms: [CatalogForm], context: LintContext,
        position: FilePosition
    ) {
        let known = Set(sourceForms.flatMap { custom.tokens(in: $0.value) })
        for token in Set(custom.tokens(in: form.value)).subtracting(known).sorted() {
            report(.error, .placeholders, context, form, position, "placeholder \(token) is not in the source")
        }
    }

    /// Reports a project's own placeholders of the source that no value of a translation shows.
    mutating func reportMissingCustomPlaceholders(
        _ custom: CustomPlaceholders, sourceForms: [CatalogForm], localization: CatalogLocalization,
        context: LintContext
    ) {
        let values = localization.forms.filter { !$0.value.isEmpty }
        guard !values.isEmpty else { return }
        let used = Set(values.flatMap { custom.tokens(in: $0.value) })
        let known = Set(sourceForms.flatMap { custom.tokens(in: $0.value) })
        for token in known.subtracting(used).sorted() {
            report(
                .warning, .placeholders, context, nil, context.position(of: localization),
                "never shows placeholder \(token), which the source has")
        }
    }
}
