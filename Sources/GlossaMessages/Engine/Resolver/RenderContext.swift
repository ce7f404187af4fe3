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

    /// The position of the argument named `name` among the entries; `isASCII` says whether `name`
    /// is ASCII when that was decided ahead (`nil`: not).
    @inline(__always)
    func argumentPosition(of name: String, isASCII: Bool?) -> Int? {
        arguments.position(of: name, isASCII: isASCII)
    }
}
