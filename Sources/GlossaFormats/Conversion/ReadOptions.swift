/// Options for reading a file.
public struct ReadOptions: Sendable, Hashable {
    /// The locale of a single-locale file (`.strings`, `.stringsdict`, flat JSON, a per-language file).
    /// `nil` means `"und"` (undetermined) unless the format names its locale itself.
    public var locale: String?
    /// The document's source locale when the format does not say (`.strings`, flat JSON).
    public var sourceLocale: String?
    /// The table name to give entries of a single-table file (`"Localizable"`), if any.
    public var table: String?
    /// The file's name or path, used in diagnostics.
    public var fileName: String?
    /// Limits for archives and nesting.
    public var limits: ReadLimits

    /// Creates options.
    public init(
        locale: String? = nil, sourceLocale: String? = nil, table: String? = nil, fileName: String? = nil,
        limits: ReadLimits = ReadLimits()
    ) {
        self.locale = locale
        self.sourceLocale = sourceLocale
        self.table = table
        self.fileName = fileName
        self.limits = limits
    }

    /// The locale for a single-locale file.
    var effectiveLocale: String { locale ?? "und" }
}

/// Options for writing a file.
public struct WriteOptions: Sendable, Hashable {
    /// The locale to write to a single-locale file; `nil` picks the document's source locale, or its
    /// first locale.
    public var locale: String?
    /// The text encoding, for formats that allow a choice (`.strings`); `nil` keeps the encoding the
    /// document was read in (recorded as `"strings/encoding"`) or writes UTF-8.
    public var encoding: TextEncoding?
    /// The table to write from a document with several tables; `nil` writes every entry.
    public var table: String?
    /// Whether to write a folder with one file per table (String Catalogs: one `.xcstrings` per
    /// ``TableLocation``) rather than one file.
    public var filePerTable: Bool

    /// Creates options.
    public init(locale: String? = nil, encoding: TextEncoding? = nil, table: String? = nil, filePerTable: Bool = false)
    {
        self.locale = locale
        self.encoding = encoding
        self.table = table
        self.filePerTable = filePerTable
    }
}

/// Limits that keep hostile input from exhausting memory or time.
public struct ReadLimits: Sendable, Hashable {
    /// The most bytes an archive may expand to in total (default 512 MiB).
    public var maximumTotalSize: Int
    /// The most bytes one archive member may expand to (default 128 MiB).
    public var maximumFileSize: Int
    /// The most members an archive may hold (default 100,000).
    public var maximumFileCount: Int
    /// The largest ratio of expanded to compressed size allowed once output passes 1 MiB (default 1,000):
    /// DEFLATE cannot exceed about 1,032, so a larger ratio is a crafted bomb.
    public var maximumCompressionRatio: Int
    /// The deepest nesting of XML elements or JSON containers (default 256).
    public var maximumDepth: Int

    /// Creates limits.
    public init(
        maximumTotalSize: Int = 512 << 20, maximumFileSize: Int = 128 << 20, maximumFileCount: Int = 100_000,
        maximumCompressionRatio: Int = 1_000, maximumDepth: Int = 256
    ) {
        self.maximumTotalSize = maximumTotalSize
        self.maximumFileSize = maximumFileSize
        self.maximumFileCount = maximumFileCount
        self.maximumCompressionRatio = maximumCompressionRatio
        self.maximumDepth = maximumDepth
    }
}
