/// The consumer of ``ICUGrammar`` that compiles a pattern in its one pass over the UTF-8 bytes,
/// straight into a ``MessageProgram``: no syntax tree, no part tree, no per-node strings.
///
/// It emits what ``ICUCompiler`` compiles from ``ICUParser``'s tree, which the same grammar builds
/// (a test compares the programs both give). It covers well-formed patterns whose argument names,
/// keys and structural white space are ASCII: at the first syntax error, non-ASCII name or white
/// space, or nesting at ``ICUParser/maximumNesting`` the grammar stops, and the compiler takes the
/// tree, which recovers from errors, keeps the invalid pieces and reports them.
struct ICUProgramEmitter: ICUGrammarConsumer {
    static var recovers: Bool { false }
    static var readsOnlyASCIISyntax: Bool { true }

    /// The program of `pattern` compiled by `compiler`, or `nil` when the tree must compile it.
    static func program(of pattern: String, compiler: ICUCompiler) -> MessageProgram? {
        var utf8 = pattern
        return utf8.withUTF8 { bytes -> MessageProgram? in
            var grammar = ICUGrammar(
                bytes: bytes, consumer: ICUProgramEmitter(pattern: pattern, bytes: bytes, compiler: compiler))
            do {
                try grammar.read()
            } catch {
                return nil
            }
            // Moved out, not copied.
            var program = MessageProgram()
            swap(&program, &grammar.consumer.program)
            // The grammar stops at a name that is not ASCII (``readsOnlyASCIISyntax``).
            program.finishStreaming(argumentNames: grammar.consumer.argumentNames, namesAreASCII: true)
            return program
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the pattern is one line of ASCII: columns are then offsets.
    let isOneASCIILine: Bool
    var lines = LineCursor()
    /// The pattern as ``SourceBytes``, made the first time a column is asked on a long line that is not
    /// ASCII: it counts columns from its character marks, where counting each from the start of the
    /// line made a long line with many selections quadratic to compile.
    var longLineSource: SourceBytes?
    var program = MessageProgram()
    /// The latest literals stored in the program, which a new one is compared with.
    var recentLiterals = RecentLiterals()
    /// The argument names met so far, each numbered by its first use (its slot); only the names go
    /// into the program.
    var argumentNames = FirstUseNames()
    /// The compiler whose formats and selectors the program uses (a copy is one retain).
    let compiler: ICUCompiler
    /// The plural whose variant is being read: what a `#` shows.
    var scope: ICUPoundScope?
    /// The last plural scope made without an offset, shared by later plurals of the same argument.
    var lastPluralScope: ICUPoundScope?
    /// How many plural scopes have been made (the last one's ``ICUPoundScope/id``).
    var scopeCount = 0
    /// The offsets of the plural scopes that have one (rare), which their ``ICUPoundScope/offset`` indexes.
    var scopeOffsets: [ICUOffset] = []
    /// The entries made by the `#`s of a plural sharing an earlier plural's scope (rare: usually the
    /// earlier plural's `#` made it), by scope ``ICUPoundScope/id``.
    var sharedEntries: [(scope: Int, argument: Int)] = []
    /// The last plural selector fitted to variant keys in this pattern, shared by a later plural with
    /// the same selector and keys (a select's branches often repeat one plural). Kept as its concrete
    /// class: copying it is a retain, not an existential copy.
    var lastPreparedPlural: ICUPluralSelector.Prepared?

    /// An emitter for `pattern`, whose UTF-8 is `bytes`, with `compiler`'s formats and selectors.
    private init(pattern: String, bytes: UnsafeBufferPointer<UInt8>, compiler: ICUCompiler) {
        self.bytes = bytes
        self.isOneASCIILine = ICUScanning.isOneASCIILine(bytes)
        self.compiler = compiler
        // Room estimated from the length alone (counting braces and pounds first cost more than the
        // rare growth it saved): every instruction, literal and argument takes at least one byte, a
        // selection about sixteen. Capped: compiled messages are kept, and past the caps arrays grow
        // as usual, so reserved room stays small. Literals are ranges of the pattern's bytes, copied once.
        let count = bytes.count
        program.beginStreaming(
            source: pattern, bytes: bytes, instructions: min(count / 2 + 2, 64), arguments: min(count / 8 + 1, 8),
            selections: min(count / 16, 4))
        argumentNames.reserveCapacity(min(count / 8 + 1, 4))
    }

    mutating func text(_ text: UnsafeBufferPointer<UInt8>, source: Range<Int>) {
        // Text written as it shows is a range of the pattern; quoted text is stored after it.
        if text.count == source.count, text.baseAddress == bytes.baseAddress.map({ $0 + source.lowerBound }) {
            program.appendSourceLiteral(source)
        } else {
            program.appendLiteral(utf8: text, recent: &recentLiterals)
        }
    }

    mutating func pound(at offset: Int) {
        guard let current = scope else { return }
        let poundLocation = location(offset)
        guard current.argument < 0 else {
            program.appendArgumentUse(current.argument, location: poundLocation, sourceOffset: offset)
            return
        }
        let transforms = compiler.poundTransforms(offset: current.offset < 0 ? nil : scopeOffsets[current.offset])
        program.appendArgument(
            ArgumentPart(
                name: argumentNames.name(at: current.slot), attributePath: [], transforms: transforms.list,
                verbatim: "#", location: poundLocation),
            slot: current.slot, transforms: transforms)
        let argument = program.arguments.count - 1
        scope?.argument = argument
        // The copy kept as the last plural's scope learns the entry too, and the earlier plural's when
        // its plural ends (``endSelection(_:source:)``).
        if lastPluralScope?.id == current.id { lastPluralScope?.argument = argument }
        if current.isShared { sharedEntries.append((current.id, argument)) }
    }

    mutating func simpleArgument(name: Range<Int>, type: Range<Int>?, style: Range<Int>?, source: Range<Int>) {
        guard let type else {
            let (name, slot) = argumentNames.insert(utf8: UnsafeBufferPointer(rebasing: bytes[name]))
            program.appendArgument(
                ArgumentPart(
                    name: name, attributePath: [], transforms: compiler.defaultTransforms.list,
                    verbatim: ICUScanning.text(bytes, source), location: location(source.lowerBound)),
                slot: slot, transforms: compiler.defaultTransforms)
            return
        }
        // Compiled as the tree compiler compiles it (formats are rarer than plurals; this builds the node).
        let location = location(source.lowerBound)
        let argument = ICUArgument(
            in: bytes, name: name, type: type, style: style,
            range: SourceRange(utf8Offsets: source, start: location))
        switch compiler.compile(argument) {
        case .argument(let part):
            program.appendArgument(part, slot: argumentNames.insert(part.name))
        case .unresolved(let part):
            program.appendUnresolved(part)
        case let part:
            program.appendUnresolved(
                UnresolvedPart(verbatim: argument.source, reason: "unexpected part \(part)", location: location))
        }
    }

    /// The variant key in `range`; the keys most variants have are constants (no string is made).
    func key(_ range: Range<Int>) -> String {
        guard range.count <= 8 else { return ICUScanning.text(bytes, range) }
        // Identifier bytes are never 0, so equal words are equal keys.
        typealias Words = ICUScanning.Words
        switch ICUScanning.word(in: bytes, range, ignoringCase: false) {
        case Words.other: return "other"
        case Words.one: return "one"
        case Words.few: return "few"
        case Words.many: return "many"
        case Words.two: return "two"
        case Words.zero: return "zero"
        case Words.male: return "male"
        case Words.female: return "female"
        default: return ICUScanning.text(bytes, range)
        }
    }

    mutating func invalid(_ source: Range<Int>, error: ICUSyntaxError, depth: Int) {
        // Never called: the emitter does not recover (``recovers``); the tree compiles such patterns.
    }

    /// 1-based line and column (in characters) of `offset`, as ``SourceBytes/location(_:)`` gives it.
    /// Offsets are asked for in increasing order, so lines are counted once.
    mutating func location(_ offset: Int) -> SourceLocation {
        if isOneASCIILine { return SourceLocation(line: 1, column: offset + 1) }
        if offset < lines.scanned { lines = LineCursor() }
        while lines.scanned < offset {
            let byte = bytes[lines.scanned]
            lines.scanned += 1
            if byte == 0x0A {
                lines.line += 1
                lines.start = lines.scanned
                lines.isASCII = true
            } else if byte >= 0x80 {
                lines.isASCII = false
            }
        }
        if !lines.isASCII, offset - lines.start > SourceBytes.characterMarkThreshold {
            let source = longLineSource ?? SourceBytes(String(decoding: bytes, as: UTF8.self))
            longLineSource = source
            return source.location(offset)
        }
        let column =
            lines.isASCII
            ? offset - lines.start
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[lines.start..<offset]), as: UTF8.self).count
        return SourceLocation(line: lines.line, column: column + 1)
    }

    /// How far ``location(_:)`` has counted lines.
    struct LineCursor {
        var scanned = 0
        var line = 1
        var start = 0
        var isASCII = true
    }
}
