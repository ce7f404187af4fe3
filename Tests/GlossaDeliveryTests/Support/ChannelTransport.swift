import Foundation
import GlossaJSON

@testable import GlossaDelivery

/// An ``HTTPTransport`` playing Glossa's server for one channel: `GET /releases/channels/production`
/// answers the release the test points the channel at, in the server's JSON, and
/// `GET /releases/files/{sha256}` the archive with that hash, unless the test makes downloads fail or
/// tampers with them. Every request is recorded.
final class ChannelTransport: HTTPTransport, @unchecked Sendable {
    enum Download {
        case serve
        case fail(TransportError)
        case tamper
    }

    private let lock = NSLock()
    private var archives: [Int: Data] = [:]
    private var pointed: Int?
    private var download = Download.serve
    private var channelBody: String?
    private var received: [HTTPRequest] = []

    /// The requests received, as `path?query`.
    var targets: [String] {
        lock.withLock {
            received.map { $0.url.path + ($0.url.query.map { "?" + $0 } ?? "") }
        }
    }

    var requests: [HTTPRequest] { lock.withLock { received } }

    /// Adds release `number` whose archive is `archive`.
    func publish(_ number: Int, archive: Data) { lock.withLock { archives[number] = archive } }

    /// Points the channel at release `number` (nil: no entry, 404).
    func point(at number: Int?) { lock.withLock { pointed = number } }

    /// How archive downloads are answered from now on.
    func downloads(_ behaviour: Download) { lock.withLock { download = behaviour } }

    /// Answers the channel with this body instead (a malformed answer).
    func answerChannel(with body: String) { lock.withLock { channelBody = body } }

    /// A client of this transport with the app's token.
    func client() -> CDSClient {
        CDSClient(
            configuration: CDSConfiguration(host: URL(string: "https://glossa.example")!, token: "app-token"),
            transport: self, clock: TestClock(), logger: RecordingLogger())
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let (archives, pointed, download, channelBody) = lock.withLock {
            received.append(request)
            return (self.archives, self.pointed, self.download, self.channelBody)
        }
        let path = request.url.path
        if path == "/releases/channels/production" {
            if let channelBody { return HTTPResponse(statusCode: 200, body: Data(channelBody.utf8)) }
            guard let pointed, let archive = archives[pointed] else {
                return HTTPResponse(statusCode: 404, body: Data(#"{"message": "No channel \"production\""}"#.utf8))
            }
            return HTTPResponse(statusCode: 200, body: Data(Self.channelAnswer(pointed, archive).utf8))
        }
        if path.hasPrefix("/releases/files/") {
            let sha256 = String(path.dropFirst("/releases/files/".count))
            guard var archive = archives.values.first(where: { SHA256.hexDigest(of: $0) == sha256 }) else {
                return HTTPResponse(statusCode: 404)
            }
            switch download {
            case .serve: break
            case .fail(let error): throw error
            case .tamper: archive[archive.count / 2] ^= 0x20
            }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/gzip"], body: archive)
        }
        return HTTPResponse(statusCode: 404)
    }

    /// The server's answer for release `number`, as GlossaCDS's `ChannelRelease.json` writes it.
    static func channelAnswer(_ number: Int, _ archive: Data) -> String {
        let sha256 = SHA256.hexDigest(of: archive)
        let english = String(repeating: "e", count: 64)
        return #"""
            {"data": {"min_app_version": null, "max_app_version": null, "channel": "production", "release": {
              "number": \#(number), "created_at": 1764115200000,
              "created_by": {"id": "project-secret", "name": "Project secret"},
              "reviewed_only": false, "source_language": "en",
              "languages": {"en": {"sha256": "\#(english)", "size": 20, "url": "/releases/files/\#(english)",
                                   "strings": 2, "translated": 2}},
              "archive": {"sha256": "\#(sha256)", "size": \#(archive.count), "url": "/releases/files/\#(sha256)",
                          "file_name": "tml_\#(number).tar.gz"}}}}
            """#
    }
}
