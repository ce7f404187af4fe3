import Foundation
import Hummingbird

extension Request {
    /// The decoded query: keys and values percent-decoded (`filter%5Btags%5D` is `filter[tags]`), `+`
    /// read as a space; a repeated key keeps its last value.
    var decodedQuery: [String: String] {
        guard let query = uri.query, !query.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
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

    /// The whole body, or 413 if it is (or says it is) larger than `limit`.
    func collectBody(limit: Int) async throws -> ByteBuffer {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw ProtocolError.payloadTooLarge(limit: limit)
        }
        do {
            return try await body.collect(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw ProtocolError.payloadTooLarge(limit: limit)
        }
    }
}
