import Foundation
import GlossaFormats

/// Unpacks a release archive into a directory.
///
/// ``GlossaArchiveExtractor`` (the default) uses GlossaFormats' readers, which refuse path traversal
/// and decompression bombs; ``ReleaseInstaller`` takes any extractor, so an app can plug in its own.
public protocol ArchiveExtracting: Sendable {
    /// Extracts every entry of `archive` (in `format`) into `directory`, which exists and is empty.
    ///
    /// - Throws: any error when the archive is corrupt, unsupported or unsafe; the installer then
    ///   discards the directory and keeps the current release.
    func extract(_ archive: URL, format: ArchiveKind, into directory: URL) throws
}
