import GlossaFormats

/// The archive formats TML releases come in: GlossaFormats' `ArchiveKind`, the one archive-kind
/// enum (its `.tarGZip` was `.tarGzip` here).
@available(*, deprecated, renamed: "ArchiveKind")
public typealias ArchiveFormat = ArchiveKind
