import GlossaFormats
import Testing

/// ``ZipArchive/Directory``: an archive refused from its declared sizes before anything is inflated,
/// and members inflated one at a time.
@Suite("Zip directory")
struct ZipDirectoryTests {
    /// A zip of `count` members `member0.json`…, each `size` spaces.
    static func wideZip(count: Int, size: Int) -> [UInt8] {
        var files = FileTree()
        for index in 0..<count { files["member\(index).json"] = [UInt8](repeating: 0x20, count: size) }
        return ZipArchive.write(files)
    }

    /// The offsets of the central directory's entries, in order.
    static func centralEntries(_ bytes: [UInt8]) -> [Int] {
        let end = bytes.count - 22
        var position = Int(read32(bytes, end + 16))
        var offsets: [Int] = []
        while position < end, read32(bytes, position) == 0x0201_4B50 {
            offsets.append(position)
            position += 46 + Int(bytes[position + 28]) + Int(bytes[position + 29]) << 8
        }
        return offsets
    }

    static func read32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    static func write32(_ value: UInt32, _ bytes: inout [UInt8], _ offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(value >> (8 * UInt32(index)) & 0xFF) }
    }

    /// `bytes` with every member's compressed data overwritten by bytes that are not DEFLATE (block
    /// type 3): a reader that inflated anything would fail on it, so an error about a limit proves the
    /// limit was checked first.
    static func withUninflatableData(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for entry in centralEntries(bytes) {
            let local = Int(read32(bytes, entry + 42))
            let start = local + 30 + Int(bytes[local + 26]) + Int(bytes[local + 27]) << 8
            bytes[start] = 0xFF
        }
        return bytes
    }

    func refusal(_ bytes: [UInt8], _ limits: ReadLimits) -> FormatError? {
        do {
            _ = try ZipArchive.Directory(bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func theDeclaredTotalIsRefusedBeforeInflatingNamingTheMemberAndTheLimit() throws {
        let bytes = Self.withUninflatableData(Self.wideZip(count: 5, size: 1 << 20))
        let error = try #require(refusal(bytes, ReadLimits(maximumTotalSize: 3 << 20)))
        #expect(error.diagnostic.kind == .limit)
        #expect(error.description.contains("\"member3.json\""), "\(error)")
        #expect(error.description.contains("\(4 << 20) bytes, over the limit of \(3 << 20) bytes"), "\(error)")
        #expect(throws: FormatError.self) {
            try ArchiveReader(limits: ReadLimits(maximumTotalSize: 3 << 20)).read(bytes)
        }
        // Within the budget, the same archive gets as far as inflating, and fails there.
        let corrupt = try #require(
            throws: FormatError.self, performing: { try ZipArchive.read(bytes, limits: ReadLimits()) })
        #expect(corrupt.diagnostic.kind == .syntax)
        #expect(corrupt.description.contains("\"member0.json\""), "\(corrupt)")
    }

    @Test func aDeclaredMemberOverItsLimitIsRefusedBeforeInflating() throws {
        var files = FileTree()
        files["small.json"] = [1, 2, 3]
        files["big.json"] = [UInt8](repeating: 0x20, count: 300_000)
        let bytes = Self.withUninflatableData(ZipArchive.write(files))
        let error = try #require(refusal(bytes, ReadLimits(maximumFileSize: 200_000)))
        #expect(error.diagnostic.kind == .limit)
        #expect(
            error.description.contains("\"big.json\" declares 300000 bytes, over the limit of 200000 bytes"),
            "\(error)")
    }

    @Test func tooManyMembersAreRefusedWithTheCountAndTheLimit() throws {
        let bytes = Self.withUninflatableData(Self.wideZip(count: 4, size: 10))
        let error = try #require(refusal(bytes, ReadLimits(maximumFileCount: 3)))
        #expect(error.diagnostic.kind == .limit)
        #expect(error.description.contains("4 members, over the limit of 3 members"), "\(error)")
        #expect(refusal(Self.wideZip(count: 3, size: 10), ReadLimits(maximumFileCount: 3)) == nil)
    }

    @Test func aDeclaredRatioOverTheLimitIsRefusedBeforeInflating() throws {
        let bytes = Self.withUninflatableData(Self.wideZip(count: 2, size: 2 << 20))
        let error = try #require(refusal(bytes, ReadLimits(maximumCompressionRatio: 100)))
        #expect(error.diagnostic.kind == .limit)
        #expect(error.description.contains("\"member0.json\" claims to expand"), "\(error)")
        #expect(error.description.contains("over the limit of 100"), "\(error)")
    }

    @Test func aHeaderThatDeclaresLessThanItsDataIsRefusedNamingTheMember() throws {
        var bytes = Self.wideZip(count: 2, size: 100_000)
        let second = Self.centralEntries(bytes)[1]
        Self.write32(1_000, &bytes, second + 24)
        let directory = try ZipArchive.Directory(bytes)
        #expect(directory.declaredTotalSize == 101_000)
        var members = directory.members()
        #expect(try members.next()?.bytes.count == 100_000)
        let error = try #require(throws: FormatError.self, performing: { try members.next() })
        #expect(error.diagnostic.kind == .syntax)
        #expect(
            error.description.contains("\"member1.json\": its data expands beyond the 1000 bytes its header declares"),
            "\(error)")
    }

    @Test func aHeaderThatDeclaresMoreThanItsDataIsRefusedNamingTheMember() throws {
        var bytes = Self.wideZip(count: 1, size: 100_000)
        Self.write32(200_000, &bytes, Self.centralEntries(bytes)[0] + 24)
        let error = try #require(throws: FormatError.self, performing: { try ZipArchive.read(bytes) })
        #expect(
            error.description.contains("\"member0.json\": its data expands to 100000 bytes, not the 200000"),
            "\(error)")
    }

    @Test func aCRCMismatchIsRefusedNamingTheMember() throws {
        var bytes = Self.wideZip(count: 2, size: 1_000)
        let first = Self.centralEntries(bytes)[0]
        Self.write32(Self.read32(bytes, first + 16) ^ 1, &bytes, first + 16)
        let error = try #require(throws: FormatError.self, performing: { try ZipArchive.read(bytes) })
        #expect(error.description.contains("\"member0.json\": CRC-32 mismatch"), "\(error)")
    }

    /// The base address of `bytes`' storage before and after a mutation in place: the same when
    /// nothing else holds the storage, different when someone does (copy on write).
    static func isUniquelyHeld(_ bytes: inout [UInt8]) -> Bool {
        let before = bytes.withUnsafeBufferPointer { $0.baseAddress }
        let after = bytes.withUnsafeMutableBufferPointer { UnsafePointer($0.baseAddress) }
        return before == after
    }

    @Test func membersComeOneAtATimeAndTheReaderKeepsNone() throws {
        let directory = try ZipArchive.Directory(Self.wideZip(count: 4, size: 50_000))
        #expect(directory.entries.map(\.path) == (0..<4).map { "member\($0).json" })
        var members = directory.members()
        var count = 0
        while var member = try members.next() {
            // The iterator holds no reference to the member it returned…
            #expect(Self.isUniquelyHeld(&member.bytes), "the reader kept \(member.entry.path)")
            // …and this check can tell: with a second holder, the storage is copied.
            let second = member.bytes
            #expect(!Self.isUniquelyHeld(&member.bytes))
            #expect(second == [UInt8](repeating: 0x20, count: 50_000))
            count += 1
        }
        #expect(count == 4)
    }

    @Test func archiveMembersStreamZipsAndListEveryPathFirst() throws {
        var files = FileTree()
        files["a.json"] = Array("one".utf8)
        files["b/c.json"] = Array("two".utf8)
        for kind in ArchiveKind.allCases {
            let members = try ArchiveMembers(ArchiveReader.write(files, as: kind))
            // A zip lists its paths before any member is read; a tar once it has been read.
            #expect(members.directoryPaths == (kind == .zip ? ["a.json", "b/c.json"] : nil), "\(kind)")
            var seen: [String: [UInt8]] = [:]
            let listing = try members.readEach { path, bytes in seen[path] = bytes }
            #expect(listing.paths == ["a.json", "b/c.json"], "\(kind)")
            #expect(seen == ["a.json": Array("one".utf8), "b/c.json": Array("two".utf8)], "\(kind)")
        }
        let refused = Self.withUninflatableData(Self.wideZip(count: 5, size: 1 << 20))
        #expect(throws: FormatError.self) { try ArchiveMembers(refused, limits: ReadLimits(maximumTotalSize: 3 << 20)) }
    }

    /// A zip where `dup.json` appears twice, "first" then "second", and the first copy's data cannot
    /// be inflated: a reader that inflated it would fail.
    static func duplicateWithCorruptFirstCopy() throws -> [UInt8] {
        var files = FileTree()
        files["dup.json"] = Array(String(repeating: "first ", count: 100).utf8)
        files["duq.json"] = Array(String(repeating: "second ", count: 100).utf8)
        files["other.json"] = Array("other".utf8)
        var bytes = withUninflatableData(ZipArchive.write(files))
        // Fix the other members' data again: only the first copy of dup.json stays corrupt.
        let intact = ZipArchive.write(files)
        for entry in centralEntries(bytes).dropFirst() {
            let local = Int(read32(bytes, entry + 42))
            let start = local + 30 + Int(bytes[local + 26]) + Int(bytes[local + 27]) << 8
            bytes[start] = intact[start]
        }
        // Rename duq.json to dup.json, in its local header and the central directory.
        let needle = Array("duq.json".utf8)
        for index in 0..<(bytes.count - needle.count) where Array(bytes[index..<(index + needle.count)]) == needle {
            bytes[index + 2] = UInt8(ascii: "p")
        }
        return bytes
    }

    @Test func aDuplicatedPathIsInflatedOnlyAtItsLastCopy() throws {
        let bytes = try Self.duplicateWithCorruptFirstCopy()
        let directory = try ZipArchive.Directory(bytes)
        #expect(directory.entries.map(\.path) == ["dup.json", "dup.json", "other.json"])
        // Read every entry, the corrupt first copy fails…
        var all = directory.members()
        #expect(throws: FormatError.self) { try all.next() }
        // …but the readers read only the copy that counts.
        let members = try ArchiveMembers(bytes)
        #expect(members.directoryPaths == ["dup.json", "other.json"])
        var handed: [String: [UInt8]] = [:]
        var count = 0
        let listing = try members.readEach { path, data in
            handed[path] = data
            count += 1
        }
        #expect(listing.paths == ["dup.json", "other.json"])
        #expect(listing.diagnostics.count == 1)
        #expect(count == 2)
        #expect(handed["dup.json"] == Array(String(repeating: "second ", count: 100).utf8))
        let (files, _) = try ZipArchive.read(bytes)
        #expect(files["dup.json"] == handed["dup.json"])
        #expect(files.paths == ["dup.json", "other.json"])
    }
}
