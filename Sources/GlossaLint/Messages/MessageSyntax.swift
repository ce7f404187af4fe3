import GlossaMessages

/// The message syntaxes the tools understand.
public enum MessageSyntax: String, Sendable, Hashable, CaseIterable {
    /// Apple format strings: `%@`, `%1$lld`, `%#@name@`.
    case apple
    /// TML: `{user}`, `{count || message}`, `[bold: …]`.
    case tml
    /// ICU MessageFormat: `{name}`, `{count, plural, one {# item} other {# items}}`.
    case icu
    /// Unicode MessageFormat 2: `{$name}`, `.input {$count :number} .match $count one {{…}} * {{…}}`.
    case mf2

    /// The syntax a message is most likely written in: ICU when it has a typed argument
    /// (`{x, plural, …}`, `{x,number}`, as GlossaMessages' `ICUParser` reads them, so spacing and
    /// quoting count as they do in ICU), or one with a syntax error that still names its type
    /// (`{x, plural, one {#}}` lacks `other`: ICU, so that lint reports ICU's error); MessageFormat 2
    /// when it starts as a complex message does (`.input`, `.local`, `.match`, `{{`), so that lint
    /// reports MF2's errors, or is a simple message without errors whose placeholders MF2 alone writes
    /// (`{$name}`, `{:function}`, `{#markup}`); TML when it has TML-only forms (`||`, `[name: …]`,
    /// `{name | …}`) or braces; Apple otherwise.
    public static func guess(_ text: String) -> MessageSyntax {
        guard text.contains("{") || text.contains("[") else { return .apple }
        if ICUParser.parse(text).nodes.contains(where: isTypedArgument) { return .icu }
        if looksLikeMF2(text) { return .mf2 }
        if text.contains("{") || text.contains(": ") { return .tml }
        return .apple
    }

    /// Whether `text` starts as a complex MessageFormat 2 message, or is a simple one without errors
    /// with a placeholder only MessageFormat 2 writes.
    private static func looksLikeMF2(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace }
        for keyword in [".input", ".local", ".match"] where start.hasPrefix(keyword) {
            let next = start.dropFirst(keyword.count).first
            if next == nil || next == "{" || next == "$" || next?.isWhitespace == true { return true }
        }
        if start.hasPrefix("{{") { return true }
        let message = MF2Parser.parse(text)
        guard message.errors.isEmpty, case .pattern(let pattern) = message.body else { return false }
        return pattern.parts.contains { part in
            switch part {
            case .expression(let expression):
                if case .variable = expression.operand { return true }
                return expression.function != nil
            case .markup: return true
            case .text, .invalid: return false
            }
        }
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
