import GlossaCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a render sees besides the message: the arguments, the locale and the clock.
///
/// A context is made for a render without allocating anything of its own (the arguments' storage is
/// the only allocation, and a context reused with its arguments changed in place allocates nothing).
public struct RenderContext: Sendable {
    /// The arguments by name.
    public var arguments: MessageArguments
    /// The locale the message is rendered for.
    public var locale: LocaleIdentifier
    /// "Now", for rules that compare dates with today (injected so renders are reproducible).
    public var now: Date
    /// What the message's ``MessagePrelude`` computed for this render (set by the resolver; `nil`
    /// outside a render or when the message has no prelude).
    var locals: MessageLocals?

    /// Creates a context. Arguments in a dictionary convert with `MessageArguments(dictionary)`.
    public init(arguments: MessageArguments = [:], locale: LocaleIdentifier = .root, now: Date = Date()) {
        self.arguments = arguments
        self.locale = locale
        self.now = now
    }

    /// Calls `body` with the arguments' entries, without copying them (what a render reads).
    func withArgumentEntries<Result>(_ body: (UnsafeBufferPointer<MessageArguments.Entry>) -> Result) -> Result {
        arguments.entries.withUnsafeBufferPointer(body)
    }

    /// The positions among the entries of the arguments named `names` (`-1`: none), written to
    /// `positions`; `keys` are the names' keys, and `namesAreASCII` says whether every one of `names`
    /// is ASCII.
    @inline(__always)
    func argumentPositions(
        of slots: UnsafeBufferPointer<FirstUseNames.Slot>, namesAreASCII: Bool,
        into positions: UnsafeMutablePointer<Int>
    ) {
        arguments.positions(of: slots, namesAreASCII: namesAreASCII, into: positions)
    }
}
