import GlossaCLDR
import GlossaMessages

/// A message that rendered with problems: pieces that stayed verbatim (a missing argument, a value
/// no variant matches, a syntax error in the translation).
public struct RenderFailure: Sendable {
    /// The key looked up.
    public let key: String
    /// The locale of the message that was rendered.
    public let locale: LocaleIdentifier
    /// The message as written in its catalog.
    public let message: String
    /// What it rendered to, with the unresolved pieces as written.
    public let rendered: String
    /// Where and why.
    public let diagnostics: [MessageDiagnostic]

    /// Creates a failure description.
    public init(
        key: String, locale: LocaleIdentifier, message: String, rendered: String, diagnostics: [MessageDiagnostic]
    ) {
        self.key = key
        self.locale = locale
        self.message = message
        self.rendered = rendered
        self.diagnostics = diagnostics
    }
}

/// What to show instead of a message that rendered with problems.
public enum ErrorResolution: Sendable, Hashable {
    /// The rendered text, unresolved pieces as written (the default).
    case rendered
    /// The source language's message, rendered (Transifex Python's `SourceStringErrorPolicy`).
    case sourceString
    /// The message as written in the catalog, unrendered (Transifex Swift's
    /// `TXRenderedSourceErrorPolicy`).
    case rawMessage
    /// This text.
    case text(String)
}

/// Decides what to show when a message renders with problems (Transifex's `TXErrorPolicy`). Rendering
/// never fails in Glossa, so the policy chooses between the rendered text and alternatives.
public protocol ErrorPolicy: Sendable {
    /// What to show for `failure`.
    func resolve(_ failure: RenderFailure) -> ErrorResolution
}

/// Shows the rendered text with unresolved pieces as written (the default).
public struct RenderedTextErrorPolicy: ErrorPolicy {
    /// Creates the policy.
    public init() {}
    /// ``ErrorResolution/rendered``.
    public func resolve(_ failure: RenderFailure) -> ErrorResolution { .rendered }
}

/// Shows the source language's message instead (Transifex Python's `SourceStringErrorPolicy`).
public struct SourceStringErrorPolicy: ErrorPolicy {
    /// Creates the policy.
    public init() {}
    /// ``ErrorResolution/sourceString``.
    public func resolve(_ failure: RenderFailure) -> ErrorResolution { .sourceString }
}

/// Shows the message as written, unrendered (Transifex Swift's `TXRenderedSourceErrorPolicy`).
public struct RawMessageErrorPolicy: ErrorPolicy {
    /// Creates the policy.
    public init() {}
    /// ``ErrorResolution/rawMessage``.
    public func resolve(_ failure: RenderFailure) -> ErrorResolution { .rawMessage }
}

/// Shows a fixed text (Transifex Python's last resort is `"ERROR"`).
public struct FixedTextErrorPolicy: ErrorPolicy {
    /// The text shown.
    public let text: String
    /// Creates the policy.
    public init(_ text: String) {
        self.text = text
    }
    /// ``ErrorResolution/text(_:)``.
    public func resolve(_ failure: RenderFailure) -> ErrorResolution { .text(text) }
}
