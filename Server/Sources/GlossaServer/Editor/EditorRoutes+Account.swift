import Foundation
import Hummingbird

extension EditorRoutes {
    /// `GET|POST /sign-in`, `POST /sign-out`, `GET|POST /invite/{token}`: the same accounts, sessions
    /// and rate limits as `POST /api/v1/sessions` and the invitation API, as forms.
    func addAccountRoutes(to router: Router<DeliveryRequestContext>) {
        router.get("sign-in") { request, _ in
            signInPage(next: Self.safeNext(request.decodedQuery["next"]), email: "", error: nil, text(for: request))
        }
        router.post("sign-in") { request, context in
            do { return try await signIn(request, context) } catch {
                return errorPage(error, visitor: nil, request: request, logger: context.logger)
            }
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
                return errorPage(error, visitor: nil, request: request, logger: context.logger)
            }
        }
        router.post("preferences/language") { request, context in
            try await page(request, context) { try await setInterfaceLanguage(request, $0) }
        }
        router.get("invite/:token") { request, context in
            let current = try? await self.visitor(request)
            do { return try await invitationPage(context, visitor: current, error: nil, text(for: request)) } catch {
                return errorPage(error, visitor: current, request: request, logger: context.logger)
            }
        }
        router.post("invite/:token") { request, context in
            let current = try? await self.visitor(request)
            do { return try await acceptInvitation(request, context, visitor: current) } catch {
                return errorPage(error, visitor: current, request: request, logger: context.logger)
            }
        }
    }

    private func signInPage(
        next: String, email: String, error: String?, _ text: EditorText, status: HTTPResponse.Status = .ok
    ) -> Response {
        pages.render(
            "signIn", EditorPage(title: text("signIn.title"), visitor: nil, text: text),
            ["next": next, "email": email, "error": EditorPages.shown(error)], status: status)
    }

    private func signIn(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        let next = Self.safeNext(form["next"])
        let email = form["email"] ?? ""
        let address = context.clientAddress
        let text = text(for: request)
        if let retryAfter = services.limiter.exhausted(token: address, scope: .authenticationFailures) {
            return signInPage(
                next: next, email: email, error: text("signIn.tooManyAttempts", ["seconds": retryAfter]), text,
                status: .tooManyRequests)
        }
        let signedIn: SignedIn
        do {
            signedIn = try await services.accounts.signIn(email: email, password: form["password"] ?? "")
        } catch SignInError.invalidCredentials {
            _ = services.limiter.acquire(token: address, scope: .authenticationFailures)
            return signInPage(
                next: next, email: email, error: text("signIn.wrongCredentials"), text, status: .unauthorized)
        } catch SignInError.locked(let seconds) {
            return signInPage(
                next: next, email: email,
                error: text("signIn.locked", ["seconds": seconds]), text, status: .tooManyRequests)
        }
        // A new session every time: the one the browser had (if any) ends here, never reused.
        if let old = try await self.visitor(request) {
            _ = try await services.store.deleteSession(tokenHash: old.session.tokenHash)
        }
        return Self.redirect(to: next, headers: [.setCookie: sessionCookie(signedIn, request, context)])
    }

    private func invitationPage(
        _ context: DeliveryRequestContext, visitor: EditorVisitor?, error: String?, _ requested: EditorText
    ) async throws -> Response {
        let text = visitor?.text ?? requested
        let token = try context.parameters.identifier("token")
        let invitation = try await services.accounts.pendingInvitation(token: token)
        let project = try await services.store.project(id: invitation.projectID)
        return pages.render(
            "invitation", EditorPage(title: text("invitation.pageTitle"), visitor: visitor, text: text),
            [
                "accept": "/invite/" + Self.queryEncoded(token),
                "heading": text("invitation.title", ["project": project?.name ?? invitation.projectID]),
                "invitedAs": text(
                    "invitation.invitedAs",
                    ["role": text.role(invitation.role), "languages": text.languages(invitation.languages)]),
                "joinAs": text("invitation.joinAs", ["name": visitor?.user.name ?? ""]),
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
            return try await invitationPage(context, visitor: nil, error: error.description, text(for: request))
        }
        return Self.redirect(to: "/", headers: [.setCookie: sessionCookie(signedIn, request, context)])
    }

    /// `POST /preferences/language`: the signed-in user's interface language (`language`, one of the
    /// editor's, or empty to follow the browser), then back to the page the form was on.
    private func setInterfaceLanguage(_ request: Request, _ visitor: EditorVisitor) async throws -> Response {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let code = form["language"] ?? ""
        guard code.isEmpty || pages.localization.text(code: code) != nil else {
            throw EditorFormError(
                "The interface language must be one of \(pages.localization.codes.joined(separator: ", ")), "
                    + "or empty to follow the browser, not \"\(code.prefix(40))\"")
        }
        var user = visitor.user
        user.interfaceLanguage = code.isEmpty ? nil : code
        guard try await services.store.updateUser(user) else { throw AccountError.unknownUser }
        let back = request.headers[.referer].flatMap { URL(string: $0) }.map { url in
            url.query.map { url.path + "?" + $0 } ?? url.path
        }
        return Self.redirect(to: Self.safeNext(form["next"] ?? back))
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
