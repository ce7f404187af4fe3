/// What a batch mode does with each line: one JSON line in, one JSON line out.
protocol BatchAnswering {
    /// The answer to input line `lineNumber` (1-based), without its newline. A line that cannot be answered
    /// gets `{"line":N,"error":"…"}` and counts in ``errorCount``.
    mutating func answer(_ line: [UInt8], lineNumber: Int) -> String
    /// The number of lines answered with an error so far.
    var errorCount: Int { get }
}

/// The batch loop every `--batch` mode shares: read lines from standard input, answer each on standard
/// output in order, flush whenever input would block (so an interactive caller gets each answer at once).
enum BatchLoop {
    /// Answers every line of standard input and returns how many lines there were.
    static func run(_ batch: inout some BatchAnswering) -> Int {
        var reader = LineReader(fileDescriptor: 0)
        var output = FileDescriptorOutput(fileDescriptor: 1)
        var lineNumber = 0
        while let line = reader.nextLine(beforeBlocking: { output.flush() }) {
            lineNumber += 1
            output.write(batch.answer(line, lineNumber: lineNumber))
            output.write("\n")
        }
        output.flush()
        return lineNumber
    }

    /// The bad-input error to end a batch with when some lines were answered with errors.
    static func failure(errorCount: Int, lineCount: Int) -> InputError? {
        guard errorCount > 0 else { return nil }
        return InputError(description: "\(errorCount) of \(lineCount) lines could not be answered")
    }
}
