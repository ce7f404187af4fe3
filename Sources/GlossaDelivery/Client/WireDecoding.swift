import Foundation
import GlossaJSON

/// Reads the service's JSON answers; every failure says where.
enum WireDecoding {
    static func document(_ body: Data, what: String) throws(CDSError) -> JSONValue {
        do {
            return try JSONParser().parse(body)
        } catch {
            throw .malformedResponse("\(what): \(error.message) at \(error.location)")
        }
    }

    static func languages(from body: Data) throws(CDSError) -> LanguageList {
        let root = try document(body, what: "languages")
        guard let items = root["data"]?.arrayValue else {
            throw .malformedResponse("languages: \"data\" is not an array")
        }
        var languages: [Language] = []
        for (index, item) in items.enumerated() {
            guard let code = item["code"]?.stringValue, !code.isEmpty else {
                throw .malformedResponse("languages: data[\(index)] has no \"code\"")
            }
            let name = item["name"]?.stringValue ?? code
            languages.append(
                Language(
                    code: code, name: name, localizedName: item["localized_name"]?.stringValue ?? name,
                    isRightToLeft: item["rtl"]?.boolValue ?? false))
        }
        return LanguageList(languages: languages, sourceLanguageCode: root["meta"]?["source_lang_code"]?.stringValue)
    }

    static func content(from body: Data) throws(CDSError) -> (TranslationTable, [ContentDiagnostic]) {
        let root = try document(body, what: "content")
        guard let data = root["data"]?.objectValue else {
            throw .malformedResponse("content: \"data\" is not an object")
        }
        var table = TranslationTable(minimumCapacity: data.count)
        var skipped: [ContentDiagnostic] = []
        for (key, value) in data {
            guard let entry = value.objectValue else {
                skipped.append(ContentDiagnostic(key: key, problem: "not an object"))
                continue
            }
            guard let string = entry["string"]?.stringValue else {
                skipped.append(ContentDiagnostic(key: key, problem: "\"string\" is missing or not a string"))
                continue
            }
            table[key] = string
        }
        return (table, skipped)
    }

    static func invalidation(from body: Data) throws(CDSError) -> InvalidationResult {
        let root = try document(body, what: "invalidation")
        guard let data = root["data"]?.objectValue else {
            throw .malformedResponse("invalidation: \"data\" is not an object")
        }
        if let status = data["status"]?.stringValue, status != "success" {
            throw .unexpectedStatus(status: 200, message: "invalidation status \(status)")
        }
        return InvalidationResult(count: data["count"]?.intValue ?? 0)
    }

    /// A readable excerpt of an error body: the JSON `message`/`details`, or the text itself.
    static func message(from body: Data) -> String {
        if let root = try? JSONParser().parse(body) {
            let parts = [root["message"]?.stringValue, root["details"]?.stringValue].compactMap { $0 }
            if !parts.isEmpty { return excerpt(parts.joined(separator: ": ")) }
        }
        return excerpt(String(decoding: body, as: UTF8.self))
    }

    static func excerpt(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
    }
}
