/// A message compiled for rendering: the compact form every syntax compiles into.
///
/// Compile once, render many times with different arguments and outputs. Compiling never fails:
/// what does not make sense is kept verbatim and reported when rendered (and by the syntax's parser
/// as a diagnostic with its position).
public struct CompiledMessage: Sendable {
    /// The source text the message was compiled from.
    public let source: String
    /// The names of the arguments the message refers to, in order of first use.
    ///
    /// Made from the program's slots each time it is read (a render reads the slots themselves).
    public var argumentNames: [String] { program.argumentNames }
    /// The parts lowered into instructions for the resolver.
    let program: MessageProgram
    /// What the standard outputs write around each decoration, for ``render(_:format:)`` (`nil`: the
    /// message has no decorations).
    let folds: DecorationFolds?

    /// Lowers `parts`; `prelude`, if any, runs at the start of each render.
    init(source: String, parts: [MessagePart], prelude: (any MessagePrelude)? = nil) {
        var program = MessageProgram(parts: parts)
        program.prelude = prelude
        self.init(source: source, program: program)
    }

    /// A stored message a front end could not read at all: it renders its source as written and
    /// reports `reason` at `location`.
    static func unreadable(_ source: String, reason: String, at location: SourceLocation) -> CompiledMessage {
        CompiledMessage(
            source: source, parts: [.unresolved(UnresolvedPart(verbatim: source, reason: reason, location: location))])
    }

    /// A message whose front end emitted its program directly.
    init(source: String, program: MessageProgram) {
        self.source = source
        self.program = program
        folds = DecorationFolds(program.decorations)
    }
}
