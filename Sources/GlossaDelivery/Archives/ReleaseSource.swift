import Foundation

/// Where newer releases come from.
public protocol ReleaseSource: Sendable {
    /// Which of the source's releases ``ReleaseInstaller/updateIfAvailable(from:)`` installs:
    /// ``ReleaseUpdateRule/newerOnly`` unless the source says otherwise.
    var updateRule: ReleaseUpdateRule { get }
    /// The release the server offers now (its newest, for a CDN; the one it points the app at, for a
    /// channel).
    func latestRelease() async throws(ReleaseError) -> ReleaseManifest
    /// The archive of `release`'s bytes.
    func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data
}

extension ReleaseSource {
    /// A source publishes forward only: ``ReleaseUpdateRule/newerOnly``.
    public var updateRule: ReleaseUpdateRule { .newerOnly }
}
