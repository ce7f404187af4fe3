import Foundation
import Testing

@testable import GlossaDelivery

@Suite struct ContentFetchTests {
    static let elContent = #"{"data": {"Hello": {"string": "Γεια"}, "Untranslated": {"string": ""}}}"#

    @Test func fetchSendsTheExactRequestAndReadsTheTable() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content/el", .json(200, Self.elContent, headers: [("ETag", "67e3fe3054a9f219ebcc19f20828664a")]))
        let client = makeClient(server)

        let response = try await client.fetchContent(
            locale: "el", filter: ContentFilter(tags: ["probe", "home"], status: .reviewed))

        #expect(
            response
                == .content(
                    ["Hello": "Γεια", "Untranslated": ""], etag: "67e3fe3054a9f219ebcc19f20828664a", skipped: []))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        // Tags are a set, sent sorted: the service sorts them too, so this is the request Python's client
        // makes for `tags=["home", "probe"]` and answers the same as one for `["probe", "home"]`.
        #expect(request.target == "/content/el?filter%5Btags%5D=home%2Cprobe&filter%5Bstatus%5D=reviewed")
        #expect(request.header("Authorization") == "Bearer 1/token-abc")
        #expect(request.header("Accept-Version") == "v2")
        #expect(request.header("X-NATIVE-SDK") == "glossa/swift")
        #expect(request.header("If-None-Match") == nil)
        #expect(request.header("Content-Type") == nil)
    }

    @Test func withoutAFilterThereIsNoQuery() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/pt_BR", .json(200, #"{"data": {}}"#))
        _ = try await makeClient(server).fetchContent(locale: "pt_BR")
        #expect(server.requests.map(\.target) == ["/content/pt_BR"])
    }

    @Test func aHostPathPrefixAndACustomAuthorizationHeaderAreKept() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/cds/content/fr", .json(200, #"{"data": {}}"#))
        let client = makeClient(server) {
            $0.host = server.baseURL.appendingPathComponent("cds/")
            $0.authorizationHeaderName = "X-Proxy-Authorization"
        }
        _ = try await client.fetchContent(locale: "fr")
        let request = try #require(server.requests.first)
        #expect(request.target == "/cds/content/fr")
        #expect(request.header("X-Proxy-Authorization") == "Bearer 1/token-abc")
        #expect(request.header("Authorization") == nil)
    }

    @Test func aWarmingCacheIsRetriedWithBackOff() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(202), .status(202), .status(202), .json(200, Self.elContent))
        let clock = TestClock()
        let response = try await makeClient(server, clock: clock).fetchContent(locale: "el")
        guard case .content(let table, _, _) = response else {
            Issue.record("expected content")
            return
        }
        #expect(table["Hello"] == "Γεια")
        #expect(server.requests(to: "/content/el").count == 4)
        #expect(clock.sleeps == [0.25, 0.5, 1])
    }

    @Test func warmUpRetriesAreBounded() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(202))
        let retry = RetryPolicy(maximumWarmUpRetries: 3, initialDelay: 0.1, overallTimeout: 100)
        await #expect(throws: CDSError.stillWarmingUp(attempts: 4)) {
            try await makeClient(server, retry: retry).fetchContent(locale: "el")
        }
        #expect(server.requests.count == 4)
    }

    @Test func theOverallTimeoutStopsRetrying() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(202))
        let clock = TestClock()
        let retry = RetryPolicy(
            maximumWarmUpRetries: 100, initialDelay: 1, multiplier: 2, maximumDelay: 4, overallTimeout: 10)
        await #expect(throws: CDSError.overallTimeout(seconds: 10)) {
            try await makeClient(server, retry: retry, clock: clock).fetchContent(locale: "el")
        }
        // 1 + 2 + 4 = 7 s slept; the next 4 s wait would pass 10 s.
        #expect(clock.sleeps == [1, 2, 4])
        #expect(server.requests.count == 4)
    }

    @Test func notModifiedWhenTheETagMatches() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/fr", .status(304))
        let response = try await makeClient(server).fetchContent(
            locale: "fr", filter: ContentFilter(tags: ["probe"]), etag: "67e3fe3054a9f219ebcc19f20828664a")
        #expect(response == .notModified)
        let request = try #require(server.requests.first)
        #expect(request.target == "/content/fr?filter%5Btags%5D=probe")
        #expect(request.header("If-None-Match") == "67e3fe3054a9f219ebcc19f20828664a")
    }

    @Test(arguments: [
        (403, #"{"status":403,"message":"Forbidden"}"#, CDSError.forbidden("Forbidden")),
        (404, "Request failed with status code 404", CDSError.notFound("Request failed with status code 404")),
        (
            400, #"{"status":400,"message":"Bad Request","details":"Invalid tags filter"}"#,
            CDSError.unexpectedStatus(status: 400, message: "Bad Request: Invalid tags filter")
        ),
    ])
    func errorStatusesAreReported(status: Int, body: String, expected: CDSError) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(status, body))
        await #expect(throws: expected) { try await makeClient(server).fetchContent(locale: "el") }
        #expect(server.requests.count == 1)
    }

    @Test func rateLimitingIsRetriedHonouringRetryAfter() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content/el",
            ScriptedResponse(status: 429, headers: [("Retry-After", "3")], body: Data(#"{"status":429}"#.utf8)),
            .json(200, Self.elContent))
        let clock = TestClock()
        let response = try await makeClient(server, clock: clock).fetchContent(locale: "el")
        guard case .content = response else {
            Issue.record("expected content")
            return
        }
        #expect(clock.sleeps == [3])
    }

    @Test func serverErrorsAreRetriedThenReported() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(500, "Internal Server Error"))
        let clock = TestClock()
        await #expect(throws: CDSError.serverError(status: 500, message: "Internal Server Error")) {
            try await makeClient(server, clock: clock).fetchContent(locale: "el")
        }
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [0.25, 0.5])
    }

    @Test func aSlowServerTimesOut() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", ScriptedResponse(status: 200, body: Data(Self.elContent.utf8), delay: 3))
        let client = makeClient(server) { $0.requestTimeout = 0.3 }
        await #expect(throws: CDSError.transport(.timedOut)) { try await client.fetchContent(locale: "el") }
    }

    @Test func aTruncatedBodyIsAnError() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content/el", ScriptedResponse(status: 200, body: Data(#"{"data": {"Hel"#.utf8), truncateBy: 200))
        do {
            _ = try await makeClient(server).fetchContent(locale: "el")
            Issue.record("a truncated response was accepted")
        } catch {
            switch error {
            case .transport, .malformedResponse: break
            default: Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func malformedJSONSaysWhere() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, "{\"data\": {\n  \"a\": }"))
        do {
            _ = try await makeClient(server).fetchContent(locale: "el")
            Issue.record("malformed JSON was accepted")
        } catch {
            guard case .malformedResponse(let detail) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(detail.contains("line 2"))
        }
    }

    @Test func entriesThatAreNotStringsAreSkippedNotFatal() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content/el", .json(200, #"{"data": {"ok": {"string": "yes"}, "bad": {"string": 3}, "worse": []}}"#))
        let response = try await makeClient(server).fetchContent(locale: "el")
        guard case .content(let table, _, let skipped) = response else {
            Issue.record("expected content")
            return
        }
        #expect(table == ["ok": "yes"])
        #expect(Set(skipped.map(\.key)) == ["bad", "worse"])
    }

    @Test func anUnreachableHostIsOffline() async throws {
        let server = try LoopbackServer()
        let url = server.baseURL
        server.stop()
        let client = CDSClient(
            configuration: CDSConfiguration(host: url, token: "t"), clock: TestClock(), logger: RecordingLogger())
        do {
            _ = try await client.fetchContent(locale: "el")
            Issue.record("expected an error")
        } catch {
            #expect(error.isOffline, "\(error)")
        }
    }

    @Test func localesAreFetchedInParallelWithinTheBound() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let locales = ["de", "el", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru"]
        for locale in locales {
            server.script(
                "/content/\(locale)",
                ScriptedResponse(
                    status: 200, body: Data(#"{"data": {"k": {"string": "\#(locale)"}}}"#.utf8), delay: 0.1))
        }
        server.script("/content/ru", .status(404, "Request failed with status code 404"))
        let client = makeClient(server) { $0.maximumConcurrentFetches = 3 }
        let results = await client.fetchContent(locales: locales + ["el"], filter: .none, etags: ["fr": "etag-fr"])

        #expect(results.count == 10)
        #expect(server.requests.count == 10, "\(server.requests.map(\.target))")
        #expect(server.maximumInFlight <= 3)
        #expect(server.maximumInFlight >= 2)
        #expect(server.requests(to: "/content/fr").first?.header("If-None-Match") == "etag-fr")
        #expect(server.requests(to: "/content/de").first?.header("If-None-Match") == nil)
        guard case .failure(.notFound) = results["ru"] else {
            Issue.record("ru: \(String(describing: results["ru"]))")
            return
        }
        guard case .success(.content(let table, _, _)) = results["ja"] else {
            Issue.record("ja")
            return
        }
        #expect(table == ["k": "ja"])
    }

    @Test func languagesAreRead() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/languages", .status(202),
            .json(
                200,
                #"{"data": [{"code": "en", "name": "English", "localized_name": "English", "rtl": false}, {"code": "ar", "name": "Arabic", "localized_name": "العربية", "rtl": true}], "meta": {"source_lang_code": "en"}}"#
            ))
        let list = try await makeClient(server).fetchLanguages()
        #expect(list.sourceLanguageCode == "en")
        #expect(list.languages.map(\.code) == ["en", "ar"])
        #expect(
            list.languages.last == Language(code: "ar", name: "Arabic", localizedName: "العربية", isRightToLeft: true))
        #expect(server.requests.map(\.target) == ["/languages", "/languages"])
        #expect(server.requests.last?.header("Authorization") == "Bearer 1/token-abc")
    }
}
