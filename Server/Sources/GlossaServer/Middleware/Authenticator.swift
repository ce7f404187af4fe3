import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers

/// Checks `Authorization: Bearer <token>[:<secret>]` (or the configured header) against the store,
/// caching token lookups for the revalidation interval so reads do not touch the database. A token
/// revoked or given an expiry through a server stops working at once on every server sharing the
/// database (the change notice drops the project's cached tokens); by `glossa project token`, within that
/// interval; an expired token, at once. While the database is unavailable, a token looked up before is
/// taken as it was then (for another interval at a time), so apps keep getting the content the server has
/// cached; a token never seen gets the 503.
final class Authenticator: Sendable {
    static let trustSecretHeader = HTTPField.Name("X-TRANSIFEX-TRUST-SECRET")!

    private struct Entry {
        var token: ProjectToken?
        var project: Project?
        var expires: UInt64
    }

    private let store: any ProjectStore
    private let header: HTTPField.Name
    private let trustSecret: [UInt8]?
    private let clock: any MonotonicClock
    private let wallClock: any WallClock
    private let lifetime: UInt64
    private let entries = NIOLockedValueBox<[String: Entry]>([:])

    init(
        store: any ProjectStore, configuration: ServerConfiguration, clock: any MonotonicClock,
        wallClock: any WallClock
    ) {
        self.store = store
        self.wallClock = wallClock
        self.header = HTTPField.Name(configuration.authorizationHeader) ?? .authorization
        self.trustSecret = configuration.trustSecret.map { Array($0.utf8) }
        self.clock = clock
        self.lifetime = configuration.revalidationInterval.nanoseconds
    }

    /// The authentication for `scope`, or a 403 protocol error.
    func authenticate(_ request: Request, scope: AuthenticationScope) async throws -> Authentication {
        let detailed = scope != .public
        guard let value = request.headers[header] else { throw ProtocolError.forbidden(invalidCredentials: detailed) }
        guard let credential = Self.bearerCredential(value) else {
            throw ProtocolError.forbidden(invalidCredentials: detailed)
        }
        let token: String
        let secret: String?
        if let colon = credential.firstIndex(of: ":") {
            token = String(credential[..<colon])
            secret = String(credential[credential.index(after: colon)...])
        } else {
            token = String(credential)
            secret = nil
        }
        guard let (stored, project) = try await lookup(token) else {
            throw ProtocolError.forbidden(invalidCredentials: detailed)
        }
        if let secret {
            guard SecretHasher.verify(secret, against: stored) else {
                throw ProtocolError.forbidden(invalidCredentials: true)
            }
            return Authentication(project: project, token: token, scope: .private)
        }
        switch scope {
        case .public:
            return Authentication(project: project, token: token, scope: .public)
        case .private:
            throw ProtocolError.forbidden(invalidCredentials: true)
        case .trust:
            guard let trustSecret, let presented = request.headers[Self.trustSecretHeader],
                SecretHasher.constantTimeEqual(Array(presented.utf8), trustSecret)
            else { throw ProtocolError.forbidden(invalidCredentials: true) }
            return Authentication(project: project, token: token, scope: .trust)
        }
    }

    /// The credential of exactly `Bearer <credential>` (the scheme in any case), with no further space.
    static func bearerCredential(_ value: String) -> Substring? {
        let utf8 = value.utf8
        guard utf8.count > 7, utf8.starts(with: "bearer ".utf8, by: { $0 | 0x20 == $1 }),
            !utf8.dropFirst(7).contains(UInt8(ascii: " "))
        else { return nil }
        return Substring(value).dropFirst(7)
    }

    /// The project of a read token (`Bearer <token>`, no secret) if the token's lookup is cached and still
    /// fresh; nil when only the store can tell (the caller then takes the full path, which asks it).
    func cachedReadProject(token: String) -> Project? {
        cachedToken(token)?.project
    }

    /// The stored token and its project if the token's lookup is cached, still fresh and the token has
    /// not expired (its secret is for the caller to check); nil when only the store can tell.
    func cachedToken(_ token: String) -> (token: ProjectToken, project: Project)? {
        let now = clock.nanoseconds()
        guard let entry = entries.withLockedValue({ $0[token] }), entry.expires > now, let stored = entry.token,
            let project = entry.project, !stored.hasExpired(at: wallClock.unixMilliseconds())
        else {
            return nil
        }
        return (stored, project)
    }

    /// The configured credentials header.
    var headerName: HTTPField.Name { header }

    /// Forgets cached tokens of `projectID` (its languages changed).
    func forget(projectID: String) {
        entries.withLockedValue { entries in entries = entries.filter { $0.value.project?.id != projectID } }
    }

    /// Makes every cached token be looked up again (the change notifications' connection was lost:
    /// revocations on other servers may have gone unnoticed). The lookups are kept for an outage of the
    /// database, when the last answer is all there is.
    func forgetAll() {
        entries.withLockedValue { entries in
            for token in entries.keys { entries[token]?.expires = 0 }
        }
    }

    private func lookup(_ token: String) async throws -> (ProjectToken, Project)? {
        let now = clock.nanoseconds()
        if let entry = entries.withLockedValue({ $0[token] }), entry.expires > now {
            guard let stored = entry.token, let project = entry.project,
                !stored.hasExpired(at: wallClock.unixMilliseconds())
            else { return nil }
            return (stored, project)
        }
        let (stored, project): (ProjectToken?, Project?)
        do {
            (stored, project) = try await storedToken(token)
        } catch  where isDatabaseUnavailable(error) {
            guard let entry = entries.withLockedValue({ $0[token] }) else { throw error }
            (stored, project) = (entry.token, entry.project)
        }
        entries.withLockedValue { entries in
            if entries.count > 10_000 { entries = entries.filter { $0.value.expires > now } }
            entries[token] = Entry(token: stored, project: project, expires: now + lifetime)
        }
        guard let stored, let project, !stored.hasExpired(at: wallClock.unixMilliseconds()) else { return nil }
        return (stored, project)
    }

    /// The token and its project, from the store.
    private func storedToken(_ token: String) async throws -> (ProjectToken?, Project?) {
        let stored = try await store.token(token)
        return (stored, try await stored.asyncMap { try await store.project(id: $0.projectID) } ?? nil)
    }
}

extension Optional {
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
