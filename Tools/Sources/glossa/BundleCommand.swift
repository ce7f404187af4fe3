import ArgumentParser
import Foundation
import GlossaFormats
import GlossaToolsKit

/// `glossa bundle`: the offline files an app ships.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write the offline archive and cache file to ship inside an app.",
        discussion: """
            Reads catalogs in any format (the same table in several locales is merged key by key) and \
            writes into the output folder:
              txstrings.json          Transifex Native's cache file: what GlossaDelivery (and the \
            Transifex SDKs) show before the first download
              tml_<version>.tar.gz    a TML release archive, which GlossaDelivery's release installer \
            and TMLKit apps read offline
            Add both to the app's resources. --version defaults to the current time as yyyyMMddHHmmss, \
            as TML releases are named. Use glossa pull to bundle what a CDS host serves instead.

            Examples:
              glossa bundle Resources/Localizable.xcstrings -o Resources/Offline
              glossa bundle en.lproj/Localizable.strings de.lproj/Localizable.strings \\
                -o Offline --version 42
              glossa bundle Localizable.xcstrings -o Offline --archive zip

            \(ExitStatus.documentation)
            """
    )

    @Argument(help: ArgumentHelp("Catalog files.", valueName: "file"))
    var files: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("The release version in the archive's name.", valueName: "version"))
    var version: String?

    @Option(help: "The archive format: tar.gz, tar or zip.")
    var archive: String = "tar.gz"

    @Option(help: ArgumentHelp("The source language of files that do not say (default: en).", valueName: "locale"))
    var sourceLocale: String?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one catalog file.") }
        guard ArchiveKind(rawValue: archive) != nil else {
            throw ValidationError("--archive must be tar.gz, tar or zip.")
        }
        if let version,
            version.isEmpty || version.count > 64
                || !version.allSatisfy({ $0.isLetter || $0.isNumber || ".-_".contains($0) })
        {
            throw ValidationError("--version must be letters, digits, '.', '-' or '_' (at most 64).")
        }
    }

    func run() throws {
        var documents: [LocalizationDocument] = []
        for file in files {
            do {
                documents.append(try DocumentFiles.read(file, sourceLocale: sourceLocale).document)
            } catch {
                throw InputError(description: error.description)
            }
        }
        let release = version ?? Self.timestamp()
        let (outputs, diagnostics) = AppBundle.files(
            for: AppBundle.merge(documents), version: release, archive: ArchiveKind(rawValue: archive) ?? .tarGZip)
        for diagnostic in diagnostics where diagnostic.severity >= .warning {
            StandardError.write("glossa: \(diagnostic)\n")
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(description: "\(output): cannot be written (\(error.localizedDescription))")
        }
        for file in outputs {
            try OutputFile.write(file.bytes, to: folder.appendingPathComponent(file.name).path)
        }
        StandardError.write("bundle: wrote \(outputs.map(\.name).joined(separator: " and ")) to \(output)\n")
    }

    static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMddHHmmss"
        return formatter.string(from: Date())
    }
}
