/// A file format translations can be imported from and exported to (`POST /import/{lang}`,
/// `GET /export/…`). The server ships the CDS's own formats; the runtime's readers (XLIFF,
/// `.xcstrings`, TML archives) plug in through the same protocol.
public protocol TranslationFileFormat: Sendable {
    /// The `format=` name.
    var name: String { get }
    /// The `Content-Type` of exported files.
    var mediaType: String { get }
    /// Reads translations by language and key. `language` is the language named in the request, for
    /// formats that hold only one; a multi-language file ignores it.
    ///
    /// - Throws: ``FormatError`` saying where the file is malformed.
    func read(_ bytes: [UInt8], language: String) throws -> [String: [String: String]]
    /// Writes strings by language (keys sorted).
    func write(_ languages: [(language: String, entries: [(key: String, string: String)])]) -> [UInt8]
}

/// A file that could not be read, and where.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and where (`line 3, column 5: …`).
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

/// The formats a server accepts, by name.
public struct TranslationFileFormats: Sendable {
    /// The formats by their `format=` name.
    public var formats: [String: any TranslationFileFormat]

    /// The built-in formats (`txstrings`, `json`), plus `extra` ones.
    public init(extra: [any TranslationFileFormat] = []) {
        var formats: [String: any TranslationFileFormat] = [:]
        for format in [TXStringsFormat(), FlatJSONFormat()] + extra { formats[format.name] = format }
        self.formats = formats
    }

    /// The format named `name`, or 400 listing the known ones.
    func format(named name: String) throws(ProtocolError) -> any TranslationFileFormat {
        guard let format = formats[name] else {
            throw .badRequest("Unknown format \"\(name)\" (known: \(formats.keys.sorted().joined(separator: ", ")))")
        }
        return format
    }
}
