import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Keys, strings and the strings of one request are bounded; jobs keep counts and a sample.
@Suite("Storage limits")
struct StorageLimitTests {
    static func limited(_ configuration: inout ServerConfiguration) {
        configuration.maximumKeyLength = 10
        configuration.maximumStringLength = 20
        configuration.maximumStringsPerPush = 3
    }

    @Test func pushesOverALimitAreRefusedSayingWhich() async throws {
        let fixture = try await ServerFixture.make(configure: Self.limited)
        try await fixture.test { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"data": {"a-very-long-key": {"string": "x"}}}"#, .unprocessableContent, "keys of at most 10 bytes"),
                (
                    #"{"data": {"k": {"string": "a string longer than twenty bytes"}}}"#, .unprocessableContent,
                    "strings of at most 20 bytes"
                ),
                (
                    #"{"data": {"a": {"string": "A"}, "b": {"string": "B"}, "c": {"string": "C"}, "d": {"string": "D"}}}"#,
                    .contentTooLarge, "at most 3 per request"
                ),
            ]
            for (body, status, message) in cases {
                try await client.execute(
                    uri: "/content", method: .post, headers: fixture.write, body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == status, "\(body)")
                    #expect(String(buffer: response.body).contains(message), "\(String(buffer: response.body))")
                }
            }
            try await fixture.push(client, #"{"data": {"k": {"string": "K"}}}"#)
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"k": {"string": "une chaîne bien trop longue"}}}"#)
            ) { response in
                #expect(response.status == .unprocessableContent)
            }
            try await client.execute(
                uri: "/import/fr?format=json", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"a-very-long-key": "x"}"#)
            ) { response in
                #expect(response.status == .unprocessableContent, "\(String(buffer: response.body))")
            }
        }
    }

    @Test func aJobKeepsCountsAndASampleOfItsLists() async throws {
        let fixture = try await ServerFixture.make()
        let entries = (0..<250).map { "\"key\($0)\": {\"string\": \"S\($0)\"}" }.joined(separator: ", ")
        try await fixture.test { client in
            let job = try await fixture.push(client, "{\"data\": {\(entries)}}")
            #expect(job["data", "details", "created"] == .integer(250))
            guard case .array(let created)? = job["data", "details", "verbose", "created"] else {
                Issue.record("no verbose list in \(job)")
                return
            }
            #expect(created.count == PushReport.sampleSize)
        }
    }
}
