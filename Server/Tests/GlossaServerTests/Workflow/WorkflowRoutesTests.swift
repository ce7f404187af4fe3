import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Workflow API")
struct WorkflowRoutesTests {
    static let strings = #"""
        {"data": {"cart": {"string": "Add to cart"}, "greet": {"string": "Hello {name}"},
                  "files": {"string": "%d files"}}}
        """#

    /// Sends a request with the project secret and returns the status and body.
    private func call(
        _ client: any TestClientProtocol, _ fixture: ServerFixture, _ method: HTTPRequest.Method, _ path: String,
        _ body: String? = nil, headers: HTTPFields? = nil
    ) async throws -> (status: HTTPResponse.Status, json: JSONValue) {
        let uri = "/api/v1/projects/\(fixture.project.id)/" + path
        return try await client.execute(
            uri: uri, method: method, headers: headers ?? fixture.write, body: body.map { ByteBuffer(string: $0) }
        ) { response in
            let text = String(buffer: response.body)
            return (response.status, text.isEmpty ? .null : try JSONValue(parsing: text))
        }
    }

    private func listed(_ json: JSONValue) -> [String] {
        guard case .array(let items)? = json["data"] else { return [] }
        return items.compactMap { $0["key"]?.stringValue }
    }

    @Test(arguments: StoreKind.available)
    func theReviewWorkflow(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            var result = try await call(client, fixture, .get, "strings?language=fr&status=untranslated")
            #expect(listed(result.json) == ["cart", "files", "greet"])
            #expect(result.json["meta", "total"] == .integer(3))

            result = try await call(
                client, fixture, .put, "strings/greet/translations/fr", #"{"string": "Salut {name}"}"#)
            #expect(result.status == .ok)
            #expect(result.json["data", "status"]?.stringValue == "translated")
            result = try await call(client, fixture, .post, "strings/greet/translations/fr/approve", "")
            #expect(result.json["data", "translation", "status"]?.stringValue == "reviewed")
            #expect(
                try await fixture.content(client, "/content/fr?filter%5Bstatus%5D=reviewed")["greet"] == "Salut {name}")

            // Editing a reviewed translation makes it translated again.
            result = try await call(
                client, fixture, .put, "strings/greet/translations/fr", #"{"string": "Bonjour {name}"}"#)
            #expect(result.json["data", "status"]?.stringValue == "translated")
            #expect(try await fixture.content(client, "/content/fr?filter%5Bstatus%5D=reviewed")["greet"] == nil)

            result = try await call(client, fixture, .post, "strings/greet/translations/fr/reject", "{}")
            #expect(result.status == .badRequest)
            #expect(result.json["status"] == .integer(400))
            result = try await call(
                client, fixture, .post, "strings/greet/translations/fr/reject", #"{"comment": "Too formal"}"#)
            #expect(result.json["data", "status"]?.stringValue == "needs_review")
            result = try await call(client, fixture, .get, "strings/greet/translations/fr/comments")
            #expect(result.json["data"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 1)
            #expect(
                result.json["data"].flatMap { if case .array(let items) = $0 { items.first?["body"] } else { nil } }
                    == JSONValue.string("Too formal"))
            result = try await call(client, fixture, .get, "strings?language=fr&status=needs_review")
            #expect(listed(result.json) == ["greet"])
            // Flagged translations are still delivered without a status filter.
            #expect(try await fixture.content(client, "/content/fr")["greet"] == "Bonjour {name}")

            // History, newest first; restoring version 1 brings back "Salut {name}" as a new change.
            result = try await call(client, fixture, .get, "strings/greet/translations/fr/history")
            guard case .array(let history)? = result.json["data"] else {
                Issue.record("no history: \(result.json)")
                return
            }
            #expect(history.count == 4)
            #expect(history.last?["new", "string"]?.stringValue == "Salut {name}")
            #expect(history.first?["comment"]?.stringValue == "Too formal")
            #expect(history.first?["actor", "id"]?.stringValue == "project-secret")
            let first = try #require(history.last?["version"]?.description)
            result = try await call(client, fixture, .post, "strings/greet/translations/fr/history/\(first)/restore")
            #expect(result.status == .ok)
            #expect(try await fixture.content(client, "/content/fr")["greet"] == "Salut {name}")
            result = try await call(client, fixture, .get, "strings/greet/translations/fr/history")
            #expect(result.json["data"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 5)
            result = try await call(client, fixture, .post, "strings/greet/translations/fr/history/999999/restore")
            #expect(result.status == .notFound)

            // A push that changes the source flags the translation; it stays delivered.
            _ = try await call(client, fixture, .post, "strings/greet/translations/fr/approve")
            try await fixture.push(client, #"{"data": {"greet": {"string": "Hi {name}"}}}"#)
            result = try await call(client, fixture, .get, "strings?language=fr&status=needs_review&search=hi")
            #expect(listed(result.json) == ["greet"])
            #expect(try await fixture.content(client, "/content/fr")["greet"] == "Salut {name}")
            #expect(try await fixture.content(client, "/content/fr?filter%5Bstatus%5D=reviewed")["greet"] == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func translationMemoryAndGlossary(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(
                client, #"{"data": {"cart": {"string": "Add to cart"}, "old": {"string": "Hello there, {name}"}}}"#)
            _ = try await call(
                client, fixture, .put, "strings/old/translations/fr", #"{"string": "Bonjour à vous, {name}"}"#)
            var result = try await call(
                client, fixture, .get, "translation-memory?language=fr&source=Hello%20there%2C%20%7Buser%7D")
            #expect(result.status == .ok)
            guard case .array(let suggestions)? = result.json["data"], let best = suggestions.first else {
                Issue.record("no suggestions: \(result.json)")
                return
            }
            #expect(best["translation"]?.stringValue == "Bonjour à vous, {user}")
            #expect(best["score"].flatMap { Int($0.description) }.map { (70...99).contains($0) } == true)
            result = try await call(
                client, fixture, .get, "translation-memory?language=fr&source=Hello%20there%2C%20%7Bname%7D")
            #expect(
                result.json["data"].flatMap { if case .array(let items) = $0 { items.first?["score"] } else { nil } }
                    == .integer(100))

            result = try await call(client, fixture, .put, "glossary/cart", #"{"translations": {"fr": "panier"}}"#)
            #expect(result.status == .ok)
            result = try await call(client, fixture, .put, "glossary/cart", #"{"translations": {"it": "carrello"}}"#)
            #expect(result.status == .badRequest)
            result = try await call(
                client, fixture, .put, "strings/cart/translations/fr", #"{"string": "Ajouter au chariot"}"#)
            #expect(
                result.json["data", "translation", "warnings"]
                    == .array([.string(#"[glossary] "cart" should be translated as "panier""#)]))
            result = try await call(client, fixture, .get, "strings?language=fr&search=chariot")
            #expect(listed(result.json) == ["cart"])
            result = try await call(client, fixture, .get, "glossary")
            #expect(
                result.json["data"].flatMap { if case .array(let items) = $0 { items.first?["term"] } else { nil } }
                    == JSONValue.string("cart"))
            #expect(try await call(client, fixture, .delete, "glossary/cart").status == .noContent)
            #expect(try await call(client, fixture, .delete, "glossary/cart").status == .notFound)
        }
    }

    @Test(arguments: StoreKind.available)
    func savesAreCheckedByTheLintChecks(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(
                client,
                #"""
                {"data": {"files": {"string": "%d files in %@"},
                          "count": {"string": "{count, plural, one {# file} other {# files}}"},
                          "short": {"string": "OK", "meta": {"character_limit": 4}},
                          "greet": {"string": "Hello {name}"},
                          "mf2": {"string": ".input {$n :number} .match $n one {{{$n} file}} * {{{$n} files}}"}}}
                """#)
            for (key, language, text, expected) in [
                ("files", "fr", "%d fichiers dans %@ %@", "[placeholders] %@ uses argument 3"),
                ("count", "fr", "{count, plural, one {# fichier} other {# fichiers}", "icu syntax error at 1:"),
                ("count", "ar", "{count, plural, one {# ملف} other {# ملفات}}", "[plural-categories] missing plural"),
                ("short", "fr", "D'accord", "more than the limit of 4"),
                ("greet", "fr", "Bonjour {nom}", "[placeholders] token {nom} is not in the source"),
                // MessageFormat 2 sources are recognised, and their translations checked as MF2.
                (
                    "mf2", "ar", ".input {$n :number} .match $n one {{{$n} ملف}} * {{{$n} ملفات}}",
                    "[plural-categories] missing plural zero, two, few, many, which CLDR requires for ar"
                ),
                (
                    "mf2", "fr", ".input {$n :number} .match $n one {{{$x} fichier}} * {{{$n} fichiers}}",
                    "[placeholders] variable {$x} is not in the source"
                ),
                (
                    "mf2", "fr", ".input {$n :number} .match $n one {{{$n} fichier}} {{{$n} fichiers}}",
                    "mf2 syntax error"
                ),
            ] {
                let result = try await call(
                    client, fixture, .put, "strings/\(key)/translations/\(language)",
                    JSONWriter().string(from: .object(["string": .string(text)])))
                #expect(result.status == .unprocessableContent, "\(key): \(result.json)")
                let details = result.json["details"]?.stringValue ?? ""
                #expect(details.contains(expected), "\(key): \(details)")
                #expect(
                    try await call(client, fixture, .get, "strings/\(key)/translations/\(language)/history").json[
                        "data"]
                        == .array([]))
            }
            // A warning is stored and returned; the save goes through.
            let result = try await call(
                client, fixture, .put, "strings/greet/translations/fr", #"{"string": "Bonjour"}"#)
            #expect(result.status == .ok)
            #expect(
                result.json["data", "translation", "warnings"]
                    == .array([.string("[placeholders] never shows token {name}, which the source has")]))
            let listed = try await call(client, fixture, .get, "strings?language=fr&search=greet")
            #expect(
                listed.json["data"].flatMap {
                    if case .array(let items) = $0 { items.first?["translation", "warnings"] } else { nil }
                }
                    == result.json["data", "translation", "warnings"])
        }
    }

    @Test func requestsNeedTheProjectSecretOfTheProject() async throws {
        let fixture = try await ServerFixture.make()
        let (_, otherCredentials) = try await ProjectAdministration(store: fixture.store).createProject(
            id: uniqueProjectID(), name: "Other", sourceLanguage: "en", languages: ["fr"])
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            for headers: HTTPFields in [
                [:], fixture.read,
                [.authorization: "Bearer \(otherCredentials.token):\(otherCredentials.secret)"],
                [.authorization: "Bearer \(fixture.credentials.token):wrong"],
            ] {
                let result = try await call(client, fixture, .get, "strings?language=fr", headers: headers)
                #expect(result.status == .forbidden, "\(headers)")
                #expect(result.json["status"] == .integer(403))
            }
            for (method, path, body, status) in [
                (HTTPRequest.Method.get, "strings", nil, HTTPResponse.Status.badRequest),
                (.get, "strings?language=en", nil, .badRequest),
                (.get, "strings?language=it", nil, .notFound),
                (.get, "strings?language=fr&status=gold", nil, .badRequest),
                (.get, "strings?language=fr&limit=0", nil, .badRequest),
                (.put, "strings/nope/translations/fr", #"{"string": "x"}"#, .notFound),
                (.put, "strings/greet/translations/fr", #"{"string": ""}"#, .badRequest),
                (.put, "strings/greet/translations/fr", "[1]", .badRequest),
                (.put, "strings/greet/translations/fr", "{", .badRequest),
                (.post, "strings/greet/translations/fr/approve", nil, .conflict),
                (.post, "strings/greet/translations/fr/history/x/restore", nil, .badRequest),
                (.get, "translation-memory?language=fr", nil, .badRequest),
            ] {
                let result = try await call(client, fixture, method, path, body)
                #expect(result.status == status, "\(method) \(path)")
                #expect(result.json["status"] == .integer(Int(status.code)), "\(path)")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func theListFiltersByCommentsTagAndChangeTime(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(
                client,
                #"""
                {"data": {"cart": {"string": "Add to cart", "meta": {"tags": ["checkout"]}},
                          "greet": {"string": "Hello {name}", "meta": {"tags": ["home", "checkout-v2"]}},
                          "files": {"string": "%d files"}}}
                """#)
            var result = try await call(client, fixture, .put, "strings/cart/translations/fr", #"{"string": "Panier"}"#)
            #expect(result.status == .ok)
            fixture.clock.advance(by: .seconds(60))
            let later = fixture.clock.unixMilliseconds()
            result = try await call(
                client, fixture, .put, "strings/greet/translations/fr", #"{"string": "Salut {name}"}"#)
            result = try await call(client, fixture, .post, "strings/files/translations/fr/comments", #"{"body": "?"}"#)
            #expect(result.status == .created)
            result = try await call(client, fixture, .get, "strings?language=fr&with_comments=true")
            #expect(listed(result.json) == ["files"])
            #expect(result.json["meta", "total"] == .integer(1))
            result = try await call(client, fixture, .get, "strings?language=fr&with_comments=false")
            #expect(listed(result.json) == ["cart", "files", "greet"])
            result = try await call(client, fixture, .get, "strings?language=fr&tag=checkout")
            #expect(listed(result.json) == ["cart"])
            result = try await call(client, fixture, .get, "strings?language=fr&tag=home&status=translated")
            #expect(listed(result.json) == ["greet"])
            result = try await call(client, fixture, .get, "strings?language=fr&changed_since=\(later)")
            #expect(listed(result.json) == ["greet"])
            #expect(result.json["meta", "total"] == .integer(1))
            result = try await call(client, fixture, .get, "strings?language=fr&changed_since=0")
            #expect(listed(result.json) == ["cart", "greet"])
            for bad in ["with_comments=maybe", "changed_since=-1", "changed_since=soon"] {
                result = try await call(client, fixture, .get, "strings?language=fr&" + bad)
                #expect(result.status == .badRequest, "\(bad)")
            }
        }
    }

    @Test func anInjectedAccessDecidesAndNamesTheActor() async throws {
        struct ReviewerOnly: WorkflowAccess {
            func authorize(
                _ request: Request, context: DeliveryRequestContext, projectID: String, action: Action
            ) async throws -> WorkflowActor {
                guard request.headers[.authorization] == "Bearer reviewer" else {
                    throw ProtocolError(status: .unauthorized, message: "Unauthorized")
                }
                if case .translate = action { throw ProtocolError.forbidden() }
                return WorkflowActor(id: "r1", name: "Rita")
            }
        }
        let base = try await ServerFixture.make()
        let fixture = ServerFixture(
            store: base.store,
            server: DeliveryServer(
                configuration: base.server.configuration, store: base.store, clock: base.clock,
                wallClock: base.clock, logger: .quiet, workflowAccess: ReviewerOnly()),
            project: base.project, credentials: base.credentials, clock: base.clock)
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            _ = try await fixture.store.setTranslations(
                [Translation(key: "greet", string: "Salut {name}")], language: "fr", projectID: fixture.project.id)
            let reviewer: HTTPFields = [.authorization: "Bearer reviewer"]
            #expect(try await call(client, fixture, .get, "strings?language=fr", headers: [:]).status == .unauthorized)
            #expect(
                try await call(
                    client, fixture, .put, "strings/greet/translations/fr", #"{"string": "x"}"#, headers: reviewer
                )
                .status == .forbidden)
            let result = try await call(
                client, fixture, .post, "strings/greet/translations/fr/approve", headers: reviewer)
            #expect(result.status == .ok)
            let history = try await call(
                client, fixture, .get, "strings/greet/translations/fr/history", headers: reviewer)
            #expect(
                history.json["data"].flatMap {
                    if case .array(let items) = $0 { items.first?["actor", "name"] } else { nil }
                }
                    == JSONValue.string("Rita"))
        }
    }
}
