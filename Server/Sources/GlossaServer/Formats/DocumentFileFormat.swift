import GlossaFormats

/// A file format of the runtime's `GlossaFormats` (XLIFF 1.2, String Catalogs, `.strings`,
/// `.stringsdict`) as an import and export format of the server.
///
/// On import, plain strings are taken as they are and plural variations become an ICU plural
/// (`{count, plural, one {…} other {…}}`, served in the CDS's form); entries with other variations
/// (device, width) or substitutions are skipped, and ``readFile(_:language:limits:)`` names each with
/// why, with the reader's warnings, for the import's report. On export, the first table is the
/// target language and the second, if any, the source language (XLIFF writes both).
///
/// TML release archives (GlossaFormats' `TMLReleaseFormat`): `tml` reads a tar, tar.gz or zip release
/// (detected from its bytes, through GlossaFormats' safe archive readers and their size limits) and
/// writes tar.gz, `tml-tar` and `tml-zip` write tar and zip. Keys are TML keys (the MD5 of label and
/// description): a project whose strings were pushed from a release (`glossa push tml_….tar.gz`) imports
/// and exports them unchanged; other keys get TML keys derived from their source text on export. A
/// translation that depends on context (gender rules) is imported only through its context-free case.
public struct DocumentFileFormat: TranslationFileFormat {
    public let name: String
    public let mediaType: String
    private let fileExtension: String?
    private let fileNamePrefix: String
    private let reader: @Sendable ([UInt8], ReadOptions) throws -> ReadResult
    private let writer: @Sendable (LocalizationDocument, WriteOptions) -> WriteResult

    private init(
        name: String, mediaType: String, fileNamePrefix: String = "", fileExtension: String? = nil,
        reader: @escaping @Sendable ([UInt8], ReadOptions) throws -> ReadResult,
        writer: @escaping @Sendable (LocalizationDocument, WriteOptions) -> WriteResult
    ) {
        self.name = name
        self.mediaType = mediaType
        self.fileNamePrefix = fileNamePrefix
        self.fileExtension = fileExtension
        self.reader = reader
        self.writer = writer
    }

    /// `<language>.<name>`, or for TML archives `tml_<language>.tar.gz` (`.tar`, `.zip`).
    public func fileName(language: String) -> String { "\(fileNamePrefix)\(language).\(fileExtension ?? name)" }

    private static func tml(_ name: String, _ kind: ArchiveKind, mediaType: String)
        -> DocumentFileFormat
    {
        DocumentFileFormat(
            name: name, mediaType: mediaType, fileNamePrefix: "tml_", fileExtension: kind.fileExtension,
            reader: { try TMLReleaseFormat().read(archive: $0, options: $1) },
            writer: { document, _ in TMLReleaseFormat().writeArchive(document, kind: kind) })
    }

    /// The formats of `GlossaFormats` the server offers: `xliff`, `xcstrings`, `strings`, `stringsdict`,
    /// `mclocalization` (MCLocalization's one JSON file of every language), and TML release archives
    /// (`tml`, `tml-tar`, `tml-zip`).
    public static let all: [DocumentFileFormat] = [
        DocumentFileFormat(
            name: "xliff", mediaType: "application/x-xliff+xml", reader: { try XLIFFFormat().read($0, options: $1) },
            writer: { XLIFFFormat().write($0, options: $1) }),
        DocumentFileFormat(
            name: "xcstrings", mediaType: "application/json; charset=utf-8",
            reader: { try StringCatalogFormat().read($0, options: $1) },
            writer: { StringCatalogFormat().write($0, options: $1) }),
        DocumentFileFormat(
            name: "strings", mediaType: "text/plain; charset=utf-8", reader: { StringsFormat().read($0, options: $1) },
            writer: { StringsFormat().write($0, options: $1) }),
        DocumentFileFormat(
            name: "stringsdict", mediaType: "application/x-plist",
            reader: { try StringsDictFormat().read($0, options: $1) },
            writer: { StringsDictFormat().write($0, options: $1) }),
        DocumentFileFormat(
            name: "mclocalization", mediaType: "application/json; charset=utf-8", fileNamePrefix: "mclocalization_",
            fileExtension: "json",
            reader: { try MCLocalizationFormat().read($0, options: $1) },
            writer: { MCLocalizationFormat().write($0, options: $1) }),
        tml("tml", .tarGZip, mediaType: "application/gzip"),
        tml("tml-tar", .tar, mediaType: "application/x-tar"),
        tml("tml-zip", .zip, mediaType: "application/zip"),
    ]

    public func read(_ bytes: [UInt8], language: String) throws -> [String: [String: String]] {
        try read(bytes, language: language, limits: ReadLimits())
    }

    public func read(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> [String: [String: String]] {
        try readFile(bytes, language: language, limits: limits).translations
    }

    public func readFile(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> ImportedFile {
        let result: ReadResult
        do {
            result = try reader(bytes, ReadOptions(locale: language, fileName: "upload.\(name)", limits: limits))
        } catch let error as GlossaFormats.FormatError {
            throw TranslationFileError(error.description, exceedsLimit: error.diagnostic.kind == .limit)
        }
        if let error = result.diagnostics.first(where: { $0.severity == .error }) {
            throw TranslationFileError(error.description)
        }
        var table: [String: String] = [:]
        var skipped: [SkippedEntry] = []
        for entry in result.document.entries {
            guard let localization = entry.localizations[language] else { continue }
            if let value = localization.plainValue {
                table[entry.key] = value
            } else if let plural = Self.icuPlural(localization) {
                table[entry.key] = plural
            } else if let value = Self.contextFree(localization) {
                table[entry.key] = value
            } else if localization.variant.variations != nil || !localization.substitutions.isEmpty {
                skipped.append(SkippedEntry(key: entry.key, reason: Self.unstorable(localization)))
            }
        }
        return ImportedFile(
            translations: [language: table], skipped: skipped,
            warnings: result.diagnostics.filter { $0.severity != .error }.map(\.description))
    }

    /// Why a localization that is neither a plain string, a plural of plain strings nor a context case
    /// cannot be stored as one string.
    static func unstorable(_ localization: Localization) -> String {
        if !localization.substitutions.isEmpty { return "it has substitutions (a String Catalog's %#@name@ arguments)" }
        switch localization.variant.variations?.kind {
        case .plural?: return "its plural forms vary by more than the count (nested variations)"
        case .context?: return "it depends on context and has no context-free case"
        case let kind?: return "it varies by \(kind.rawValue), which the server does not store"
        case nil: return "it has no value"
        }
    }

    public func write(_ languages: [(language: String, entries: [(key: String, string: String)])]) -> [UInt8] {
        guard let target = languages.first else { return [] }
        guard let source = languages.dropFirst().first else {
            var document = LocalizationDocument(sourceLocale: target.language)
            for entry in target.entries.sorted(by: { $0.key < $1.key }) {
                document.entries.append(
                    LocalizationEntry(
                        key: entry.key, localizations: [target.language: Localization(value: entry.string)]))
            }
            return writer(document, WriteOptions(locale: target.language)).bytes
        }
        return writer(Self.document(source: source, targets: [target]), WriteOptions(locale: target.language)).bytes
    }

    /// A document of the keys of `targets` with their source text and their translations into each
    /// target (an empty string is no translation: the entry has the source text only), sorted by key.
    ///
    /// Each key's entry is made once and filled in place, language after language (no copy of its
    /// localizations per language), so a release's 50,000 keys × 10 languages cost in proportion.
    static func document(
        source: (language: String, entries: [(key: String, string: String)]),
        targets: [(language: String, entries: [(key: String, string: String)])]
    ) -> LocalizationDocument {
        var document = LocalizationDocument(sourceLocale: source.language)
        let sourceStrings = Dictionary(source.entries, uniquingKeysWith: { first, _ in first })
        var positions: [String: Int] = [:]
        positions.reserveCapacity(source.entries.count)
        var entries: [LocalizationEntry] = []
        entries.reserveCapacity(source.entries.count)
        // An entry starts with its source text, so the source language comes first in it.
        func position(of key: String) -> Int {
            if let position = positions[key] { return position }
            var entry = LocalizationEntry(key: key)
            if let text = sourceStrings[key] { entry.localizations[source.language] = Localization(value: text) }
            positions[key] = entries.count
            entries.append(entry)
            return entries.count - 1
        }
        if targets.isEmpty {
            for entry in source.entries {
                entries[position(of: entry.key)].localizations = [source.language: Localization(value: entry.string)]
            }
        }
        for target in targets {
            for entry in target.entries {
                let index = position(of: entry.key)
                if !entry.string.isEmpty {
                    entries[index].localizations[target.language] = Localization(value: entry.string)
                }
            }
        }
        document.entries = entries.sorted { $0.key < $1.key }
        return document
    }

    /// The case without context of context variations (a TML translation with gender rules and a default).
    static func contextFree(_ localization: Localization) -> String? {
        guard localization.substitutions.isEmpty, let variations = localization.variant.variations,
            variations.kind == .context
        else { return nil }
        return variations.cases.first { $0.key.isEmpty }?.variant.unit?.value
    }

    /// `{count, plural, one {…} other {…}}` from plural variations of plain units.
    static func icuPlural(_ localization: Localization) -> String? {
        guard localization.substitutions.isEmpty, let variations = localization.variant.variations,
            variations.kind == .plural
        else { return nil }
        var parts: [String] = []
        for variation in variations.cases {
            guard variation.variant.variations == nil, let value = variation.variant.unit?.value else { return nil }
            parts.append("\(variation.key) {\(value)}")
        }
        return parts.isEmpty ? nil : "{count, plural, \(parts.joined(separator: " "))}"
    }
}
