import Foundation
import Testing

/// `glossa convert` between Xcode XLIFF exports and String Catalogs, on real exports
/// (`Tests/RealWorld/xliff`).
@Suite("glossa convert, XLIFF")
struct ConvertXLIFFTests {
    static let corpus = ConvertCommandTests.repository.appendingPathComponent("Tests/RealWorld/xliff")
    static let oracle = ConvertCommandTests.repository.appendingPathComponent("Tests/Oracles/xliff_targets.py")

    @Test func tablesThatClashInOneCatalogAreRefusedByName() throws {
        let scratch = try ConvertCommandTests.Scratch()
        let input = Self.corpus.appendingPathComponent("stats/en.xliff").path
        let result = try Glossa.run(["convert", input, scratch.path("Stats.xcstrings")])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardError.contains("\"CFBundleName\" says different things in 11 tables"), "\(result)")
        #expect(result.standardError.contains("convert to a folder"), "\(result)")
        #expect(result.standardError.contains("nothing written to"), "\(result)")
        #expect(!scratch.exists("Stats.xcstrings"))
    }

    @Test func aFolderGetsOneCatalogPerTableAndEveryTarget() throws {
        let scratch = try ConvertCommandTests.Scratch()
        let input = Self.corpus.appendingPathComponent("stats/en.xliff").path
        let result = try Glossa.run(["convert", input, scratch.path("Catalogs"), "--to", "xcstrings"])
        #expect(result.status == 0, "\(result)")
        #expect(try scratch.read("Catalogs/Modules/CPU/InfoPlist.xcstrings").contains("\"value\" : \"CPU\""))
        #expect(try scratch.read("Catalogs/StatsKit/InfoPlist.xcstrings").contains("\"value\" : \"StatsKit\""))
        let oracle = try Glossa.run(
            ["python3", Self.oracle.path, input, scratch.path("Catalogs")],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(oracle.status == 0, "\(oracle)")
        #expect(oracle.standardOutput.hasPrefix("targets 22 reached 22 shadowed 0 missing 0"), "\(oracle)")
    }

    @Test func stringsdictAndStringsOfOneTableBecomeOneCatalog() throws {
        let scratch = try ConvertCommandTests.Scratch()
        let input = Self.corpus.appendingPathComponent("loca-studio-sample/ru.xliff").path
        let result = try Glossa.run(["convert", input, scratch.path("out/"), "--to", "xcstrings"])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError.contains("the .stringsdict entries are used, as at run time"), "\(result)")
        let catalog = try scratch.read("out/MyApp/Localizable.xcstrings")
        #expect(catalog.contains("\"value\" : \"%#@colors@\""))
        #expect(catalog.contains("\"value\" : \"ello elmo\""))
        let oracle = try Glossa.run(
            ["python3", Self.oracle.path, input, scratch.path("out")], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(oracle.status == 0, "\(oracle)")
    }

    @Test func substitutionsTravelInXcodesFormAndComeBack() throws {
        let scratch = try ConvertCommandTests.Scratch()
        let input = ConvertCommandTests.catalogs.appendingPathComponent("Substitution.xcstrings").path
        var result = try Glossa.run(["convert", input, scratch.path("en.xliff"), "--locale", "en"])
        #expect(result.status == 0, "\(result)")
        let xliff = try scratch.read("en.xliff")
        #expect(xliff.contains("<source>are %2$lld strings</source>"), "\(xliff)")
        #expect(xliff.contains("%2$#@total.strings@"), "\(xliff)")
        #expect(!xliff.contains("%arg"))
        result = try Glossa.run(["convert", scratch.path("en.xliff"), scratch.path("back.xcstrings")])
        #expect(result.status == 0, "\(result)")
        let back = try scratch.read("back.xcstrings")
        #expect(back.contains("\"argNum\" : 2"))
        #expect(back.contains("\"formatSpecifier\" : \"lld\""))
        #expect(back.contains("\"value\" : \"are %arg strings\""))
        #expect(
            back.contains("\"value\" : \"%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining\""))
    }
}
