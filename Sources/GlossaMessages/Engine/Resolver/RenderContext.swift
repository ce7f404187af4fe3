import GlossaCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a render sees besides the message: the arguments, the locale and the clock.
public struct RenderContext: Sendable {
    /// The arguments by name.
    public var arguments: [String: MessageValue]
    /// The locale the message is rendered for.
    public var locale: LocaleIdentifier
    /// "Now", for rules that compare dates with today (injected so renders are reproducible).
    public var now: Date

    /// Creates a context.
    public init(arguments: [String: MessageValue] = [:], locale: LocaleIdentifier = .root, now: Date = Date()) {
        self.arguments = arguments
        self.locale = locale
        self.now = now
    }
}
