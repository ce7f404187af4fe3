import Foundation
import GlossaFormats
import GlossaJSON

/// A release server laid out like TMLKit's CDN: `<base>/version.json` answers
/// `{"version": "20160218065921"}` (optionally with `"sha256"` and `"format"`), and the archive is at
/// `<base>/<version>.tar.gz` (or `.tar`, `.zip`).
public struct HTTPReleaseSource: ReleaseSource {
    /// The base URL (`https://cdn.example.com/<application key>`).
    public let baseURL: URL
    private let transport: any HTTPTransport
    private let timeout: TimeInterval
    private let maximumArchiveBytes: Int

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - baseURL: the server's folder for the application (`version.json` and the archives).
    ///   - transport: sends the requests; a ``URLSessionTransport`` by default.
    ///   - timeout: seconds a request may wait without progress.
    ///   - maximumArchiveBytes: larger downloads are refused (64 MiB by default).
    public init(
        baseURL: URL, transport: any HTTPTransport = URLSessionTransport(), timeout: TimeInterval = 60,
        maximumArchiveBytes: Int = 64 << 20
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.maximumArchiveBytes = maximumArchiveBytes
    }

    /// Reads `<base>/version.json`.
    public func latestRelease() async throws(ReleaseError) -> ReleaseManifest {
        let body = try await get("version.json")
        let root: JSONValue
        do {
            root = try JSONParser().parse(body)
        } catch {
            throw .malformedManifest("\(error.message) at \(error.location)")
        }
        let version = root["version"]?.stringValue ?? root["version"]?.numberValue?.text
        guard let version, ReleaseVersion.isValid(version) else {
            throw .malformedManifest("\"version\" is missing or not a safe version string")
        }
        var format = ArchiveKind.tarGZip
        if let name = root["format"]?.stringValue {
            guard let known = ArchiveKind(rawValue: name) else { throw .malformedManifest("unknown format \(name)") }
            format = known
        }
        return ReleaseManifest(version: version, format: format, sha256: root["sha256"]?.stringValue)
    }

    /// Downloads `<base>/<version>.<extension>`.
    public func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data {
        let data = try await get("\(release.version).\(release.format.fileExtension)")
        guard data.count <= maximumArchiveBytes else {
            throw .extractionFailed("the archive is larger than \(maximumArchiveBytes) bytes")
        }
        return data
    }

    private func get(_ name: String) async throws(ReleaseError) -> Data {
        let request = HTTPRequest(method: .get, url: baseURL.appendingPathComponent(name), timeout: timeout)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw error == .cancelled ? .cancelled : .source(.transport(error))
        }
        guard response.statusCode == 200 else {
            let message = WireDecoding.message(from: response.body)
            throw .source(
                response.statusCode == 404
                    ? .notFound(message) : .unexpectedStatus(status: response.statusCode, message: message))
        }
        return response.body
    }
}
