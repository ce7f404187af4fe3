import GlossaFormats
import GlossaJSON
import Testing

@Suite("JSON formats")
struct JSONFormatsTests {
    @Test func flatJSONRoundTripsAndReportsNonStrings() throws {
        let text = """
            {
              "greeting": "Hello!",
              "count": 3,
              "glory": "Glory Glory, %name%!"
            }
            """
        let result = try FlatJSONFormat().read(utf8(text), options: ReadOptions(locale: "en"))
        #expect(result.document.entries.map(\.key) == ["greeting", "glory"])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].location?.line == 3)
        let written = FlatJSONFormat().write(result.document)
        #expect(
            try FlatJSONFormat().read(written.bytes, options: ReadOptions(locale: "en")).document == result.document)
    }

    /// The single-file example from the MCLocalization README (seed 003).
    @Test func mcLocalizationSingleFileFromTheSeed() throws {
        let result = try MCLocalizationFormat().read(try Fixtures.bytes("JSON/mclocalization-strings.json"))
        #expect(result.diagnostics.isEmpty)
        let document = result.document
        #expect(document.locales == ["en", "ru"])
        #expect(document.entries.count == 5)
        #expect(
            document.entry(forKey: "lovely-mustache")?.localizations["ru"]?.plainValue
                == "Какие замечательные у Вас {{mustache}}!")
        let written = MCLocalizationFormat().write(document)
        #expect(written.diagnostics.isEmpty)
        #expect(try MCLocalizationFormat().read(written.bytes).document == document)
    }

    @Test func mcLocalizationPerLanguageFileIsFlatJSON() throws {
        let result = try FlatJSONFormat().read(
            try Fixtures.bytes("JSON/mclocalization-en.json"), options: ReadOptions(locale: "en"))
        #expect(result.document.entry(forKey: "glory")?.localizations["en"]?.plainValue == "Glory Glory, %name%!")
    }

    /// The files from the Swifternalization README (seed 002).
    @Test func swifternalizationFolder() throws {
        var files = FileTree()
        for name in ["base.json", "ru.json", "expressions.json"] {
            files[name] = try Fixtures.bytes("JSON/swifternalization/\(name)")
        }
        let result = try SwifternalizationFormat().read(files: files, options: ReadOptions(sourceLocale: "en"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = result.document
        let cars = try #require(document.entry(forKey: "cars")?.localizations["en"]?.variant.variations)
        #expect(cars.kind == .expression)
        #expect(cars["ie:x>=2"]?.unit?.value == "%d cars")
        let car = try #require(document.entry(forKey: "car")?.localizations["en"]?.variant.variations)
        #expect(car["ie:x=1"]?.variations?.kind == .width)
        #expect(car["ie:x=1"]?.variations?["200"]?.unit?.value == "You've got one car")
        let seconds = try #require(document.entry(forKey: "time-seconds")?.localizations["ru"]?.variant.variations)
        #expect(seconds.kind == .plural)
        #expect(document.extensions["swifternalization/expressions"]?["ru"]?["two"] == "ie:x=2")
        let (written, diagnostics) = SwifternalizationFormat().writeFiles(document)
        #expect(diagnostics.isEmpty)
        #expect(written.paths.sorted() == ["base.json", "expressions.json", "ru.json"])
        let reread = try SwifternalizationFormat().read(files: written, options: ReadOptions(sourceLocale: "en"))
        #expect(reread.document == document)
    }

    @Test func swifternalizationPluralsIntoACatalogAndBack() throws {
        var files = FileTree()
        files["base.json"] = try Fixtures.bytes("JSON/swifternalization/base.json")
        let document = try SwifternalizationFormat().read(files: files, options: ReadOptions(sourceLocale: "en"))
            .document
        let catalog = StringCatalogFormat().write(document)
        // Expressions are not String Catalog variations: the writer says so.
        #expect(catalog.diagnostics.contains { $0.kind == .unrepresentable && $0.key == "cars" })
        let flat = FlatJSONFormat().write(document)
        #expect(flat.diagnostics.contains { $0.key == "time-seconds" })
    }

    @Test func transifexCache() throws {
        let result = try TransifexCacheFormat().read(try Fixtures.bytes("JSON/txstrings.json"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = result.document
        #expect(document.locales == ["en", "el"])
        let minutes = try #require(
            document.entry(forKey: "unit-time.%d-minute(s)")?.localizations["en"]?.variant.variations)
        #expect(minutes.kind == .plural)
        #expect(minutes["other"]?.unit?.value == "%d minutes")
        #expect(document.entry(forKey: "Untranslated")?.localizations["el"]?.variant.unit?.state == .new)
        let device = try #require(document.entry(forKey: "device.key")?.localizations["el"]?.variant.variations)
        #expect(device.kind == .device)
        #expect(device["iphone"]?.unit?.value == "Σε iPhone")
        let written = TransifexCacheFormat().write(document)
        #expect(written.diagnostics.isEmpty)
        #expect(try TransifexCacheFormat().read(written.bytes).document == document)
        #expect(
            try JSONValue(parsing: written.bytes) == JSONValue(parsing: try Fixtures.bytes("JSON/txstrings.json")))
    }

    @Test func wrongShapesAreReportedWithPositions() throws {
        let result = try TransifexCacheFormat().read(utf8("{\"en\": {\"a\": {\"string\": \"x\"},\n \"b\": \"y\"}}"))
        #expect(result.document.entries.map(\.key) == ["a"])
        #expect(result.diagnostics.first?.location?.line == 2)
        #expect(throws: FormatError.self) { try MCLocalizationFormat().read(utf8("[1, 2]")) }
        #expect(throws: FormatError.self) { try FlatJSONFormat().read(utf8("{\"a\": ")) }
    }

    @Test func malformedCDSRootIsKeptAsTextAndReportedWhere() throws {
        let value = #"<cds-root><cds-unit id=\"device.iphone\">Σε &bogus; iPhone</cds-unit></cds-root>"#
        let json = "{\"el\": {\"k\": {\"string\": \"\(value)\"}}}"
        let result = try TransifexCacheFormat().read(utf8(json))
        let unit = try #require(result.document.entry(forKey: "k")?.localizations["el"]?.variant.unit)
        #expect(unit.value.hasSuffix("</cds-root>"))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.key == "k")
        #expect(diagnostic.kind == .syntax)
        #expect(diagnostic.location?.line == 1)
        #expect(diagnostic.message.contains("line 1, column 43 of the value"), "\(diagnostic)")
        #expect(diagnostic.message.contains("&bogus;"), "\(diagnostic)")
    }
}
