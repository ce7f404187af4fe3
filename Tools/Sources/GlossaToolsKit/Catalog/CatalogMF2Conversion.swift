import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// Converts every value of a catalog from ICU MessageFormat to Unicode MessageFormat 2 with
/// GlossaMessages' `MF2Converter` (`glossa convert --to-syntax mf2`).
///
/// Each string unit is converted for its localization's locale (which names the currency of
/// `{n, number, currency}`): plain values, the cases of variations and of substitutions alike.
/// A value that does not convert (a syntax error, or something MessageFormat 2 cannot say
/// identically) is left as it is and reported as an error naming the key, the locale, where the
/// unit is in the entry's variations, and the line and column in the value; a caller that writes
/// the catalog anyway would mix two syntaxes, so `glossa convert` writes nothing then.
public enum CatalogMF2Conversion {
    /// The catalog with its values converted, and one error per value that was not.
    public static func convert(_ document: LocalizationDocument) -> (
        document: LocalizationDocument, errors: [FormatDiagnostic]
    ) {
        var converted = document
        var errors: [FormatDiagnostic] = []
        for entryIndex in converted.entries.indices {
            let entry = converted.entries[entryIndex]
            var localizations = entry.localizations
            for (locale, localization) in entry.localizations {
                let identifier = try? LocaleIdentifier(parsing: locale)
                var changed = localization
                let place = Place(key: entry.key, locale: locale, locales: identifier)
                changed.variant = convert(localization.variant, at: place, path: [], errors: &errors)
                for index in changed.substitutions.indices {
                    let substitution = changed.substitutions[index]
                    changed.substitutions[index].variations = convert(
                        substitution.variations, at: place, path: ["substitutions", substitution.name],
                        errors: &errors)
                }
                localizations[locale] = changed
            }
            converted.entries[entryIndex].localizations = localizations
        }
        return (converted, errors)
    }

    /// Where a unit is: its entry's key and locale.
    private struct Place {
        let key: String
        let locale: String
        let locales: LocaleIdentifier?
    }

    private static func convert(_ variant: Variant, at place: Place, path: [String], errors: inout [FormatDiagnostic])
        -> Variant
    {
        var converted = variant
        if let unit = variant.unit {
            switch MF2Converter.convert(icu: unit.value, locale: place.locales) {
            case .success(let message): converted.unit?.value = message.canonicalSource
            case .failure(let failure):
                let within = path.isEmpty ? "" : " (\(path.joined(separator: ".")))"
                for diagnostic in failure.diagnostics {
                    errors.append(
                        FormatDiagnostic(
                            .error, .unrepresentable,
                            "key \"\(place.key)\", locale \(place.locale)\(within), \(diagnostic.location): "
                                + "not converted to MessageFormat 2: \(diagnostic.message)", key: place.key))
                }
            }
        }
        if let variations = variant.variations {
            converted.variations = convert(variations, at: place, path: path, errors: &errors)
        }
        return converted
    }

    private static func convert(
        _ variations: Variations, at place: Place, path: [String], errors: inout [FormatDiagnostic]
    ) -> Variations {
        var converted = variations
        for index in converted.cases.indices {
            let variation = converted.cases[index]
            converted.cases[index].variant = convert(
                variation.variant, at: place, path: path + [variations.kind.rawValue, variation.key], errors: &errors)
        }
        return converted
    }
}
