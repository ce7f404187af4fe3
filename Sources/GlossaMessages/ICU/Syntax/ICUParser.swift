/// Parses ICU MessageFormat patterns into ``ICUMessage`` syntax trees, as ICU's `MessagePattern` does
/// with its default apostrophe mode (`DOUBLE_OPTIONAL`). The grammar is read by `ICUGrammar`, the one
/// reader of ICU patterns, which the one-pass compiler shares:
///
/// - `''` is one apostrophe, everywhere;
/// - an apostrophe before `{`, `}` (or `#` in a plural variant) starts quoted text that runs to the
///   next single apostrophe (`'{literal}'`), in which `''` is again one apostrophe;
/// - any other apostrophe is itself (`don't`), and so is a quote left open at the end;
/// - `#` in a plural or selectordinal variant is the number; in a nested `select` it is text again;
/// - an unmatched `}` at the top level is text.
///
/// Parsing never fails: a piece with a syntax error (a missing `other`, an unclosed argument, a bad
/// name) is kept as written in an ``ICUNode/invalid(_:)`` node and reported with its line and column.
public enum ICUParser {
    /// Arguments nest at most this deep; deeper ones are reported and kept as text, so hostile
    /// patterns cannot exhaust the stack of the parser, the compiler or the resolver.
    public static let maximumNesting = 100

    /// Parses a pattern.
    public static func parse(_ pattern: String) -> ICUMessage {
        let source = SourceBytes(pattern)
        let builder = source.bytes.withUnsafeBufferPointer { bytes in
            var grammar = ICUGrammar(bytes: bytes, consumer: ICUTreeBuilder(source: source))
            // The tree builder recovers from every syntax error: reading never throws.
            try? grammar.read()
            return grammar.consumer
        }
        return ICUMessage(source: pattern, nodes: builder.nodes, diagnostics: builder.diagnostics)
    }
}

extension String {
    /// The string without leading and trailing Pattern_White_Space.
    func trimmingPatternWhiteSpace() -> String {
        let source = SourceBytes(self)
        var start = 0
        while case let length = source.whiteSpaceLength(at: start), length > 0 { start += length }
        var end = source.count
        while end > start {
            var scalarStart = end - 1
            while scalarStart > start, source[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            guard source.whiteSpaceLength(at: scalarStart) == end - scalarStart else { break }
            end = scalarStart
        }
        return source.text(start..<end)
    }
}
