/// One entry of a context's `token_mapping`: how a transform token with a given number of
/// positional parameters (`{count || message}`, `{user | He, She}`) maps them onto rule keywords.
///
/// Entry *i* serves tokens with *i + 1* parameters. `{$0}` in a template stands for the first
/// parameter, and `{$0::plural}` for the first parameter with the language case `plural` applied.
public enum TokenMappingEntry: Sendable, Hashable {
    /// The definition says `"unsupported"`: a token with this many parameters is an error.
    case unsupported
    /// A template per rule keyword, in definition order.
    case templates([TokenMappingTemplate])

    /// The template for the rule `keyword`, if this entry has one.
    public func template(forRule keyword: String) -> String? {
        guard case .templates(let templates) = self else { return nil }
        return templates.first { $0.ruleKeyword == keyword }?.template
    }
}

/// A rule keyword and the template a transform token shows when that rule is selected.
public struct TokenMappingTemplate: Sendable, Hashable {
    /// The rule keyword (`one`, `other`, `male`, …).
    public let ruleKeyword: String
    /// The template, for example `{$0::plural}` or `{$0}/{$1}`.
    public let template: String
    /// The template read once, when the definition is loaded, rather than at every token that uses it
    /// (reading it took more than a fifth of compiling a label).
    let pieces: [TokenMappingPiece]

    /// Creates a template entry.
    public init(ruleKeyword: String, template: String) {
        self.ruleKeyword = ruleKeyword
        self.template = template
        pieces = TokenMappingPiece.pieces(of: template)
    }
}
