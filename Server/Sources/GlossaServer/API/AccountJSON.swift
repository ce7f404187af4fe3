import GlossaJSON

/// The JSON shapes of the account API. A user's password hash never appears in any of them.
enum AccountJSON {
    static func user(_ user: User) -> JSONValue {
        .object([
            "id": .string(user.id), "name": .string(user.name), "email": .string(user.email),
            "admin": .bool(user.isAdministrator), "disabled": .bool(user.isDisabled),
            "created_at": .number(JSONNumber(Int(user.createdAt))),
            "interface_language": user.interfaceLanguage.map(JSONValue.string) ?? .null,
        ])
    }

    static func membership(_ membership: Membership) -> JSONValue {
        .object([
            "project": .string(membership.projectID), "user": .string(membership.userID),
            "role": .string(membership.role.rawValue), "languages": .strings(membership.languages),
        ])
    }

    static func personalToken(_ token: PersonalAccessToken, value: String? = nil) -> JSONValue {
        var object: JSONObject = [
            "id": .string(token.id), "name": .string(token.name),
            "created_at": .number(JSONNumber(Int(token.createdAt))), "expires_at": time(token.expiresAt),
        ]
        if let value { object.append("token", .string(value)) }
        return .object(object)
    }

    static func invitation(_ invitation: Invitation, token: String? = nil) -> JSONValue {
        var object: JSONObject = [
            "id": .string(invitation.id), "project": .string(invitation.projectID),
            "role": .string(invitation.role.rawValue), "languages": .strings(invitation.languages),
            "expires_at": time(invitation.expiresAt),
        ]
        if let token {
            object.append("token", .string(token))
            object.append("accept", .string("/api/v1/invitations/\(token)/accept"))
        }
        return .object(object)
    }

    static func signedIn(_ signedIn: SignedIn, memberships: [Membership]) -> JSONValue {
        .object([
            "user": user(signedIn.user), "csrf_token": .string(signedIn.session.csrfToken),
            "expires_at": time(signedIn.session.expiresAt), "memberships": .array(memberships.map(membership)),
        ])
    }

    static func time(_ milliseconds: Int64?) -> JSONValue {
        guard let milliseconds else { return .null }
        return .number(JSONNumber(Int(milliseconds)))
    }
}
