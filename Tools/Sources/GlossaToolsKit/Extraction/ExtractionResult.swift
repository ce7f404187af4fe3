/// Everything `glossa extract` found in a set of files, with repeats merged.
public struct ExtractionResult: Sendable {
    /// The strings, sorted by table, key and context, each with all its occurrences.
    public var strings: [ExtractedString]
    /// The warnings, sorted by position.
    public var warnings: [ExtractionWarning]
    /// The number of files read.
    public var fileCount: Int
    /// The number of lines read.
    public var lineCount: Int

    /// Merges the per-file results (in file order) into one result. An interpolation whose type its
    /// own file does not state gets the type the other files declare for its name; a literal assigned to
    /// a name its file does not declare is a string when the other files declare the name localizable.
    public init(files: [FileExtraction]) {
        let needsTypes = files.contains {
            $0.strings.contains { $0.pending != nil } || $0.candidates.contains { $0.string.pending != nil }
                || !$0.assigned.isEmpty
        }
        let tree = needsTypes ? TreeTypes(files.map(\.types)) : TreeTypes([])
        var byIdentity: [ExtractedString.Identity: ExtractedString] = [:]
        var warnings: [ExtractionWarning] = []
        var lineCount = 0
        let parameters = Set(files.flatMap(\.parameters))
        for file in files {
            lineCount += file.lineCount
            warnings.append(contentsOf: file.warnings)
            let passed = file.candidates.filter { parameters.contains($0.parameter) }.map(\.string)
            let assigned = file.assigned.compactMap { assignment -> ExtractedString? in
                guard let type = tree.type(of: assignment.name), CallRules.literalTypes.contains(type) else {
                    return nil
                }
                var string = assignment.string
                string.apis = [type == "LocalizedStringKey" ? .localizedStringKey : .localizedStringResource]
                return string
            }
            for unresolved in file.strings + passed + assigned {
                let string = unresolved.resolved(in: tree)
                byIdentity[string.identity, default: string.emptied].absorb(string)
            }
        }
        strings = byIdentity.values.sorted { $0.identity < $1.identity }
        for index in strings.indices { strings[index].occurrences.sort() }
        self.warnings = warnings.sorted()
        fileCount = files.count
        self.lineCount = lineCount
    }

    /// The tables the strings belong to, sorted (`Localizable` for the default).
    public var tableNames: [String] { Set(strings.map(\.tableName)).sorted() }
}

extension ExtractedString {
    /// The same string with nothing merged in yet.
    fileprivate var emptied: ExtractedString {
        ExtractedString(key: key, context: context, table: table, syntax: syntax, apis: [], occurrences: [])
    }
}
