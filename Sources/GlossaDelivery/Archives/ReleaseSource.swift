import Foundation

/// Where newer releases come from.
public protocol ReleaseSource: Sendable {
    /// The newest release the server offers.
    func latestRelease() async throws(ReleaseError) -> ReleaseManifest
    /// The archive of `release`'s bytes.
    func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data
}
