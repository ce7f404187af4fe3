extension LocalizationDocument {
    /// The locale a single-locale writer writes, and a diagnostic if other locales are left out: a
    /// note when the caller chose the locale (that is what was asked for), a warning when it was
    /// picked for them.
    func localeToWrite(_ requested: String?, format: String) -> (locale: String?, diagnostics: [FormatDiagnostic]) {
        let all = locales
        let chosen: String?
        if let requested {
            chosen = requested
        } else if let sourceLocale, all.contains(sourceLocale) {
            chosen = sourceLocale
        } else {
            chosen = all.first
        }
        var diagnostics: [FormatDiagnostic] = []
        let others = all.filter { $0 != chosen }
        if !others.isEmpty {
            diagnostics.append(
                FormatDiagnostic(
                    requested == nil ? .warning : .note, .unrepresentable,
                    "\(format) holds one locale; wrote \(chosen ?? "none") and left out \(others.joined(separator: ", ")) (choose with the locale option)"
                ))
        }
        return (chosen, diagnostics)
    }

    /// The entries in `table` (all when `nil`).
    func entries(inTable table: String?) -> [LocalizationEntry] {
        guard let table else { return entries }
        return entries.filter { $0.table == table }
    }
}

extension Localization {
    /// The text to write to a format that holds one string per key, and a diagnostic if that loses
    /// variations or substitutions.
    func flattened(key: String, format: String) -> (value: String?, diagnostic: FormatDiagnostic?) {
        if let plain = plainValue { return (plain, nil) }
        var fallback = variant.unit?.value
        var lost: [String] = []
        if let variations = variant.variations {
            lost.append("\(variations.kind) variations")
            if fallback == nil {
                fallback =
                    variations["other"]?.units().first?.unit.value
                    ?? variations.cases.last?.variant.units().first?.unit.value
            }
        }
        if !substitutions.isEmpty {
            lost.append("substitutions (\(substitutions.map(\.name).joined(separator: ", ")))")
        }
        let what = fallback == nil ? "left the key out" : "wrote only the fallback text"
        return (
            fallback,
            FormatDiagnostic(
                .warning, .unrepresentable,
                "\(format) cannot represent \(lost.joined(separator: " and ")) of \"\(key)\"; \(what)",
                key: key)
        )
    }
}
