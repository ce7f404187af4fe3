import ArgumentParser
import Foundation
import GlossaFormats
import GlossaToolsKit

/// `glossa bundle`: the offline files an app ships — made from catalogs, or a release of Glossa's
/// server (by number or by channel) or a release archive on disk.
struct BundleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write the offline archive and cache file to ship inside an app.",
        discussion: """
            From catalogs in any format (the same table in several locales is merged key by key), writes \
            into the output folder:
              txstrings.json          Transifex Native's cache file: what GlossaDelivery (and the \
            Transifex SDKs) show before the first download
              tml_<version>.tar.gz    a TML release archive, which GlossaDelivery's release installer \
            and TMLKit apps read offline
            Add both to the app's resources. --version defaults to the current time as yyyyMMddHHmmss, \
            as TML releases are named. Use glossa pull to bundle what a CDS host serves instead.

            With --release (the release API: the project's token and secret, or a personal access token, \
            and --project), --channel (the release the channel serves to --app-version, with the app's \
            token) or --release-archive (a tml_<version> archive on disk), writes that release's archive \
            as tml_<number>.tar.gz instead: the fallback of an app that follows a channel with \
            GlossaDelivery's ChannelReleaseSource, installed when no release is (or when an app update \
            ships a newer one), found with ReleaseArchiveName.bundledArchive(in:). A server's archive is fetched by its SHA-256 and \
            refused if its bytes do not match; every archive is first installed as the app's release \
            installer would install it, and refused if the installer would refuse it. The output folder \
            holds one release: other tml_* archives in it are removed.

            Examples:
              glossa bundle Resources/Localizable.xcstrings -o Resources/Offline
              glossa bundle en.lproj/Localizable.strings de.lproj/Localizable.strings \\
                -o Offline --version 42
              glossa bundle Localizable.xcstrings -o Offline --archive zip
              glossa bundle --channel production --app-version 2.1 -o Resources/Release
              glossa bundle --release 4 --project demo -o Resources/Release
              glossa bundle --release-archive Downloads/tml_4.tar.gz -o Resources/Release

            \(ExitStatus.documentation) bundle: 1 also when the host cannot be reached or refuses, or \
            the archive is not a release the app would install.
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

    @OptionGroup var release: ReleaseBundleOptions

    func validate() throws {
        let sources = [
            !files.isEmpty, release.selection.release != nil, release.selection.channel != nil,
            release.releaseArchive != nil,
        ]
        guard sources.filter({ $0 }).count == 1 else {
            throw ValidationError("Give catalog files, --release, --channel or --release-archive: one of them.")
        }
        guard ArchiveKind(rawValue: archive) != nil else {
            throw ValidationError("--archive must be tar.gz, tar or zip.")
        }
        if files.isEmpty {
            if version != nil || sourceLocale != nil {
                throw ValidationError(
                    "--version and --source-locale go with catalog files: a release keeps its own number and languages."
                )
            }
            return
        }
        if let version,
            version.isEmpty || version.count > 64
                || !version.allSatisfy({ $0.isLetter || $0.isNumber || ".-_".contains($0) })
        {
            throw ValidationError("--version must be letters, digits, '.', '-' or '_' (at most 64).")
        }
    }

    func run() async throws {
        if files.isEmpty { return try await release.bundle(into: output) }
        try bundleCatalogs()
    }

    /// Writes the cache file and a release archive made from the catalog files.
    func bundleCatalogs() throws {
        var documents: [LocalizationDocument] = []
        for file in files {
            do {
                documents.append(try DocumentFiles.read(file, sourceLocale: sourceLocale).document)
            } catch {
                throw InputError(description: error.description)
            }
        }
        let releaseVersion = version ?? Self.timestamp()
        let (outputs, diagnostics) = AppBundle.files(
            for: AppBundle.merge(documents), version: releaseVersion,
            archive: ArchiveKind(rawValue: archive) ?? .tarGZip)
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
