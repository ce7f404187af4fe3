import Foundation

/// Extracts localizable strings from many Swift files in parallel.
///
/// Files are parsed by a task group that keeps at most ``concurrency`` files in flight (reading and
/// parsing one file is the unit of work), so memory stays bounded on huge trees. Results are merged in
/// file order, so the output does not depend on scheduling.
public struct Extractor: Sendable {
    /// How many files are parsed at once; defaults to the number of active processors.
    public var concurrency: Int
    /// Functions called like `NSLocalizedString("key", tableName:, value:, comment:)` besides it: the
    /// names a project adds to Xcode's `LOCALIZED_STRING_MACRO_NAMES` (`LocalizedString`).
    public var functionNames: Set<String>

    /// Creates an extractor.
    public init(concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, functionNames: Set<String> = []) {
        self.concurrency = max(1, concurrency)
        self.functionNames = functionNames
    }

    /// Reads and extracts `files`; `progress` is called after each file, one call at a time.
    public func extract(
        files: [String], progress: @Sendable (ExtractionProgress) -> Void = { _ in }
    ) async -> ExtractionResult {
        var results = [FileExtraction?](repeating: nil, count: files.count)
        await withTaskGroup(of: (Int, FileExtraction).self) { group in
            var next = 0
            func startNext() {
                guard next < files.count else { return }
                let index = next
                next += 1
                group.addTask { [functionNames] in
                    (index, Self.extract(file: files[index], functionNames: functionNames))
                }
            }
            for _ in 0..<min(concurrency, files.count) { startNext() }
            var completed = 0
            var strings = 0
            while let (index, result) = await group.next() {
                results[index] = result
                completed += 1
                strings += result.strings.count
                progress(
                    ExtractionProgress(completed: completed, total: files.count, file: files[index], strings: strings))
                startNext()
            }
        }
        return ExtractionResult(files: results.compactMap { $0 })
    }

    /// Reads and extracts one file; a file that cannot be read is a warning, not a failure.
    static func extract(file: String, functionNames: Set<String>) -> FileExtraction {
        guard let data = FileManager.default.contents(atPath: file) else {
            let warning = ExtractionWarning(
                kind: .unreadableFile, position: SourcePosition(file: file, line: 1, column: 1),
                message: "the file cannot be read")
            return FileExtraction(strings: [], warnings: [warning], lineCount: 0)
        }
        return SourceFileExtractor.extract(file: file, bytes: [UInt8](data), functionNames: functionNames)
    }
}
