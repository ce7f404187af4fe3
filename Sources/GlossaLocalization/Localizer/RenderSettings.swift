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
    /// `"bold": "<strong>{$0}</strong>"`. `DecorationTemplates.html` unless set.
    public var htmlDecorations: DecorationTemplates {
        get { customHTMLDecorations ?? .html }
        set { customHTMLDecorations = newValue }
    }
    /// Decoration templates of plain-text output (`br` becomes a line break by default).
    /// `DecorationTemplates.text` unless set.
    public var textDecorations: DecorationTemplates {
        get { customTextDecorations ?? .text }
        set { customTextDecorations = newValue }
    }
    /// The HTML templates, or `nil` for the standard `DecorationTemplates.html`, which renders then
    /// read only when a decoration needs it (as `HTMLOutput` does): settings that keep the standard
    /// table store no reference to it, and neither do the outputs made from them.
    private(set) var customHTMLDecorations: DecorationTemplates?
    /// The text templates, or `nil` for the standard `DecorationTemplates.text` (as
    /// `PlainTextOutput` does).
    private(set) var customTextDecorations: DecorationTemplates?
    /// Attributes per decoration name in `AttributedString` output (TMLKit's decoration tokens in
    /// `TMLAttributedTokenFormat`).
    public var attributedDecorations: [String: AttributeContainer]
    /// "Now", for TML's date contexts; injected so renders are reproducible.
    public var clock: @Sendable () -> Date

    /// Creates settings; every parameter has TML's default.
    ///
    /// - Parameters:
    ///   - viewingUser: TML's `viewing_user`, for messages that refer to the person reading them.
    ///   - defaultTokens: the data tokens every message can use, per output format.
    ///   - htmlDecorations: the HTML templates; `nil` (the default) for `DecorationTemplates.html`.
    ///   - textDecorations: the plain-text templates; `nil` (the default) for
    ///     `DecorationTemplates.text`.
    ///   - attributedDecorations: attributes per decoration name in `AttributedString` output.
    ///   - clock: "now", for TML's date contexts.
    public init(
        viewingUser: MessageValue? = nil,
        defaultTokens: [OutputFormat: [String: MessageValue]] = TMLRenderer.standardDefaultTokens,
        htmlDecorations: DecorationTemplates? = nil, textDecorations: DecorationTemplates? = nil,
        attributedDecorations: [String: AttributeContainer] = [:],
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.viewingUser = viewingUser
        self.defaultTokens = defaultTokens
        customHTMLDecorations = htmlDecorations
        customTextDecorations = textDecorations
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
