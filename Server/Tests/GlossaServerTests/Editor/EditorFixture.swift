import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// An ``AccountFixture`` with Russian added to the project and strings pushed, and helpers that
/// browse the editor as a browser does: HTML accepted, the session cookie, forms posted.
struct EditorFixture {
    let accounts: AccountFixture

    static let hostile = "<img src=x onerror=alert(1)>"

    /// A Russian plural, a string with a placeholder, and one whose key, source and comment are hostile.
    static let strings = #"""
        {"data": {
          "files": {"string": "{count, plural, one {# file} other {# files}}",
                    "meta": {"developer_comment": "Files in the folder", "tags": ["main"],
                             "occurrences": ["Sources/App/Folder.swift:12"], "character_limit": 100}},
          "greet": {"string": "Hello {name}"},
          "<img src=x onerror=alert(1)>": {"string": "<img src=x onerror=alert(1)>",
                    "meta": {"developer_comment": "<img src=x onerror=alert(1)>", "tags": ["<b>x</b>"]}}
        }}
        """#

    static func make(_ kind: StoreKind = .memory) async throws -> EditorFixture {
        let accounts = try await AccountFixture.make(kind)
        try await accounts.store.addLanguages(["ru"], to: accounts.projectID)
        return EditorFixture(accounts: accounts)
    }

    var projectID: String { accounts.projectID }

    /// A user with `roles` in the project, and the cookie and CSRF token of a new session of theirs.
    func signedIn(_ name: String, administrator: Bool = false, roles: [(ProjectRole, [String])] = [])
        async throws -> Browser
    {
        let user = try await accounts.user(name, administrator: administrator, roles: roles)
        let signedIn = try await accounts.accounts.startSession(for: user)
        return Browser(cookie: "\(SessionCookie.name)=\(signedIn.token)", csrf: signedIn.session.csrfToken)
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await accounts.test { client in
            try await accounts.base.push(client, Self.strings)
            try await body(client)
        }
    }

    /// The path of the editor of `key` in `language`.
    func editor(_ key: String, _ language: String = "ru") -> String {
        "/projects/\(projectID)/\(language)/edit?key=" + EditorRoutes.queryEncoded(key)
    }
}

/// A signed-in browser: its session cookie and the CSRF token its pages carry.
struct Browser: Sendable {
    var cookie: String?
    var csrf: String

    static let signedOut = Browser(cookie: nil, csrf: "")

    var headers: HTTPFields {
        var headers: HTTPFields = [.accept: "text/html,application/xhtml+xml"]
        if let cookie { headers[.cookie] = cookie }
        return headers
    }

    /// `GET path` as this browser (asking for `language` in `Accept-Language` when given): the status,
    /// headers and HTML.
    func get(_ client: any TestClientProtocol, _ path: String, language: String? = nil) async throws -> Page {
        var headers = headers
        if let language { headers[.acceptLanguage] = language }
        return try await client.execute(uri: path, method: .get, headers: headers) { Page($0) }
    }

    /// A form posted to `path` (with the session's CSRF token unless `csrf` is false, asking for
    /// `language` in `Accept-Language` when given).
    func post(
        _ client: any TestClientProtocol, _ path: String, _ fields: [String: String], csrf: Bool = true,
        language: String? = nil
    ) async throws -> Page {
        var fields = fields
        if csrf { fields[EditorForm.csrfField] = self.csrf }
        var headers = self.headers
        headers[.contentType] = "application/x-www-form-urlencoded"
        if let language { headers[.acceptLanguage] = language }
        let body = fields.keys.sorted().map {
            "\(EditorRoutes.queryEncoded($0))=\(EditorRoutes.queryEncoded(fields[$0] ?? ""))"
        }.joined(separator: "&")
        return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body)) {
            Page($0)
        }
    }
}

extension Browser {
    /// A `multipart/form-data` form with `fields` and one file posted to `path`, as a browser sends a
    /// form with a file input (with the session's CSRF token unless `csrf` is false).
    func upload(
        _ client: any TestClientProtocol, _ path: String, _ fields: [String: String],
        file: (field: String, name: String, bytes: [UInt8]), csrf: Bool = true
    ) async throws -> Page {
        var fields = fields
        if csrf { fields[EditorForm.csrfField] = self.csrf }
        let boundary = "----GlossaTestBoundary7MA4YWxkTrZu0gW"
        var body: [UInt8] = []
        for name in fields.keys.sorted() {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8)
            body += Array((fields[name] ?? "").utf8) + Array("\r\n".utf8)
        }
        body += Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        body += file.bytes + Array("\r\n--\(boundary)--\r\n".utf8)
        var headers = self.headers
        headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
        return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(bytes: body)) {
            Page($0)
        }
    }
}

/// An answer as a browser sees it.
struct Page: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let html: String

    init(_ response: TestResponse) {
        status = response.status
        headers = response.headers
        html = String(buffer: response.body)
    }

    var location: String? { headers[.location] }
}
