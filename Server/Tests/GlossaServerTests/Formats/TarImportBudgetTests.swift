import Foundation
import GlossaFormats
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Issue 23: a tar.gz sent to `POST /import/{lang}?format=tml` has no directory to judge first, so it
/// is judged one header at a time as it is inflated: the member that passes a limit is refused (413,
/// naming it and the limit) before its data is inflated, and an unsafe member is 400 naming it.
@Suite("Tar import budget")
struct TarImportBudgetTests {
    /// A ustar header for a regular file (or `type`) `name` of `size` bytes.
    static func header(_ name: String, size: Int, type: UInt8 = UInt8(ascii: "0")) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, _ offset: Int) {
            for (index, byte) in text.utf8.enumerated() { header[offset + index] = byte }
        }
        put(name, 0)
        put("0000644", 100)
        let octal = String(size, radix: 8)
        put(String(repeating: "0", count: 11 - octal.count) + octal, 124)
        header[156] = type
        put("ustar", 257)
        put("00", 263)
        for index in 148..<156 { header[index] = 0x20 }
        let sum = String(header.reduce(0) { $0 + Int($1) }, radix: 8)
        put(String(repeating: "0", count: 6 - sum.count) + sum, 148)
        header[154] = 0
        return header
    }

    /// A gzip member whose DEFLATE data is invalid: the server fails (400) if it inflates it.
    static let uninflatable: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 0xFF, 0xFF, 0xFF, 0xFF]

    /// A tar.gz of `members` members `member<i>.json` of `memberSize` spaces, as one gzip member per
    /// header and per member's data (the data compressed once and repeated, so that a wide archive costs
    /// the test little). From member `corruptFrom` on, the data cannot be inflated.
    static func wideTarGZip(members: Int, memberSize: Int, corruptFrom: Int = .max) -> [UInt8] {
        let data = GZip.compress(
            [UInt8](repeating: 0x20, count: memberSize) + [UInt8](repeating: 0, count: (512 - memberSize % 512) % 512))
        var archive: [UInt8] = []
        for index in 0..<members {
            archive += GZip.compress(header("member\(index).json", size: memberSize))
            archive += index >= corruptFrom ? uninflatable : data
        }
        return archive + GZip.compress([UInt8](repeating: 0, count: 1024))
    }

    // Built once: compressing in a debug build takes the threads other tests need.
    /// Issue 23's wide archive as a tar.gz: 480 members of 1 MiB, whose data from the 65th member on
    /// (the one that passes the 64 MiB budget) cannot be inflated.
    static let wideTarGZip = wideTarGZip(members: 480, memberSize: 1 << 20, corruptFrom: 64)

    @Test(arguments: StoreKind.available)
    func theWideTarGZipIsRefusedAtTheHeaderThatPassesTheBudget(_ kind: StoreKind) async throws {
        #expect(Self.wideTarGZip.count < ServerConfiguration().maximumBodySize)
        try await ZipImportBudgetTests.expectRefusedAtMember64(Self.wideTarGZip, kind)
    }

    @Test(arguments: StoreKind.available)
    func aMemberOverItsLimitTooManyMembersAndARatioBombAre413(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind) {
            $0.importLimits.maximumFileSize = 4 << 20
            $0.importLimits.maximumFileCount = 10
            $0.importLimits.maximumCompressionRatio = 100
        }
        let huge = GZip.compress(Self.header("small.json", size: 0) + Self.header("huge.json", size: (4 << 20) + 1))
        try await fixture.test { client in
            let cases: [([UInt8], String)] = [
                (
                    huge + Self.uninflatable,
                    #"\"huge.json\" declares \#((4 << 20) + 1) bytes, over the limit of \#(4 << 20) bytes a member"#
                ),
                (
                    Self.wideTarGZip(members: 11, memberSize: 10, corruptFrom: 10),
                    #"\"member10.json\" is member 11, over the limit of 10 members"#
                ),
                (Self.wideTarGZip(members: 1, memberSize: 2 << 20), "a decompression bomb"),
            ]
            for (archive, expected) in cases {
                let (status, body) = try await ZipImportBudgetTests.importZip(archive, fixture, client)
                #expect(status == .contentTooLarge, "\(body)")
                #expect(body.contains(expected), "\(body)")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func unsafeMembersAre400NamingThem(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            let cases: [(UInt8, String)] = [
                (UInt8(ascii: "0"), "../evil.json"), (UInt8(ascii: "2"), "link.json"), (UInt8(ascii: "3"), "device"),
            ]
            for (type, name) in cases {
                let archive = GZip.compress(Self.header(name, size: 0, type: type)) + Self.uninflatable
                let (status, body) = try await ZipImportBudgetTests.importZip(archive, fixture, client)
                #expect(status == .badRequest, "\(body)")
                #expect(body.contains(name), "\(body)")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aReleaseBesideWideMembersImportsAsTheReleaseAlone(_ kind: StoreKind) async throws {
        var files = try ArchiveReader().read(TMLReleaseImportExportTests.archive).files
        let release = ArchiveReader.write(files, as: .tarGZip)
        for index in 0..<4 { files["wide/member\(index).json"] = [UInt8](repeating: 0x20, count: 256 << 10) }
        let wideRelease = ArchiveReader.write(files, as: .tarGZip)
        let fixture = try await ServerFixture.make(kind)
        try await fixture.store.addLanguages(["ru"], to: fixture.project.id)
        try await fixture.test { client in
            var answers: [String] = []
            for archive in [TMLReleaseImportExportTests.archive, release, wideRelease] {
                try await client.execute(
                    uri: "/import/ru?format=tml", method: .post, headers: fixture.write,
                    body: ByteBuffer(bytes: archive)
                ) { response in
                    #expect(response.status == .ok, "\(String(buffer: response.body))")
                    answers.append(String(buffer: response.body))
                }
            }
            #expect(answers.count == 3 && Set(answers).count == 1)
            #expect(answers.first?.contains("unknown_keys") == true)
        }
    }
}
