// The instruction set of a ``MessageProgram`` and the side tables its instructions index: split from
// MessageProgram.swift, which keeps the program's storage and how it is built.

extension MessageProgram {
    /// What an instruction does.
    enum Operation: UInt8, Sendable {
        /// Append literal `operand` (its bytes are ``literalOffsets`` `[operand]..<[operand + 1]`).
        case literal
        /// Append literal `operand` as a value's text (escaped by HTML, as a caller's text is).
        case value
        /// Append argument `operand` (an index into ``arguments``).
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

    /// One step of the program.
    struct Instruction: Sendable {
        let operation: Operation
        let operand: Int32
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
        /// Markup's options, with the slots of those read from arguments; `nil` for a decoration
        /// whose value the caller passes.
        var markup: [(name: String, value: MarkupOption)]? = nil
    }

    /// Where a markup option's value comes from when the program runs.
    enum MarkupOption: Sendable {
        /// Text known when compiling.
        case text(String)
        /// The display text of the value in slot `slot` (the option is left out without one).
        case slot(Int)
    }

    /// An argument instruction showing an entry of ``arguments`` that an earlier one shows, and where
    /// it is in the source.
    struct ArgumentUse: Sendable {
        /// The instruction's index.
        let instruction: Int32
        /// Where it is.
        let location: SourceLocation
    }
}
