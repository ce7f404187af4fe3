import GlossaCLDR

/// Creating projects and issuing tokens: what `glossa project …` does, over any store.
public struct ProjectAdministration: Sendable {
    /// The store written to.
    public let store: any ProjectStore

    /// Creates an administration over `store`.
    public init(store: any ProjectStore) {
        self.store = store
    }

    /// Creates a project with its languages and a first token; returns the credentials (shown once).
    ///
    /// - Throws: ``AdministrationError`` for a malformed identifier or language code,
    ///   ``StoreError/conflict(_:)`` if the identifier is taken.
    public func createProject(
        id: String, name: String? = nil, sourceLanguage: String, languages: [String],
        credentials: ProjectCredentials = .generate()
    ) async throws -> (Project, ProjectCredentials) {
        guard Self.isValidIdentifier(id) else { throw AdministrationError.invalidProjectIdentifier(id) }
        let source = try Self.languageCode(sourceLanguage)
        let targets = try languages.map(Self.languageCode)
        let project = Project(id: id, name: name ?? id, sourceLanguage: source, languages: targets)
        try await store.createProject(project)
        try await store.addToken(credentials.stored(for: id))
        return (project, credentials)
    }

    /// Issues another token for an existing project, expiring at `expiresAt` (Unix milliseconds) if given.
    public func issueToken(
        projectID: String, credentials: ProjectCredentials = .generate(), expiresAt: Int64? = nil
    ) async throws -> ProjectCredentials {
        try await store.addToken(credentials.stored(for: projectID, expiresAt: expiresAt))
        return credentials
    }

    /// Revokes `token`: servers refuse it within their revalidation interval (2 s by default).
    ///
    /// - Throws: ``AdministrationError/unknownToken`` if there is no such token.
    public func revokeToken(_ token: String) async throws {
        guard try await store.removeToken(token) else { throw AdministrationError.unknownToken }
    }

    /// Sets when `token` expires (Unix milliseconds; nil for never).
    ///
    /// - Throws: ``AdministrationError/unknownToken`` if there is no such token.
    public func setExpiry(of token: String, to expiresAt: Int64?) async throws {
        guard try await store.setExpiry(of: token, to: expiresAt) else { throw AdministrationError.unknownToken }
    }

    /// Replaces `token` with new credentials for its project (expiring at `expiresAt` if given); the old
    /// token stops working at `oldTokenExpiresAt` (Unix milliseconds) if given, else is revoked at once.
    ///
    /// - Throws: ``AdministrationError/unknownToken`` if there is no such token.
    public func rotateToken(
        _ token: String, expiresAt: Int64? = nil, oldTokenExpiresAt: Int64? = nil,
        credentials: ProjectCredentials = .generate()
    ) async throws -> (Project, ProjectCredentials) {
        guard let stored = try await store.token(token), let project = try await store.project(id: stored.projectID)
        else { throw AdministrationError.unknownToken }
        let issued = try await issueToken(projectID: project.id, credentials: credentials, expiresAt: expiresAt)
        if let oldTokenExpiresAt {
            try await setExpiry(of: token, to: min(oldTokenExpiresAt, stored.expiresAt ?? .max))
        } else {
            try await revokeToken(token)
        }
        return (project, issued)
    }

    /// Adds target languages.
    public func addLanguages(_ codes: [String], to projectID: String) async throws {
        try await store.addLanguages(try codes.map(Self.languageCode), to: projectID)
    }

    /// Removes the target language `code` and every translation into it.
    public func removeLanguage(_ code: String, from projectID: String) async throws {
        try await store.removeLanguage(code, from: projectID)
    }

    /// A project identifier: 1–64 of `a-z A-Z 0-9 - _ .`.
    public static func isValidIdentifier(_ id: String) -> Bool {
        (1...64).contains(id.count)
            && id.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }

    /// The code as given if it is a well-formed BCP 47 / Unicode locale identifier (underscores, as
    /// Transifex writes `pt_BR`, are accepted and kept: clients ask for the code they were given).
    public static func languageCode(_ code: String) throws -> String {
        guard (try? LocaleIdentifier(parsing: code.replacingUnderscores())) != nil, code.count <= 35 else {
            throw AdministrationError.invalidLanguage(code)
        }
        return code
    }
}

/// Why an administrative request was refused.
public enum AdministrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not 1–64 characters of letters, digits, `-`, `_` and `.`.
    case invalidProjectIdentifier(String)
    /// Not a BCP 47 language code.
    case invalidLanguage(String)
    /// No stored token has this public part.
    case unknownToken

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidProjectIdentifier(let id):
            "invalid project identifier \"\(id)\": use 1–64 letters, digits, '-', '_' or '.'"
        case .invalidLanguage(let code): "invalid language code \"\(code)\": expected a BCP 47 code such as fr or pt-BR"
        case .unknownToken: "no such token"
        }
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
