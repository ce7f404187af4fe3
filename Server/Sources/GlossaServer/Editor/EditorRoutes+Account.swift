import Hummingbird

extension EditorRoutes {
    /// `GET|POST /sign-in`, `POST /sign-out`, `GET|POST /invite/{token}`: the same accounts, sessions
    /// and rate limits as `POST /api/v1/sessions` and the invitation API, as forms.
    func addAccountRoutes(to router: Router<DeliveryRequestContext>) {
        router.get("sign-in") { request, _ in
            signInPage(next: Self.safeNext(request.decodedQuery["next"]), email: "", error: nil)
        }
        router.post("sign-in") { request, context in
            do { return try await signIn(request, context) } catch { return errorPage(error, visitor: nil) }
        }
        router.post("sign-out") { request, context in
            do {
                guard let visitor = try await self.visitor(request) else { return Self.redirect(to: "/sign-in") }
                let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
                try form.checkCSRF(visitor.session, request: request)
                _ = try await services.store.deleteSession(tokenHash: visitor.session.tokenHash)
                return Self.redirect(
                    to: "/sign-in",
                    headers: [
                        .setCookie: SessionCookie.clear(secure: SessionCookie.isSecure(request, context, services))
                    ])
            } catch {
                return errorPage(error, visitor: nil)
            }
        }
        router.get("invite/:token") { request, context in
            let current = try? await self.visitor(request)
            do { return try await invitationPage(context, visitor: current, error: nil) } catch {
                return errorPage(error, visitor: current)
            }
        }
        router.post("invite/:token") { request, context in
            let current = try? await self.visitor(request)
            do { return try await acceptInvitation(request, context, visitor: current) } catch {
                return errorPage(error, visitor: current)
            }
        }
    }

    private func signInPage(next: String, email: String, error: String?, status: HTTPResponse.Status = .ok)
        -> Response
    {
        pages.render(
            "signIn", EditorPage(title: "Sign in", visitor: nil),
            ["next": next, "email": email, "error": EditorPages.shown(error)], status: status)
    }

    private func signIn(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        let next = Self.safeNext(form["next"])
        let email = form["email"] ?? ""
        let address = context.clientAddress
        if let retryAfter = services.limiter.exhausted(token: address, scope: .authenticationFailures) {
            return signInPage(
                next: next, email: email, error: "Too many attempts; try again in \(retryAfter) s.",
                status: .tooManyRequests)
        }
        let signedIn: SignedIn
        do {
            signedIn = try await services.accounts.signIn(email: email, password: form["password"] ?? "")
        } catch SignInError.invalidCredentials {
            _ = services.limiter.acquire(token: address, scope: .authenticationFailures)
            return signInPage(
                next: next, email: email, error: "Wrong e-mail address or password.", status: .unauthorized)
        } catch SignInError.locked(let seconds) {
            return signInPage(
                next: next, email: email,
                error: "Too many failed sign-ins for this address; try again in \(seconds) s.",
                status: .tooManyRequests)
        }
        // A new session every time: the one the browser had (if any) ends here, never reused.
        if let old = try await self.visitor(request) {
            _ = try await services.store.deleteSession(tokenHash: old.session.tokenHash)
        }
        return Self.redirect(to: next, headers: [.setCookie: sessionCookie(signedIn, request, context)])
    }

    private func invitationPage(_ context: DeliveryRequestContext, visitor: EditorVisitor?, error: String?)
        async throws -> Response
    {
        let token = try context.parameters.identifier("token")
        let invitation = try await services.accounts.pendingInvitation(token: token)
        let project = try await services.store.project(id: invitation.projectID)
        return pages.render(
            "invitation", EditorPage(title: "Invitation", visitor: visitor),
            [
                "accept": "/invite/" + Self.queryEncoded(token), "project": project?.name ?? invitation.projectID,
                "role": invitation.role.rawValue,
                "languages": invitation.languages.isEmpty ? "all" : invitation.languages.joined(separator: ", "),
                "error": EditorPages.shown(error),
            ], status: error == nil ? .ok : .unprocessableContent)
    }

    private func acceptInvitation(_ request: Request, _ context: DeliveryRequestContext, visitor: EditorVisitor?)
        async throws -> Response
    {
        let token = try context.parameters.identifier("token")
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        if let visitor {
            try form.checkCSRF(visitor.session, request: request)
            let invitation = try await services.accounts.acceptInvitation(token: token, as: visitor.user)
            return Self.redirect(to: "/#project-" + Self.queryEncoded(invitation.projectID))
        }
        let signedIn: SignedIn
        do {
            signedIn = try await services.accounts.acceptInvitation(
                token: token, name: try form.required("name"), email: try form.required("email"),
                password: form["password"] ?? "")
        } catch let error as AccountError where error.protocolError.status == .badRequest {
            return try await invitationPage(context, visitor: nil, error: error.description)
        }
        return Self.redirect(to: "/", headers: [.setCookie: sessionCookie(signedIn, request, context)])
    }

    /// The cookie of a new session.
    private func sessionCookie(_ signedIn: SignedIn, _ request: Request, _ context: DeliveryRequestContext)
        -> String
    {
        SessionCookie.set(for: signedIn, secure: SessionCookie.isSecure(request, context, services))
    }

    /// Where to go after signing in: a path on this server only (never another site, nor `//host`).
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\") else { return "/" }
        return next
    }
}
