import GlossaCLDR
import GlossaFormats
import GlossaMessages

// What a localizer reports, printable as it reads: `print(issue)` and string interpolation show a
// sentence rather than the enum's reflection (`renderProblems(GlossaLocalization.RenderFailure(…))`).

extension FallbackSource: CustomStringConvertible {
    /// `source language`, `default value` or `key`.
    public var description: String {
        switch self {
        case .sourceLanguage: "source language"
        case .defaultValue: "default value"
        case .key: "key"
        }
    }
}

extension MissingTranslation: CustomStringConvertible {
    /// `no translation of "title" in ru; showing the source language: "Title"`.
    public var description: String {
        "no translation of \"\(key)\" in \(locale); showing the \(source): \"\(text)\""
    }
}

extension RenderFailure: CustomStringConvertible {
    /// `"greeting" in ru rendered "Привет, {user}!": <each diagnostic>`.
    public var description: String {
        "\"\(key)\" in \(locale) rendered \"\(rendered)\": "
            + diagnostics.map(\.description).joined(separator: "; ")
    }
}

extension ErrorResolution: CustomStringConvertible {
    /// `rendered text`, `source string`, `raw message` or `text "…"`.
    public var description: String {
        switch self {
        case .rendered: "rendered text"
        case .sourceString: "source string"
        case .rawMessage: "raw message"
        case .text(let text): "text \"\(text)\""
        }
    }
}

extension LocalizationIssue: CustomStringConvertible {
    /// A sentence saying what happened, with the key and locale.
    public var description: String {
        switch self {
        case .missingTranslation(let missing): missing.description
        case .renderProblems(let failure): failure.description
        case .exceedsMaximumLength(let key, let locale, let length, let maximum):
            "\"\(key)\" in \(locale) is \(length) characters long, more than its maximum of \(maximum)"
        case .persistenceFailed(let reason): "the chosen locale could not be saved: \(reason)"
        case .catalogProblems(let locale, let diagnostics):
            "reading the \(locale) catalogs: " + diagnostics.map(\.description).joined(separator: "; ")
        }
    }
}

extension LocalizationChange.Reason: CustomStringConvertible {
    /// `locale changed` or `catalogs updated`.
    public var description: String {
        switch self {
        case .localeChanged: "locale changed"
        case .catalogsUpdated: "catalogs updated"
        }
    }
}

extension LocalizationChange: CustomStringConvertible {
    /// `locale changed to ru` or `catalogs updated for ru`.
    public var description: String {
        switch reason {
        case .localeChanged: "locale changed to \(locale)"
        case .catalogsUpdated: "catalogs updated for \(locale)"
        }
    }
}

extension CatalogUpdate.Outcome: CustomStringConvertible {
    /// `updated`, `pending until next launch`, `not modified` or `failed: <reason>`.
    public var description: String {
        switch self {
        case .updated: "updated"
        case .pendingUntilNextLaunch: "pending until next launch"
        case .notModified: "not modified"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}

extension CatalogPrecedence: CustomStringConvertible {
    /// `strings file` or `standard`.
    public var description: String {
        switch self {
        case .stringsFile: "strings file"
        case .standard: "standard"
        }
    }
}
