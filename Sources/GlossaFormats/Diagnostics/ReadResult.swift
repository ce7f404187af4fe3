/// What a reader produced: the document and everything it noticed on the way.
public struct ReadResult: Sendable {
    /// The document, with every entry that could be read.
    public var document: LocalizationDocument
    /// Recovered errors, warnings and notes, in input order.
    public var diagnostics: [FormatDiagnostic]
    /// Where each entry's value starts, by key, for readers that know it (`.strings`); empty for the
    /// others. Tools use it to point at a value (`glossa lint`'s findings).
    public var valueLocations: [String: SourceLocation] = [:]

    /// Creates a result.
    public init(document: LocalizationDocument, diagnostics: [FormatDiagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error (some input was skipped).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// What a writer produced: the bytes and what the format could not represent.
public struct WriteResult: Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// What was left out or simplified, one diagnostic per entry and reason.
    public var diagnostics: [FormatDiagnostic]

    /// Creates a result.
    public init(bytes: [UInt8], diagnostics: [FormatDiagnostic] = []) {
        self.bytes = bytes
        self.diagnostics = diagnostics
    }
}
