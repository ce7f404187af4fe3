/// Users, sessions and personal tokens in SQL (``AccountStore``).
extension SQLProjectStore: AccountStore {
    static let userColumns =
        "id, name, email, password_hash, administrator, disabled, created_at, interface_language"

    public func createUser(_ user: User) async throws {
        try await database.transaction { session in try await Self.insertUser(user, session) }
    }

    static func insertUser(_ user: User, _ session: any SQLSession) async throws {
        let taken = try await session.query(
            "SELECT id FROM users WHERE email_key = ?", [.text(user.normalizedEmail)])
        guard taken.isEmpty else { throw StoreError.conflict("a user with this e-mail address") }
        try await session.query(
            """
            INSERT INTO users (id, name, email, email_key, password_hash, administrator, disabled, created_at,
                interface_language)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(user.id), .text(user.name), .text(user.email), .text(user.normalizedEmail),
                .text(user.passwordHash), .integer(user.isAdministrator ? 1 : 0), .integer(user.isDisabled ? 1 : 0),
                .integer(user.createdAt), user.interfaceLanguage.map(SQLValue.text) ?? .null,
            ])
    }

    public func user(id: String) async throws -> User? {
        try await database.read { session in
            try await session.query("SELECT \(Self.userColumns) FROM users WHERE id = ?", [.text(id)])
                .first.map(Self.readUser)
        }
    }

    public func user(email: String) async throws -> User? {
        try await database.read { session in
            try await session.query(
                "SELECT \(Self.userColumns) FROM users WHERE email_key = ?", [.text(User.normalize(email: email))]
            ).first.map(Self.readUser)
        }
    }

    public func users() async throws -> [User] {
        try await database.read { session in
            try await session.query("SELECT \(Self.userColumns) FROM users ORDER BY email_key", []).map(Self.readUser)
        }
    }

    public func updateUser(_ user: User) async throws -> Bool {
        try await database.transaction { session in
            guard !(try await session.query("SELECT id FROM users WHERE id = ?", [.text(user.id)])).isEmpty else {
                return false
            }
            let taken = try await session.query(
                "SELECT id FROM users WHERE email_key = ? AND id <> ?", [.text(user.normalizedEmail), .text(user.id)])
            guard taken.isEmpty else { throw StoreError.conflict("a user with this e-mail address") }
            try await session.query(
                """
                UPDATE users SET name = ?, email = ?, email_key = ?, password_hash = ?, administrator = ?,
                    disabled = ?, interface_language = ? WHERE id = ?
                """,
                [
                    .text(user.name), .text(user.email), .text(user.normalizedEmail), .text(user.passwordHash),
                    .integer(user.isAdministrator ? 1 : 0), .integer(user.isDisabled ? 1 : 0),
                    user.interfaceLanguage.map(SQLValue.text) ?? .null, .text(user.id),
                ])
            return true
        }
    }

    static func readUser(_ row: SQLRow) throws -> User {
        User(
            id: try row.text("id"), name: try row.text("name"), email: try row.text("email"),
            passwordHash: try row.text("password_hash"), isAdministrator: try row.integer("administrator") != 0,
            isDisabled: try row.integer("disabled") != 0, createdAt: try row.integer("created_at"),
            interfaceLanguage: row.optionalText("interface_language"))
    }

    public func createSession(_ stored: UserSession) async throws {
        _ = try await database.transaction { session in
            try await session.query(
                """
                INSERT INTO user_sessions (token_hash, user_id, csrf_token, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?)
                """,
                [
                    .text(stored.tokenHash), .text(stored.userID), .text(stored.csrfToken),
                    .integer(stored.createdAt), .integer(stored.expiresAt),
                ])
        }
    }

    public func session(tokenHash: String) async throws -> UserSession? {
        try await database.read { session in
            try await session.query(
                "SELECT token_hash, user_id, csrf_token, created_at, expires_at FROM user_sessions WHERE token_hash = ?",
                [.text(tokenHash)]
            ).first.map { row in
                UserSession(
                    tokenHash: try row.text("token_hash"), userID: try row.text("user_id"),
                    csrfToken: try row.text("csrf_token"), createdAt: try row.integer("created_at"),
                    expiresAt: try row.integer("expires_at"))
            }
        }
    }

    public func deleteSession(tokenHash: String) async throws -> Bool {
        try await deleteCounting("user_sessions", "token_hash = ?", [.text(tokenHash)]) > 0
    }

    public func deleteSessions(userID: String) async throws -> Int {
        try await deleteCounting("user_sessions", "user_id = ?", [.text(userID)])
    }

    public func addPersonalToken(_ token: PersonalAccessToken) async throws {
        _ = try await database.transaction { session in
            try await session.query(
                """
                INSERT INTO personal_tokens (id, user_id, name, token_hash, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(token.id), .text(token.userID), .text(token.name), .text(token.tokenHash),
                    .integer(token.createdAt), token.expiresAt.map(SQLValue.integer) ?? .null,
                ])
        }
    }

    static let personalTokenColumns = "id, user_id, name, token_hash, created_at, expires_at"

    public func personalToken(tokenHash: String) async throws -> PersonalAccessToken? {
        try await database.read { session in
            try await session.query(
                "SELECT \(Self.personalTokenColumns) FROM personal_tokens WHERE token_hash = ?", [.text(tokenHash)]
            ).first.map(Self.readPersonalToken)
        }
    }

    public func personalTokens(userID: String) async throws -> [PersonalAccessToken] {
        try await database.read { session in
            try await session.query(
                "SELECT \(Self.personalTokenColumns) FROM personal_tokens WHERE user_id = ? ORDER BY created_at, id",
                [.text(userID)]
            ).map(Self.readPersonalToken)
        }
    }

    public func deletePersonalToken(id: String, userID: String) async throws -> Bool {
        try await deleteCounting("personal_tokens", "id = ? AND user_id = ?", [.text(id), .text(userID)]) > 0
    }

    static func readPersonalToken(_ row: SQLRow) throws -> PersonalAccessToken {
        PersonalAccessToken(
            id: try row.text("id"), userID: try row.text("user_id"), name: try row.text("name"),
            tokenHash: try row.text("token_hash"), createdAt: try row.integer("created_at"),
            expiresAt: row.optionalInteger("expires_at"))
    }

    /// Deletes the rows of `table` matching `condition` in one transaction; returns how many there were.
    func deleteCounting(_ table: String, _ condition: String, _ binds: [SQLValue]) async throws -> Int {
        try await database.transaction { session in
            let count =
                try await session.query("SELECT COUNT(*) AS n FROM \(table) WHERE \(condition)", binds)
                .first?.integer("n") ?? 0
            try await session.query("DELETE FROM \(table) WHERE \(condition)", binds)
            return Int(count)
        }
    }
}
