import Foundation
import Hummingbird
import NIOCore
import NIOHTTP1

extension Request {
    /// The decoded query: keys and values percent-decoded (`filter%5Btags%5D` is `filter[tags]`), `+`
    /// read as a space; a repeated key keeps its last value.
    var decodedQuery: [String: String] {
        guard let query = uri.query, !query.isEmpty else { return [:] }
        return Self.formFields(query)
    }

    /// The fields of `application/x-www-form-urlencoded` text (a query, or a form's body): `+` is a
    /// space, percent escapes are decoded, a name given twice keeps its last value.
    static func formFields(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = Self.formDecode(parts[0])
            result[key] = parts.count > 1 ? Self.formDecode(parts[1]) : ""
        }
        return result
    }

    static func formDecode(_ text: Substring) -> String {
        let spaced = String(text.map { $0 == "+" ? " " : $0 })
        return spaced.removingPercentEncoding ?? spaced
    }

    /// The whole body, or 413 if it is (or says it is) larger than `limit`, whether it comes with a
    /// `Content-Length` or chunked; 400 if its framing is malformed (a chunk size such as `zz`).
    func collectBody(limit: Int) async throws -> ByteBuffer {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw ProtocolError.payloadTooLarge(limit: limit)
        }
        do {
            return try await body.collect(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw ProtocolError.payloadTooLarge(limit: limit)
        } catch is NIOTooManyBytesError {
            throw ProtocolError.payloadTooLarge(limit: limit)
        } catch let error as HTTPParserError {
            throw ProtocolError.malformedRequest(error)
        }
    }
}

extension Parameters {
    /// The path parameter `name`, percent-decoded (`/content/%66%72` names `fr`); 400 if its escapes
    /// are malformed or decode to something other than UTF-8.
    func decoded(_ name: String) throws -> String {
        let raw = try require(name)
        guard raw.contains("%") else { return raw }
        guard let decoded = raw.removingPercentEncoding else {
            throw ProtocolError.badRequest("The path parameter \(name) has a malformed percent escape")
        }
        return decoded
    }

    /// ``decoded(_:)`` for an identifier the store looks up: 404 if it holds a NUL character, which no
    /// stored identifier has (and PostgreSQL cannot compare).
    func identifier(_ name: String) throws -> String {
        let value = try decoded(name)
        guard !value.contains("\u{0}") else { throw ProtocolError.notFound("No such \(name)") }
        return value
    }
}
