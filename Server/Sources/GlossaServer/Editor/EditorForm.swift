import Hummingbird

/// A form the editor received (`application/x-www-form-urlencoded`, or `multipart/form-data` for a
/// form with a file), read up to the server's body limit, with its CSRF check.
struct EditorForm: Sendable {
    /// The form's fields by name.
    let fields: [String: String]
    /// The form's files by field name (multipart forms only).
    var files: [String: MultipartForm.File] = [:]

    /// The name of the hidden field that carries the session's CSRF token.
    static let csrfField = "csrf_token"

    /// Reads the request's form.
    static func read(_ request: Request, limit: Int) async throws -> EditorForm {
        let body = try await request.collectBody(limit: limit)
        if let boundary = try MultipartForm.boundary(contentType: request.headers[.contentType] ?? "") {
            let form = try MultipartForm(Array(body.readableBytesView), boundary: boundary)
            return EditorForm(fields: form.fields, files: form.files)
        }
        return EditorForm(fields: Request.formFields(String(buffer: body)))
    }

    /// The field `name`, nil when absent.
    subscript(_ name: String) -> String? { fields[name] }

    /// The field `name`, or a 400 saying it is missing.
    func required(_ name: String) throws -> String {
        guard let value = fields[name], !value.isEmpty else { throw EditorFormError("The form needs \(name)") }
        return value
    }

    /// Throws 403 unless the form (or, for the editor's script, the `X-CSRF-Token` header) repeats
    /// `session`'s CSRF token; compared in constant time.
    func checkCSRF(_ session: UserSession, request: Request) throws {
        let presented = fields[Self.csrfField] ?? request.headers[SessionCookie.csrfHeader] ?? ""
        guard SecretHasher.constantTimeEqual(Array(presented.utf8), Array(session.csrfToken.utf8)) else {
            throw ProtocolError.forbidden(details: "Missing or wrong CSRF token: reload the page and try again")
        }
    }
}

/// A form without a field it needs: 400.
struct EditorFormError: Error, Sendable {
    let message: String

    init(_ message: String) { self.message = message }
}
