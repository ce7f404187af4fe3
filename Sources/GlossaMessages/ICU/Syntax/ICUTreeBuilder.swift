/// The consumer of ``ICUGrammar`` that builds an ``ICUMessage``: every node with its source range
/// (line and column), every syntax error kept as an invalid piece and reported where it is, and
/// duplicate variant keys reported. ``ICUParser/parse(_:)`` reads patterns with it.
struct ICUTreeBuilder: ICUGrammarConsumer {
    static var recovers: Bool { true }
    static var readsOnlyASCIISyntax: Bool { false }

    let source: SourceBytes
    /// The nodes of the messages being read: the top level's, then one per variant being read.
    private var levels: [[ICUNode]] = [[]]
    private(set) var diagnostics: [SyntaxDiagnostic] = []

    init(source: SourceBytes) {
        self.source = source
    }

    /// The nodes of the top level, once the pattern is read.
    var nodes: [ICUNode] { levels[0] }

    /// A plural or select being read.
    struct Selection {
        let name: String
        let kind: ICUScanning.ArgumentKind
        var offset = "0"
        var variants: [ICUVariant] = []
        /// The keys of ``variants``, so that a duplicate is found without comparing it with every
        /// variant read (which made a select with many variants quadratic to parse).
        var keys: Set<String> = []
        /// The key of the variant being read, and where it is.
        var key = ""
        var keyRange = SourceRange(utf8Offsets: 0..<0, start: SourceLocation(line: 1, column: 1))
    }

    private mutating func append(_ node: ICUNode) {
        levels[levels.count - 1].append(node)
    }

    mutating func text(_ text: UnsafeBufferPointer<UInt8>, source range: Range<Int>) {
        append(.text(String(decoding: text, as: UTF8.self), source.range(range)))
    }

    mutating func pound(at offset: Int) {
        append(.pound(source.range(offset..<offset + 1)))
    }

    mutating func simpleArgument(name: Range<Int>, type: Range<Int>?, style: Range<Int>?, source range: Range<Int>) {
        let argument = source.bytes.withUnsafeBufferPointer {
            ICUArgument(in: $0, name: name, type: type, style: style, range: source.range(range))
        }
        append(.argument(argument))
    }

    mutating func beginSelection(
        name: Range<Int>, kind: ICUScanning.ArgumentKind, type: Range<Int>, at start: Int
    ) -> Selection {
        Selection(name: source.text(name), kind: kind)
    }

    mutating func offset(_ value: Range<Int>, in selection: inout Selection) {
        selection.offset = source.text(value)
    }

    mutating func beginVariant(key: Range<Int>, exactValue: Double?, in selection: inout Selection) {
        selection.key = source.text(key)
        selection.keyRange = source.range(key)
        if !selection.keys.insert(selection.key).inserted {
            diagnostics.append(
                SyntaxDiagnostic(
                    location: selection.keyRange.start,
                    message: "duplicate variant \"\(selection.key)\": the first one is used"))
        }
        levels.append([])
    }

    mutating func endVariant(in selection: inout Selection) {
        let nodes = levels.removeLast()
        selection.variants.append(ICUVariant(key: selection.key, nodes: nodes, range: selection.keyRange))
    }

    mutating func endSelection(_ selection: inout Selection, source range: Range<Int>) {
        let text = source.text(range)
        let sourceRange = source.range(range)
        guard selection.kind == .select else {
            append(
                .plural(
                    ICUPlural(
                        name: selection.name, isOrdinal: selection.kind == .selectOrdinal, offset: selection.offset,
                        variants: selection.variants, source: text, range: sourceRange)))
            return
        }
        append(.select(ICUSelect(name: selection.name, variants: selection.variants, source: text, range: sourceRange)))
    }

    mutating func invalid(_ range: Range<Int>, error: ICUSyntaxError, depth: Int) {
        let message = error.message(in: source)
        diagnostics.append(SyntaxDiagnostic(location: source.location(error.offset), message: message))
        levels.removeLast(levels.count - (depth + 1))
        append(
            .invalid(
                ICUInvalidPiece(
                    source: source.text(range), reason: message, range: source.range(range),
                    argumentType: error.type.map { source.text($0).lowercased() })))
    }
}

extension ICUArgument {
    /// The simple argument `{name}`, `{name, type}` or `{name, type, style}` read in `bytes`: its type
    /// lowercased, its style as written (none when it is only white space).
    init(
        in bytes: UnsafeBufferPointer<UInt8>, name: Range<Int>, type: Range<Int>?, style: Range<Int>?,
        range: SourceRange
    ) {
        let styleText = style.map { ICUScanning.text(bytes, $0) }
        self.init(
            name: ICUScanning.text(bytes, name), type: type.map { ICUScanning.text(bytes, $0).lowercased() },
            style: styleText.flatMap { $0.trimmingPatternWhiteSpace().isEmpty ? nil : $0 },
            source: ICUScanning.text(bytes, range.utf8Offsets), range: range)
    }
}
