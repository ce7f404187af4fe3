/// The message syntaxes the tools understand.
public enum MessageSyntax: String, Sendable, Hashable, CaseIterable {
    /// Apple format strings: `%@`, `%1$lld`, `%#@name@`.
    case apple
    /// TML: `{user}`, `{count || message}`, `[bold: …]`.
    case tml
    /// ICU MessageFormat: `{name}`, `{count, plural, one {# item} other {# items}}`.
    case icu

    /// The syntax a message is most likely written in: ICU when it has a typed argument
    /// (`{x, plural, …}`), TML when it has TML-only forms (`||`, `[name: …]`, `{name | …}`) or braces,
    /// Apple otherwise.
    public static func guess(_ text: String) -> MessageSyntax {
        guard text.contains("{") || text.contains("[") else { return .apple }
        if text.contains(", plural,") || text.contains(", select,") || text.contains(", selectordinal,")
            || text.contains(", number") || text.contains(", date") || text.contains(", time")
        {
            return .icu
        }
        if text.contains("{") || text.contains(": ") { return .tml }
        return .apple
    }
}
