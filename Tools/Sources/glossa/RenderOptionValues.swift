import ArgumentParser
import GlossaMessages

/// The message syntaxes `glossa render --syntax` accepts. Only TML for now; ICU MessageFormat and Apple
/// format strings come with their parsers.
enum RenderSyntax: String, CaseIterable, ExpressibleByArgument {
    case tml
}

/// The output formats of `glossa render --format` and of the `format` field of its batch lines.
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
    /// Plain text: nothing escaped; decorations contribute their content.
    case text
    /// HTML: token values escaped unless marked safe; decorations through their templates.
    case html

    var messageFormat: MessageFormat {
        switch self {
        case .text: .text
        case .html: .html
        }
    }

    /// `"text" or "html"`, for messages.
    static let choices = allCases.map { quoted($0.rawValue) }.joined(separator: " or ")
}
