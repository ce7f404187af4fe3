import GlossaJSON

/// Every file format Glossa reads and writes, with detection from a file name and contents, and one
/// read and write entry point for all of them (what `glossa convert` uses).
public enum LocalizationFormat: String, Sendable, Hashable, CaseIterable {
    /// `.strings` (``StringsFormat``).
    case strings
    /// `.stringsdict` (``StringsDictFormat``).
    case stringsDict = "stringsdict"
    /// String Catalogs `.xcstrings` (``StringCatalogFormat``).
    case stringCatalog = "xcstrings"
    /// XLIFF 1.2 `.xliff`/`.xlf` (``XLIFFFormat``).
    case xliff
    /// Flat key–value JSON, also MCLocalization's per-language file (``FlatJSONFormat``).
    case flatJSON = "json"
    /// MCLocalization's single JSON file with every language (``MCLocalizationFormat``).
    case mcLocalization = "mclocalization"
    /// Swifternalization's folder of `base.json`, `<lang>.json` and `expressions.json`, or one such file
    /// (``SwifternalizationFormat``).
    case swifternalization
    /// Transifex Native's `txstrings.json` (``TransifexCacheFormat``).
    case transifexCache = "txstrings"
    /// A TML release: a folder, `.tar`, `.tar.gz`/`.tgz` or `.zip` (``TMLReleaseFormat``).
    case tmlRelease = "tml"

    /// What a command line may call the format (`--from strings`), including short aliases.
    public init?(name: String) {
        switch name.lowercased() {
        case "strings": self = .strings
        case "stringsdict": self = .stringsDict
        case "xcstrings", "catalog", "string-catalog": self = .stringCatalog
        case "xliff", "xlf": self = .xliff
        case "json", "flat-json", "mclocalization-language": self = .flatJSON
        case "mclocalization", "mcl": self = .mcLocalization
        case "swifternalization", "objcnalization": self = .swifternalization
        case "txstrings", "transifex": self = .transifexCache
        case "tml", "tml-release": self = .tmlRelease
        default: return nil
        }
    }

    /// Whether one file holds one locale only (so reading needs to be told which, and writing picks one).
    public var isSingleLocale: Bool {
        switch self {
        case .strings, .stringsDict, .flatJSON: true
        default: false
        }
    }

    /// The format a path's extension names, looking at the contents for `.json` and folders.
    ///
    /// `contents` is the file's bytes, or `nil` for a folder, whose `files` are then looked at.
    public static func detect(path: String, contents: [UInt8]?, files: FileTree? = nil) -> LocalizationFormat? {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? path.lowercased()
        if contents == nil {
            guard let files else { return nil }
            if files["translation_keys.json"] != nil
                || files.commonRootDirectory.map({ files["\($0)/translation_keys.json"] != nil }) == true
            {
                return .tmlRelease
            }
            if files["base.json"] != nil || files["expressions.json"] != nil { return .swifternalization }
            if LprojFolder.contains(files) { return .strings }
            return nil
        }
        if ArchiveKind(fileName: name) != nil { return .tmlRelease }
        if name.hasSuffix(".strings") { return .strings }
        if name.hasSuffix(".stringsdict") { return .stringsDict }
        if name.hasSuffix(".xcstrings") { return .stringCatalog }
        if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") { return .xliff }
        if name == "txstrings.json" { return .transifexCache }
        if name == "base.json" || name == "expressions.json" { return .swifternalization }
        if name.hasSuffix(".json") {
            guard let contents, let value = try? JSONParser().parse(contents) else { return .flatJSON }
            return detectJSON(value)
        }
        if let contents, let kind = ArchiveKind(detecting: contents), kind != .tar || name.hasSuffix(".tar") {
            return .tmlRelease
        }
        return nil
    }

    /// The JSON format a document's shape shows.
    static func detectJSON(_ value: JSONValue) -> LocalizationFormat {
        guard let object = value.objectValue, !object.isEmpty else { return .flatJSON }
        let values = object.members.map(\.value)
        if values.allSatisfy({ $0.stringValue != nil }) { return .flatJSON }
        let objects = values.compactMap(\.objectValue)
        if objects.count == values.count {
            let inner = objects.flatMap { $0.members.map(\.value) }
            if !inner.isEmpty, inner.allSatisfy({ $0.objectValue?["string"]?.stringValue != nil }) {
                return .transifexCache
            }
            if inner.allSatisfy({ $0.stringValue != nil }),
                object.members.allSatisfy({ LocaleShape.looksLikeLocale($0.key) })
            {
                return .mcLocalization
            }
        }
        return .swifternalization
    }

    /// Reads a single file in this format.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        switch self {
        case .strings: return StringsFormat().read(bytes, options: options)
        case .stringsDict: return try StringsDictFormat().read(bytes, options: options)
        case .stringCatalog: return try StringCatalogFormat().read(bytes, options: options)
        case .xliff: return try XLIFFFormat().read(bytes, options: options)
        case .flatJSON: return try FlatJSONFormat().read(bytes, options: options)
        case .mcLocalization: return try MCLocalizationFormat().read(bytes, options: options)
        case .swifternalization: return try SwifternalizationFormat().read(bytes, options: options)
        case .transifexCache: return try TransifexCacheFormat().read(bytes, options: options)
        case .tmlRelease: return try TMLReleaseFormat().read(archive: bytes, options: options)
        }
    }

    /// Reads a folder in this format (Swifternalization, a TML release, or, for `.strings` and
    /// `.stringsdict`, a project's `<locale>.lproj` folders: every locale and table, each table's
    /// `.strings` and `.stringsdict` merged, the `.stringsdict` entry winning).
    public func read(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        switch self {
        case .swifternalization: return try SwifternalizationFormat().read(files: files, options: options)
        case .tmlRelease: return try TMLReleaseFormat().read(files: files, options: options)
        case .strings, .stringsDict: return try LprojFolder.read(files: files, options: options)
        default:
            throw FormatError(
                .invalidValue, "\(rawValue) is a single-file format, not a folder", file: options.fileName)
        }
    }

    /// What a writer produced: one file's bytes or a folder's files.
    public enum Output: Sendable {
        /// One file.
        case file([UInt8])
        /// A folder of files.
        case files(FileTree)
    }

    /// Writes `document` in this format. A TML release is written as the archive `archive` names, or as
    /// a folder when it is `nil`; Swifternalization as a folder unless `options.locale` picks one
    /// language file; String Catalogs as a folder of one catalog per table when `options.filePerTable`.
    public func write(
        _ document: LocalizationDocument, options: WriteOptions = WriteOptions(), archive: ArchiveKind? = nil
    )
        -> (output: Output, diagnostics: [FormatDiagnostic])
    {
        func file(_ result: WriteResult) -> (Output, [FormatDiagnostic]) { (.file(result.bytes), result.diagnostics) }
        switch self {
        case .strings: return file(StringsFormat().write(document, options: options))
        case .stringsDict: return file(StringsDictFormat().write(document, options: options))
        case .stringCatalog:
            if options.filePerTable {
                let (files, diagnostics) = StringCatalogFormat().writeFiles(document, options: options)
                return (.files(files), diagnostics)
            }
            return file(StringCatalogFormat().write(document, options: options))
        case .xliff: return file(XLIFFFormat().write(document, options: options))
        case .flatJSON: return file(FlatJSONFormat().write(document, options: options))
        case .mcLocalization: return file(MCLocalizationFormat().write(document, options: options))
        case .transifexCache: return file(TransifexCacheFormat().write(document, options: options))
        case .swifternalization:
            if options.locale != nil { return file(SwifternalizationFormat().write(document, options: options)) }
            let (files, diagnostics) = SwifternalizationFormat().writeFiles(document, options: options)
            return (.files(files), diagnostics)
        case .tmlRelease:
            if let archive { return file(TMLReleaseFormat().writeArchive(document, kind: archive)) }
            let (files, diagnostics) = TMLReleaseFormat().writeFiles(document)
            return (.files(files), diagnostics)
        }
    }
}

/// A cheap check that a JSON key names a locale (`en`, `pt-BR`, `zh_Hant`, `base`).
enum LocaleShape {
    static func looksLikeLocale(_ key: String) -> Bool {
        let parts = key.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count) || key == "base",
            first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
