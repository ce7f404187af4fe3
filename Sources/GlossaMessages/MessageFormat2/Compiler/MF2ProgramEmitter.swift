/// The consumer of ``MF2Reader`` that compiles a message as it is read, straight into the engine's
/// program (``MF2ProgramWriter``): no ``MF2Message`` tree, no part tree lowered afterwards.
///
/// It is the compiler's one implementation: compiling an ``MF2Message`` hands it the
/// parsed tree's declarations and parts in the order the reader tells them. Reading a message, it
/// checks the data model as it goes (``MF2DataModelCheck``); a message with a syntax or data model
/// error is left to the tree, which reports it (``foundDataModelError``), so both paths report
/// alike by construction.
struct MF2ProgramEmitter: MF2GrammarConsumer {
    private var scope: MF2Scope
    /// The data model check, when the emitter reads a message (`nil` for a tree, already checked).
    private var check: MF2DataModelCheck?
    private var writer = MF2ProgramWriter()
    /// The `.match` being read: its selectors, the keys of the variants read, the keys of the variant
    /// being read, whether its pattern has ended (a variant left out for a syntax error has none).
    private var selectors: [MF2Variable]?
    private var variantKeys: [[String?]] = []
    private var keys: [String?] = []
    private var variantPatternEnded = false
    private var matcherRange: SourceRange?

    /// An emitter for `compiler`'s messages, with room for `declarationCount` declarations; it checks
    /// the data model when `checksDataModel`.
    @inline(__always)
    init(compiler: MF2Compiler, declarationCount: Int, checksDataModel: Bool) {
        scope = MF2Scope(compiler: compiler, declarationCount: declarationCount)
        check = checksDataModel ? MF2DataModelCheck() : nil
    }

    /// Starts the program of `source`, whose UTF-8 is `bytes` (``MF2ProgramWriter/beginStreaming(source:bytes:)``):
    /// text is then kept as ranges of one copy of the source.
    mutating func beginStreaming(source: String, bytes: [UInt8]) {
        writer.beginStreaming(source: source, bytes: bytes)
    }

    mutating func declaration(_ declaration: MF2Declaration) {
        check?.declare(declaration)
        check?.checkOptions(of: declaration.expression.function?.options ?? [])
        scope.declare(declaration)
    }

    mutating func part(_ part: MF2PatternPart) {
        check?.checkOptions(in: part)
        scope.append(part, to: &writer)
    }

    mutating func sourceText(_ range: SourceRange, _ text: () -> String) {
        // Kept as a range of the source: the text itself is not made.
        writer.appendSourceText(at: range.utf8Offsets, text)
    }

    mutating func variablePlaceholder(_ variable: MF2Variable, range: SourceRange) {
        // A variable shown again compiles as it did the first time, without its expression.
        guard !scope.appendRepeated(variable.name, at: range, to: &writer) else { return }
        part(.expression(MF2Expression(operand: .variable(variable), function: nil, attributes: [], range: range)))
    }

    mutating func endPattern(_ range: SourceRange) {
        writer.endPattern()
        variantPatternEnded = true
    }

    mutating func beginMatcher(selectors: [MF2Variable]) {
        check?.checkSelectors(selectors)
        self.selectors = selectors
        variantKeys.reserveCapacity(8)
        writer.beginSelection(argument: scope.selectionArgument(of: selectors))
    }

    mutating func beginVariant(keys: [MF2Key]) {
        // Their values only: the reader's array of keys is not kept, so it can read the next
        // variant's into the same storage.
        self.keys = keys.map(\.value)
        variantPatternEnded = false
        writer.beginVariant()
    }

    mutating func endVariant(_ range: SourceRange) {
        guard variantPatternEnded else { return }
        check?.checkVariant(values: keys, range: range, selectorCount: selectors?.count ?? 0)
        variantKeys.append(keys)
        writer.endVariant()
    }

    mutating func endMatcher(_ range: SourceRange) {
        check?.checkFallback(of: range, selectorCount: selectors?.count ?? 0)
        matcherRange = range
    }

    /// Whether the data model check found an error: the message is then left to the tree, which
    /// reports it (as is one with a syntax error, which the reader reports).
    var foundDataModelError: Bool { !dataModelErrors.isEmpty }

    /// The data model errors found while reading, in the order found.
    var dataModelErrors: [MF2Error] { check?.errors ?? [] }

    /// The compiled message of `source`, when neither the reader nor ``foundDataModelError`` found
    /// an error; called once, last.
    mutating func finish(source: String) -> CompiledMessage {
        var selectorReports: [UnresolvedPart] = []
        if let selectors, let matcherRange {
            let (selector, reports) = scope.selector(of: selectors, variantKeys: variantKeys)
            writer.endSelection(selector, range: matcherRange, sourceLength: source.utf8.count)
            selectorReports = reports
        }
        // The declarations' reports, then the selectors', come first; what the body uses is known
        // only now.
        let declarationReports = scope.declarationReports()
        let declarations = scope.declarations
        // Moved out, not copied: the program's arrays stay uniquely referenced as they are finished.
        var writer = MF2ProgramWriter()
        swap(&writer, &self.writer)
        let program = writer.finish(
            source: source, reports: declarationReports + selectorReports,
            prelude: declarations.slots.isEmpty ? nil : MF2Prelude(declarations: declarations))
        return CompiledMessage(source: source, program: program)
    }
}
