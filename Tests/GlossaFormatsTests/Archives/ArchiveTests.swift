import Foundation
import GlossaFormats
import Testing

@Suite("Archives")
struct ArchiveTests {
    func sampleTree() -> FileTree {
        var files = FileTree()
        files["application.json"] = Array("{\"default_locale\":\"en\"}".utf8)
        files["en/translations.json"] = Array("{\"results\":{}}".utf8)
        files["ru/sources/docs/index.json"] = Array(String(repeating: "Привет ", count: 500).utf8)
        files[String(repeating: "deep/", count: 30) + "long-name.json"] = Array("{}".utf8)
        files["empty.json"] = []
        return files
    }

    @Test(arguments: ArchiveKind.allCases)
    func writtenArchivesReadBack(_ kind: ArchiveKind) throws {
        let files = sampleTree()
        let bytes = ArchiveReader.write(files, as: kind)
        #expect(ArchiveKind(detecting: bytes) == kind)
        let (read, diagnostics) = try ArchiveReader().read(bytes)
        #expect(diagnostics.isEmpty)
        #expect(read.paths.sorted() == files.paths.sorted())
        for path in files.paths { #expect(read[path] == files[path], "\(path)") }
    }

    /// The system's tar extracts what Glossa writes; `ArchiveToolTests` checks unzip, and Glossa
    /// reading what the tools write.
    @Test func systemTarExtractsWrittenTarGzip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-archive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let archive = directory.appendingPathComponent("a.tar.gz")
        try Data(ArchiveReader.write(sampleTree(), as: .tarGZip)).write(to: archive)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tar", "xzf", archive.path, "-C", directory.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let extracted = try Data(contentsOf: directory.appendingPathComponent("ru/sources/docs/index.json"))
        #expect([UInt8](extracted) == sampleTree()["ru/sources/docs/index.json"])
    }

    /// A tar member header built by hand, so hostile archives can be made.
    static func tarMember(_ name: String, type: Character = "0", data: [UInt8] = [], linkName: String = "") -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 512)
        for (index, byte) in name.utf8.prefix(100).enumerated() { header[index] = byte }
        for (index, byte) in "0000644".utf8.enumerated() { header[100 + index] = byte }
        let size = String(data.count, radix: 8)
        for (index, byte) in (String(repeating: "0", count: 11 - size.count) + size).utf8.enumerated() {
            header[124 + index] = byte
        }
        header[156] = type.asciiValue ?? 0x30
        for (index, byte) in linkName.utf8.prefix(100).enumerated() { header[157 + index] = byte }
        for (index, byte) in "ustar\u{0}00".utf8.enumerated() { header[257 + index] = byte }
        for index in 148..<156 { header[index] = 0x20 }
        let sum = String(header.reduce(0) { $0 + Int($1) }, radix: 8)
        for (index, byte) in (String(repeating: "0", count: 6 - sum.count) + sum).utf8.enumerated() {
            header[148 + index] = byte
        }
        header[154] = 0
        var member = header + data
        member += [UInt8](repeating: 0, count: (512 - data.count % 512) % 512)
        return member
    }

    @Test(arguments: [
        ("../evil.json", Character("0"), "escapes"),
        ("a/../../evil.json", "0", "escapes"),
        ("/etc/passwd", "0", "absolute"),
        ("link", "2", "links"),
        ("hard", "1", "links"),
        ("C:/windows.json", "0", "drive"),
        ("fifo", "6", "not a regular file"),
    ])
    func hostileTarMembersAreRefused(_ name: String, type: Character, reason: String) {
        let archive =
            Self.tarMember("ok.json", data: Array("{}".utf8))
            + Self.tarMember(name, type: type, linkName: "/etc/passwd")
            + [UInt8](repeating: 0, count: 1024)
        for bytes in [archive, GZip.compress(archive)] {
            do {
                _ = try ArchiveReader().read(bytes, fileName: "evil.tar")
                Issue.record("expected \(name) to be refused")
            } catch {
                #expect(error.diagnostic.kind == .unsafeArchiveMember, "\(error)")
                #expect(error.description.contains(reason), "\(error)")
                #expect(error.description.contains("evil.tar"))
            }
        }
    }

    @Test func truncatedTarIsAnError() {
        let archive = Self.tarMember("a.json", data: [UInt8](repeating: 0x41, count: 2_000))
        #expect(throws: FormatError.self) { try TarArchive.read(Array(archive.prefix(1_000))) }
        #expect(throws: FormatError.self) {
            try TarArchive.read(Array(archive.prefix(300)) + [UInt8](repeating: 1, count: 300))
        }
    }

    /// An empty tar is its two zero blocks (padded with zeros or not); less, or zeros then something
    /// else, is not one.
    @Test func onlyBothEndBlocksMakeAnEmptyTar() throws {
        let zeros = { (count: Int) in [UInt8](repeating: 0, count: count) }
        for empty in [zeros(1_024), zeros(10_240)] {
            #expect(ArchiveKind(detecting: empty) == .tar)
            #expect(try ArchiveReader().read(empty).files.count == 0)
            #expect(try ArchiveMembers(GZip.compress(empty)).readEach { _, _ in }.paths.isEmpty)
        }
        let member = Self.tarMember("a.json", data: Array("a".utf8))
        for bytes in [zeros(512), zeros(1_000), zeros(512) + member + zeros(1_024)] {
            #expect(ArchiveKind(detecting: bytes) == nil, "\(bytes.count) bytes")
            let error = try #require(
                throws: FormatError.self, performing: { try ArchiveMembers(GZip.compress(bytes)).readEach { _, _ in } })
            #expect(error.description.contains("not a tar archive"), "\(error)")
        }
    }

    @Test func zipWithTraversalIsRefused() throws {
        var files = FileTree()
        files["ok.json"] = [1]
        files["xx/evil.json"] = [2]
        var bytes = ZipArchive.write(files)
        // Rename "xx/" to "../" in both the local header and the central directory.
        let needle = Array("xx/evil.json".utf8)
        var index = 0
        while index + needle.count <= bytes.count {
            if Array(bytes[index..<(index + needle.count)]) == needle {
                bytes[index] = UInt8(ascii: ".")
                bytes[index + 1] = UInt8(ascii: ".")
            }
            index += 1
        }
        do {
            _ = try ZipArchive.read(bytes)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.diagnostic.kind == .unsafeArchiveMember)
            #expect(error.description.contains("../evil.json"))
        }
    }

    @Test func zipBombIsRefusedFromDeclaredSizesAndWhileInflating() {
        var files = FileTree()
        files["zeros.json"] = [UInt8](repeating: 0x20, count: 3 << 20)
        let bytes = ZipArchive.write(files)
        do {
            _ = try ZipArchive.read(bytes, limits: ReadLimits(maximumCompressionRatio: 100))
            Issue.record("expected the ratio limit")
        } catch {
            #expect(error.diagnostic.kind == .limit)
        }
        do {
            _ = try ZipArchive.read(bytes, limits: ReadLimits(maximumFileSize: 1 << 20))
            Issue.record("expected the size limit")
        } catch {
            #expect(error.diagnostic.kind == .limit)
        }
    }

    @Test func zipThatLiesAboutItsSizeIsCaught() {
        var files = FileTree()
        files["a.json"] = [UInt8](repeating: 0x41, count: 100_000)
        var bytes = ZipArchive.write(files)
        // Shrink the declared uncompressed size in the central directory (offset 24 in the entry).
        let central = bytes.count - 22 - (46 + 6)
        bytes[central + 24] = 10
        bytes[central + 25] = 0
        bytes[central + 26] = 0
        bytes[central + 27] = 0
        #expect(throws: FormatError.self) { try ZipArchive.read(bytes) }
    }

    @Test func truncatedZipAndGarbageAreErrors() {
        var files = FileTree()
        files["a.json"] = Array("hello".utf8)
        let bytes = ZipArchive.write(files)
        for cut in [0, 4, 30, bytes.count - 1] {
            #expect(throws: FormatError.self) { try ArchiveReader().read(Array(bytes.prefix(cut))) }
        }
        #expect(throws: FormatError.self) { try ArchiveReader().read(Array("not an archive".utf8)) }
    }

    @Test func writingToADirectoryRefusesSymbolicLinks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("en"), withDestinationURL: FileManager.default.temporaryDirectory)
        var files = FileTree()
        files["en/translations.json"] = [1]
        #expect(throws: FormatError.self) { try ArchiveReader.write(files, toDirectory: directory) }
        #expect(throws: FormatError.self) { try ArchiveReader().read(directory: directory) }
    }
}
