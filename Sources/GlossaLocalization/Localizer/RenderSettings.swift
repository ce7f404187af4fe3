import Foundation
import GlossaMessages

/// What every render of a ``Localizer`` shares: TMLKit's configuration of default tokens, the viewing
/// user, decoration styles per output, and the clock.
public struct RenderSettings: Sendable {
    /// Injected as the `viewing_user` token when the caller passes none (TMLKit's
    /// `TMLSharedConfiguration().viewingUser`).
    public var viewingUser: MessageValue?
    /// Data tokens used when the caller passes no value of that name, per output format (TMLKit's
    /// `setDefaultTokenValue:forName:type:TMLDataTokenType`). Defaults to TML's `{ndash}`, `{br}`…
    public var defaultTokens: [OutputFormat: [String: MessageValue]]
    /// Decoration templates of HTML output (TMLKit's decoration tokens in `TMLHTMLTokenFormat`), such as
    /// `"bold": "<strong>{$0}</strong>"`.
    public var htmlDecorations: DecorationTemplates
    /// Decoration templates of plain-text output (`br` becomes a line break by default).
    public var textDecorations: DecorationTemplates
    /// Attributes per decoration name in `AttributedString` output (TMLKit's decoration tokens in
    /// `TMLAttributedTokenFormat`).
    public var attributedDecorations: [String: AttributeContainer]
    /// "Now", for TML's date contexts; injected so renders are reproducible.
    public var clock: @Sendable () -> Date

    /// Creates settings; every parameter has TML's default.
    public init(
        viewingUser: MessageValue? = nil,
        defaultTokens: [OutputFormat: [String: MessageValue]] = TMLRenderer.standardDefaultTokens,
        htmlDecorations: DecorationTemplates = .html, textDecorations: DecorationTemplates = .text,
        attributedDecorations: [String: AttributeContainer] = [:],
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.viewingUser = viewingUser
        self.defaultTokens = defaultTokens
        self.htmlDecorations = htmlDecorations
        self.textDecorations = textDecorations
        self.attributedDecorations = attributedDecorations
        self.clock = clock
    }

    /// Sets a default data token for one output format, or for every format when `format` is nil.
    public mutating func setDefaultToken(_ value: MessageValue, named name: String, format: OutputFormat? = nil) {
        for format in format.map({ [$0] }) ?? OutputFormat.allCases {
            defaultTokens[format, default: [:]][name] = value
        }
    }
}
