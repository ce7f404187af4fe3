import ArgumentParser
import Foundation
import GlossaFormats
import GlossaToolsKit

/// The work of `glossa convert`: read, convert, report, write.
struct Conversion {
    let command: ConvertCommand

    /// Runs the conversion and returns the exit status (0 or 2); bad input throws ``InputError``.
    func run() throws -> Int32 {
        let inputURL = URL(fileURLWithPath: command.input)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inputURL.path, isDirectory: &isDirectory) else {
            throw InputError(description: "\(quoted(command.input)): no such file or folder")
        }
        let input = try read(inputURL, isDirectory: isDirectory.boolValue)
        var document = input.document
        var readDiagnostics = input.diagnostics.map(Self.duplicateKeysAsErrors)
        if command.toSyntax != nil {
            let (converted, errors) = CatalogMF2Conversion.convert(document)
            guard errors.isEmpty else {
                report(readDiagnostics + errors.map { $0.inFile(command.input) })
                StandardError.write("glossa: nothing written to \(command.output)\n")
                return 1
            }
            document = converted
        }
        let format = try outputFormat()
        if format == .stringCatalog {
            if isDirectory.boolValue, input.format == .strings || input.format == .stringsDict {
                let (picked, notes) = CatalogOutput.pickTable(document, output: command.output)
                document = picked
                readDiagnostics += notes
            }
            let (merged, notes) = try CatalogOutput.mergingIntoExisting(document, at: command.output)
            document = merged
            readDiagnostics += notes
        }
        var options = WriteOptions(locale: command.locale)
        options.filePerTable = format == .stringCatalog && outputIsFolder
        if format == .swifternalization, command.output.lowercased().hasSuffix(".json") {
            options.locale = command.locale ?? document.sourceLocale
        }
        let archive = format == .tmlRelease ? ArchiveKind(fileName: command.output) : nil
        let (output, writeDiagnostics) = format.write(document, options: options, archive: archive)
        let diagnostics = readDiagnostics + writeDiagnostics.map { $0.inFile($0.file ?? command.output) }
        report(diagnostics)
        if writeDiagnostics.contains(where: { $0.severity == .error }) {
            StandardError.write("glossa: nothing written to \(command.output)\n")
            return 1
        }
        let lossy = diagnostics.contains { $0.severity >= .warning }
        if lossy, command.strict {
            StandardError.write("glossa: --strict: nothing written to \(command.output)\n")
            return 2
        }
        try write(output)
        return lossy ? 2 : 0
    }

    private func read(_ url: URL, isDirectory: Bool) throws -> (
        document: LocalizationDocument, diagnostics: [FormatDiagnostic], format: LocalizationFormat
    ) {
        var options = ReadOptions(
            locale: command.inputLocale, sourceLocale: command.sourceLocale, fileName: command.input)
        do {
            if isDirectory {
                let files = try ArchiveReader(limits: options.limits).read(directory: url)
                guard
                    let format = command.from.flatMap(LocalizationFormat.init(name:))
                        ?? LocalizationFormat.detect(path: command.input, contents: nil, files: files)
                else {
                    throw InputError(
                        description:
                            "\(quoted(command.input)): cannot tell the format of this folder; name it with --from")
                }
                let result = try format.read(files: files, options: options)
                return (
                    result.document, result.diagnostics.map { $0.inFile($0.file.map { "\(command.input)/\($0)" }) },
                    format
                )
            }
            let bytes: [UInt8]
            do {
                bytes = [UInt8](try Data(contentsOf: url))
            } catch {
                throw InputError(
                    description: "\(quoted(command.input)): cannot be read (\(error.localizedDescription))")
            }
            guard
                let format = command.from.flatMap(LocalizationFormat.init(name:))
                    ?? LocalizationFormat.detect(path: command.input, contents: bytes)
            else {
                throw InputError(description: "\(quoted(command.input)): cannot tell its format; name it with --from")
            }
            var notes: [FormatDiagnostic] = []
            if format.isSingleLocale || format == .swifternalization, options.locale == nil {
                options.locale = impliedLocale(url) ?? command.sourceLocale ?? "en"
                if impliedLocale(url) == nil, command.sourceLocale == nil {
                    notes.append(
                        FormatDiagnostic(
                            .note, .invalidValue, "read as locale \"en\" (set --input-locale or --source-locale)",
                            file: command.input))
                }
            }
            if options.sourceLocale == nil, format.isSingleLocale { options.sourceLocale = options.locale }
            let result = try format.read(bytes, options: options)
            return (result.document, notes + result.diagnostics.map { $0.inFile(command.input) }, format)
        } catch let error as FormatError {
            throw InputError(description: error.inFile(command.input).description)
        }
    }

    /// `ru` for `ru.lproj/Localizable.strings` or `ru.json`.
    private func impliedLocale(_ url: URL) -> String? {
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") {
            let name = String(folder.dropLast(6))
            return name == "Base" ? nil : name
        }
        let stem = url.deletingPathExtension().lastPathComponent
        if url.pathExtension == "json", stem != "base", (2...3).contains(stem.split(separator: "-").first?.count ?? 0),
            stem.count <= 10, stem.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" })
        {
            return stem
        }
        return nil
    }

    /// Whether the output names a folder: one that exists, or a path ending in `/`, or one without the
    /// format's extension when `--to` names the format.
    private var outputIsFolder: Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: command.output, isDirectory: &isDirectory) {
            return isDirectory.boolValue
        }
        if command.output.hasSuffix("/") { return true }
        return command.to != nil && LocalizationFormat.detect(path: command.output, contents: []) == nil
    }

    private func outputFormat() throws -> LocalizationFormat {
        if let name = command.to, let format = LocalizationFormat(name: name) { return format }
        if let format = LocalizationFormat.detect(path: command.output, contents: []) { return format }
        throw InputError(description: "\(quoted(command.output)): cannot tell the output format; name it with --to")
    }

    /// A duplicate key is an error, as `glossa lint` reports it: the earlier value is lost (the later
    /// one wins, as in Apple's parser), which is a translation gone, not a doubtful spelling. The
    /// readers say "warning" (the file still loads, and a server import still accepts it); convert
    /// recovers as before and exits 2.
    static func duplicateKeysAsErrors(_ diagnostic: FormatDiagnostic) -> FormatDiagnostic {
        guard diagnostic.kind == .duplicateKey, diagnostic.severity == .warning else { return diagnostic }
        var error = diagnostic
        error.severity = .error
        return error
    }

    private func report(_ diagnostics: [FormatDiagnostic]) {
        for diagnostic in diagnostics where !command.quiet || diagnostic.severity == .error {
            StandardError.write("glossa: \(diagnostic)\n")
        }
    }

    private func write(_ output: LocalizationFormat.Output) throws {
        let url = URL(fileURLWithPath: command.output)
        switch output {
        case .file(let bytes):
            try OutputFile.write(bytes, to: command.output)
        case .files(let files):
            do {
                try ArchiveReader.write(files, toDirectory: url)
            } catch {
                throw InputError(description: "\(quoted(command.output)): \(error.diagnostic.message)")
            }
        }
    }
}
