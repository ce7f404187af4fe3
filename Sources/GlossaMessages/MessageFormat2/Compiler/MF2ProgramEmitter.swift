/// The consumer of ``MF2Reader`` that compiles a message as it is read, into the engine's parts and
/// then its program: no ``MF2Message`` tree, no second walk over one.
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
    /// The pattern being compiled.
    private var nesting = MF2MarkupNesting()
    /// The body's parts, once its pattern is compiled (the selection's, for a `.match`).
    private var body: [MessagePart]?
    /// The `.match` being read: its selectors, each variant's keys and parts, the keys of the variant
    /// being read.
    private var selectors: [MF2Variable]?
    private var variantKeys: [[String?]] = []
    private var variantParts: [[MessagePart]] = []
    private var keys: [MF2Key] = []
    /// The parts of the last variant pattern compiled, which its variant takes.
    private var variantPattern: [MessagePart]?
    private var matcherRange: SourceRange?

    /// An emitter for `compiler`'s messages, with room for `declarationCount` declarations; it checks
    /// the data model when `checksDataModel`.
    init(compiler: MF2Compiler, declarationCount: Int, checksDataModel: Bool) {
        scope = MF2Scope(compiler: compiler, declarationCount: declarationCount)
        check = checksDataModel ? MF2DataModelCheck() : nil
        nesting.reserveCapacity(3)
    }

    mutating func declaration(_ declaration: MF2Declaration) {
        check?.declare(declaration)
        check?.checkOptions(of: declaration.expression.function?.options ?? [])
        scope.declare(declaration)
    }

    mutating func part(_ part: MF2PatternPart) {
        check?.checkOptions(in: part)
        scope.append(part, to: &nesting)
    }

    mutating func endPattern(_ range: SourceRange) {
        let parts = nesting.finish()
        nesting = MF2MarkupNesting()
        nesting.reserveCapacity(3)
        if selectors != nil {
            variantPattern = parts
        } else {
            body = parts
        }
    }

    mutating func beginMatcher(selectors: [MF2Variable]) {
        check?.checkSelectors(selectors)
        self.selectors = selectors
    }

    mutating func beginVariant(keys: [MF2Key]) {
        self.keys = keys
    }

    mutating func endVariant(_ range: SourceRange) {
        guard let parts = variantPattern else { return }
        let values = keys.map(\.value)
        check?.checkVariant(values: values, range: range, selectorCount: selectors?.count ?? 0)
        variantKeys.append(values)
        variantParts.append(parts)
        variantPattern = nil
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
    /// an error.
    mutating func finish(source: String) -> CompiledMessage {
        var parts: [MessagePart]
        if let selectors, let matcherRange {
            var selection = scope.selectors(selectors, variantKeys: variantKeys)
            selection.finish(variantParts: variantParts, range: matcherRange, in: source)
            parts = selection.parts
        } else {
            parts = body ?? []
        }
        let reports = scope.declarationReports()
        if !reports.isEmpty { parts = reports + parts }
        let declarations = scope.declarations
        return CompiledMessage(
            source: source, parts: parts,
            prelude: declarations.slots.isEmpty ? nil : MF2Prelude(declarations: declarations))
    }
}
