import GlossaMessages
import GlossaTestSupport
import Testing

@testable import GlossaFormats

/// Tar and tar.gz archives read one header at a time (``TarArchive/Members``, ``ArchiveMembers``):
/// every limit is checked on a member's header, before its data is read or inflated, and members are
/// handed over one at a time.
@Suite("Tar members")
struct TarArchiveMembersTests {
    /// A tar of `count` members `member0.json`…, each `size` spaces.
    static func wideTar(count: Int, size: Int) -> [UInt8] {
        var files = FileTree()
        for index in 0..<count { files["member\(index).json"] = [UInt8](repeating: 0x20, count: size) }
        return TarArchive.write(files)
    }

    /// A gzip member whose DEFLATE data is invalid (block type 3): a reader that inflated it would fail.
    static let uninflatable: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 0xFF, 0xFF, 0xFF, 0xFF]

    /// `tar` gzipped up to `offset`, followed by a gzip member that cannot be inflated (gzip members
    /// may follow one another): an error about a limit proves the reader stopped before `offset`.
    static func gzipCorrupt(_ tar: [UInt8], after offset: Int) -> [UInt8] {
        GZip.compress(Array(tar[..<offset])) + uninflatable
    }

    /// Reads `bytes` in each of the three streamed ways and returns their errors.
    static func refusals(_ bytes: [UInt8], _ limits: ReadLimits) -> [FormatError?] {
        func error(_ body: () throws(FormatError) -> Void) -> FormatError? {
            do {
                try body()
                return nil
            } catch {
                return error
            }
        }
        return [
            error { () throws(FormatError) in _ = try ArchiveReader(limits: limits).read(bytes) },
            error { () throws(FormatError) in try ArchiveMembers(bytes, limits: limits).readEach { _, _ in } },
            error { () throws(FormatError) in
                _ = try TMLReleaseFormat().read(archive: bytes, options: ReadOptions(limits: limits))
            },
        ]
    }

    @Test func manyMembersOverTheTotalAreRefusedAtTheHeaderThatPassesIt() throws {
        let tar = Self.wideTar(count: 5, size: 1 << 20)
        // The fourth member's header ends here; its data and everything after it cannot be inflated.
        let bomb = Self.gzipCorrupt(tar, after: 3 * (512 + (1 << 20)) + 512)
        for error in Self.refusals(bomb, ReadLimits(maximumTotalSize: 3 << 20)) {
            let error = try #require(error)
            #expect(error.diagnostic.kind == .limit, "\(error)")
            #expect(
                error.description.contains(
                    "\"member3.json\" brings the declared total to \(4 << 20) bytes, over the limit of \(3 << 20) bytes"
                ),
                "\(error)")
        }
        // Within the budget, the reader gets to the corrupt data, and fails there.
        for error in Self.refusals(bomb, ReadLimits()) {
            #expect(error?.diagnostic.kind == .syntax, "\(String(describing: error))")
            #expect(error?.description.contains("invalid DEFLATE block type 3") == true, "\(String(describing: error))")
        }
    }

    @Test func oneHugeMemberIsRefusedBeforeItsDataIsInflated() throws {
        var files = FileTree()
        files["small.json"] = [1, 2, 3]
        files["huge.json"] = [UInt8](repeating: 0x20, count: 300_000)
        let tar = TarArchive.write(files)
        let bomb = Self.gzipCorrupt(tar, after: 512 + 512 + 512)
        for error in Self.refusals(bomb, ReadLimits(maximumFileSize: 200_000)) {
            let error = try #require(error)
            #expect(error.diagnostic.kind == .limit, "\(error)")
            #expect(
                error.description.contains(
                    "\"huge.json\" declares 300000 bytes, over the limit of 200000 bytes a member"),
                "\(error)")
        }
    }

    @Test func theMemberPastTheCountLimitIsRefusedNamingIt() throws {
        let tar = Self.wideTar(count: 5, size: 10)
        let bomb = Self.gzipCorrupt(tar, after: 3 * 1024 + 512)
        for error in Self.refusals(bomb, ReadLimits(maximumFileCount: 3)) {
            let error = try #require(error)
            #expect(error.diagnostic.kind == .limit, "\(error)")
            #expect(error.description.contains("\"member3.json\" is member 4, over the limit of 3 members"), "\(error)")
        }
        #expect(
            try ArchiveMembers(Self.wideTar(count: 3, size: 10), limits: ReadLimits(maximumFileCount: 3))
                .readEach { _, _ in }.paths.count == 3)
    }

    @Test func aRatioBombIsRefusedWhileInflating() throws {
        let bomb = GZip.compress(Self.wideTar(count: 1, size: 4 << 20))
        for error in Self.refusals(bomb, ReadLimits(maximumCompressionRatio: 50)) {
            let error = try #require(error)
            #expect(error.diagnostic.kind == .limit, "\(error)")
            #expect(error.description.contains("a decompression bomb"), "\(error)")
        }
    }

    @Test(arguments: [("../evil.json", Character("0")), ("link", "2"), ("device", "3"), ("/etc/passwd", "0")])
    func unsafeMembersAreRefusedNamingThemBeforeTheRestIsInflated(_ name: String, type: Character) throws {
        let tar =
            ArchiveTests.tarMember("ok.json", data: Array("{}".utf8)) + ArchiveTests.tarMember(name, type: type)
            + [UInt8](repeating: 0, count: 1024)
        for error in Self.refusals(Self.gzipCorrupt(tar, after: 2048), ReadLimits()) {
            let error = try #require(error)
            #expect(error.diagnostic.kind == .unsafeArchiveMember, "\(error)")
            #expect(error.description.contains(name), "\(error)")
        }
    }

    @Test func aTruncatedMemberIsAnErrorNamingIt() throws {
        let tar = Self.wideTar(count: 2, size: 2_000)
        // The second member's data starts at 2,560 + 512.
        for bytes in [Array(tar[..<4_000]), GZip.compress(Array(tar[..<4_000]))] {
            let error = try #require(
                throws: FormatError.self, performing: { try ArchiveMembers(bytes).readEach { _, _ in } })
            #expect(error.description.contains("\"member1.json\" needs 2000 bytes"), "\(error)")
        }
    }

    @Test(arguments: [ArchiveKind.tar, .tarGZip])
    func membersComeOneAtATimeAndTheReaderKeepsNone(_ kind: ArchiveKind) throws {
        let tar = Self.wideTar(count: 4, size: 50_000)
        var members = try TarArchive.Members(
            kind == .tar ? tar : GZip.compress(tar), kind: kind, limits: ReadLimits(), fileName: nil)
        var paths: [String] = []
        while let member = try members.next() {
            var bytes = try members.data()
            // The reader holds no reference to the bytes it returned…
            #expect(ZipDirectoryTests.isUniquelyHeld(&bytes), "the reader kept \(member.path)")
            #expect(bytes.count == 50_000 && bytes.allSatisfy { $0 == 0x20 })
            paths.append(member.path)
        }
        try members.finish()
        #expect(paths == (0..<4).map { "member\($0).json" })
        // …and ArchiveMembers hands each over once, in order.
        var handed: [String] = []
        try ArchiveMembers(kind == .tar ? tar : GZip.compress(tar)).readEach { path, bytes in
            #expect(bytes.count == 50_000)
            handed.append(path)
        }
        #expect(handed == paths)
    }

    @Test func aGzipStreamHoldsTheWindowAndOnePieceWhateverItsLength() throws {
        let tar = Self.wideTar(count: 2, size: 8 << 20)
        var stream = try GZip.Stream(
            GZip.compress(tar), maximumOutput: 32 << 20, maximumRatio: 1_000, fileName: nil)
        var total = 0
        var largest = 0
        while true {
            let taken = try stream.take(100_000) { total += $0.count }
            largest = max(largest, stream.retainedCount)
            if taken < 100_000 { break }
        }
        try stream.finish()
        #expect(total == tar.count)
        #expect(largest <= Inflater.window + 2 * (256 << 10) + 258, "held \(largest) bytes")
    }

    @Test(arguments: [ArchiveKind.tar, .tarGZip])
    func aPathThatAppearsTwiceIsHandedOverAtEachCopyInOrder(_ kind: ArchiveKind) throws {
        let tar =
            ArchiveTests.tarMember("a.json", data: Array("first".utf8))
            + ArchiveTests.tarMember("b.json", data: Array("b".utf8))
            + ArchiveTests.tarMember("a.json", data: Array("second".utf8)) + [UInt8](repeating: 0, count: 1024)
        let members = try ArchiveMembers(kind == .tar ? tar : GZip.compress(tar))
        #expect(members.directoryPaths == nil)
        var handed: [String] = []
        var kept: [String: String] = [:]
        let listing = try members.readEach { path, bytes in
            handed.append("\(path)=\(String(decoding: bytes, as: UTF8.self))")
            kept[path] = String(decoding: bytes, as: UTF8.self)
        }
        #expect(listing.paths == ["a.json", "b.json"])
        #expect(listing.diagnostics.count == 1)
        // A single pass cannot know of a later copy: each is handed over, and keeping by path ends
        // with the last one.
        #expect(handed == ["a.json=first", "b.json=b", "a.json=second"])
        #expect(kept == ["a.json": "second", "b.json": "b"])
    }

    @Test(arguments: [ArchiveKind.tar, .tarGZip])
    func membersNotWantedAreNotHandedOver(_ kind: ArchiveKind) throws {
        let tar = Self.wideTar(count: 4, size: 100)
        var handed: [String] = []
        let wanted: (String) -> Bool = { $0 != "member1.json" }
        let listing = try ArchiveMembers(kind == .tar ? tar : GZip.compress(tar)).readEach(where: wanted) { path, _ in
            handed.append(path)
        }
        #expect(handed == ["member0.json", "member2.json", "member3.json"])
        #expect(listing.paths == (0..<4).map { "member\($0).json" })
    }

    @Test func aTarGzIsInflatedOnceWhenItsMembersAreRead() throws {
        let bytes = GZip.compress(Self.wideTar(count: 3, size: 1_000))
        let starts = Locked(0)
        var handed = 0
        let started: @Sendable () -> Void = { starts.withLock { $0 += 1 } }
        try GZip.Stream.$onStart.withValue(started) {
            let members = try ArchiveMembers(bytes)
            try members.readEach { _, _ in handed += 1 }
        }
        #expect(handed == 3)
        #expect(starts.withLock { $0 } == 1)
    }
}
