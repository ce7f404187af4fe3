/// A syntax error in an ICU pattern, thrown by ``ICUGrammar`` inside one argument and caught where
/// the argument started. It holds offsets, not text: the one-pass compiler, which gives up at the
/// first error, never pays for a message; the tree builder asks for one with ``message(in:)``.
struct ICUSyntaxError: Error {
    /// Where the error is reported.
    let offset: Int
    /// Where the reader was when it failed: the text an "expected …, found …" message quotes.
    let found: Int
    let problem: Problem
    /// The type the argument names, when the error comes after it (`{n, plural, one {#}}`).
    private(set) var type: Range<Int>?

    init(at offset: Int, found: Int? = nil, _ problem: Problem) {
        self.offset = offset
        self.found = found ?? offset
        self.problem = problem
    }

    /// The error, in an argument whose type is `type` (an error of an argument nested in it keeps its
    /// own).
    func naming(_ type: Range<Int>) -> ICUSyntaxError {
        var named = self
        if named.type == nil { named.type = type }
        return named
    }

    /// What went wrong; ranges are of the pattern's bytes.
    enum Problem {
        case tooDeep
        case expectedName
        case badNumberName(Range<Int>)
        case expectedCommaAfterName
        case expectedType
        case needsVariants(name: Range<Int>, type: Range<Int>)
        case expectedCommaAfterType
        case unclosedStyleQuote
        case unclosedArgument
        case unclosedVariants(type: Range<Int>)
        case noOther(type: Range<Int>)
        case expectedExactNumber
        case expectedKey
        case offsetAfterVariants
        case expectedOffsetNumber
        case expectedVariantStart(key: Range<Int>)
        case expectedVariantEnd(key: Range<Int>)
        /// A non-ASCII character where the grammar expects a name or white space, for a reader that
        /// reads only ASCII there (``ICUGrammarConsumer/readsOnlyASCIISyntax``).
        case nonASCIISyntax
    }

    /// The message reported for the error in `source`.
    func message(in source: SourceBytes) -> String {
        func type(_ range: Range<Int>) -> String { source.text(range).lowercased() }
        switch problem {
        case .tooDeep: return "arguments nest deeper than \(ICUParser.maximumNesting)"
        case .expectedName, .nonASCIISyntax: return expected("an argument name", in: source)
        case .badNumberName(let name):
            return "bad argument name \"\(source.text(name))\": "
                + "a name starting with a digit must be a number without leading zeros"
        case .expectedCommaAfterName: return expected("\",\" or \"}\" after the argument name", in: source)
        case .expectedType:
            return expected("an argument type (number, date, time, plural, select, selectordinal)", in: source)
        case .needsVariants(let name, let kind):
            return "a \(type(kind)) argument needs variants: {\(source.text(name)), \(type(kind)), …}"
        case .expectedCommaAfterType: return expected("\",\" or \"}\" after the argument type", in: source)
        case .unclosedStyleQuote: return "quoted text in the argument style is never closed"
        case .unclosedArgument: return expected("\"}\" to close the argument", in: source)
        case .unclosedVariants(let kind): return expected("\"}\" to close the \(type(kind)) argument", in: source)
        case .noOther(let kind): return "the \(type(kind)) argument has no \"other\" variant"
        case .expectedExactNumber: return expected("a number after \"=\"", in: source)
        case .expectedKey: return expected("a variant key such as one or other", in: source)
        case .offsetAfterVariants: return "\"offset:\" must come before the variants"
        case .expectedOffsetNumber: return expected("a number after \"offset:\"", in: source)
        case .expectedVariantStart(let key):
            return expected("\"{\" to start the \(source.text(key)) variant", in: source)
        case .expectedVariantEnd(let key):
            return expected("\"}\" to close the \(source.text(key)) variant", in: source)
        }
    }

    /// "expected `what`, found" the character at ``found`` (or the end).
    private func expected(_ what: String, in source: SourceBytes) -> String {
        guard found < source.count else { return "expected \(what), found the end" }
        var end = found + 1
        while end < source.count, source[end] & 0xC0 == 0x80 { end += 1 }
        return "expected \(what), found \"\(source.text(found..<end))\""
    }
}
