import Foundation
import GlossaFormats

/// The default ``ArchiveExtracting``: GlossaFormats' tar, gzip and zip readers, written in Swift (no
/// zlib). They refuse path traversal, absolute paths, links and special files, and stop decompression
/// bombs by size, member count and compression ratio.
///
/// The archive kind is detected from its bytes (a release named `.tar.gz` that is really a zip is
/// still read); the limits are tighter than GlossaFormats' defaults because releases arrive over the
/// air.
public struct GlossaArchiveExtractor: ArchiveExtracting {
    /// Size, count and ratio limits for one release.
    public var limits: ReadLimits

    /// Limits for a release: 64 MiB expanded in all, 16 MiB per file, 20,000 files.
    public static let releaseLimits = ReadLimits(
        maximumTotalSize: 64 << 20, maximumFileSize: 16 << 20, maximumFileCount: 20_000)

    /// Creates an extractor.
    public init(limits: ReadLimits = GlossaArchiveExtractor.releaseLimits) {
        self.limits = limits
    }

    /// Reads the archive and writes its files under `directory`.
    ///
    /// - Throws: GlossaFormats' `FormatError` saying what was refused or where the archive is corrupt.
    public func extract(_ archive: URL, format: ArchiveKind, into directory: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: archive))
        let (files, _) = try ArchiveReader(limits: limits).read(bytes, fileName: archive.lastPathComponent)
        try ArchiveReader.write(files, toDirectory: directory)
    }
}
