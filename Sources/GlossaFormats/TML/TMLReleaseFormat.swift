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

    /// The top-level folder a release's files are in, when they are all in one and the top level holds
    /// neither `translation_keys.json` nor `application.json`.
    static func releaseRoot(_ paths: [String]) -> String? {
        guard !paths.contains("translation_keys.json"), !paths.contains("application.json") else { return nil }
        return FileTree.commonRootDirectory(of: paths)
    }

    /// Whether a release reads the file at `path` (relative to the release's root), given the release's
    /// `locales` (``localeFolders(_:)``; `nil` when they are not known yet, taking any folder for one):
    /// the top-level JSON files, and each locale folder's.
    static func isReleaseFile(_ path: String, locales: Set<String>?) -> Bool {
        if ["snapshot.json", "application.json", "sources.json", "translation_keys.json"].contains(path) {
            return true
        }
        let parts = path.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, locales?.contains(String(parts[0])) ?? true else { return false }
        return parts[1] == "translations.json" || parts[1] == "language.json"
            || (parts[1].hasPrefix("sources/") && parts[1].hasSuffix(".json"))
    }

    /// The locale folders of a release whose files are `paths`: those holding `translations.json` or
    /// `language.json`.
    static func localeFolders(_ paths: [String]) -> Set<String> {
        var locales: Set<String> = []
        for path in paths {
            let parts = path.split(separator: "/", maxSplits: 1)
            if parts.count == 2, parts[1] == "translations.json" || parts[1] == "language.json" {
                locales.insert(String(parts[0]))
            }
        }
        return locales
    }

    /// The error for files without `translation_keys.json`.
    static func notARelease(_ options: ReadOptions) -> FormatError {
        FormatError(.invalidValue, "not a TML release: there is no translation_keys.json", file: options.fileName)
    }

    /// The JSON of the release file at `path`, and its duplicate keys as warnings.
    static func parse(_ bytes: [UInt8], path: String, options: ReadOptions) throws(FormatError) -> (
        JSONValue, [FormatDiagnostic]
    ) {
        var fileOptions = options
        fileOptions.fileName = path
        let input = try JSONInput(bytes, options: fileOptions)
        return (input.value, input.duplicateDiagnostics)
    }

    /// Reads a release whose files (relative to its root) are `paths`, taking each file's JSON from
    /// `json` (`nil` for a file that is not there).
    func release(
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
        // Archive member order is arbitrary (this release lists ru before en); sort so that an archive
        // and its extracted folder read the same.
        release.locales = Self.localeFolders(paths).sorted()
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
}
