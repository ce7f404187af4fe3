import Crypto
import GlossaFormats
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Releases and channels over HTTP")
struct ReleaseRoutesTests {
    /// Sends a request to the project's API with `headers` (the project secret by default).
    static func api(
        _ client: any TestClientProtocol, _ fixture: ServerFixture, _ method: HTTPRequest.Method, _ path: String,
        _ body: String? = nil, headers: HTTPFields? = nil
    ) async throws -> (status: HTTPResponse.Status, json: JSONValue) {
        try await client.execute(
            uri: "/api/v1/projects/\(fixture.project.id)/" + path, method: method, headers: headers ?? fixture.write,
            body: body.map { ByteBuffer(string: $0) }
        ) { response in
            let text = String(buffer: response.body)
            return (response.status, text.isEmpty ? .null : try JSONValue(parsing: text))
        }
    }

    /// Creates a release and returns its manifest.
    static func release(
        _ client: any TestClientProtocol, _ fixture: ServerFixture, _ body: String = "{}"
    ) async throws -> JSONValue {
        let result = try await api(client, fixture, .post, "releases", body)
        #expect(result.status == .created, "\(result.json)")
        return result.json["data"] ?? .null
    }

    /// A release file's bytes by its URL in a manifest, read with the app's token.
    static func file(_ client: any TestClientProtocol, _ fixture: ServerFixture, _ url: String) async throws -> [UInt8]
    {
        try await client.execute(uri: url, method: .get, headers: fixture.read) { response in
            #expect(response.status == .ok, "\(url)")
            return Array(response.body.readableBytesView)
        }
    }

    /// The strings of `language` in a release manifest's file.
    static func strings(
        _ client: any TestClientProtocol, _ fixture: ServerFixture, _ manifest: JSONValue, _ language: String
    ) async throws -> [String: String] {
        let url = try #require(manifest["languages", language, "url"]?.stringValue)
        return try contentStrings(String(decoding: try await file(client, fixture, url), as: UTF8.self))
    }

    /// What an app reading `channel` with its token gets: the release number, or the status.
    static func channel(
        _ client: any TestClientProtocol, _ fixture: ServerFixture, _ channel: String, appVersion: String? = nil
    ) async throws -> Int? {
        let query = appVersion.map { "?app_version=\($0)" } ?? ""
        return try await client.execute(
            uri: "/releases/channels/\(channel)\(query)", method: .get, headers: fixture.read
        ) { response in
            guard response.status == .ok else { return nil }
            return try JSONValue(parsing: String(buffer: response.body))["data", "release", "number"]?.intValue
        }
    }

    /// `count` keys, each translated into French in one of every state a translation can be in.
    static func projectWithEveryStatus(_ client: any TestClientProtocol, _ fixture: ServerFixture, count: Int)
        async throws -> [String: WorkflowStatus]
    {
        var data = JSONObject()
        for index in 0..<count { data.append("k\(index)", .object(["string": .string("Source \(index)")])) }
        try await fixture.push(client, JSONWriter().string(from: .object(["data": .object(data)])))
        let statuses: [TranslationStatus?] = [nil, .translated, .reviewed, .proofread, .finalized, .translated]
        var expected: [String: WorkflowStatus] = [:]
        var changes: [TranslationChange] = []
        for index in 0..<count {
            let key = "k\(index)"
            let slot = index % statuses.count
            guard let status = statuses[slot] else {
                expected[key] = .untranslated
                continue
            }
            // The last slot is a translation flagged for review (as a rejection or a source change leaves it).
            let flagged = slot == statuses.count - 1
            changes.append(
                TranslationChange(
                    key: key,
                    new: WorkflowTranslation(string: "Traduction \(index)", status: status, needsReview: flagged),
                    actor: .projectSecret, channel: .api))
            expected[key] = WorkflowTranslation(string: "", status: status, needsReview: flagged).workflowStatus
        }
        let workflow = try #require(fixture.store as? any WorkflowStore)
        _ = try await workflow.apply(changes, language: "fr", projectID: fixture.project.id, at: 1)
        return expected
    }

    @Test(arguments: StoreKind.available)
    func aReviewedOnlyReleaseHoldsNoUnreviewedTranslation(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            let statuses = try await Self.projectWithEveryStatus(client, fixture, count: 60)
            #expect(Set(statuses.values) == Set(WorkflowStatus.allCases))
            let reviewed = try await Self.release(client, fixture, #"{"reviewed_only": true, "languages": ["fr"]}"#)
            let everything = try await Self.release(client, fixture, #"{"languages": ["fr"]}"#)
            #expect(reviewed["reviewed_only"] == .bool(true))
            #expect(reviewed["languages"]?.objectValue?.keys.sorted() == ["en", "fr"])
            let strict = try await Self.strings(client, fixture, reviewed, "fr")
            let all = try await Self.strings(client, fixture, everything, "fr")
            #expect(strict.count == 60 && all.count == 60)
            for (key, status) in statuses {
                let index = key.dropFirst()
                switch status {
                case .reviewed:
                    #expect(strict[key] == "Traduction \(index)", "\(key)")
                case .untranslated:
                    #expect(strict[key] == "" && all[key] == "", "\(key)")
                case .translated, .needsReview:
                    // Falls back to the source, as an untranslated string does; the full release has it.
                    #expect(strict[key] == "", "\(key) is \(status)")
                    #expect(all[key] == "Traduction \(index)", "\(key)")
                }
            }
            #expect(reviewed["languages", "fr", "translated"]?.intValue == 30)
            #expect(everything["languages", "fr", "translated"]?.intValue == 50)
            #expect(reviewed["languages", "fr", "strings"]?.intValue == 60)
            // The source file is the same bytes in both, stored once under one address.
            #expect(reviewed["languages", "en", "sha256"] == everything["languages", "en", "sha256"])
        }
    }

    @Test(arguments: StoreKind.available)
    func filesAreServedImmutableByTheirHash(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "Apple"}, "b": {"string": "Banana"}}}"#)
            _ = try await fixture.store.setTranslations(
                [Translation(key: "a", string: "Pomme")], language: "fr", projectID: fixture.project.id)
            let manifest = try await Self.release(client, fixture)
            #expect(manifest["number"]?.intValue == 1)
            #expect(manifest["languages"]?.objectValue?.keys.sorted() == ["ar", "el", "en", "fr"])
            let hash = try #require(manifest["languages", "fr", "sha256"]?.stringValue)
            let url = try #require(manifest["languages", "fr", "url"]?.stringValue)
            #expect(url == "/releases/files/\(hash)")
            try await client.execute(uri: url, method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.headers[.eTag] == "\"\(hash)\"")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let bytes = Array(response.body.readableBytesView)
                #expect(SHA256.hash(data: bytes).hexadecimal == hash)
                #expect(bytes.count == manifest["languages", "fr", "size"]?.intValue)
                let strings = try contentStrings(String(decoding: bytes, as: UTF8.self))
                #expect(strings == ["a": "Pomme", "b": ""])
            }
            var conditional = fixture.read
            conditional[.ifNoneMatch] = "\"\(hash)\""
            try await client.execute(uri: url, method: .get, headers: conditional) { response in
                #expect(response.status == .notModified)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            }
            // A later change leaves the release as it was.
            _ = try await fixture.store.setTranslations(
                [Translation(key: "a", string: "Pomme verte")], language: "fr", projectID: fixture.project.id)
            #expect(try await Self.strings(client, fixture, manifest, "fr")["a"] == "Pomme")
            let stored = try await Self.api(client, fixture, .get, "releases/1")
            #expect(stored.json["data"] == manifest)
            // The archive is TMLKit's layout with every language, and reads back.
            let archiveURL = try #require(manifest["archive", "url"]?.stringValue)
            #expect(manifest["archive", "file_name"]?.stringValue == "tml_1.tar.gz")
            let archive = try await Self.file(client, fixture, archiveURL)
            #expect(SHA256.hash(data: archive).hexadecimal == manifest["archive", "sha256"]?.stringValue)
            let files = try ArchiveReader().read(archive).files
            #expect(files["fr/translations.json"] != nil)
            #expect(files["translation_keys.json"] != nil)
            let document = try TMLReleaseFormat().read(archive: archive).document
            let french = document.entries.compactMap { $0.localizations["fr"]?.plainValue }
            let english = document.entries.compactMap { $0.localizations["en"]?.plainValue }
            #expect(french == ["Pomme"])
            #expect(english.sorted() == ["Apple", "Banana"])

            // Bad addresses are 400, unknown ones 404, and the files are the project's own.
            for (path, status) in [
                ("/releases/files/xyz", HTTPResponse.Status.badRequest),
                ("/releases/files/\(String(repeating: "0", count: 64))", .notFound),
                ("/releases/files/\(hash.uppercased())", .badRequest),
            ] {
                try await client.execute(uri: path, method: .get, headers: fixture.read) { response in
                    #expect(response.status == status, "\(path)")
                }
            }
            try await client.execute(uri: url, method: .get) { response in #expect(response.status == .forbidden) }
        }
    }

    @Test(arguments: StoreKind.available)
    func promoteRollBackAndPromoteAgainReachTheApp(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "One"}}}"#)
            for _ in 1...3 { _ = try await Self.release(client, fixture) }
            #expect(try await Self.channel(client, fixture, "production") == nil)
            var result = try await Self.api(client, fixture, .put, "channels/production", #"{"release": 1}"#)
            #expect(result.status == .ok, "\(result.json)")
            #expect(try await Self.channel(client, fixture, "production") == 1)
            result = try await Self.api(client, fixture, .put, "channels/production", #"{"release": 2}"#)
            #expect(result.json["data", "previous_release"]?.intValue == 1)
            #expect(try await Self.channel(client, fixture, "production") == 2)
            result = try await Self.api(client, fixture, .post, "channels/production/rollback", "")
            #expect(result.status == .ok, "\(result.json)")
            #expect(try await Self.channel(client, fixture, "production") == 1)
            result = try await Self.api(client, fixture, .put, "channels/production", #"{"release": 3}"#)
            #expect(try await Self.channel(client, fixture, "production") == 3)
            // Staging is separate.
            #expect(try await Self.channel(client, fixture, "staging") == nil)
            result = try await Self.api(client, fixture, .get, "channels/production")
            #expect(result.json["data", "history"]?.arrayValue?.count == 4)
            #expect(result.json["data", "history"]?.arrayValue?.first?["action"]?.stringValue == "promote")
            #expect(result.json["data", "entries"]?.arrayValue?.first?["release"]?.intValue == 3)
            result = try await Self.api(client, fixture, .get, "channels")
            #expect(result.json["data", "production"]?.arrayValue?.count == 1)
            // The channel's answer names the files by hash.
            try await client.execute(uri: "/releases/channels/production", method: .get, headers: fixture.read) {
                response in
                #expect(response.status == .ok)
                let json = try JSONValue(parsing: String(buffer: response.body))
                #expect(json["data", "channel"]?.stringValue == "production")
                #expect(
                    json["data", "release", "languages", "en", "url"]?.stringValue?.hasPrefix("/releases/files/")
                        == true)
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func appVersionTargeting(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "One"}}}"#)
            for _ in 1...3 { _ = try await Self.release(client, fixture) }
            // Release 1 for 1.x, release 2 for 2.0 to 2.4, release 3 from 2.5 on.
            for body in [
                #"{"release": 1, "max_app_version": "1.99"}"#,
                #"{"release": 2, "min_app_version": "2.0", "max_app_version": "2.4.99"}"#,
                #"{"release": 3, "min_app_version": "2.5"}"#,
            ] {
                let result = try await Self.api(client, fixture, .put, "channels/production", body)
                #expect(result.status == .ok, "\(body): \(result.json)")
            }
            #expect(try await Self.channel(client, fixture, "production", appVersion: "1.4.2") == 1)
            #expect(try await Self.channel(client, fixture, "production", appVersion: "2.0") == 2)
            #expect(try await Self.channel(client, fixture, "production", appVersion: "2.4.99") == 2)
            #expect(try await Self.channel(client, fixture, "production", appVersion: "3.1.0-beta") == 3)
            // No version: only an entry for every version would match, and there is none.
            #expect(try await Self.channel(client, fixture, "production") == nil)
            try await client.execute(
                uri: "/releases/channels/production?app_version=latest", method: .get, headers: fixture.read
            ) { response in #expect(response.status == .badRequest) }
        }
    }

    @Test(arguments: StoreKind.available)
    func diffsBetweenReleases(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "A"}, "b": {"string": "B"}}}"#)
            _ = try await fixture.store.setTranslations(
                [Translation(key: "a", string: "à"), Translation(key: "b", string: "bé")], language: "fr",
                projectID: fixture.project.id)
            _ = try await Self.release(client, fixture, #"{"languages": ["fr"]}"#)
            try await fixture.push(
                client, #"{"data": {"a": {"string": "A"}, "c": {"string": "C"}}, "meta": {"purge": true}}"#)
            _ = try await fixture.store.setTranslations(
                [Translation(key: "a", string: "â")], language: "fr", projectID: fixture.project.id)
            _ = try await Self.release(client, fixture, #"{"languages": ["fr"]}"#)
            let result = try await Self.api(client, fixture, .get, "releases/1/diff/2")
            #expect(result.status == .ok, "\(result.json)")
            let french = try #require(result.json["data", "languages", "fr"])
            #expect(french["added"] == .array([.object(["key": "c", "string": ""])]))
            #expect(french["removed"] == .array([.object(["key": "b", "string": "bé"])]))
            #expect(french["changed"] == .array([.object(["key": "a", "old": "à", "new": "â"])]))
            let english = try #require(result.json["data", "languages", "en"])
            #expect(english["added"] == .array([.object(["key": "c", "string": "C"])]))
            #expect(english["changed"] == .array([]))
            #expect(result.json["data", "from"]?.intValue == 1)
            #expect(try await Self.api(client, fixture, .get, "releases/1/diff/9").status == .notFound)
        }
    }

    @Test func badInputIs4xx() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "A"}}}"#)
            _ = try await Self.release(client, fixture)
            let cases: [(HTTPRequest.Method, String, String?, HTTPResponse.Status)] = [
                (.post, "releases", "[]", .badRequest),
                (.post, "releases", "{", .badRequest),
                (.post, "releases", #"{"languages": "fr"}"#, .badRequest),
                (.post, "releases", #"{"languages": ["xx"]}"#, .badRequest),
                (.post, "releases", #"{"languages": ["en"]}"#, .badRequest),
                (.post, "releases", #"{"reviewed_only": "yes"}"#, .badRequest),
                (.get, "releases/abc", nil, .badRequest),
                (.get, "releases/0", nil, .badRequest),
                (.get, "releases/99999999999999999999", nil, .badRequest),
                (.get, "releases/7", nil, .notFound),
                (.get, "releases/1/diff/x", nil, .badRequest),
                (.put, "channels/production", #"{"release": 7}"#, .notFound),
                (.put, "channels/production", #"{"release": "1"}"#, .badRequest),
                (.put, "channels/production", #"{"release": 1.5}"#, .badRequest),
                (.put, "channels/Prod", #"{"release": 1}"#, .badRequest),
                (.put, "channels/production", #"{"release": 1, "min_app_version": "x"}"#, .badRequest),
                (
                    .put, "channels/production", #"{"release": 1, "min_app_version": "3", "max_app_version": "2"}"#,
                    .badRequest
                ),
                (.post, "channels/production/rollback", "", .notFound),
                (.get, "channels/production", nil, .notFound),
            ]
            for (method, path, body, status) in cases {
                let result = try await Self.api(client, fixture, method, path, body)
                #expect(result.status == status, "\(method) \(path) \(body ?? ""): \(result.json)")
            }
            _ = try await Self.api(client, fixture, .put, "channels/production", #"{"release": 1}"#)
            let rollback = try await Self.api(client, fixture, .post, "channels/production/rollback", "")
            #expect(rollback.status == .conflict, "\(rollback.json)")
        }
    }

    @Test func whoMayReleaseAndPromote() async throws {
        let fixture = try await AccountFixture.make()
        let base = fixture.base
        try await fixture.test { client in
            try await base.push(client, #"{"data": {"a": {"string": "A"}}}"#)
            let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
            let developer = try await fixture.tokenHeaders(try await fixture.user("dev", roles: [(.developer, [])]))
            let translator = try await fixture.tokenHeaders(
                try await fixture.user("translator", roles: [(.translator, ["fr"])]))
            #expect(try await Self.api(client, base, .post, "releases", "{}", headers: base.read).status == .forbidden)
            #expect(try await Self.api(client, base, .post, "releases", "{}", headers: translator).status == .forbidden)
            #expect(try await Self.api(client, base, .post, "releases", "{}", headers: developer).status == .forbidden)
            #expect(try await Self.api(client, base, .get, "releases", headers: translator).status == .forbidden)
            let created = try await Self.api(client, base, .post, "releases", "{}", headers: manager)
            #expect(created.status == .created)
            #expect(created.json["data", "created_by", "name"]?.stringValue == "manager")
            #expect(try await Self.api(client, base, .get, "releases", headers: developer).status == .ok)
            let promote = #"{"release": 1}"#
            #expect(
                try await Self.api(client, base, .put, "channels/production", promote, headers: developer).status
                    == .forbidden)
            #expect(
                try await Self.api(client, base, .put, "channels/production", promote, headers: manager).status == .ok)
            // The project's token and secret may do it too (a CI job).
            #expect(try await Self.api(client, base, .post, "releases", "{}").status == .created)
        }
    }
}
