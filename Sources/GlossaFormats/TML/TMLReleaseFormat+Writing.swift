import GlossaJSON
import GlossaMessages

/// A document as a release, and a release as files and archives.
extension TMLReleaseFormat {
    /// The release for `document`. Entries whose key is not a TML key get one computed from their
    /// source text and comment (label and description); a note says so.
    public func release(from document: LocalizationDocument) -> (release: TMLRelease, diagnostics: [FormatDiagnostic]) {
        var diagnostics: [FormatDiagnostic] = []
        let extensions = document.extensions
        let source = document.sourceLocale ?? document.locales.first ?? "en"
        var release = TMLRelease(
            snapshot: extensions[Self.prefix + "snapshot"], application: extensions[Self.prefix + "application"],
            sources: extensions[Self.prefix + "sources"])
        if release.application == nil {
            let languages: [JSONValue] = document.locales.map { .object(["locale": .string($0)]) }
            release.application = .object(["default_locale": .string(source), "languages": .array(languages)])
        }
        // A release read from files lists its locale folders; labels may be in other locales (a key
        // written in en-US), which get no folder of their own.
        let locales = extensions[Self.prefix + "locales"]?.arrayValue?.compactMap(\.stringValue) ?? document.locales
        release.locales = locales
        var derived = 0
        var keyed: [(entry: LocalizationEntry, key: String)] = []
        for entry in document.entries {
            let keyLocale = entry.extensions[Self.prefix + "locale"]?.stringValue ?? source
            guard
                let label = entry.localizations[keyLocale]?.plainValue ?? entry.localizations[keyLocale].flatMap({
                    $0.flattened(key: entry.key, format: "TML").value
                }) ?? (entry.localizations.isEmpty ? nil : entry.key)
            else { continue }
            if let problem = Self.icuPluralLeftOut(label, key: entry.key, locale: keyLocale) {
                diagnostics.append(problem)
                continue
            }
            var key = entry.key
            if !Self.isTMLKey(key) {
                key = TranslationKey(label: label, description: entry.comment ?? "").rawValue
                derived += 1
            }
            keyed.append((entry, key))
            release.keys.append(
                TMLRelease.Key(
                    key: key, label: label, description: entry.comment,
                    locale: keyLocale, otherMembers: entry.extensions[Self.prefix + "key"]?.objectValue ?? JSONObject())
            )
        }
        if derived > 0 {
            diagnostics.append(
                FormatDiagnostic(
                    .note, .unrepresentable,
                    "TML keys are the MD5 of label and description: \(derived) keys were derived from source text and comment, and the original keys are not kept"
                ))
        }
        for locale in locales {
            if let language = extensions[Self.prefix + "language/" + locale] {
                release.languages[locale] = language
            } else {
                release.languages[locale] = .object(["locale": .string(locale)])
            }
            var list: [(key: String, translations: [TMLRelease.Translation])] = []
            for (entry, key) in keyed {
                list.append(
                    (
                        key,
                        translations(
                            entry.localizations[locale], key: entry.key, locale: locale, diagnostics: &diagnostics)
                    ))
            }
            release.translations[locale] = list
            let prefix = Self.prefix + "source/" + locale + "/"
            let files = extensions.members.filter { $0.key.hasPrefix(prefix) }.map {
                (String($0.key.dropFirst(prefix.count)), $0.value)
            }
            if !files.isEmpty { release.sourceFiles[locale] = files }
        }
        return (release, diagnostics)
    }

    private func translations(
        _ localization: Localization?, key: String, locale: String, diagnostics: inout [FormatDiagnostic]
    ) -> [TMLRelease.Translation] {
        guard let localization else { return [] }
        var found: [TMLRelease.Translation]
        if let translations = translations(of: localization) {
            found = translations
        } else {
            let (value, diagnostic) = localization.flattened(key: key, format: "a TML release")
            if let diagnostic { diagnostics.append(diagnostic) }
            found = value.map { [TMLRelease.Translation(label: $0)] } ?? []
        }
        return found.filter { translation in
            guard let problem = Self.icuPluralLeftOut(translation.label, key: key, locale: locale) else { return true }
            diagnostics.append(problem)
            return false
        }
    }

    /// A warning when `label` is an ICU plural (`{???, plural, one {…} other {…}}`, as a CDS stores a
    /// String Catalog plural): TML has no such syntax, and its plural tokens (`{count || …}`) name a
    /// token the label would have to define and cannot hold Apple's `%lld`, so written as a label it
    /// would show as it is. Such a label is left out, and the warning says so.
    static func icuPluralLeftOut(_ label: String, key: String, locale: String) -> FormatDiagnostic? {
        guard CDSText.pluralVariations(label) != nil else { return nil }
        return FormatDiagnostic(
            .warning, .unrepresentable,
            "a TML release cannot hold the ICU plural of \"\(key)\" (\(locale)): TML has no ICU syntax and its "
                + "plural tokens cannot take Apple's format; left out",
            key: key)
    }

    static func isTMLKey(_ key: String) -> Bool {
        key.utf8.count == 32 && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// The files of `release`, as compact JSON like the Translation Exchange CDN writes.
    public func files(for release: TMLRelease) -> FileTree {
        let writer = JSONWriter(style: .compact)
        var files = FileTree()
        if let snapshot = release.snapshot { files["snapshot.json"] = writer.bytes(from: snapshot) }
        if let application = release.application { files["application.json"] = writer.bytes(from: application) }
        if let sources = release.sources { files["sources.json"] = writer.bytes(from: sources) }
        var keys = JSONObject()
        for key in release.keys {
            var record = JSONObject()
            record.append("label", .string(key.label))
            if let locale = key.locale { record.append("locale", .string(locale)) }
            if let description = key.description { record.append("description", .string(description)) }
            for (name, value) in key.otherMembers { record.append(name, value) }
            keys.set(key.key, .object(record))
        }
        files["translation_keys.json"] = writer.bytes(from: .object(["results": .object(keys)]))
        for locale in release.locales {
            if let language = release.languages[locale] {
                files["\(locale)/language.json"] = writer.bytes(from: language)
            }
            var results = JSONObject()
            for (key, translations) in release.translations[locale] ?? [] {
                results.set(key, .array(translations.map(json)))
            }
            files["\(locale)/translations.json"] = writer.bytes(from: .object(["results": .object(results)]))
            for (path, value) in release.sourceFiles[locale] ?? [] {
                files["\(locale)/sources/\(path)"] = writer.bytes(from: value)
            }
        }
        return files
    }

    private func json(_ translation: TMLRelease.Translation) -> JSONValue {
        var object = JSONObject()
        object.append("label", .string(translation.label))
        if let context = translation.context { object.append("context", context) }
        for (name, value) in translation.otherMembers { object.append(name, value) }
        return .object(object)
    }

    /// Writes `document` as release files.
    public func writeFiles(_ document: LocalizationDocument) -> (files: FileTree, diagnostics: [FormatDiagnostic]) {
        let (release, diagnostics) = release(from: document)
        return (files(for: release), diagnostics)
    }

    /// Writes `document` as a release archive of `kind`.
    public func writeArchive(_ document: LocalizationDocument, kind: ArchiveKind = .tarGZip) -> WriteResult {
        let (files, diagnostics) = writeFiles(document)
        return WriteResult(bytes: ArchiveReader.write(files, as: kind), diagnostics: diagnostics)
    }
}
