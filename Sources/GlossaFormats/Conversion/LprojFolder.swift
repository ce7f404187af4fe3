/// A project's `<locale>.lproj/<Table>.strings` and `.stringsdict` files, read as one document: what
/// migrating a project to String Catalogs starts from.
///
/// Every locale folder anywhere in the tree is read (`Base.lproj` as the source locale, under the
/// locale's own folder if both exist). The `.strings` and `.stringsdict` of one table and locale are
/// merged key by key, the `.stringsdict` entry winning (as at run time, where the bundle looks in the
/// `.stringsdict` first). Entries carry their table (the file name without its extension).
enum LprojFolder {
    /// Whether `files` holds any `.strings` or `.stringsdict` inside a `.lproj` folder.
    static func contains(_ files: FileTree) -> Bool {
        files.paths.contains { LocalizedFile(path: $0) != nil }
    }

    /// Reads every localized file of `files`. `options.sourceLocale` names the development locale
    /// (default `"en"`); `options.table`, if set, reads only that table.
    static func read(files: FileTree, options: ReadOptions) throws(FormatError) -> ReadResult {
        let found = files.paths.compactMap(LocalizedFile.init(path:))
            .filter { options.table == nil || $0.table == options.table }
        guard !found.isEmpty else {
            throw FormatError(
                .invalidValue, "no <locale>.lproj/<table>.strings or .stringsdict files in this folder",
                file: options.fileName)
        }
        let source = options.sourceLocale ?? "en"
        var diagnostics: [FormatDiagnostic] = []
        if options.sourceLocale == nil, !found.contains(where: { $0.folderLocale == "en" }) {
            diagnostics.append(
                FormatDiagnostic(
                    .note, .invalidValue, "read with source locale \"en\" (set the source locale option)"))
        }
        // Per table: Base, then the source locale's own folder (so keys keep the source file's order,
        // and its values win over Base's), then the other locales; a file that gives way
        // (TableLocation.givesWay: the `.strings`) before the other, so the later `.stringsdict` wins.
        func rank(_ file: LocalizedFile) -> Int { file.folderLocale == nil ? 0 : file.folderLocale == source ? 1 : 2 }
        func precedence(_ file: LocalizedFile) -> Int { TableLocation.givesWay(file: file.path) ? 0 : 1 }
        let ordered = found.sorted { lhs, rhs in
            (lhs.table, rank(lhs), lhs.folderLocale ?? "", precedence(lhs), lhs.path)
                < (rhs.table, rank(rhs), rhs.folderLocale ?? "", precedence(rhs), rhs.path)
        }
        var document = LocalizationDocument(sourceLocale: source)
        var seen: [String: String] = [:]
        for file in ordered {
            let locale = file.folderLocale ?? source
            let kind = file.isStringsDict ? "stringsdict" : "strings"
            let identity = "\(file.folderLocale ?? "Base")/\(file.table).\(kind)"
            if let first = seen[identity] {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .duplicateKey,
                        "the same table and locale as \(first); its values replace those of the first",
                        file: file.path))
            } else {
                seen[identity] = file.path
            }
            guard let bytes = files[file.path] else { continue }
            var fileOptions = options
            fileOptions.locale = locale
            fileOptions.sourceLocale = source
            fileOptions.table = file.table
            fileOptions.fileName = file.path
            let result: ReadResult
            if file.isStringsDict {
                result = try StringsDictFormat().read(bytes, options: fileOptions)
            } else {
                result = StringsFormat().read(bytes, options: fileOptions)
            }
            diagnostics += result.diagnostics.map { $0.inFile($0.file ?? file.path) }
            document.merge(result.document)
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    /// A path such as `de.lproj/Localizable.strings`.
    private struct LocalizedFile {
        let path: String
        /// The folder's locale, `nil` for `Base.lproj`.
        let folderLocale: String?
        let table: String
        let isStringsDict: Bool

        init?(path: String) {
            let parts = path.split(separator: "/")
            guard parts.count >= 2 else { return nil }
            let folder = parts[parts.count - 2]
            let name = parts[parts.count - 1]
            guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
            if name.hasSuffix(".stringsdict") {
                isStringsDict = true
                table = String(name.dropLast(".stringsdict".count))
            } else if name.hasSuffix(".strings") {
                isStringsDict = false
                table = String(name.dropLast(".strings".count))
            } else {
                return nil
            }
            guard !table.isEmpty else { return nil }
            let locale = String(folder.dropLast(".lproj".count))
            folderLocale = locale == "Base" ? nil : locale
            self.path = path
        }
    }
}
