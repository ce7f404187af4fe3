import ArgumentParser
import GlossaMessages

/// The message syntaxes `glossa render --syntax` accepts.
enum RenderSyntax: String, CaseIterable, ExpressibleByArgument {
    /// TMLKit's Translation Markup Language (labels, tokens, translations).
    case tml
    /// ICU MessageFormat.
    case icu
    /// Unicode MessageFormat 2 (`.input {$count :number}`, `.match`, `{$name}`).
    case mf2
    /// Apple format strings (printf conversions, `<cds-root>` units); arguments by position.
    case apple
    /// Swifternalization expressions: the message is a JSON object of expressions (or a string).
    case expressions
    /// MCLocalization's `%name%`, `{{b}}`, `[c]` and SKLocalizable's `$(Name)`.
    case placeholders
}

/// The bidi strategies of `glossa render --syntax mf2 --bidi-isolation` and of the `bidiIsolation` field
/// of its batch lines.
enum RenderBidiIsolation: String, CaseIterable, ExpressibleByArgument {
    /// The specification's default strategy: placeholders isolated with FSI/LRI/RLI … PDI.
    case `default`
    /// No bidi controls.
    case none

    var isolation: MF2BidiIsolation {
        switch self {
        case .default: .default
        case .none: .none
        }
    }

    /// `"default" or "none"`, for messages.
    static let choices = allCases.map { quoted($0.rawValue) }.joined(separator: " or ")
}

/// The output formats of `glossa render --format` and of the `format` field of its batch lines.
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
    /// Plain text: nothing escaped; decorations contribute their content.
    case text
    /// HTML: token values escaped unless marked safe; decorations through their templates.
    case html

    var outputFormat: OutputFormat {
        switch self {
        case .text: .text
        case .html: .html
        }
    }

    /// `"text" or "html"`, for messages.
    static let choices = allCases.map { quoted($0.rawValue) }.joined(separator: " or ")
}
