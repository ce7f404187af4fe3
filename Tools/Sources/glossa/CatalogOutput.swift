import Foundation
import GlossaFormats
import GlossaToolsKit

/// What `glossa convert` does before writing a String Catalog: picks the table a project's `.lproj`
/// folders give it, and merges into a catalog already at the output path instead of replacing it.
enum CatalogOutput {
    /// The one table of a multi-table document (a project's `.lproj` folders) that a String Catalog
    /// named `output` holds: the table the file is named after, else `Localizable`, else the first. The
    /// entries of that table are returned without their table; the others are left out with a warning.
    static func pickTable(_ document: LocalizationDocument, output: String) -> (
        LocalizationDocument, [FormatDiagnostic]
    ) {
        var tables: [String] = []
        for entry in document.entries {
            if let table = entry.table, !tables.contains(table) { tables.append(table) }
        }
        let named = StringCatalogFiles.table(ofCatalogAt: output)
        guard
            let chosen = tables.first(where: { $0 == named }) ?? tables.first(where: { $0 == "Localizable" })
                ?? tables.first
        else { return (document, []) }
        var result = document
        result.entries = document.entries.filter { $0.table == chosen }
        for index in result.entries.indices { result.entries[index].table = nil }
        let others = tables.filter { $0 != chosen }
        guard !others.isEmpty else { return (result, []) }
        let warning = FormatDiagnostic(
            .warning, .unrepresentable,
            "a String Catalog holds one table; wrote \(chosen) and left out \(others.joined(separator: ", ")) "
                + "(convert again with an output named after the table, such as \(others[0]).xcstrings)",
            file: output)
        return (result, [warning])
    }

    /// `document` merged into the String Catalog at `path` if there is one (as Xcode merges a migrated
    /// file: the catalog keeps its source language and keys, the document's translations are added or
    /// replace those of the same locale), with a note saying what changed; `document` itself if there
    /// is no file. A file there that is not a String Catalog is an error, and nothing is written.
    static func mergingIntoExisting(_ document: LocalizationDocument, at path: String) throws -> (
        LocalizationDocument, [FormatDiagnostic]
    ) {
        let existing: LocalizationDocument?
        do {
            existing = try StringCatalogFiles.read(path)
        } catch {
            throw InputError(description: "\(error); nothing written")
        }
        guard var merged = existing else { return (document, []) }
        var incoming = document
        for index in incoming.entries.indices { incoming.entries[index].table = nil }
        let summary = merged.merge(incoming)
        var notes = [
            FormatDiagnostic(
                .note, .invalidValue, "merged into the existing catalog: \(summary.description)", file: path)
        ]
        if let source = document.sourceLocale, let kept = merged.sourceLocale, source != kept {
            notes.append(
                FormatDiagnostic(
                    .note, .invalidValue,
                    "the catalog keeps its source language \"\(kept)\" (the input's was \"\(source)\")", file: path))
        }
        return (merged, notes)
    }
}
