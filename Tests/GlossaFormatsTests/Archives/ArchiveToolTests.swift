import Foundation
import GlossaFormats
import Testing

/// The archive readers on archives written by real tools: every file must come back byte for byte.
/// Each test runs its tool in a scratch folder and is skipped, with a message naming the tool, where
/// the tool is not installed (`.ci/run` installs `zip`, `p7zip-full`, `pigz` and `libarchive-tools`).
@Suite("Archives written by real tools")
struct ArchiveToolTests {
    /// Reads `archive` with ``ArchiveReader`` and expects exactly the sample files (folder entries
    /// aside, which some tools write and the reader skips).
    private func expectSampleFiles(_ archive: [UInt8], _ label: String) throws {
        let (read, diagnostics) = try ArchiveReader().read(archive)
        #expect(diagnostics.isEmpty, "\(label): \(diagnostics)")
        let expected = ArchiveTools.sampleFiles
        #expect(read.paths.sorted() == expected.paths.sorted(), "\(label)")
        for path in expected.paths {
            #expect(read[path] == expected[path], "\(label): \(path) differs")
        }
    }

    /// Runs `command` in a fresh scratch folder (the files are in `files/`) and reads `output`.
    private func archive(_ command: String, output: String) throws -> [UInt8] {
        let folder = try ArchiveTools.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ArchiveTools.shell(command, in: folder)
        return try ArchiveTools.bytes(output, in: folder)
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("zip"), "Info-ZIP zip is not installed"))
    func infoZipWithSizesInTheHeaders() throws {
        let zip = try archive("cd files && zip -q -r -X ../out.zip .", output: "out.zip")
        #expect(!ArchiveTools.usesDataDescriptors(zip))
        try expectSampleFiles(zip, "zip -r")
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("zip"), "Info-ZIP zip is not installed"))
    func infoZipStreamedWithDataDescriptors() throws {
        // Writing to a pipe, zip cannot seek back to the local headers, so it writes data descriptors.
        let zip = try archive("cd files && zip -q -r -X - . | cat > ../out.zip", output: "out.zip")
        #expect(ArchiveTools.usesDataDescriptors(zip))
        try expectSampleFiles(zip, "zip -r - . | cat")
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("zip"), "Info-ZIP zip is not installed"))
    func infoZipFromStandardInput() throws {
        // `zip - -` compresses its standard input into a member named "-", streamed.
        let zip = try archive("zip -q - - < files/ru/sources/docs/tml.json | cat > out.zip", output: "out.zip")
        #expect(ArchiveTools.usesDataDescriptors(zip))
        let (read, _) = try ArchiveReader().read(zip)
        #expect(read.paths == ["-"])
        #expect(read["-"] == ArchiveTools.sampleFiles["ru/sources/docs/tml.json"])
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("python3"), "python3 is not installed"))
    func pythonZipfile() throws {
        let zip = try archive(
            "cd files && python3 -m zipfile -c ../out.zip application.json empty.json ru bin 日本語",
            output: "out.zip")
        try expectSampleFiles(zip, "python3 -m zipfile")
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("7z"), "7z (p7zip-full) is not installed"))
    func sevenZipZip() throws {
        let zip = try archive("cd files && 7z a -tzip -bd -bso0 ../out.zip .", output: "out.zip")
        try expectSampleFiles(zip, "7z a -tzip")
    }

    @Test(.enabled(if: ArchiveTools.isInstalled("7z"), "7z (p7zip-full) is not installed"))
    func sevenZipTar() throws {
        let tar = try archive("cd files && 7z a -ttar -bd -bso0 ../out.tar .", output: "out.tar")
        try expectSampleFiles(tar, "7z a -ttar")
    }

    @Test(
        .enabled(if: ArchiveTools.isInstalled("bsdtar"), "bsdtar (libarchive-tools) is not installed"),
        arguments: [
            ("bsdtar -czf out.tar.gz -C files .", "out.tar.gz"),
            ("bsdtar -cf out.tar -C files .", "out.tar"),
            ("bsdtar --format zip -cf out.zip -C files .", "out.zip"),
            ("bsdtar --format pax -czf out.tar.gz -C files .", "out.tar.gz"),
        ])
    func bsdtar(command: String, output: String) throws {
        try expectSampleFiles(try archive(command, output: output), command)
    }

    @Test(
        .enabled(if: ArchiveTools.isInstalled("gzip"), "gzip is not installed"),
        arguments: ["gzip -1", "gzip -6", "gzip -9"])
    func gzipLevels(command: String) throws {
        let text = try archive("\(command) -c files/ru/sources/docs/tml.json > out.gz", output: "out.gz")
        #expect(try GZip.decompress(text) == ArchiveTools.sampleFiles["ru/sources/docs/tml.json"], "\(command)")
        let noise = try archive("\(command) -c files/bin/noise.bin > out.gz", output: "out.gz")
        #expect(try GZip.decompress(noise) == ArchiveTools.sampleFiles["bin/noise.bin"], "\(command)")
        let tarball = try archive("tar -cf - -C files . | \(command) > out.tar.gz", output: "out.tar.gz")
        try expectSampleFiles(tarball, "tar | \(command)")
    }

    @Test(
        .enabled(if: ArchiveTools.isInstalled("pigz"), "pigz is not installed"),
        arguments: ["pigz -1", "pigz -9", "pigz -9 -b 32", "pigz -11"])
    func pigzLevels(command: String) throws {
        let text = try archive("\(command) -c files/ru/sources/docs/tml.json > out.gz", output: "out.gz")
        #expect(try GZip.decompress(text) == ArchiveTools.sampleFiles["ru/sources/docs/tml.json"], "\(command)")
        let tarball = try archive("tar -cf - -C files . | \(command) > out.tar.gz", output: "out.tar.gz")
        try expectSampleFiles(tarball, "tar | \(command)")
    }

    /// The system's tar and unzip read what Glossa writes (the other direction).
    @Test(.enabled(if: ArchiveTools.isInstalled("unzip"), "unzip is not installed"))
    func systemUnzipExtractsWrittenZip() throws {
        let folder = try ArchiveTools.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ArchiveReader.write(ArchiveTools.sampleFiles, as: .zip)).write(
            to: folder.appendingPathComponent("a.zip"))
        try ArchiveTools.shell("mkdir out && unzip -q a.zip -d out", in: folder)
        let read = try ArchiveReader().read(directory: folder.appendingPathComponent("out"))
        #expect(read.paths.sorted() == ArchiveTools.sampleFiles.paths.sorted())
        for path in read.paths { #expect(read[path] == ArchiveTools.sampleFiles[path], "\(path)") }
    }

    /// A path longer than ustar's 100 + 155 bytes, which GNU tar writes as a `././@LongLink` member and
    /// pax tars as a pax `path` record.
    static let longPath = String(repeating: "folder-with-a-long-name/", count: 12) + "long-name.json"

    /// Tarballs written by tar, bsdtar, gzip and pigz, with a long path in GNU and pax form, read
    /// through ``ArchiveMembers`` (the streamed reader ``TMLReleaseFormat/read(archive:options:)``
    /// uses): every file comes back byte for byte, and ``ArchiveReader`` reads the same.
    @Test(
        .enabled(
            if: ["tar", "bsdtar", "gzip", "pigz"].allSatisfy(ArchiveTools.isInstalled),
            "tar, bsdtar (libarchive-tools), gzip and pigz are needed"),
        arguments: [
            "tar --format=gnu -cf - -C files . | gzip -9 > out",
            "tar --format=pax -cf - -C files . | pigz -6 > out",
            "tar --format=gnu -cf - -C files . | pigz -9 -b 32 > out",
            "bsdtar --format pax -cf - -C files . | gzip -1 > out",
            "bsdtar --format gnutar -cf out -C files .",
            "tar --format=pax -cf out -C files .",
        ])
    func streamedTarballsWithLongNames(command: String) throws {
        let folder = try ArchiveTools.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ArchiveTools.shell(
            "mkdir -p files/\(URL(fileURLWithPath: Self.longPath).deletingLastPathComponent().relativePath)"
                + " && printf 'long' > files/\(Self.longPath) && \(command)", in: folder)
        let archive = try ArchiveTools.bytes("out", in: folder)
        var expected = ArchiveTools.sampleFiles
        expected[Self.longPath] = Array("long".utf8)
        var handed = FileTree()
        let listing = try ArchiveMembers(archive).readEach { path, bytes in handed[path] = bytes }
        #expect(listing.diagnostics.isEmpty, "\(command): \(listing.diagnostics)")
        #expect(listing.paths.sorted() == expected.paths.sorted(), "\(command)")
        for path in expected.paths { #expect(handed[path] == expected[path], "\(command): \(path) differs") }
        #expect(try ArchiveReader().read(archive).files == handed, "\(command)")
    }

    /// Empty archives from the real tools (the end-of-archive zero blocks alone, padded to GNU tar's
    /// 10 KiB record or not, gzipped or not) read as zip's empty archive does: no files, no
    /// warning, and a release reader that needs members says the archive has none. None is "not a
    /// tar archive".
    @Test(
        .enabled(
            if: ["tar", "bsdtar", "gzip", "python3"].allSatisfy(ArchiveTools.isInstalled),
            "tar, bsdtar (libarchive-tools), gzip and python3 are needed"),
        arguments: [
            "tar -cf out --files-from /dev/null",
            "bsdtar -cf out --files-from /dev/null",
            "tar -czf out --files-from /dev/null",
            "bsdtar -czf out --files-from /dev/null",
            "tar -cf - --files-from /dev/null | gzip -9 > out",
            "python3 -c \"import zipfile; zipfile.ZipFile('out', 'w').close()\"",
        ])
    func emptyArchivesAreEmpty(command: String) throws {
        let archive = try archive(command, output: "out")
        #expect(ArchiveKind(detecting: archive) != nil, "\(command)")
        let (files, diagnostics) = try ArchiveReader().read(archive, fileName: "out")
        #expect(files.count == 0 && diagnostics.isEmpty, "\(command)")
        var handed = 0
        let listing = try ArchiveMembers(archive, fileName: "out").readEach { _, _ in handed += 1 }
        #expect(listing.paths.isEmpty && listing.diagnostics.isEmpty, "\(command)")
        #expect(handed == 0, "\(command)")
        let error = try #require(
            throws: FormatError.self, "\(command)",
            performing: { try TMLReleaseFormat().read(archive: archive, options: ReadOptions(fileName: "out")) })
        #expect(error.description.contains("not a TML release: the archive has no members"), "\(command): \(error)")
    }
}
