import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaFormats

@Suite("DEFLATE and gzip")
struct DeflateTests {
    @Test func gzipRoundTripsRandomData() throws {
        var generator = SeededGenerator(seed: 0xD1F1A7E)
        for round in 0..<40 {
            let count = Int.random(in: 0..<(round < 30 ? 2_000 : 200_000), using: &generator)
            let alphabet = Int.random(in: 1...256, using: &generator)
            let bytes = (0..<count).map { _ in UInt8(Int.random(in: 0..<alphabet, using: &generator)) }
            let compressed = GZip.compress(bytes)
            #expect(try GZip.decompress(compressed) == bytes, "round \(round)")
        }
    }

    @Test func compressesRepetitiveText() throws {
        let text = Array(String(repeating: "{\"label\":\"Hello\",\"locale\":\"en\"},", count: 2_000).utf8)
        let compressed = GZip.compress(text)
        #expect(compressed.count < text.count / 20)
        #expect(try GZip.decompress(compressed) == text)
    }

    /// A stored block made by hand (`BFINAL` set, `LEN` 5, `NLEN` its complement). Blocks written by
    /// real compressors are read in `ArchiveToolTests` (gzip -1/-6/-9, pigz).
    @Test func readsAHandMadeStoredBlock() throws {
        let stored: [UInt8] = [0x01, 0x05, 0x00, 0xFA, 0xFF] + Array("hello".utf8)
        var inflater = Inflater(input: stored, maximumOutput: 100, maximumRatio: 1_000)
        #expect(try inflater.inflate() == Array("hello".utf8))
    }

    /// A raw DEFLATE stream from Python's zlib (`compressobj(9, DEFLATED, -15)`) flushed with
    /// `Z_SYNC_FLUSH` and then `Z_FULL_FLUSH` between three writes: each flush ends a compressed block
    /// with an empty stored block that starts mid-byte, after the decoder has read whole bytes ahead.
    @Test func readsStoredBlocksBetweenCompressedOnes() throws {
        let stream = try #require(
            Data(
                base64Encoded:
                    "ykjNyclXyEAndRQAAAAA//8qzy/KSUEmFQEAAAD//2NgZGJmYWVj5+Dk4ubh5eMXEBQSFhEVE5eQlJKWkZWTV1BUUlZR"
                    + "VVPX0NTS1tHV0zcwNDI2MTUzt7C0sraxtbN3cHRydnF1c/fw9PL28fXzDwgMCg4JDQuPiIyKjomNi09ITEpOSU1Lz8jM"
                    + "ys7JzcsvKCwqLiktK6+orKquqa2rb2hsam5pbWvv6Ozq7unt658wcdLkKVOnTZ8xc9bsOXPnzV+wcNHiJUuXLV+xctXq"
                    + "NWvXrd+wcdPmLVu3bd+xc9fuPXv37T9w8NDhI0ePHT9x8tTpM2fPnb9w8dLlK1evXb9x89btO3fv3X/w8NHjJ0+fPX/x"
                    + "8tXrN2/fvf/w8dPnL1+/ff/x89fvP3///WcY4f4HAA=="))
        var inflater = Inflater(input: Array(stream), maximumOutput: 1 << 20, maximumRatio: 1_000)
        let expected = Array("hello hello hello hello, world world world!".utf8) + (0..<512).map { UInt8($0 & 0xFF) }
        #expect(try inflater.inflate() == expected)
        #expect(inflater.position == stream.count)
    }

    @Test func truncatedAndCorruptDataAreErrorsNotCrashes() {
        let bytes = GZip.compress(Array(String(repeating: "abcdefgh", count: 1_000).utf8))
        for cut in [0, 1, 5, 10, 11, 20, bytes.count / 2, bytes.count - 8, bytes.count - 1] {
            #expect(throws: FormatError.self) { try GZip.decompress(Array(bytes.prefix(cut))) }
        }
        var corrupt = bytes
        corrupt[bytes.count - 6] ^= 0xFF
        #expect(throws: FormatError.self) { try GZip.decompress(corrupt) }
    }

    @Test func randomGarbageNeverCrashes() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &generator)
            let input = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var inflater = Inflater(input: input, maximumOutput: 1 << 16, maximumRatio: 1_000)
            _ = try? inflater.inflate()
            _ = try? GZip.decompress([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + input)
        }
    }

    @Test func gzipBombIsRefused() {
        let zeros = [UInt8](repeating: 0, count: 3 << 20)
        let bomb = GZip.compress(zeros)
        do {
            _ = try GZip.decompress(bomb, limits: ReadLimits(maximumTotalSize: 2 << 20))
            Issue.record("expected the size limit")
        } catch {
            #expect(error.diagnostic.kind == .limit)
        }
        do {
            _ = try GZip.decompress(bomb, limits: ReadLimits(maximumCompressionRatio: 50))
            Issue.record("expected the ratio limit")
        } catch {
            #expect(error.diagnostic.kind == .limit)
            #expect(error.description.contains("bomb"))
        }
    }
}
