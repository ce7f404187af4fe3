import Foundation
import Testing

@testable import GlossaDelivery

@Suite struct ReleaseArchiveNameFolderTests {
    @Test func theNewestReleaseArchiveOfAFolderIsTheBundledOne() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        #expect(ReleaseArchiveName.bundledArchive(in: temporary.url) == nil)
        for name in ["txstrings.json", "tml_9.tar.gz", "tml_10.zip", "tml_3.rar", "tml_2.tgz"] {
            try Data().write(to: temporary.url.appendingPathComponent(name))
        }
        #expect(ReleaseArchiveName.bundledArchive(in: temporary.url)?.lastPathComponent == "tml_10.zip")
        #expect(ReleaseArchiveName.bundledArchive(in: temporary.url.appendingPathComponent("missing")) == nil)
    }
}
