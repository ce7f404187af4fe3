import Foundation
import GlossaJSON
import GlossaToolsKit
import Testing

/// Where `scripts/fetch-extract-corpus.sh` checked the apps out, if the environment says.
private let extractCorpus = ProcessInfo.processInfo.environment["GLOSSA_EXTRACT_CORPUS"].map {
    URL(fileURLWithPath: $0)
}

/// `glossa extract` on real apps' sources, against the keys Xcode extracted into the apps' own String
/// Catalogs. Other projects' code is not part of this repository: `scripts/fetch-extract-corpus.sh DIR`
/// checks the apps out (at the commits `Fixtures/extract/corpus.json` names), and the test runs when
/// `GLOSSA_EXTRACT_CORPUS=DIR` is set.
///
/// `corpus.json` lists each app's catalogs, the source folders (or single files, where a target takes
/// only some files of a folder) of the targets that fill each one, and the project's own
/// `LOCALIZED_STRING_MACRO_NAMES`. Xcode's keys are a catalog's keys whose
/// `extractionState` is neither `manual` (added by hand) nor `stale` (no longer in code). Recall: the share
/// of Xcode's keys extract finds; precision: the share of extract's keys (of that table, leaving out keys
/// the catalog holds as `manual`) that Xcode has. `notInSources` lists keys of a catalog that no source
/// file holds as a literal (left from older code and never marked stale, or from a non-Swift file); the
/// test checks that they are indeed nowhere in the sources before leaving them out.
@Suite struct RealWorldExtractionTests {
    static let root = extractCorpus

    static var apps: [String] {
        let manifest = try? JSONParser().parse(Fixture.bytes("extract/corpus.json"))
        return (manifest?["apps"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    @Test func theManifestListsTheApps() {
        #expect(Self.apps.count >= 3)
    }

    @Test(.enabled(if: extractCorpus != nil, "set GLOSSA_EXTRACT_CORPUS to a fetched corpus"), arguments: apps)
    func recallAndPrecisionAgainstXcode(app: String) async throws {
        let directory = try #require(Self.root).appendingPathComponent(app)
        let manifest = try JSONParser().parse(Fixture.bytes("extract/corpus.json"))
        let entry = try #require(manifest["apps"]?.arrayValue?.first { $0["name"]?.stringValue == app })
        let units = try #require(entry["catalogs"]?.arrayValue)
        for unit in units {
            let catalogPath = try #require(unit["catalog"]?.stringValue)
            let sources = try #require(unit["sources"]?.arrayValue).compactMap(\.stringValue)
            let functions = Set((unit["functions"]?.arrayValue ?? []).compactMap(\.stringValue))
            let catalog = try JSONParser().parse(
                [UInt8](try Data(contentsOf: directory.appendingPathComponent(catalogPath))))
            let entries = try #require(catalog["strings"]?.objectValue)
            var xcode = Set<String>()
            var manual = Set<String>()
            for (key, entry) in entries {
                switch entry["extractionState"]?.stringValue {
                case "manual": manual.insert(key)
                case "stale": continue
                default: xcode.insert(key)
                }
            }
            let files = try SourceFileFinder.files(at: sources.map { directory.appendingPathComponent($0).path })
            let absent = (unit["notInSources"]?.arrayValue ?? []).compactMap(\.stringValue)
            if !absent.isEmpty {
                let texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
                for key in absent {
                    #expect(!texts.contains { $0.contains("\"\(key)\"") }, "\(key) is in the sources after all")
                    xcode.remove(key)
                }
            }
            let result = await Extractor(functionNames: functions).extract(files: files)
            let table = StringCatalogFiles.table(ofCatalogAt: catalogPath)
            let found = Set(result.strings.filter { $0.tableName == table }.map(\.key)).subtracting(manual)
            let recall = Double(xcode.intersection(found).count) / Double(max(1, xcode.count))
            let precision = Double(found.intersection(xcode).count) / Double(max(1, found.count))
            print(
                "extract \(app) \(catalogPath): recall \(String(format: "%.3f", recall)) "
                    + "(\(xcode.intersection(found).count) of \(xcode.count) Xcode keys), precision "
                    + "\(String(format: "%.3f", precision)) (\(found.count) keys found), \(files.count) files")
            #expect(recall >= 0.98, "\(app) \(catalogPath) missed: \(xcode.subtracting(found).sorted())")
            #expect(precision >= 0.98, "\(app) \(catalogPath) not Xcode's: \(found.subtracting(xcode).sorted())")
        }
    }
}
