import Foundation
import GlossaFormats
import GlossaTestSupport
import Testing

/// Truncated, mutated, deeply nested and wrongly encoded input: every reader must answer with a result or
/// a ``FormatError`` with a position — never crash or hang.
@Suite("Hostile input")
struct HostileInputTests {
    /// Every prefix (or, for long files, a spread of prefixes) of `bytes`.
    func prefixes(_ bytes: [UInt8], maximum: Int = 400) -> [[UInt8]] {
        let step = max(1, bytes.count / maximum)
        return stride(from: 0, through: bytes.count, by: step).map { Array(bytes.prefix($0)) }
    }

    func mutations(_ bytes: [UInt8], seed: UInt64, count: Int = 300) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            var copy = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !copy.isEmpty {
                let index = Int.random(in: 0..<copy.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: copy[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: copy.remove(at: index)
                default: copy.insert(copy[Int.random(in: 0..<copy.count, using: &generator)], at: index)
                }
            }
            return copy
        }
    }

    @Test func everyFormatSurvivesTruncationAndMutation() throws {
        var samples: [(LocalizationFormat, [UInt8])] = [
            (.stringCatalog, try Fixtures.catalog("Localizable.xcstrings")),
            (.xliff, try Fixtures.bytes("XLIFF/de.xliff")),
            (.stringsDict, Array(StringsDictFormatTests.sample.utf8)),
            (.transifexCache, try Fixtures.bytes("JSON/txstrings.json")),
            (.mcLocalization, try Fixtures.bytes("JSON/mclocalization-strings.json")),
            (.swifternalization, try Fixtures.bytes("JSON/swifternalization/base.json")),
        ]
        samples.append((.strings, StringsFormat().write(try StringCatalogFormat().read(samples[0].1).document).bytes))
        for (format, bytes) in samples {
            for (index, input) in (prefixes(bytes) + mutations(bytes, seed: UInt64(bytes.count))).enumerated() {
                do {
                    let result = try format.read(input, options: ReadOptions(locale: "en"))
                    for diagnostic in result.diagnostics where diagnostic.severity == .error {
                        if let location = diagnostic.location { #expect(location.line >= 1 && location.column >= 1) }
                    }
                } catch {
                    #expect(error.diagnostic.severity == .error, "\(format) \(index)")
                }
            }
        }
    }

    @Test func releaseArchiveSurvivesTruncationAndMutation() throws {
        let archive = try Fixtures.bytes("TML/20160218065921.tar.gz")
        let tar = try GZip.decompress(archive)
        let zip = ArchiveReader.write(try ArchiveReader().read(archive).files, as: .zip)
        for bytes in [archive, tar, zip] {
            for input in prefixes(bytes, maximum: 60) + mutations(bytes, seed: 7, count: 40) {
                _ = try? TMLReleaseFormat().read(archive: input)
            }
        }
    }

    @Test func deepNestingIsAnErrorEverywhere() {
        let deepJSON = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        for format in [LocalizationFormat.stringCatalog, .flatJSON, .mcLocalization, .transifexCache] {
            #expect(throws: FormatError.self) { try format.read(deepJSON) }
        }
        let deepXML = Array(("<xliff version=\"1.2\">" + String(repeating: "<group>", count: 50_000)).utf8)
        #expect(throws: FormatError.self) { try XLIFFFormat().read(deepXML) }
    }

    @Test func tenMegabyteLinesInEveryTextFormat() throws {
        let long = String(repeating: "é", count: 5 << 20)  // 10 MB of UTF-8
        let json = try FlatJSONFormat().read(Array("{\"k\": \"\(long)\"}".utf8))
        #expect(json.document.entries.first?.localizations["und"]?.plainValue?.utf8.count == 10 << 20)
        let xml = try XLIFFFormat().read(
            Array(
                "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>\(long)</source></trans-unit></body></file></xliff>"
                    .utf8))
        #expect(xml.document.entries.count == 1)
        #expect(throws: FormatError.self) { try StringCatalogFormat().read(Array("{\"strings\": \"\(long)".utf8)) }
    }

    @Test func wrongEncodingsAreReportedWithPositions() throws {
        // A catalog saved as UTF-16 is not JSON: a clear error, not garbage.
        let utf16 = TextEncoding.utf16LittleEndian.encode("{\"sourceLanguage\": \"en\"}")
        #expect(throws: FormatError.self) { try StringCatalogFormat().read(utf16) }
        // Latin-1 bytes in a .strings file: errors at the right places, the entries still load.
        let latin1: [UInt8] =
            Array("\"caf".utf8) + [0xE9] + Array("\" = \"ok\";\n\"b\" = \"".utf8) + [0xFC] + Array("\";".utf8)
        let result = StringsFormat().read(latin1)
        #expect(result.diagnostics.map { $0.location?.line } == [1, 2])
        #expect(result.document.entries.count == 2)
        // XLIFF in UTF-16 with a byte order mark is fine.
        let xliff = TextEncoding.utf16BigEndian.encode(
            String(decoding: try Fixtures.bytes("XLIFF/de.xliff"), as: UTF8.self))
        #expect(try XLIFFFormat().read(xliff).document.entries.count == 9)
    }
}
