/// How far an extraction has come, reported after each file.
public struct ExtractionProgress: Sendable {
    /// Files finished.
    public let completed: Int
    /// Files in all.
    public let total: Int
    /// The file just finished.
    public let file: String
    /// Strings found so far (before merging repeats).
    public let strings: Int
}
