import GlossaMessages

/// The message syntaxes the tools understand.
public enum MessageSyntax: String, Sendable, Hashable, CaseIterable {
    /// Apple format strings: `%@`, `%1$lld`, `%#@name@`.
    case apple
    /// TML: `{user}`, `{count || message}`, `[bold: …]`.
    case tml
    /// ICU MessageFormat: `{name}`, `{count, plural, one {# item} other {# items}}`.
    case icu

    /// The syntax a message is most likely written in: ICU when it has a typed argument
    /// (`{x, plural, …}`, `{x,number}`, as GlossaMessages' `ICUParser` reads them, so spacing and
    /// quoting count as they do in ICU), or one with a syntax error that still names its type
    /// (`{x, plural, one {#}}` lacks `other`: ICU, so that lint reports ICU's error); TML when it has
    /// TML-only forms (`||`, `[name: …]`, `{name | …}`) or braces; Apple otherwise.
    public static func guess(_ text: String) -> MessageSyntax {
        guard text.contains("{") || text.contains("[") else { return .apple }
        if ICUParser.parse(text).nodes.contains(where: isTypedArgument) { return .icu }
        if text.contains("{") || text.contains(": ") { return .tml }
        return .apple
    }

    /// Whether `node` is an ICU argument with a type: plural, select, a simple `{x, type}`, or one
    /// with a syntax error after its type.
    private static func isTypedArgument(_ node: ICUNode) -> Bool {
        switch node {
        case .plural, .select: true
        case .argument(let argument): argument.type != nil
        case .invalid(let piece): piece.argumentType != nil
        case .text, .pound: false
        }
    }
}
