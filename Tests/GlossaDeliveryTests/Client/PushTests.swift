import Foundation
import GlossaJSON
import Testing

@testable import GlossaDelivery

@Suite struct PushTests {
    static let accepted = #"{"data": {"id": "e0d1cd89", "links": {"job": "/jobs/content/e0d1cd89"}}}"#
    static let completed = #"""
        {"data": {"details": {"created": 2, "updated": 1, "skipped": 3, "deleted": 0, "failed": 0,
                  "verbose": {"created": []}}, "errors": [], "status": "completed"}}
        """#

    static let strings = [
        SourceString(
            key: "Hello", string: "Hello", developerComment: "greeting", characterLimit: 30, tags: ["ios"],
            occurrences: ["App/Main.swift:3"], context: ["login"]),
        SourceString(key: "files", string: "{cnt, plural, one {# file} other {# files}}"),
    ]

    @Test func pushSendsThePayloadAndPollsTheJobToCompletion() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content", .json(202, Self.accepted))
        server.script(
            "/jobs/content/e0d1cd89", .json(200, #"{"data": {"status": "pending"}}"#),
            .json(200, #"{"data": {"status": "processing"}}"#), .json(200, Self.completed))
        let clock = TestClock()
        let client = makeClient(server, clock: clock)

        let report = try await client.push(
            Self.strings,
            options: PushOptions(
                purge: true, overrideTags: true, overrideOccurrences: false, keepTranslations: false, dryRun: true))

        #expect(report.status == .completed)
        #expect(report.details == JobDetails(created: 2, updated: 1, skipped: 3, deleted: 0, failed: 0))
        #expect(report.succeeded)
        #expect(clock.sleeps == [1, 1])

        let push = try #require(server.requests(to: "/content").first)
        #expect(push.method == "POST")
        #expect(push.header("Authorization") == "Bearer 1/token-abc:secret-xyz")
        #expect(push.header("Content-Type") == "application/json; charset=utf-8")
        let body = try JSONParser().parse(push.body)
        let expected = try JSONParser().parse(
            #"""
            {"data": {"Hello": {"string": "Hello", "meta": {"developer_comment": "greeting", "character_limit": 30,
                                                          "tags": ["ios"], "occurrences": ["App/Main.swift:3"],
                                                          "context": ["login"]}},
                      "files": {"string": "{cnt, plural, one {# file} other {# files}}",
                                "meta": {"character_limit": 0, "occurrences": []}}},
             "meta": {"purge": true, "override_tags": true, "override_occurrences": false,
                      "keep_translations": false, "dry_run": true}}
            """#)
        #expect(body == expected)

        let polls = server.requests(to: "/jobs/content/e0d1cd89")
        #expect(polls.count == 3)
        #expect(
            polls.allSatisfy { $0.method == "GET" && $0.header("Authorization") == "Bearer 1/token-abc:secret-xyz" })
    }

    @Test func duplicateAndEmptyKeysAreReportedAsWarnings() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content", .json(202, Self.accepted))
        server.script("/jobs/content/e0d1cd89", .json(200, Self.completed))
        let report = try await makeClient(server).push([
            SourceString(key: "a", string: "first"), SourceString(key: " ", string: "blank"),
            SourceString(key: "a", string: "second"),
        ])
        #expect(report.warnings == [.emptyKey(sourceString: "blank"), .duplicateKey("a")])
        let body = try JSONParser().parse(try #require(server.requests(to: "/content").first).body)
        #expect(body["data"]?.objectValue?.keys == ["a"])
        #expect(body["data"]?["a"]?["string"]?.stringValue == "second")
    }

    @Test func aFailedJobIsReportedWithItsErrors() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content", .json(202, Self.accepted))
        server.script(
            "/jobs/content/e0d1cd89",
            .json(
                200,
                #"""
                {"data": {"details": {"created": 0, "updated": 0, "skipped": 0, "deleted": 0, "verbose": {}, "failed": 5},
                          "errors": [{"status": "422", "code": "invalid", "detail": "bad meta", "title": "Invalid Payload",
                                      "source": {"pointer": "/meta"}}, "Request failed with status code 500"],
                          "status": "failed"}}
                """#))
        let report = try await makeClient(server).push(Self.strings)
        #expect(report.status == .failed)
        #expect(!report.succeeded)
        #expect(report.details?.failed == 5)
        #expect(
            report.errors == [
                JobError(
                    status: "422", code: "invalid", title: "Invalid Payload", detail: "bad meta",
                    source: ["pointer": "/meta"]),
                JobError(detail: "Request failed with status code 500"),
            ])
    }

    @Test func aCompletedJobWithErrorsIsNotASuccess() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content", .json(202, Self.accepted))
        server.script(
            "/jobs/content/e0d1cd89",
            .json(
                200,
                #"{"data": {"details": {"created": 0, "updated": 0, "skipped": 0, "deleted": 0, "failed": 2}, "errors": [{"status": "400", "code": "invalid", "title": "Field `context` is invalid", "detail": "asd is not of type array", "source": {"pointer": "/data/0/attributes/context"}}], "status": "completed"}}"#
            ))
        let report = try await makeClient(server).push(Self.strings)
        #expect(report.status == .completed)
        #expect(!report.succeeded)
        #expect(report.errors.first?.title == "Field `context` is invalid")
    }

    @Test func pollingGivesUpWithinItsPolicy() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content", .json(202, Self.accepted))
        server.script("/jobs/content/e0d1cd89", .json(200, #"{"data": {"status": "processing"}}"#))
        let client = makeClient(server) { $0.jobPolling = JobPollingPolicy(interval: 2, maximumPolls: 4) }
        await #expect(throws: CDSError.jobTimedOut(jobID: "e0d1cd89", lastStatus: "processing")) {
            try await client.push(Self.strings)
        }
        #expect(server.requests(to: "/jobs/content/e0d1cd89").count == 4)
    }

    @Test func anIdenticalPushInFlightIsAConflict() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content", .json(409, #"{"status":409,"message":"Another content upload is already in progress"}"#))
        await #expect(throws: CDSError.conflict("Another content upload is already in progress")) {
            try await makeClient(server).push(Self.strings)
        }
    }

    @Test func aJobLinkToAnotherHostIsRefusedSoTheSecretStaysHome() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content", .json(202, #"{"data": {"id": "x", "links": {"job": "https://evil.example/jobs/x"}}}"#))
        await #expect(throws: CDSError.invalidJobLink("https://evil.example/jobs/x")) {
            try await makeClient(server).push(Self.strings)
        }
    }

    @Test func pushingWithoutASecretFailsBeforeSending() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        await #expect(throws: CDSError.missingSecret) { try await makeClient(server, secret: nil).push(Self.strings) }
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        ("/invalidate", nil as String?, "/invalidate"), ("/invalidate", "el", "/invalidate/el"),
        ("/purge", nil, "/purge"), ("/purge", "pt_BR", "/purge/pt_BR"),
    ])
    func invalidateAndPurge(route: String, locale: String?, expectedPath: String) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(expectedPath, .json(200, #"{"data":{"status":"success","token":"1/token-abc","count":3}}"#))
        let client = makeClient(server)
        let result =
            route == "/purge" ? try await client.purge(locale: locale) : try await client.invalidate(locale: locale)
        #expect(result.count == 3)
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == expectedPath)
        #expect(String(decoding: request.body, as: UTF8.self) == "{}")
        #expect(request.header("Authorization") == "Bearer 1/token-abc:secret-xyz")
        #expect(request.header("Content-Type") == "application/json; charset=utf-8")
    }

    @Test func aFailedInvalidationIsAnError() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/invalidate", .json(500, #"{"data":{"status":"failed"}}"#))
        let clock = TestClock()
        await #expect(throws: CDSError.self) { try await makeClient(server, clock: clock).invalidate() }
    }
}
