/// Something a formatting transform or a selector reports beside what it answers (an option it
/// left out, an argument it could not read): the resolver reports it as a ``MessageDiagnostic``,
/// at the piece it names or, when it names none, at the part that asked.
public struct RenderProblem: Sendable {
    /// The kind of diagnostic it becomes.
    public let kind: MessageDiagnostic.Kind
    /// Why, as the diagnostic's ``MessageDiagnostic/reason``.
    public let reason: String
    /// The piece concerned (its verbatim source and where it starts) when it is not the part that
    /// asked, as a declaration the part reads.
    public let piece: (source: String, location: SourceLocation)?

    /// Creates a problem about `piece`, or about the part that asks when it is `nil`.
    public init(
        _ kind: MessageDiagnostic.Kind, _ reason: String, at piece: (source: String, location: SourceLocation)? = nil
    ) {
        self.kind = kind
        self.reason = reason
        self.piece = piece
    }

    /// The diagnostic it becomes, reported for the part whose source is `source`, at `location`.
    func diagnostic(source: String, location: SourceLocation) -> MessageDiagnostic {
        MessageDiagnostic(
            kind: kind, source: piece?.source ?? source, location: piece?.location ?? location, reason: reason)
    }
}
