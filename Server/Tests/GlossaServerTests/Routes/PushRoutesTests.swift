import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

@Suite("POST /content, GET /jobs/content")
struct PushRoutesTests {
    @Test func aPushReportsCountsAndVerboseLists() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            let first = try await fixture.push(
                client,
                #"{"data": {"a": {"string": "A", "meta": {"occurrences": ["x:1"], "context": ["c"]}}, "b": {"string": "B"}, "bad": {"string": 1}}, "meta": {}}"#
            )
            #expect(first["data", "status"] == "completed")
            #expect(first["data", "details", "created"] == .integer(2))
            #expect(first["data", "details", "failed"] == .integer(1))
            guard case .array(let created)? = first["data", "details", "verbose", "created"] else {
                Issue.record("no verbose")
                return
            }
            #expect(
                created.first
                    == .object([
                        "string": "A", "key": "a", "occurrences": .strings(["x:1"]), "context": .strings(["c"]),
                    ]))
            guard case .array(let errors)? = first["data", "errors"], case .object(let error)? = errors.first else {
                Issue.record("no errors")
                return
            }
            #expect(error["status"] == "400" && error["code"] == "invalid")
            #expect(error["source"] == .object(["pointer": "/data/bad/string"]))

            let second = try await fixture.push(
                client,
                #"{"data": {"a": {"string": "A2"}, "b": {"string": "B"}}, "meta": {"purge": true, "dry_run": true}}"#)
            #expect(second["data", "details", "updated"] == .integer(1))
            #expect(second["data", "details", "skipped"] == .integer(1))
            #expect(try await fixture.content(client, "/content/en") == ["a": "A", "b": "B"])
        }
    }

    @Test func pythonsTrailingSlashAndTheJobLink() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            let body = #"{"data": {"a": {"string": "A"}}, "meta": {"purge": false}}"#
            let id = PushCoordinator.jobID(token: fixture.credentials.token, body: Array(body.utf8))
            try await client.execute(
                uri: "/content/", method: .post, headers: fixture.write, body: ByteBuffer(string: body)
            ) {
                response in
                #expect(response.status == .accepted)
                #expect(
                    String(buffer: response.body) == #"{"data":{"id":"\#(id)","links":{"job":"/jobs/content/\#(id)"}}}"#
                )
            }
            await fixture.server.finishPushes()
            try await client.execute(uri: "/jobs/content/unknown", method: .get, headers: fixture.write) { response in
                #expect(response.status == .notFound)
                #expect(
                    String(buffer: response.body)
                        == #"{"status":404,"message":"Not found","details":"Invalid job id or job expired"}"#)
            }
        }
    }

    @Test func pushesInFlightConflict() async throws {
        let gate = Gate()
        let fixture = try await ServerFixture.make(beforePushProcessing: { await gate.wait() })
        try await fixture.test { client in
            let body = ByteBuffer(string: #"{"data": {"a": {"string": "A"}}}"#)
            var jobPath = ""
            try await client.execute(uri: "/content", method: .post, headers: fixture.write, body: body) { response in
                #expect(response.status == .accepted)
                jobPath =
                    try JSONValue(parsing: String(buffer: response.body))["data", "links", "job"]?.stringValue ?? ""
            }
            try await client.execute(uri: jobPath, method: .get, headers: fixture.write) { response in
                #expect(String(buffer: response.body) == #"{"data":{"status":"pending"}}"#)
            }
            try await client.execute(uri: "/content", method: .post, headers: fixture.write, body: body) { response in
                #expect(response.status == .conflict)
                #expect(
                    String(buffer: response.body)
                        == #"{"status":409,"message":"Another content upload is already in progress"}"#)
            }
            // A different push of the project waits its turn too: one push per project at a time (across
            // every server sharing a database; see SeveralServersTests).
            try await client.execute(
                uri: "/content", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"b": {"string": "B"}}}"#)
            ) { response in
                #expect(response.status == .conflict)
            }
            await gate.open()
            await fixture.server.finishPushes()
            try await client.execute(uri: jobPath, method: .get, headers: fixture.write) { response in
                let json = try JSONValue(parsing: String(buffer: response.body))
                #expect(json["data", "status"] == "completed")
            }
            // once finished, the same push may run again
            try await client.execute(uri: "/content", method: .post, headers: fixture.write, body: body) { response in
                #expect(response.status == .accepted)
            }
            await fixture.server.finishPushes()
        }
    }

    @Test func jobsBelongToTheirProject() async throws {
        let fixture = try await ServerFixture.make()
        let other = try await ProjectAdministration(store: fixture.store).createProject(
            id: uniqueProjectID("other"), sourceLanguage: "en", languages: ["fr"])
        try await fixture.test { client in
            let job = try await fixture.push(client, #"{"data": {"a": {"string": "A"}}}"#)
            #expect(job["data", "status"] == "completed")
            let id = PushCoordinator.jobID(
                token: fixture.credentials.token, body: Array(#"{"data": {"a": {"string": "A"}}}"#.utf8))
            try await client.execute(
                uri: "/jobs/content/\(id)", method: .get,
                headers: [.authorization: "Bearer \(other.1.token):\(other.1.secret)"]
            ) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aBodyThatBreaksTheProtocolIsABadRequestThatSaysWhere() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            let cases = [
                ("{\"data\": {\n  \"a\": }", "line 2, column"),
                (#"{"data": {}, "meta": {"force": true}}"#, "Unknown push option meta.force"),
            ]
            for (body, mention) in cases {
                try await client.execute(
                    uri: "/content", method: .post, headers: fixture.write, body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .badRequest)
                    let text = String(buffer: response.body)
                    #expect(text.hasPrefix(#"{"status":400,"message":"Bad Request","details":""#), "\(text)")
                    #expect(text.contains(mention), "\(text)")
                }
            }
        }
    }

    @Test func sizeLimitsAnswer413() async throws {
        let fixture = try await ServerFixture.make { $0.maximumBodySize = 1000 }
        try await fixture.test { client in
            let big = ByteBuffer(
                string: #"{"data": {"a": {"string": ""# + String(repeating: "x", count: 2000) + #""}}}"#)
            for uri in ["/content", "/translations/fr", "/import/fr"] {
                try await client.execute(uri: uri, method: .post, headers: fixture.write, body: big) { response in
                    #expect(response.status == .contentTooLarge, "\(uri)")
                    #expect(String(buffer: response.body).hasPrefix(#"{"status":413,"message":"Payload Too Large""#))
                }
            }
        }
    }
}

/// Holds pushes in `pending` until opened.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
