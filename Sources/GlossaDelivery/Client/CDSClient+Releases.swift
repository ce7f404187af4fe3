import Foundation
import GlossaJSON

/// Releases and channels of Glossa's server (its `/api/v1/projects/{project}/releases` and `…/channels`
/// routes, and the `/releases/…` routes apps read).
///
/// The management calls (create, list, read, diff, promote, roll back, show a channel) need the
/// project's token with its secret, or a personal access token (`glp_…`) as ``CDSConfiguration/token``
/// of a user with the role (managers create and promote; developers read). They answer the server's
/// JSON, the `data` member of its answer (see the server's OpenAPI document).
extension CDSClient {
    /// Creates a release of `project` (every target language when `languages` is nil); with
    /// `reviewedOnly`, translations not reviewed are left out as untranslated ones are. Answers its manifest.
    public func createRelease(project: String, languages: [String]? = nil, reviewedOnly: Bool = false)
        async throws(CDSError) -> JSONValue
    {
        var body = JSONObject()
        if let languages { body.append("languages", .array(languages.map { .string($0) })) }
        body.append("reviewed_only", .bool(reviewedOnly))
        return try await management(.post, project, "releases", body: .object(body))
    }

    /// The manifests of `project`'s releases, newest first.
    public func releases(project: String) async throws(CDSError) -> JSONValue {
        try await management(.get, project, "releases")
    }

    /// The manifest of release `number`.
    public func release(project: String, number: Int) async throws(CDSError) -> JSONValue {
        try await management(.get, project, "releases/\(number)")
    }

    /// What changed from release `from` to release `to`: keys added, removed and changed, per language.
    public func releaseDiff(project: String, from: Int, to: Int) async throws(CDSError) -> JSONValue {
        try await management(.get, project, "releases/\(from)/diff/\(to)")
    }

    /// Points `channel`'s entry for the app versions `minimumAppVersion`…`maximumAppVersion` (open when
    /// nil) at release `number`. Answers the entry.
    public func promote(
        project: String, channel: String, release number: Int, minimumAppVersion: String? = nil,
        maximumAppVersion: String? = nil
    ) async throws(CDSError) -> JSONValue {
        var body: JSONObject = ["release": .number(JSONNumber(number))]
        if let minimumAppVersion { body.append("min_app_version", .string(minimumAppVersion)) }
        if let maximumAppVersion { body.append("max_app_version", .string(maximumAppVersion)) }
        return try await management(
            .put, project, "channels/\(PathEncoding.encodeSegment(channel))", body: .object(body))
    }

    /// Points `channel`'s entry for the app-version range back at the release it served before. Answers the entry.
    public func rollBack(
        project: String, channel: String, minimumAppVersion: String? = nil, maximumAppVersion: String? = nil
    ) async throws(CDSError) -> JSONValue {
        var body = JSONObject()
        if let minimumAppVersion { body.append("min_app_version", .string(minimumAppVersion)) }
        if let maximumAppVersion { body.append("max_app_version", .string(maximumAppVersion)) }
        return try await management(
            .post, project, "channels/\(PathEncoding.encodeSegment(channel))/rollback", body: .object(body))
    }

    /// `channel`'s entries and history.
    public func channel(project: String, name channel: String) async throws(CDSError) -> JSONValue {
        try await management(.get, project, "channels/\(PathEncoding.encodeSegment(channel))")
    }

    /// The release `channel` serves to an app of `appVersion` (`GET /releases/channels/{channel}`, with
    /// the app's token): the channel's entry whose app-version range holds `appVersion` (the newest
    /// release among them), with the release's manifest.
    ///
    /// - Throws: ``CDSError/notFound(_:)`` for an unknown channel or one without an entry for the app
    ///   version; ``CDSError/malformedResponse(_:)`` naming the member of the answer that is wrong.
    public func channelRelease(_ channel: String, appVersion: String? = nil) async throws(CDSError) -> ChannelRelease {
        let path = "/releases/channels/\(PathEncoding.encodeSegment(channel))"
        let query = appVersion.map { "app_version=\(QueryEncoding.encode($0))" } ?? ""
        let response = try await exchange(.get, path: path, query: query, scope: .read)
        try check(response, for: path)
        guard let data = try WireDecoding.document(response.body, what: "channel")["data"] else {
            throw .malformedResponse("channel: no \"data\"")
        }
        do {
            return try ChannelRelease(json: data)
        } catch {
            throw .malformedResponse(error.message)
        }
    }

    /// The release file whose SHA-256 is `sha256` (`GET /releases/files/{sha256}`, with the app's
    /// token, or a personal access token and the `project` it reads), verified: bytes that do not hash
    /// to the address are refused with ``CDSError/malformedResponse(_:)``.
    public func releaseFile(sha256: String, project: String? = nil) async throws(CDSError) -> Data {
        let body = try await downloadReleaseFile(sha256: sha256, project: project)
        let actual = SHA256.hexDigest(of: body)
        guard actual == sha256.lowercased() else {
            throw .malformedResponse("release file \(sha256): the bytes hash to \(actual)")
        }
        return body
    }

    /// The bytes served at `/releases/files/{sha256}`, not yet checked against their address (the
    /// release installer checks an archive's, and reports a mismatch as such).
    func downloadReleaseFile(sha256: String, project: String? = nil) async throws(CDSError) -> Data {
        let path = "/releases/files/\(PathEncoding.encodeSegment(sha256))"
        let response = try await exchange(
            .get, path: path, scope: .read, headers: project.map { ["X-Glossa-Project": $0] } ?? [:])
        try check(response, for: path)
        return response.body
    }

    /// The strings of a release's content file (``releaseFile(sha256:project:)``, verified), as
    /// ``fetchContent(locale:filter:etag:)`` reads `GET /content/{lang}`: untranslated keys are `""`.
    public func releaseContent(sha256: String, project: String? = nil) async throws(CDSError) -> ContentResponse {
        let (table, skipped) = try WireDecoding.content(from: try await releaseFile(sha256: sha256, project: project))
        return .content(table, etag: "\"\(sha256)\"", skipped: skipped)
    }

    /// Sends a request to the project's release API and answers the `data` of its JSON.
    private func management(
        _ method: HTTPMethod, _ project: String, _ path: String, body: JSONValue? = nil
    ) async throws(CDSError) -> JSONValue {
        let full = "/api/v1/projects/\(PathEncoding.encodeSegment(project))/\(path)"
        // A personal access token is sent alone; project credentials need the secret.
        let scope: CredentialScope = configuration.token.hasPrefix("glp_") ? .read : .write
        let response = try await exchange(
            method, path: full, scope: scope, body: body.map { Data(JSONWriter().bytes(from: $0)) },
            retryWarmUp: false)
        try check(response, for: full)
        guard let data = try WireDecoding.document(response.body, what: path)["data"] else {
            throw .malformedResponse("\(path): no \"data\"")
        }
        return data
    }
}
