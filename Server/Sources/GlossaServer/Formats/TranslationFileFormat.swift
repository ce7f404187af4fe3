import GlossaFormats

/// A file format translations can be imported from and exported to (`POST /import/{lang}`,
/// `GET /export/…`). The server ships the CDS's own formats; the runtime's readers and writers (XLIFF,
/// `.xcstrings`, `.strings`, `.stringsdict`, TML release archives) plug in through the same protocol.
public protocol TranslationFileFormat: Sendable {
    /// The `format=` name.
    var name: String { get }
    /// The `Content-Type` of exported files.
    var mediaType: String { get }
    /// Reads translations by language and key. `language` is the language named in the request, for
    /// formats that hold only one; a multi-language file ignores it.
    ///
    /// - Throws: ``TranslationFileError`` saying where the file is malformed.
    func read(_ bytes: [UInt8], language: String) throws -> [String: [String: String]]
    /// Reads as ``read(_:language:)`` does, within `limits` (archive members' total and single sizes,
    /// member count, compression ratio, nesting depth): the server's import budget.
    ///
    /// - Throws: ``TranslationFileError``, with ``TranslationFileError/exceedsLimit`` set when a limit
    ///   was reached.
    func read(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> [String: [String: String]]
    /// Reads as ``read(_:language:limits:)`` does, and says what the file held that the server cannot
    /// store (entries with variations other than plural, substitutions) and what the reader warned
    /// about: what an import reports.
    ///
    /// - Throws: ``TranslationFileError`` as ``read(_:language:limits:)`` does.
    func readFile(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> ImportedFile
    /// Writes strings by language (keys sorted). Single-language formats write the first table; the
    /// second, when given, is the source language (for formats that carry source text).
    func write(_ languages: [(language: String, entries: [(key: String, string: String)])]) -> [UInt8]
    /// The name of an exported file of `language` (`fr.xliff`, `tml_fr.tar.gz`).
    func fileName(language: String) -> String
}

extension TranslationFileFormat {
    /// `<language>.<name>`.
    public func fileName(language: String) -> String { "\(language).\(name)" }

    /// Formats without archives or nesting limits read as ``read(_:language:)`` does: the request body
    /// limit bounds them.
    public func read(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> [String: [String: String]] {
        try read(bytes, language: language)
    }

    /// The translations ``read(_:language:limits:)`` reads, for formats whose every entry is one string
    /// (a malformed entry fails the read).
    public func readFile(_ bytes: [UInt8], language: String, limits: ReadLimits) throws -> ImportedFile {
        ImportedFile(translations: try read(bytes, language: language, limits: limits))
    }
}

/// A file that could not be read, and where.
public struct TranslationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and where (`line 3, column 5: …`).
    public var description: String
    /// Whether the file was refused for reaching a limit of the import budget (413) rather than for
    /// being malformed (400).
    public var exceedsLimit: Bool

    /// Creates an error.
    public init(_ description: String, exceedsLimit: Bool = false) {
        self.description = description
        self.exceedsLimit = exceedsLimit
    }
}

/// The formats a server accepts, by name.
public struct TranslationFileFormats: Sendable {
    /// The formats by their `format=` name.
    public var formats: [String: any TranslationFileFormat]

    /// The CDS's formats (`txstrings`, `json`) and the runtime's (`xliff`, `xcstrings`, `strings`,
    /// `stringsdict`, and TML release archives: `tml`, `tml-tar`, `tml-zip`), plus `extra` ones.
    public init(extra: [any TranslationFileFormat] = []) {
        var formats: [String: any TranslationFileFormat] = [:]
        let builtIn: [any TranslationFileFormat] =
            [TXStringsFileFormat(), FlatJSONFileFormat()] + DocumentFileFormat.all
        for format in builtIn + extra { formats[format.name] = format }
        self.formats = formats
    }

    /// The format named `name`, or 400 listing the known ones.
    func format(named name: String) throws -> any TranslationFileFormat {
        guard let format = formats[name] else {
            throw ProtocolError.badRequest(
                "Unknown format \"\(name)\" (known: \(formats.keys.sorted().joined(separator: ", ")))")
        }
        return format
    }
}
