import Foundation
import GlossaFormats
import GlossaJSON
import GlossaTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Issue 23: a zip sent to `POST /import/{lang}` is judged on its central directory before anything is
/// inflated (declared sizes, member count, declared ratio: 413 naming the member and the limit), and its
/// members are read one at a time; a member whose data is larger than its header says is 400 naming it.
@Suite("Zip import budget")
struct ZipImportBudgetTests {
    /// The central directory entries of `zip` (offsets), in order.
    static func centralEntries(_ zip: [UInt8]) -> [Int] {
        func u32(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(zip[offset + $1]) << (8 * $1) } }
        let end = zip.count - 22
        var position = u32(end + 16)
        var entries: [Int] = []
        while position < end, u32(position) == 0x0201_4B50 {
            entries.append(position)
            position += 46 + Int(zip[position + 28]) + Int(zip[position + 29]) << 8
        }
        return entries
    }

    /// `zip` with each member's first byte of data made invalid DEFLATE: inflating any member fails
    /// (400), so a 413 proves the archive was refused before inflating.
    static func uninflatable(_ zip: [UInt8]) -> [UInt8] {
        var zip = zip
        for entry in centralEntries(zip) {
            let local = (0..<4).reduce(0) { $0 | Int(zip[entry + 42 + $1]) << (8 * $1) }
            zip[local + 30 + Int(zip[local + 26]) + Int(zip[local + 28])] = 0xFF
        }
        return zip
    }

    /// The real release (``TMLReleaseImportExportTests/archive``) as a zip, with `extra` files beside it.
    static func releaseZip(extra: FileTree = FileTree()) throws -> [UInt8] {
        var files = try ArchiveReader().read(TMLReleaseImportExportTests.archive).files
        for path in extra.paths { files[path] = extra[path] }
        return ArchiveReader.write(files, as: .zip)
    }

    /// `zip` with the declared uncompressed size of its central directory's `index`th entry set to `size`.
    static func declaring(_ size: Int, member index: Int = 0, in zip: [UInt8]) -> [UInt8] {
        var zip = zip
        let entry = centralEntries(zip)[index]
        for byte in 0..<4 { zip[entry + 24 + byte] = UInt8(size >> (8 * byte) & 0xFF) }
        return zip
    }

    // The archives are built once: compressing in a debug build takes the threads other tests need.
    /// Issue 23's wide zip, 480 members of 1 MiB of spaces, none of which can be inflated.
    static let wideZip = uninflatable(WideZip.archive(members: 480, memberSize: 1 << 20))
    /// The real release as a zip.
    static let release = (try? releaseZip()) ?? []
    /// The release beside 4 members of 256 KiB of spaces that it does not read.
    static let wideRelease: [UInt8] = {
        var wide = FileTree()
        for index in 0..<4 { wide["wide/member\(index).json"] = [UInt8](repeating: 0x20, count: 256 << 10) }
        return (try? releaseZip(extra: wide)) ?? []
    }()

    /// The status and body of importing `zip` as French (`format=tml`).
    static func importZip(_ zip: [UInt8], _ fixture: ServerFixture, _ client: some TestClientProtocol) async throws
        -> (HTTPResponse.Status, String)
    {
        try await client.execute(
            uri: "/import/fr?format=tml", method: .post, headers: fixture.write, body: ByteBuffer(bytes: zip)
        ) { ($0.status, String(buffer: $0.body)) }
    }

    @Test(arguments: StoreKind.available)
    func theWideZipIsRefusedFromItsDeclaredTotalBeforeInflating(_ kind: StoreKind) async throws {
        try await Self.expectRefusedAtMember64(Self.wideZip, kind)
    }

    /// Imports issue 23's wide archive (480 members of 1 MiB, zip or tar.gz) with the default limits and
    /// expects 413 naming the member that passes the 64 MiB budget.
    static func expectRefusedAtMember64(_ archive: [UInt8], _ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            let (status, body) = try await importZip(archive, fixture, client)
            #expect(status == .contentTooLarge, "\(body)")
            #expect(
                body.contains(
                    #"\"member64.json\" brings the declared total to \#(65 << 20) bytes, over the limit of \#(64 << 20) bytes"#
                ), "\(body)")
        }
    }

    @Test(arguments: StoreKind.available)
    func aMemberOverItsLimitTooManyMembersAndADeclaredBombAre413(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind) {
            $0.importLimits.maximumFileSize = 4 << 20
            $0.importLimits.maximumFileCount = 10
            $0.importLimits.maximumCompressionRatio = 100
        }
        try await fixture.test { client in
            let cases: [([UInt8], String)] = [
                (
                    Self.declaring((4 << 20) + 1, in: WideZip.archive(members: 2, memberSize: 10)),
                    #"\"member0.json\" declares \#((4 << 20) + 1) bytes, over the limit of \#(4 << 20) bytes a member"#
                ),
                (
                    WideZip.archive(members: 11, memberSize: 10),
                    "the archive declares 11 members, over the limit of 10 members"
                ),
                (
                    Self.declaring(2 << 20, in: WideZip.archive(members: 1, memberSize: 10)),
                    #"\"member0.json\" claims to expand"#
                ),
            ]
            for (zip, expected) in cases {
                let (status, body) = try await Self.importZip(Self.uninflatable(zip), fixture, client)
                #expect(status == .contentTooLarge, "\(body)")
                #expect(body.contains(expected), "\(body)")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aHeaderThatUnderstatesItsMemberIs400NamingIt(_ kind: StoreKind) async throws {
        let zip = Self.release
        let path = "ru/translations.json"
        let index = try #require(
            Self.centralEntries(zip).firstIndex { entry in
                let length = Int(zip[entry + 28]) | Int(zip[entry + 29]) << 8
                return Array(zip[(entry + 46)..<(entry + 46 + length)]) == Array(path.utf8)
            })
        let understated = Self.declaring(100, member: index, in: zip)
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            let (status, body) = try await Self.importZip(understated, fixture, client)
            #expect(status == .badRequest, "\(body)")
            #expect(
                body.contains(#"\"\#(path)\": its data expands beyond the 100 bytes its header declares"#), "\(body)")
        }
    }

    @Test(arguments: StoreKind.available)
    func aReleaseBesideWideMembersImportsAsTheReleaseAlone(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.store.addLanguages(["ru"], to: fixture.project.id)
        try await fixture.test { client in
            var answers: [String] = []
            for zip in [Self.release, Self.wideRelease] {
                try await client.execute(
                    uri: "/import/ru?format=tml", method: .post, headers: fixture.write, body: ByteBuffer(bytes: zip)
                ) { response in
                    #expect(response.status == .ok, "\(String(buffer: response.body))")
                    answers.append(String(buffer: response.body))
                }
            }
            #expect(answers.count == 2 && answers[0] == answers[1])
            #expect(answers.first?.contains("unknown_keys") == true)
        }
    }
}
