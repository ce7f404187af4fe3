import Foundation
import GlossaFormats
import GlossaJSON

@testable import GlossaDelivery

/// A stand-in extractor for installer tests: the "archive" is a JSON object of relative path → file
/// text. Anything else is a corrupt archive. (Real tar/gzip/zip reading belongs to the formats layer.)
struct JSONArchiveExtractor: ArchiveExtracting {
    struct Corrupt: Error, CustomStringConvertible {
        var description: String
    }

    func extract(_ archive: URL, format: ArchiveKind, into directory: URL) throws {
        let data = try Data(contentsOf: archive)
        guard let object = (try? JSONParser().parse(data))?.objectValue else {
            throw Corrupt(description: "not an archive")
        }
        for (path, value) in object {
            guard let text = value.stringValue, !path.contains("..") else {
                throw Corrupt(description: "bad entry \(path)")
            }
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// The bytes of an archive holding a valid release of `version`.
    static func release(_ version: String, extra: [String: String] = [:]) -> Data {
        var files: [String: String] = [
            "snapshot.json": #"{"id": 1, "version": "\#(version)", "type": "release"}"#,
            "en/translations.json": #"{"results": {}}"#,
        ]
        files.merge(extra) { _, new in new }
        let object = JSONObject(files.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })
        return Data(JSONWriter().bytes(from: .object(object)))
    }
}
