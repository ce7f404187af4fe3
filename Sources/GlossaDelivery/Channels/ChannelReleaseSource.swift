import Foundation
import GlossaFormats

/// The release a channel of Glossa's server (such as `production`) serves to this app: a
/// ``ReleaseSource`` for ``ReleaseInstaller`` and ``ReleaseCatalogSource``.
///
/// ```swift
/// let client = CDSClient(configuration: CDSConfiguration(host: serverURL, token: token))
/// let channel = ChannelReleaseSource(client: client, channel: "production", appVersion: "2.1.0")
/// let outcome = await installer.updateIfAvailable(from: channel)
/// ```
///
/// ``latestRelease()`` asks `GET /releases/channels/{channel}?app_version=…` with the app's token; the
/// manifest's version is the release's number and its checksum the archive's SHA-256.
/// ``downloadArchive(_:)`` fetches the archive by that hash from `GET /releases/files/{sha256}`, and
/// the installer refuses bytes that do not hash to it (``ReleaseError/checksumMismatch(expected:actual:)``).
///
/// The channel is the truth (``updateRule`` is ``ReleaseUpdateRule/followSource``): when a manager
/// rolls the channel back to an older release, the installer installs that older release too, keeping
/// the one it replaces until the app confirms the new one.
public struct ChannelReleaseSource: ReleaseSource {
    /// The client of the server, with the app's token.
    public let client: CDSClient
    /// The channel's name (`production`, `staging`).
    public let channel: String
    /// The app's version, sent as `app_version` (semver, such as `2.1.0`): the channel serves the
    /// release of the entry whose range holds it. Without one, only the entry for every version matches.
    public let appVersion: String?
    /// Larger archives are refused before they are downloaded when the manifest gives their size, and
    /// after otherwise.
    public let maximumArchiveBytes: Int

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - client: a client of Glossa's server with the app's token (its transport, clock and logger
    ///     are used).
    ///   - channel: the channel to follow.
    ///   - appVersion: the app's version in semver form (its `CFBundleShortVersionString`, such as
    ///     `2.1` or `2.1.3`; the server answers `400` to anything else).
    ///   - maximumArchiveBytes: the largest archive accepted (64 MiB by default).
    public init(client: CDSClient, channel: String, appVersion: String? = nil, maximumArchiveBytes: Int = 64 << 20) {
        self.client = client
        self.channel = channel
        self.appVersion = appVersion
        self.maximumArchiveBytes = maximumArchiveBytes
    }

    /// ``ReleaseUpdateRule/followSource``: the channel's release is installed even when it is older.
    public var updateRule: ReleaseUpdateRule { .followSource }

    /// The channel's release for ``appVersion``, with its archive's SHA-256.
    ///
    /// - Throws: ``ReleaseError/source(_:)`` with the client's error (offline, `404` for an unknown
    ///   channel or no entry for the app version, a malformed answer); ``ReleaseError/cancelled``.
    public func latestRelease() async throws(ReleaseError) -> ReleaseManifest {
        let answer: ChannelRelease
        do {
            answer = try await client.channelRelease(channel, appVersion: appVersion)
        } catch {
            throw error == .cancelled ? .cancelled : .source(error)
        }
        let archive = answer.release.archive
        guard archive.size <= maximumArchiveBytes else {
            throw .extractionFailed(
                "release \(answer.release.number)'s archive has \(archive.size) bytes, more than \(maximumArchiveBytes)"
            )
        }
        return ReleaseManifest(version: answer.release.version, format: .tarGZip, sha256: archive.sha256)
    }

    /// The archive's bytes, fetched by their SHA-256; the installer then checks they hash to it.
    ///
    /// - Throws: ``ReleaseError/malformedManifest(_:)`` for a manifest without a checksum (the file's
    ///   address); ``ReleaseError/source(_:)`` when the download fails; ``ReleaseError/cancelled``.
    public func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data {
        guard let sha256 = release.sha256 else {
            throw .malformedManifest("release \(release.version) has no SHA-256, which is its file's address")
        }
        let data: Data
        do {
            data = try await client.downloadReleaseFile(sha256: sha256)
        } catch {
            throw error == .cancelled ? .cancelled : .source(error)
        }
        guard data.count <= maximumArchiveBytes else {
            throw .extractionFailed("the archive is larger than \(maximumArchiveBytes) bytes")
        }
        return data
    }
}
