import GlossaJSON
import Hummingbird

/// `POST /api/v1/sessions` (sign in), `DELETE /api/v1/sessions/current` (sign out), `GET /api/v1/me`.
///
/// Sign-in always starts a new session (a session token the client already had is ended, never
/// reused) and sets the cookie; the answer carries the CSRF token that state-changing cookie requests
/// must send in `X-CSRF-Token`.
struct SessionRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.post("sessions") { request, context in
            let body = try await APIRequestBody.read(request)
            let email = try body.string("email")
            let password = try body.string("password")
            let signedIn: SignedIn
            do {
                signedIn = try await services.accounts.signIn(email: email, password: password)
            } catch SignInError.invalidCredentials {
                _ = services.limiter.acquire(token: context.clientAddress, scope: .authenticationFailures)
                throw ProtocolError.unauthorized("Wrong e-mail address or password")
            } catch SignInError.locked(let seconds) {
                throw ProtocolError(
                    status: .tooManyRequests, message: "Too many requests, please try again later.",
                    details: "Too many failed sign-ins for this address; try again in \(seconds) s",
                    headers: [.retryAfter: String(seconds)])
            }
            if case .user(_, .session(let old))? = context.principal {
                _ = try await services.store.deleteSession(tokenHash: old.tokenHash)
            }
            let memberships = try await services.store.memberships(userID: signedIn.user.id)
            return Response.json(
                AccountJSON.signedIn(signedIn, memberships: memberships), status: .created,
                headers: [
                    .setCookie: SessionCookie.set(
                        for: signedIn, secure: SessionCookie.isSecure(request, context, services))
                ])
        }

        group.delete("sessions/current") { request, context in
            try await services.authorizer.require(context.principal, .manageOwnAccount, projectID: nil)
            guard case .user(_, .session(let session))? = context.principal else {
                throw ProtocolError.badRequest(
                    "Signing out ends a session; revoke a personal token with DELETE /api/v1/me/tokens/{id}")
            }
            _ = try await services.store.deleteSession(tokenHash: session.tokenHash)
            return Response(
                status: .noContent,
                headers: [.setCookie: SessionCookie.clear(secure: SessionCookie.isSecure(request, context, services))])
        }

        group.get("me") { _, context in
            try await services.authorizer.require(context.principal, .manageOwnAccount, projectID: nil)
            guard case .user(let user, let credential)? = context.principal else { throw ProtocolError.unauthorized() }
            let memberships = try await services.store.memberships(userID: user.id)
            var object: JSONObject = [
                "user": AccountJSON.user(user), "memberships": .array(memberships.map(AccountJSON.membership)),
            ]
            if case .session(let session) = credential {
                object.append("csrf_token", .string(session.csrfToken))
                object.append("expires_at", AccountJSON.time(session.expiresAt))
            }
            return Response.json(.object(object))
        }
    }
}
