import Testing

@testable import GlossaServer

/// Guessing credentials against the live server: past the default limit of failed authentications,
/// the client's address gets 429 with `Retry-After`, whatever it sends, while other work goes on.
@Suite("Wrong credentials against a live server")
struct WrongCredentialTests {
    static func defaultLimits(_ configuration: inout ServerConfiguration) {
        configuration.rateLimits = RateLimits()
    }

    @Test func elevenHundredWrongSecretsGet429PastTheDefaultLimit() async throws {
        try await MalformedHTTPTests.withLiveServer(configure: Self.defaultLimits) { fixture, port, log in
            // The guesser runs on a thread of its own: 1,100 answers read by a task would depend on the
            // cooperative pool, which the tests running in parallel keep busy.
            let (statuses, retryAfter, connection) = try await RawHTTPConnection.onThread(name: "guesser") {
                let connection = try RawHTTPConnection(port: port)
                var statuses: [Int: Int] = [:]
                var retryAfter: String?
                for attempt in 0..<1100 {
                    connection.sendBlocking(
                        "GET /languages HTTP/1.1\r\nHost: x\r\n"
                            + "Authorization: Bearer \(fixture.credentials.token):wrong-\(attempt)\r\n\r\n")
                    let answer = try connection.readAnswerBlocking()
                    statuses[answer.status, default: 0] += 1
                    if answer.status == 429, retryAfter == nil {
                        let lines = answer.head.split(separator: "\r\n")
                        retryAfter = lines.first { $0.lowercased().hasPrefix("retry-after:") }.map(String.init)
                    }
                }
                return (statuses, retryAfter, connection)
            }
            // auth=20/60s: twenty 403s, then 429 for the rest of the minute (the fixture's clock stands still).
            #expect(statuses == [403: 20, 429: 1080], "\(statuses)")
            #expect(retryAfter == "Retry-After: 60")
            // The right credentials from that address wait too; the server itself is well.
            await connection.send(
                "GET /languages HTTP/1.1\r\nHost: x\r\n\(MalformedHTTPTests.authorization(fixture))\r\n")
            #expect(try await connection.readAnswer().status == 429)
            await connection.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await connection.readAnswer().status == 200)
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }
}
