import GlossaJSON
import GlossaMessages

/// TML release archives and folders: reading them into a ``TMLRelease`` and a document, and writing
/// them back.
///
/// In the document, each translation key is an entry whose key is the TML key, whose comment is the
/// key's description and whose source-locale localization is its label; each locale's translations
/// become that locale's localization: one translation without context as a plain string, several or
/// context-dependent ones as ``VariationKind/context`` variations keyed by the compact JSON of their
/// context. Language definitions, application and snapshot data and per-source files are kept in the
/// document's extensions (`"tml/…"`), so a release read and written again holds the same data.
/// Writing leaves out, with a warning, a key or translation whose text is an ICU plural (a CDS's
/// form of a String Catalog plural): TML has no form that keeps it.
public struct TMLReleaseFormat: Sendable {
    /// Creates the format.
    public init() {}

    static let prefix = "tml/"

    /// Reads a release from its files (an extracted archive or folder). A single top-level folder
    /// holding the release is looked into.
    public func release(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> (
        release: TMLRelease, diagnostics: [FormatDiagnostic]
    ) {
        let root = Self.releaseRoot(files.paths)
        let tree = root.map { files.subtree($0) } ?? files
        return try release(paths: tree.paths, options: options) { path throws(FormatError) in
            guard let bytes = tree[path] else { return nil }
            return try Self.parse(bytes, path: path, options: options)
        }
    }

    /// The top-level folder a release's files are in, when they are all in one and the top level holds
    /// neither `translation_keys.json` nor `application.json`.
    static func releaseRoot(_ paths: [String]) -> String? {
        guard !paths.contains("translation_keys.json"), !paths.contains("application.json") else { return nil }
        return FileTree.commonRootDirectory(of: paths)
    }

    /// Whether a release reads the file at `path` (relative to the release's root), given the release's
    /// `locales` (``localeFolders(_:)``): the top-level JSON files, and each locale folder's.
    static func isReleaseFile(_ path: String, locales: Set<Substring>) -> Bool {
        if ["snapshot.json", "application.json", "sources.json", "translation_keys.json"].contains(path) {
            return true
        }
        let parts = path.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, locales.contains(parts[0]) else { return false }
        return parts[1] == "translations.json" || parts[1] == "language.json"
            || (parts[1].hasPrefix("sources/") && parts[1].hasSuffix(".json"))
    }

    /// The locale folders of a release whose files are `paths`: those holding `translations.json` or
    /// `language.json`.
    static func localeFolders(_ paths: [String]) -> [String] {
        var locales: [String] = []
        for path in paths {
            let parts = path.split(separator: "/", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let locale = String(parts[0])
            if !locales.contains(locale), parts[1] == "translations.json" || parts[1] == "language.json" {
                locales.append(locale)
            }
        }
        return locales
    }

    /// The error for files without `translation_keys.json`.
    private static func notARelease(_ options: ReadOptions) -> FormatError {
        FormatError(.invalidValue, "not a TML release: there is no translation_keys.json", file: options.fileName)
    }

    /// The JSON of the release file at `path`, and its duplicate keys as warnings.
    private static func parse(_ bytes: [UInt8], path: String, options: ReadOptions) throws(FormatError) -> (
        JSONValue, [FormatDiagnostic]
    ) {
        var fileOptions = options
        fileOptions.fileName = path
        let input = try JSONInput(bytes, options: fileOptions)
        return (input.value, input.duplicateDiagnostics)
    }

    /// Reads a release whose files (relative to its root) are `paths`, taking each file's JSON from
    /// `json` (`nil` for a file that is not there).
    private func release(
        paths: [String], options: ReadOptions,
        json file: (String) throws(FormatError) -> (JSONValue, [FormatDiagnostic])?
    ) throws(FormatError) -> (release: TMLRelease, diagnostics: [FormatDiagnostic]) {
        var diagnostics: [FormatDiagnostic] = []
        var release = TMLRelease()
        func json(_ path: String) throws(FormatError) -> JSONValue? {
            guard let (value, notes) = try file(path) else { return nil }
            diagnostics += notes
            return value
        }
        release.snapshot = try json("snapshot.json")
        release.application = try json("application.json")
        release.sources = try json("sources.json")
        guard let keysFile = try json("translation_keys.json") else { throw Self.notARelease(options) }
        guard let keyRecords = (keysFile["results"] ?? keysFile).objectValue else {
            throw FormatError(
                .invalidValue, "translation_keys.json: results must be an object", file: "translation_keys.json")
        }
        for (key, record) in keyRecords.lastValues {
            guard let object = record.objectValue, let label = object["label"]?.stringValue else {
                diagnostics.append(
                    FormatDiagnostic(
                        .error, .invalidValue, "the key \(key) has no label; skipped", file: "translation_keys.json",
                        key: key))
                continue
            }
            release.keys.append(
                TMLRelease.Key(
                    key: key, label: label, description: object["description"]?.stringValue,
                    locale: object["locale"]?.stringValue,
                    otherMembers: object.unknownMembers(known: ["label", "description", "locale"], prefix: "")))
        }
        let locales = Self.localeFolders(paths)
        // Archive member order is arbitrary (this release lists ru before en); sort so that an archive
        // and its extracted folder read the same.
        release.locales = locales.sorted()
        for locale in release.locales {
            if let language = try json("\(locale)/language.json") { release.languages[locale] = language }
            if let file = try json("\(locale)/translations.json") {
                guard let results = (file["results"] ?? file).objectValue else {
                    throw FormatError(.invalidValue, "results must be an object", file: "\(locale)/translations.json")
                }
                release.translations[locale] = translations(
                    results, file: "\(locale)/translations.json", diagnostics: &diagnostics)
            }
            var sourceFiles: [(String, JSONValue)] = []
            for path in paths.sorted() where path.hasPrefix("\(locale)/sources/") && path.hasSuffix(".json") {
                if let value = try json(path) { sourceFiles.append((String(path.dropFirst(locale.count + 9)), value)) }
            }
            if !sourceFiles.isEmpty { release.sourceFiles[locale] = sourceFiles }
        }
        return (release, diagnostics)
    }

    private func translations(_ results: JSONObject, file: String, diagnostics: inout [FormatDiagnostic])
        -> [(key: String, translations: [TMLRelease.Translation])]
    {
        var list: [(key: String, translations: [TMLRelease.Translation])] = []
        for (key, value) in results.lastValues {
            // Ruby's Source#update_translations also accepts {"translations": [...]} (“Translation data” in
            // GlossaMessages' TMLSemantics article).
            guard let array = value.arrayValue ?? value["translations"]?.arrayValue else {
                diagnostics.append(
                    FormatDiagnostic(
                        .error, .invalidValue,
                        "the translations of \(key) must be an array or {\"translations\": [...]}; skipped",
                        file: file, key: key))
                continue
            }
            var items: [TMLRelease.Translation] = []
            for item in array {
                guard let object = item.objectValue, let label = object["label"]?.stringValue else {
                    diagnostics.append(
                        FormatDiagnostic(
                            .error, .invalidValue, "a translation of \(key) has no label; skipped", file: file, key: key
                        ))
                    continue
                }
                items.append(
                    TMLRelease.Translation(
                        label: label, context: object["context"],
                        otherMembers: object.unknownMembers(known: ["label", "context"], prefix: "")))
            }
            list.append((key, items))
        }
        return list
    }

    /// Reads a release from its files and converts it to a document.
    public func read(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let (release, diagnostics) = try release(files: files, options: options)
        return ReadResult(document: document(from: release), diagnostics: diagnostics)
    }

    /// Reads a release archive (tar, tar.gz or zip) and converts it to a document.
    ///
    /// The archive is read through ``ArchiveMembers``: a zip archive is refused from its declared sizes
    /// before anything is inflated, and its members are inflated one at a time, each parsed (when it is
    /// a file of the release) and released before the next, so memory holds the archive, the largest
    /// member and the parsed release, never every member at once.
    public func read(archive bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let members = try ArchiveMembers(bytes, limits: options.limits, fileName: options.fileName)
        let root = Self.releaseRoot(members.paths)
        let prefix = root.map { $0 + "/" } ?? ""
        let paths = members.paths.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
        // Without its keys, the archive is no release: say so before inflating any member.
        guard paths.contains("translation_keys.json") else { throw Self.notARelease(options) }
        let locales = Set(Self.localeFolders(paths).map { Substring($0) })
        var parsed: [String: (JSONValue, [FormatDiagnostic])] = [:]
        try members.readEach { path, data throws(FormatError) in
            guard path.hasPrefix(prefix) else { return }
            let relative = String(path.dropFirst(prefix.count))
            guard Self.isReleaseFile(relative, locales: locales) else { return }
            parsed[relative] = try Self.parse(data, path: relative, options: options)
        }
        var (release, diagnostics) = try release(paths: paths, options: options) { parsed[$0] }
        diagnostics = members.diagnostics + diagnostics
        return ReadResult(document: document(from: release), diagnostics: diagnostics)
    }

    /// The document for `release`.
    public func document(from release: TMLRelease) -> LocalizationDocument {
        let source = release.defaultLocale ?? "en"
        var document = LocalizationDocument(sourceLocale: source, version: release.version)
        var index: [String: Int] = [:]
        for key in release.keys {
            var entry = LocalizationEntry(key: key.key, comment: key.description)
            entry.localizations[key.locale ?? source] = Localization(value: key.label)
            if key.locale != nil, key.locale != source {
                entry.extensions.set(Self.prefix + "locale", .string(key.locale ?? source))
            }
            if !key.otherMembers.isEmpty { entry.extensions.set(Self.prefix + "key", .object(key.otherMembers)) }
            index[key.key] = document.entries.count
            document.entries.append(entry)
        }
        for locale in release.locales {
            for (key, translations) in release.translations[locale] ?? [] {
                guard !translations.isEmpty else { continue }
                let position =
                    index[key]
                    ?? {
                        index[key] = document.entries.count
                        document.entries.append(LocalizationEntry(key: key))
                        return document.entries.count - 1
                    }()
                document.entries[position].localizations[locale] = localization(translations)
            }
        }
        var extensions = JSONObject()
        if let snapshot = release.snapshot { extensions.append(Self.prefix + "snapshot", snapshot) }
        if let application = release.application { extensions.append(Self.prefix + "application", application) }
        if let sources = release.sources { extensions.append(Self.prefix + "sources", sources) }
        extensions.append(Self.prefix + "locales", .array(release.locales.map { .string($0) }))
        for locale in release.locales {
            if let language = release.languages[locale] {
                extensions.append(Self.prefix + "language/" + locale, language)
            }
            for (path, value) in release.sourceFiles[locale] ?? [] {
                extensions.append(Self.prefix + "source/" + locale + "/" + path, value)
            }
        }
        document.extensions = extensions
        return document
    }

    private func localization(_ translations: [TMLRelease.Translation]) -> Localization {
        if translations.count == 1, let only = translations.first, only.context == nil, only.otherMembers.isEmpty {
            return Localization(value: only.label)
        }
        var variations = Variations(kind: .context, cases: [])
        for translation in translations {
            let key = translation.context.map { JSONWriter(style: .compact).string(from: $0) } ?? ""
            var unit = StringUnit(value: translation.label, state: .translated)
            if !translation.otherMembers.isEmpty {
                unit.extensions.set(Self.prefix + "translation", .object(translation.otherMembers))
            }
            variations.cases.append(.init(key: key, variant: Variant(unit: unit)))
        }
        return Localization(variant: Variant(variations: variations))
    }

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

    /// The translations a localization of a release document holds (see ``document(from:)``): one
    /// per ``VariationKind/context`` case, in order, with its context (the case key, compact JSON; empty
    /// for none) and the record's other members; a plain string is one translation without context.
    ///
    /// - Returns: nil for substitutions, variations of another kind, and a case whose key is not JSON
    ///   or that holds no string: what such a localization means in TML cannot be known.
    public func translations(of localization: Localization) -> [TMLRelease.Translation]? {
        if let plain = localization.plainValue { return [TMLRelease.Translation(label: plain)] }
        guard let variations = localization.variant.variations, variations.kind == .context,
            localization.substitutions.isEmpty
        else { return nil }
        var translations: [TMLRelease.Translation] = []
        for option in variations.cases {
            guard let unit = option.variant.unit, option.variant.variations == nil else { return nil }
            var context: JSONValue?
            if !option.key.isEmpty {
                guard let parsed = try? JSONValue(parsing: option.key) else { return nil }
                context = parsed
            }
            translations.append(
                TMLRelease.Translation(
                    label: unit.value, context: context,
                    otherMembers: unit.extensions[Self.prefix + "translation"]?.objectValue ?? JSONObject()))
        }
        return translations
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
