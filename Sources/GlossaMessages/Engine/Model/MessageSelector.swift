/// Chooses a variant of a selection from an argument's value.
///
/// Each syntax brings its selectors (a TML language context, an ICU plural with offset, Apple's plural
/// rule with its exact zero); the resolver only asks for the keys, most preferred first, and renders
/// the first variant the message has. Adding a syntax never touches the resolver.
public protocol MessageSelector: Sendable {
    /// The variant keys that fit `value`, most preferred first (for example `=1`, `one`, `other`),
    /// or a failure explaining why nothing fits (for example "count is not a number").
    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure>
}

/// Up to three variant keys, most preferred first, without allocating (selection runs on every render).
public struct SelectionKeys: Sendable, Hashable, Sequence {
    /// The most preferred key.
    public let first: String
    /// The next, if any.
    public let second: String?
    /// The last resort, if any.
    public let third: String?

    /// Creates keys in order of preference.
    public init(_ first: String, _ second: String? = nil, _ third: String? = nil) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// Iterates the keys in order.
    public func makeIterator() -> IndexingIterator<[String]> {
        [first, second, third].compactMap { $0 }.makeIterator()
    }

    /// Whether `key` is one of the keys.
    public func contains(_ key: String) -> Bool { key == first || key == second || key == third }
}

/// Why a selector could not choose.
public struct SelectionFailure: Error, Sendable, Hashable {
    /// What went wrong, in a few words.
    public let reason: String

    /// Creates a failure.
    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Changes the display text of an argument (a language case, a number format…).
public protocol ValueTransform: Sendable {
    /// The transformed text, or `nil` when the transform does not apply (the text is kept and a
    /// diagnostic says why).
    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String?
    /// A short name for diagnostics (`case gen`).
    var name: String { get }
}
