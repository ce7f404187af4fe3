import GlossaCDS
import GlossaJSON

/// Analytics as transifex-delivery serves them, from Glossa's server.
extension CDSClient {
    /// A project's content fetches for each UTC day of `since` through `until` (`YYYY-MM-DD`), by
    /// language and by client SDK:
    /// `{"data":[{"date","languages","sdks","fetches"}…],"meta":{"since","until","total":{…}}}`.
    ///
    /// Without `project`, `GET /analytics`, transifex-delivery's route, for the token's project (with its
    /// secret). With `project`, `GET /api/v1/projects/{project}/analytics`, which a personal access token
    /// (`glp_…` as ``CDSConfiguration/token``, sent alone) of a manager or administrator may read.
    ///
    /// - Throws: ``CDSError/unexpectedStatus(status:message:)`` with the server's message for dates or a
    ///   range it refuses (400); ``CDSError/forbidden(_:)`` for credentials it refuses;
    ///   ``CDSError/malformedResponse(_:)`` if the answer is not JSON.
    public func analytics(since: String, until: String, project: String? = nil) async throws(CDSError) -> JSONValue {
        let path = project.map { "/api/v1/projects/\(PathEncoding.encodeSegment($0))/analytics" } ?? "/analytics"
        let query = [("filter[since]", since), ("filter[until]", until)].map {
            "\(QueryEncoding.encode($0.0))=\(QueryEncoding.encode($0.1))"
        }.joined(separator: "&")
        // A personal access token is sent alone; project credentials need the secret.
        let scope: CredentialScope = configuration.token.hasPrefix("glp_") ? .read : .write
        let response = try await exchange(.get, path: path, query: query, scope: scope, retryWarmUp: false)
        try check(response, for: path)
        return try WireDecoding.document(response.body, what: "analytics")
    }
}
