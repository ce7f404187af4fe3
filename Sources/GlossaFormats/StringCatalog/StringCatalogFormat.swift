import GlossaJSON

/// String Catalogs (`.xcstrings`), versions 1.0, 1.1 and 1.2, with every field.
///
/// Reading keeps the order of the catalog's keys and every field, including ones Glossa does not
/// know (kept as `"xcstrings/<field>"` extensions). Writing uses Xcode's layout (`JSONWriter` style
/// `.xcode`) and key order (``XcodeKeyOrder`` for the fields, locales and cases; the document's order
/// for the keys), so reading an unchanged catalog and writing it again gives the same bytes, including
/// the final line feed some catalogs end with (Xcode writes none; a catalog saved by another editor
/// may have one, recorded as the document extension `"xcstrings-layout/finalNewline"`).
///
/// A field with the wrong type is a diagnostic with its line and column; that entry is skipped and
/// the others load. Text that is not JSON is a ``FormatError``.
public struct StringCatalogFormat: Sendable {
    /// Creates the format.
    public init() {}

    static let prefix = "xcstrings/"

    /// The document extension that records a final line feed; its prefix is not ``prefix``, so it is
    /// never written as a JSON member.
    static let finalNewlineKey = "xcstrings-layout/finalNewline"

    /// The versions whose fields Glossa knows (1.2, seen in interface-file catalogs, changes no field).
    static let knownVersions: Set<String> = ["1.0", "1.1", "1.2"]

    /// Reads `bytes` as a String Catalog.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let input = try JSONInput(bytes, options: options)
        var reader = StringCatalogReader(input: input, table: options.table)
        return try reader.read()
    }

    /// Writes `document` as a String Catalog.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        var writer = StringCatalogWriter()
        let value = writer.catalog(document, table: options.table)
        let finalNewline = document.extensions[Self.finalNewlineKey]?.boolValue ?? false
        let bytes = JSONWriter(style: .xcode, finalNewline: finalNewline).bytes(from: value)
        return WriteResult(bytes: bytes, diagnostics: writer.diagnostics)
    }

    /// Writes `document` as one String Catalog per table, each at its ``TableLocation/catalogPath``
    /// (`App/en.lproj/Localizable.strings` and `.stringsdict` become `App/Localizable.xcstrings`), as
    /// Xcode keeps them; `options.table` writes only that table's files.
    public func writeFiles(_ document: LocalizationDocument, options: WriteOptions = WriteOptions())
        -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        var files = FileTree()
        var diagnostics: [FormatDiagnostic] = []
        for (location, entries) in TableMerge.grouped(document.entries(inTable: options.table)) {
            var writer = StringCatalogWriter()
            let (merged, notes) = TableMerge.merged(entries)
            let value = writer.catalog(document, entries: merged)
            files[location.catalogPath] = JSONWriter(style: .xcode, finalNewline: false).bytes(from: value)
            diagnostics += (notes + writer.diagnostics).map { $0.inFile($0.file ?? location.catalogPath) }
        }
        return (files, diagnostics)
    }
}

extension JSONObject {
    /// The members whose keys are not in `known`, as extensions prefixed with `prefix`.
    func unknownMembers(known: Set<String>, prefix: String) -> JSONObject {
        var result = JSONObject()
        for (key, value) in self where !known.contains(key) {
            result.append(prefix + key, value)
        }
        return result
    }
}
