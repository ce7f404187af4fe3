import GlossaFormats
import GlossaTestSupport
import Testing

/// Random documents written and read back must come back equal, in every format that can hold them.
@Suite("Round-trip properties")
struct RoundTripPropertyTests {
    @Test func stringsRoundTripsAnyText() {
        var random = RandomDocuments(seed: 0x5757)
        for round in 0..<300 {
            let document = random.plainDocument(locale: "en")
            for encoding in [TextEncoding.utf8, .utf16LittleEndian] {
                let written = StringsFormat().write(document, options: WriteOptions(encoding: encoding))
                #expect(written.diagnostics.isEmpty)
                var reread = StringsFormat().read(written.bytes, options: ReadOptions(locale: "en", sourceLocale: "en"))
                #expect(reread.diagnostics.isEmpty, "round \(round): \(reread.diagnostics)")
                reread.document.extensions = document.extensions
                #expect(reread.document == document, "round \(round)")
            }
        }
    }

    @Test func flatJSONRoundTripsAnyText() throws {
        var random = RandomDocuments(seed: 0x15)
        for _ in 0..<200 {
            let document = random.plainDocument(locale: "en")
            let written = FlatJSONFormat().write(document)
            var reread = try FlatJSONFormat().read(
                written.bytes, options: ReadOptions(locale: "en", sourceLocale: "en"))
            for index in reread.document.entries.indices {
                reread.document.entries[index].comment = document.entries[index].comment
            }
            #expect(reread.document == document)
        }
    }

    @Test func catalogRoundTripsRichDocuments() throws {
        var random = RandomDocuments(seed: 0xCA7)
        for round in 0..<200 {
            let document = random.richDocument(xml: false)
            let written = StringCatalogFormat().write(document)
            #expect(written.diagnostics.isEmpty, "\(written.diagnostics)")
            let reread = try StringCatalogFormat().read(written.bytes)
            #expect(reread.document.sortedLikeXcode == document.sortedLikeXcode, "round \(round)")
            #expect(StringCatalogFormat().write(reread.document).bytes == written.bytes)
        }
    }

    @Test func xliffRoundTripsRichDocuments() throws {
        var random = RandomDocuments(seed: 0x11FF)
        for round in 0..<150 {
            var document = random.richDocument(xml: true)
            document.version = nil
            for index in document.entries.indices { document.entries[index].table = "Localizable.xcstrings" }
            let written = XLIFFFormat().write(document, options: WriteOptions(locale: "de"))
            let reread = try XLIFFFormat().read(written.bytes)
            // XLIFF has no argNum or format specifier; compare what it carries.
            for (left, right) in zip(reread.document.entries, document.entries) {
                #expect(left.key == right.key, "round \(round)")
                #expect(left.comment == right.comment)
                // The target locale comes back exactly; the source gains units for ids only the target has.
                let expected = right.localizations["de"]
                let actual = left.localizations["de"]
                let actualUnits = (actual?.variant.units() ?? []).map { $0.path + [$0.unit.value] }
                let expectedUnits = (expected?.variant.units() ?? []).map { $0.path + [$0.unit.value] }
                #expect(Set(actualUnits) == Set(expectedUnits), "round \(round)")
                #expect(actualUnits.count == expectedUnits.count)
                #expect(actual?.substitutions.map(\.name) == expected?.substitutions.map(\.name))
                let sourceUnits = Set(
                    (left.localizations["en"]?.variant.units() ?? []).map { $0.path + [$0.unit.value] })
                for unit in right.localizations["en"]?.variant.units() ?? [] {
                    #expect(sourceUnits.contains(unit.path + [unit.unit.value]))
                }
            }
            #expect(reread.document.entries.count == document.entries.count)
        }
    }

    @Test func stringsDictRoundTripsPluralsAndSubstitutions() throws {
        var random = RandomDocuments(seed: 0x5D1C7)
        for _ in 0..<150 {
            let document = random.richDocument(xml: true)
            let written = StringsDictFormat().write(document, options: WriteOptions(locale: "de"))
            let reread = try StringsDictFormat().read(written.bytes, options: ReadOptions(locale: "de"))
            #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
            #expect(
                reread.document.entries.map(\.key)
                    == document.entries.filter { $0.localizations["de"] != nil }.map(\.key))
        }
    }

    @Test func archivesRoundTripRandomTrees() throws {
        var random = RandomDocuments(seed: 0xA2C)
        for _ in 0..<30 {
            var files = FileTree()
            for index in 0..<random.int(1..<8) {
                let depth = random.int(0..<4)
                let path =
                    (0..<depth).map { "d\($0)" }.joined(separator: "/") + (depth > 0 ? "/" : "") + "f\(index).json"
                files[path] = Array(String(repeating: random.text(), count: random.int(0..<200)).utf8)
            }
            for kind in ArchiveKind.allCases {
                let (read, _) = try ArchiveReader().read(ArchiveReader.write(files, as: kind))
                #expect(read.paths.sorted() == files.paths.sorted())
                for path in files.paths { #expect(read[path] == files[path]) }
            }
        }
    }
}

extension LocalizationDocument {
    /// The document with every variation's cases in Xcode's order (String Catalogs sort them).
    var sortedLikeXcode: LocalizationDocument {
        var copy = self
        for index in copy.entries.indices {
            var localizations = Localizations()
            for (locale, localization) in copy.entries[index].localizations {
                var sorted = localization
                sorted.variant = localization.variant.sortedLikeXcode
                for position in sorted.substitutions.indices {
                    sorted.substitutions[position].variations =
                        Variant(variations: sorted.substitutions[position].variations).sortedLikeXcode.variations
                        ?? sorted.substitutions[position].variations
                }
                localizations[locale] = sorted
            }
            copy.entries[index].localizations = localizations
        }
        return copy
    }
}

extension Variant {
    var sortedLikeXcode: Variant {
        guard var variations else { return self }
        variations.cases = variations.cases.map { Variations.Case(key: $0.key, variant: $0.variant.sortedLikeXcode) }
            .sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
        var copy = self
        copy.variations = variations
        return copy
    }
}
