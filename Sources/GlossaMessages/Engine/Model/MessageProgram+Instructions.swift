// The instruction set of a ``MessageProgram`` and the side tables its instructions index: split from
// MessageProgram.swift, which keeps the program's storage and how it is built.

extension MessageProgram {
    /// What an instruction does.
    enum Operation: UInt8, Sendable {
        /// Append the literal whose UTF-8 is ``literalBytes`` from `operand`, `secondOperand` bytes of it.
        case literal
        /// Append a literal as ``literal`` does, as a value's text (escaped by HTML, as a caller's
        /// text is).
        case value
        /// Append argument `operand` (an index into ``arguments``). `secondOperand` is zero when the
        /// instruction is where its entry's part is in the source, else one more than its UTF-8 offset
        /// in ``source`` (the later `#`s of an ICU plural share one entry).
        case argument
        /// Choose a variant of selection `operand` (an index into ``selections``) and jump to it.
        case select
        /// Open decoration `operand` (an index into ``decorations``).
        case beginDecoration
        /// Close the innermost decoration (`operand`, the index of the decoration it closes).
        case endDecoration
        /// Continue at instruction `operand` (the end of a selection).
        case jump
        /// Append unresolved part `operand` verbatim and report it.
        case unresolved
    }

    /// One step of the program, with its operands inline (a literal's start and length), so that
    /// a program keeps no side table of offsets.
    struct Instruction: Sendable {
        let operation: Operation
        let operand: Int32
        /// The operand of ``Operation/literal``, ``Operation/value`` and ``Operation/argument`` that
        /// says more (zero for the others).
        var secondOperand: Int32 = 0

        /// The range in ``literalBytes`` of a literal's or value text's UTF-8.
        @inline(__always)
        var literalRange: Range<Int> { Int(operand)..<Int(operand) + Int(secondOperand) }
    }

    /// An argument reference with the slot its value is read from.
    struct Argument: Sendable {
        let part: ArgumentPart
        let slot: Int
        /// Whether the value is shown as it is: no attribute path, no transform.
        let isPlain: Bool
        /// How the only transform (or the part's formatting transform, when it has no other) shows
        /// integers, as it answers through the engine's ``IntegerFormattingTransform`` capability
        /// when it is prepared (no syntax sets it: ICU's number formats, Apple's `%d` and MessageFormat
        /// 2's `:number` of an argument all answer): the resolver writes integer values in
        /// that format straight into the output, without calling the transform. Kept beside the
        /// part as a selection keeps its selector's ``SelectionShortcuts``.
        let integerFormat: IntegerArgumentFormat?
        /// The only transform, when it answers the engine's ``DisplayTextTransform`` capability
        /// (TML's language cases do) and there is no attribute path: the resolver applies it to the
        /// value's display text read in place, without the general transform path.
        let textTransform: DisplayTextTransformReference?
    }

    /// A selection: its selector fitted to the variants and where each variant's instructions start.
    struct Selection: Sendable {
        /// What an unresolved selection shows and reports: its source text and where it is.
        let part: SelectionSource
        /// The selector fitted to the variants (it keeps their keys), asked when the shortcuts do not
        /// answer.
        let selector: any PreparedSelector
        /// The selector's tables for the commonest values, read without calling it.
        let shortcuts: SelectionShortcuts
        let slot: Int
        /// Where each variant's instructions start.
        let starts: VariantStarts
        /// The instruction after the last variant.
        let end: Int32
    }

    /// A decoration with the slot of the caller's value for its name, or, for markup, its options
    /// (the render makes the decoration's value from them; `slot` is then unused).
    struct Decoration: Sendable {
        let name: DecorationName
        let slot: Int
        /// Markup's options; `nil` for a decoration whose value the caller passes.
        var markup: Markup? = nil
    }

    /// A markup element's options as the render needs them: those known when compiling already
    /// collected, those read from arguments as slots to fill in.
    struct Markup: Sendable {
        /// The options whose text is known when compiling, a later one of a name replacing an earlier.
        let literals: [String: String]
        /// The options read from arguments, in source order, each set over ``literals`` when its
        /// argument has a value. An argument option followed by a literal option of the same name is
        /// not here: the literal would replace it at every render.
        let arguments: [(name: String, slot: Int)]

        /// Collects `options`, in source order (a later option of a name wins, an argument without a
        /// value leaves what came before), with `slot` giving the slot of an argument name.
        init(_ options: MarkupOptions, slot: (String) -> Int) {
            var literals: [String: String] = [:]
            // Where the last literal option of each name is, so that the argument options before it
            // are dropped in one pass.
            var lastLiteral: [String: Int] = [:]
            for (index, option) in options.options.enumerated() {
                guard case .text(let text) = option.value else { continue }
                literals[option.name] = text
                lastLiteral[option.name] = index
            }
            var arguments: [(name: String, slot: Int)] = []
            for (index, option) in options.options.enumerated() {
                guard case .argument(let name) = option.value, index > lastLiteral[option.name] ?? -1 else { continue }
                arguments.append((option.name, slot(name)))
            }
            self.literals = literals
            self.arguments = arguments
        }
    }
}
