import Foundation
import GlossaFormats
import GlossaTestSupport
import Testing

/// Real Xcode XLIFF exports (`Tests/RealWorld/xliff`, provenance there) against an independent reader.
@Suite("Real-world XLIFF")
struct RealWorldXLIFFTests {
    static let corpus = Fixtures.testsDirectory.deletingLastPathComponent().appendingPathComponent("RealWorld/xliff")
    static let oracle = Fixtures.testsDirectory.deletingLastPathComponent().appendingPathComponent(
        "Oracles/xliff_targets.py")

    static var exports: [String] {
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".xliff") { paths.append(path) }
        }
        return paths.sorted()
    }

    func read(_ path: String) throws -> ReadResult {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(path)))
        return try XLIFFFormat().read(bytes, options: ReadOptions(fileName: path))
    }

    @Test func corpusIsThere() {
        #expect(Self.exports.count >= 6)
    }

    /// Every `<target>` reaches the catalog of its table, counted by `Tests/Oracles/xliff_targets.py`
    /// (`xml.etree` and `json`, no Glossa code).
    @Test(arguments: exports)
    func everyTargetReachesTheCatalogs(_ path: String) throws {
        let result = try read(path)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics)")
        let (files, diagnostics) = StringCatalogFormat().writeFiles(result.document)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-xliff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ArchiveReader.write(files, toDirectory: folder)
        let (status, output) = try runOracle([Self.corpus.appendingPathComponent(path).path, folder.path])
        #expect(status == 0, "\(output)")
        #expect(output.contains(" missing 0"), "\(output)")
        #expect(!output.hasPrefix("targets 0 "), "\(output)")
    }

    /// XLIFF → catalog → XLIFF → catalog: the second catalog equals the first, for every real export.
    @Test(arguments: exports)
    func catalogsSurviveAnotherTripThroughXLIFF(_ path: String) throws {
        let document = try read(path).document
        // An export whose target language is its source language (stats) has targets for the source.
        let target = document.locales.first { $0 != document.sourceLocale } ?? document.sourceLocale
        for (location, catalog) in try catalogs(of: document) {
            let written = XLIFFFormat().write(catalog, options: WriteOptions(locale: target))
            let reread = try XLIFFFormat().read(written.bytes).document
            let again = try #require(try catalogs(of: reread).first?.catalog)
            #expect(again.entries == catalog.entries, "\(path) \(location)")
        }
    }

    /// The tables of `document`, each read back from its own String Catalog.
    private func catalogs(of document: LocalizationDocument) throws -> [(
        location: TableLocation, catalog: LocalizationDocument
    )] {
        let (files, _) = StringCatalogFormat().writeFiles(document)
        return try files.paths.map { path in
            (TableLocation(path: path), try StringCatalogFormat().read(files[path] ?? []).document)
        }
    }

    @Test func statsElevenInfoPlistTablesStayApart() throws {
        let document = try read("stats/en.xliff").document
        let single = StringCatalogFormat().write(document)
        let errors = single.diagnostics.errors
        #expect(errors.map(\.key) == ["CFBundleName"])
        #expect(errors.first?.message.contains("LaunchAtLogin/en.lproj/InfoPlist.strings") == true)
        let (files, _) = StringCatalogFormat().writeFiles(document)
        #expect(files.count == 11)
        let cpu = try StringCatalogFormat().read(files["Modules/CPU/InfoPlist.xcstrings"] ?? []).document
        #expect(cpu.entry(forKey: "CFBundleName")?.localizations["en"]?.plainValue == "CPU")
        let names = try files.paths.map { path in
            try StringCatalogFormat().read(files[path] ?? []).document.entry(forKey: "CFBundleName")?
                .localizations["en"]?.plainValue
        }
        #expect(Set(names.compactMap { $0 }).count == 11)
    }

    @Test func stringsdictWinsOverStringsOfTheSameTable() throws {
        let document = try read("loca-studio-sample/ru.xliff").document
        let catalog = StringCatalogFormat().write(document)
        #expect(catalog.diagnostics.errors.isEmpty, "\(catalog.diagnostics)")
        let merged = try StringCatalogFormat().read(catalog.bytes).document
        let colors = try #require(merged.entry(forKey: "%ld color(s)"))
        let russian = try #require(colors.localizations["ru"])
        #expect(russian.substitutions.map(\.name) == ["colors"])
        #expect(russian.substitutions.first?.variations["one"]?.unit?.value == "ello elmo")
        let english = try #require(colors.localizations["en"])
        #expect(english.variant.unit?.value == "%#@colors@")
        // A Russian export lists few and many with the English `other` text: English keeps one and other.
        #expect(english.substitutions.first?.variations.cases.map(\.key) == ["one", "other"])
    }

    private func runOracle(_ arguments: [String]) throws -> (Int32, String) {
        try ProcessRunner.run(["python3", Self.oracle.path] + arguments)
    }
}
