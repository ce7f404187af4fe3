import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import GlossaServer

/// A server over a store with one project (`en` source; `fr`, `el`, `ar` targets) and its credentials.
struct ServerFixture {
    let store: any ServerStore
    let server: DeliveryServer
    let project: Project
    let credentials: ProjectCredentials
    let clock: ManualClock

    static func make(
        _ kind: StoreKind = .memory, configure: (inout ServerConfiguration) -> Void = { _ in },
        beforePushProcessing: @escaping @Sendable () async -> Void = {}
    ) async throws -> ServerFixture {
        let store = try await kind.makeStore()
        let (project, credentials) = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), name: "Demo", sourceLanguage: "en", languages: ["fr", "el", "ar"])
        var configuration = ServerConfiguration()
        configuration.trustSecret = "trust-me"
        configure(&configuration)
        let clock = ManualClock()
        let server = DeliveryServer(
            configuration: configuration, store: store, clock: clock, wallClock: clock, logger: .quiet,
            beforePushProcessing: beforePushProcessing)
        return ServerFixture(store: store, server: server, project: project, credentials: credentials, clock: clock)
    }

    var read: HTTPFields { [.authorization: "Bearer \(credentials.token)"] }
    var write: HTTPFields {
        [.authorization: "Bearer \(credentials.token):\(credentials.secret)", .contentType: "application/json"]
    }

    /// Runs `body` against the server, then closes the store whether `body` succeeded or not: a store
    /// left open (its SQLite connections) would trap when released and take the whole test run with it.
    ///
    /// - Parameter live: Over a real socket (Hummingbird's live test server on a free port) rather
    ///   than straight through the router.
    func test(live: Bool = false, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(
            router: server.buildRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            logger: .quiet)
        do {
            try await app.test(live ? .live : .router, body)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// Pushes and waits for the job to finish; returns the job JSON.
    @discardableResult
    func push(_ client: any TestClientProtocol, _ body: String) async throws -> JSONValue {
        let job = try await client.execute(
            uri: "/content", method: .post, headers: write, body: ByteBuffer(string: body)
        ) {
            response in
            #expect(response.status == .accepted, "\(String(buffer: response.body))")
            return try JSONValue(parsing: String(buffer: response.body))
        }
        guard case .object(let root) = job, case .object(let data)? = root["data"],
            case .object(let links)? = data["links"], let path = links["job"]?.stringValue
        else {
            Issue.record("no job link in \(job)")
            return .null
        }
        await server.finishPushes()
        return try await client.execute(uri: path, method: .get, headers: write) { response in
            #expect(response.status == .ok)
            return try JSONValue(parsing: String(buffer: response.body))
        }
    }

    func content(_ client: any TestClientProtocol, _ uri: String) async throws -> [String: String] {
        try await client.execute(uri: uri, method: .get, headers: read) { response in
            #expect(response.status == .ok, "\(uri): \(String(buffer: response.body))")
            return try contentStrings(String(buffer: response.body))
        }
    }
}

/// `{"data":{"k":{"string":"v"}}}` → `["k": "v"]`.
func contentStrings(_ text: String) throws -> [String: String] {
    guard case .object(let root) = try JSONValue(parsing: text), case .object(let data)? = root["data"] else {
        throw TranslationFileError("not a content body: \(text)")
    }
    var result: [String: String] = [:]
    for (key, value) in data {
        guard case .object(let entry) = value, entry.count == 1, let string = entry["string"]?.stringValue else {
            throw TranslationFileError("entry \(key) is not {\"string\": …}")
        }
        result[key] = string
    }
    return result
}

extension JSONValue {
    /// Follows object members: `json["data", "status"]`.
    subscript(_ path: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in path {
            guard case .object(let object)? = value else { return nil }
            value = object[key]
        }
        return value
    }
}
