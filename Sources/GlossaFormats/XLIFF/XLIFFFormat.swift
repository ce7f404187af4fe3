import Foundation

/// XLIFF 1.2 as Xcode exports and imports it (`.xcloc/Localized Contents/<lang>.xliff`).
///
/// Each `<file>` becomes entries whose ``LocalizationEntry/table`` is the file's `original` path.
/// Units are gathered into entries by id: `key|==|plural.one`-style ids (String Catalogs) become
/// variations and substitutions, and property-list path ids (`.stringsdict`) become a format string
/// and its variables. `<source>` is the source locale's text, `<target>` (with its `state`) the target
/// locale's, `<note>` the comment (`from="auto-generated"` marks Xcode 26's generated comments).
///
/// Substitutions travel as Xcode writes them (`XLIFFSubstitutionText`: `%1$#@name@` and `%1$lld`
/// rather than `%arg`), and the `<source>` copies an export gives cases only the target has are not
/// taken for the source language's own (`XLIFFSourceFallbacks`).
///
/// Writing produces one `<file>` per table, for the source locale and one target locale, with ids in
/// the same schemes, so the result can be imported by Xcode. Units a locale lacks are written
/// without `<target>`, as Xcode does.
public struct XLIFFFormat: Sendable {
    /// Creates the format.
    public init() {}

    /// Reads `bytes` as an XLIFF 1.2 document.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let (root, notes) = try XMLReader.parse(bytes, options: options)
        guard root.localName == "xliff" else {
            throw FormatError(
                .syntax, "expected <xliff>, found <\(root.name)>", file: options.fileName, location: root.location)
        }
        if let version = root.attribute("version"), version != "1.2" {
            throw FormatError(
                .invalidValue, "XLIFF \(version) is not supported (only 1.2, as Xcode writes it)",
                file: options.fileName, location: root.location)
        }
        var reader = XLIFFReader(fileName: options.fileName)
        reader.diagnostics = notes
        for file in root.elements(named: "file") {
            reader.readFile(file)
        }
        reader.finish()
        return ReadResult(document: reader.document, diagnostics: reader.diagnostics)
    }

    /// Writes `document` as XLIFF 1.2 for its source locale and `options.locale` (by default the first
    /// other locale).
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        var writer = XLIFFWriter(document: document, target: options.locale, table: options.table)
        return WriteResult(bytes: Array(writer.write().utf8), diagnostics: writer.diagnostics)
    }
}
