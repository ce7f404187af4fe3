import Foundation
import GlossaFormats
import GlossaJSON
import GlossaToolsKit

/// Writes an extraction result where `glossa extract` was told to, and says what it did.
struct ExtractOutput {
    let result: ExtractionResult
    let format: ExtractFormat
    let output: String?

    /// Writes the output; returns lines for standard error describing catalog changes.
    func write(sourceLanguage: String, dryRun: Bool) throws -> String {
        switch format {
        case .json:
            let text = JSONWriter(style: .pretty(indent: 2), finalNewline: true).string(from: result.json)
            if let output {
                try OutputFile.write(Array(text.utf8), to: output)
            } else {
                StandardOutput.write(lines: [String(text.dropLast())])
            }
            return ""
        case .xcstrings:
            return try writeCatalogs(sourceLanguage: sourceLanguage, dryRun: dryRun)
        }
    }

    private func writeCatalogs(sourceLanguage: String, dryRun: Bool) throws -> String {
        guard let output else { return "" }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let byTable = Dictionary(grouping: result.strings, by: \.tableName)
        var targets: [(table: String, path: String)]
        var report = ""
        if output.hasSuffix("/") || (exists && isDirectory.boolValue) {
            if !exists && !dryRun {
                try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            }
            let directory = output.hasSuffix("/") ? String(output.dropLast()) : output
            targets = byTable.keys.sorted().map { ($0, "\(directory)/\($0).xcstrings") }
            if targets.isEmpty { targets = [("Localizable", "\(directory)/Localizable.xcstrings")] }
        } else {
            let table = StringCatalogFiles.table(ofCatalogAt: output)
            // A catalog's name is its table: strings of table Localizable written into out.xcstrings would
            // never be found at run time, and the catalog's own keys would all turn stale.
            if byTable[table] == nil, !byTable.isEmpty {
                let found = byTable.keys.sorted()
                throw InputError(
                    description: "\(output): a String Catalog holds the table it is named after (\(table)), but "
                        + "the strings found are in table\(found.count == 1 ? "" : "s") \(found.joined(separator: ", ")): "
                        + "name the file \(found[0]).xcstrings, or give a directory to --output for one catalog per table"
                )
            }
            targets = [(table, output)]
            for (other, strings) in byTable.sorted(by: { $0.key < $1.key }) where other != table {
                report +=
                    "extract: \(strings.count) strings of table \(other) not written "
                    + "(give a directory to --output to write every table)\n"
            }
        }
        for target in targets {
            let written: StringCatalogFiles.Written
            do {
                written = try StringCatalogFiles.merge(
                    byTable[target.table] ?? [], table: target.table, into: target.path,
                    sourceLanguage: sourceLanguage, dryRun: dryRun)
            } catch {
                throw InputError(description: error.description)
            }
            let summary = written.summary
            let verb = dryRun ? "would change" : (written.changed ? "wrote" : "unchanged")
            report +=
                "extract: \(verb) \(written.path): \(summary.keysAdded) added, \(summary.keysUpdated) updated, "
                + "\(summary.keysRevived) back from stale, \(summary.keysMarkedStale) marked stale, "
                + "\(summary.keysUnchanged) unchanged\n"
        }
        return report
    }
}
