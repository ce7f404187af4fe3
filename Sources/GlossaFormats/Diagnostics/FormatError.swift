/// A failure that leaves nothing to return: the input is not the format at all (not JSON, not a
/// property list), an archive is unsafe or too large, or a file cannot be read.
///
/// Recoverable problems are ``FormatDiagnostic``s in a ``ReadResult`` instead.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problem, with its position.
    public var diagnostic: FormatDiagnostic

    /// An error from a diagnostic.
    public init(_ diagnostic: FormatDiagnostic) {
        self.diagnostic = diagnostic
    }

    /// An error of `kind` at `location`.
    public init(
        _ kind: FormatDiagnostic.Kind, _ message: String, file: String? = nil, location: SourceLocation? = nil
    ) {
        self.diagnostic = FormatDiagnostic(.error, kind, message, file: file, location: location)
    }

    /// The error's message with its file and position.
    public var description: String { diagnostic.description }

    /// The error with `file` set if it had none.
    public func inFile(_ file: String?) -> FormatError {
        FormatError(diagnostic.inFile(file))
    }
}
