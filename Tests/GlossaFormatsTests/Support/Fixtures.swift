import Foundation
import GlossaFormats

/// Fixture files, found next to the test sources (the target declares no resources).
enum Fixtures {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// This target's `Fixtures/` folder.
    static let directory = testsDirectory.appendingPathComponent("Fixtures")

    /// The Xcode-written String Catalogs, kept once in the repository (`Tests/GlossaJSONTests/Fixtures`,
    /// provenance there).
    static let catalogDirectory = testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("GlossaJSONTests/Fixtures")

    static var catalogNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    static func catalog(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: catalogDirectory.appendingPathComponent(name)))
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(path)))
    }

    static func url(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }
}

extension Array where Element == FormatDiagnostic {
    var errors: [FormatDiagnostic] { filter { $0.severity == .error } }
    var warnings: [FormatDiagnostic] { filter { $0.severity == .warning } }
}

func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
