/// A compiled message lowered for rendering: a flat list of plain instructions over side tables.
///
/// The part tree (``MessagePart``) is what syntaxes build; rendering walks this program instead.
/// Instructions are trivial values and literal text is one contiguous UTF-8 buffer, so a render
/// reads them without reference counting; arguments are resolved once per render into slots
/// (one per distinct name, decorations' names included) rather than looked up at every use.
struct MessageProgram: Sendable {
    /// What an instruction does.
    enum Operation: UInt8, Sendable {
        /// Append literal `operand` (an index into ``literals``).
        case literal
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
        /// How the only transform shows integers, when it shows them in a format the resolver writes
        /// itself (ICU's `#` and `{count}`): integer values skip the transform.
        let integerFormat: IntegerArgumentFormat?
    }

    /// A selection with its variants' keys and where each variant's instructions start.
    struct Selection: Sendable {
        /// The part, for what an unresolved selection shows and reports.
        let part: SelectionPart
        /// The part's selector fitted to the variants, asked when the shortcuts do not answer.
        let selector: any PreparedSelector
        /// The selector's tables for the commonest values, read without calling it.
        let shortcuts: SelectionShortcuts
        let slot: Int
        let keys: [String]
        /// Where each variant's instructions start.
        let starts: [Int32]
        /// The instruction after the last variant.
        let end: Int32
    }

    /// A decoration with the slot of the caller's value for its name.
    struct Decoration: Sendable {
        let name: DecorationName
        let slot: Int
    }

    private(set) var instructions: [Instruction] = []
    /// Literal text by index, for outputs that take strings.
    private(set) var literals: [String] = []
    /// Every literal's UTF-8, one after the other.
    private(set) var literalBytes: [UInt8] = []
    /// Where each literal's bytes start in ``literalBytes``; one more entry than ``literals``.
    private(set) var literalOffsets: [Int32] = [0]
    private(set) var arguments: [Argument] = []
    private(set) var selections: [Selection] = []
    private(set) var decorations: [Decoration] = []
    private(set) var unresolved: [UnresolvedPart] = []
    /// The names read into slots, in order of first use (arguments first, then decorations).
    private(set) var slotNames: [String] = []
    /// The argument names alone (not decorations'), in order of first use.
    private(set) var argumentNames: [String] = []

    /// Lowers a part tree.
    init(parts: [MessagePart]) {
        var decorationNames: [String] = []
        collectNames(parts, decorationNames: &decorationNames)
        slotNames = argumentNames
        for name in decorationNames where !slotNames.contains(name) { slotNames.append(name) }
        emit(parts)
    }

    private mutating func collectNames(_ parts: [MessagePart], decorationNames: inout [String]) {
        for part in parts {
            switch part {
            case .argument(let argument):
                if !argumentNames.contains(argument.name) { argumentNames.append(argument.name) }
            case .selection(let selection):
                if !argumentNames.contains(selection.argument) { argumentNames.append(selection.argument) }
                for variant in selection.variants { collectNames(variant.parts, decorationNames: &decorationNames) }
            case .decoration(let decoration):
                if !decorationNames.contains(decoration.name) { decorationNames.append(decoration.name) }
                collectNames(decoration.children, decorationNames: &decorationNames)
            case .literal, .unresolved:
                break
            }
        }
    }

    private func slot(of name: String) -> Int {
        slotNames.firstIndex(of: name) ?? 0
    }

    private mutating func append(_ operation: Operation, _ operand: Int) {
        instructions.append(Instruction(operation: operation, operand: Int32(truncatingIfNeeded: operand)))
    }

    private mutating func emit(_ parts: [MessagePart]) {
        for part in parts {
            switch part {
            case .literal(let text):
                appendLiteral(text)
            case .argument(let argument):
                appendArgument(argument, slot: slot(of: argument.name))
            case .selection(let selection):
                emit(selection)
            case .decoration(let decoration):
                decorations.append(Decoration(name: DecorationName(decoration.name), slot: slot(of: decoration.name)))
                let index = decorations.count - 1
                append(.beginDecoration, index)
                emit(decoration.children)
                append(.endDecoration, index)
            case .unresolved(let part):
                appendUnresolved(part)
            }
        }
    }

    /// `select`, then each variant followed by a jump past the last one.
    private mutating func emit(_ selection: SelectionPart) {
        let index = beginSelection()
        var starts: [Int32] = []
        starts.reserveCapacity(selection.variants.count)
        for variant in selection.variants {
            starts.append(beginVariant())
            emit(variant.parts)
            endVariant()
        }
        endSelection(
            index, part: selection, slot: slot(of: selection.argument), keys: selection.variants.map(\.key),
            starts: starts)
    }
}

/// Emitting while parsing, for front ends that compile a pattern in one pass without building a
/// ``MessagePart`` tree (ICU MessageFormat's fast path). The program is the same as lowering the
/// tree would give, except that a selection's ``Selection/part`` carries no variant parts: the
/// variants are the program's own instructions, and the resolver reads only the part's verbatim
/// text and location.
///
/// Such front ends have no decorations, so slots are the argument names in order of first use
/// (``streamedSlot(of:)``); ``finishStreaming()`` makes ``slotNames`` match.
extension MessageProgram {
    /// An empty program with room for as many instructions, literals, arguments, selections and bytes
    /// of literal text as given (upper bounds a front end counts first, so that nothing grows).
    init(reservingInstructions instructions: Int, literals: Int, arguments: Int, selections: Int, literalBytes: Int) {
        self.instructions.reserveCapacity(instructions)
        self.literals.reserveCapacity(literals)
        self.literalBytes.reserveCapacity(literalBytes)
        literalOffsets = []
        literalOffsets.reserveCapacity(literals + 1)
        literalOffsets.append(0)
        self.arguments.reserveCapacity(arguments)
        self.selections.reserveCapacity(selections)
    }

    /// Appends literal text (nothing when it is empty).
    mutating func appendLiteral(_ text: String) {
        guard !text.isEmpty else { return }
        var utf8 = text
        if let known = utf8.withUTF8({ recentLiteral(utf8: $0) }) {
            append(.literal, known)
            return
        }
        literals.append(text)
        literalBytes.append(contentsOf: text.utf8)
        literalOffsets.append(Int32(truncatingIfNeeded: literalBytes.count))
        append(.literal, literals.count - 1)
    }

    /// Appends literal text given as UTF-8 (nothing when it is empty).
    mutating func appendLiteral(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        if let known = recentLiteral(utf8: text) {
            append(.literal, known)
            return
        }
        literals.append(String(decoding: text, as: UTF8.self))
        literalBytes.append(contentsOf: text)
        literalOffsets.append(Int32(truncatingIfNeeded: literalBytes.count))
        append(.literal, literals.count - 1)
    }

    /// How many of the latest literals a new one is compared with: variants often repeat text
    /// (`{count, plural, one {# new message} other {# new messages}}` in each branch of a select),
    /// which is then stored once.
    private static var literalsCompared: Int { 16 }

    /// The index of one of the latest literals whose text is `text`.
    private func recentLiteral(utf8 text: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = literals.count - 1
        let last = max(literals.count - Self.literalsCompared, 0)
        while index >= last {
            let start = Int(literalOffsets[index])
            let end = Int(literalOffsets[index + 1])
            if end - start == text.count {
                let same = literalBytes.withUnsafeBufferPointer { bytes in
                    var offset = 0
                    while offset < text.count, bytes[start &+ offset] == text[offset] { offset &+= 1 }
                    return offset == text.count
                }
                if same { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The slot of an argument `name` when streaming: its index among the argument names so far,
    /// added when new.
    mutating func streamedSlot(of name: String) -> Int {
        if let index = argumentNames.firstIndex(of: name) { return index }
        argumentNames.append(name)
        return argumentNames.count - 1
    }

    /// The name written as `utf8` and its slot when streaming, as ``streamedSlot(of:)`` gives it; a
    /// name met before is found by its bytes, without making a string.
    mutating func streamedSlot(utf8 name: UnsafeBufferPointer<UInt8>) -> (name: String, slot: Int) {
        for index in argumentNames.indices {
            let known = argumentNames[index].utf8
            let found =
                known.count == name.count
                && (known.withContiguousStorageIfAvailable { $0.elementsEqual(name) } ?? known.elementsEqual(name))
            if found { return (argumentNames[index], index) }
        }
        let text = String(decoding: name, as: UTF8.self)
        argumentNames.append(text)
        return (text, argumentNames.count - 1)
    }

    /// Appends an argument reference whose value is read from `slot`.
    mutating func appendArgument(_ part: consuming ArgumentPart, slot: Int) {
        let integerFormat = Self.integerFormat(of: part)
        appendArgument(part, slot: slot, integerFormat: integerFormat)
    }

    /// Appends an argument reference whose value is read from `slot`, with the ``Argument/integerFormat``
    /// of its transforms (``integerFormat(of:)``) when the caller knows it.
    mutating func appendArgument(_ part: consuming ArgumentPart, slot: Int, integerFormat: IntegerArgumentFormat?) {
        let isPlain = part.attributePath.isEmpty && part.transforms.isEmpty
        arguments.append(Argument(part: part, slot: slot, isPlain: isPlain, integerFormat: integerFormat))
        append(.argument, arguments.count - 1)
    }

    /// The format integers of `part` are written in: its only transform's, when it has one and no
    /// attribute path.
    static func integerFormat(of part: borrowing ArgumentPart) -> IntegerArgumentFormat? {
        guard part.attributePath.isEmpty, part.transforms.count == 1,
            let transform = part.transforms[0] as? any IntegerFormattingTransform
        else { return nil }
        return transform.integerFormat
    }

    /// Appends a piece that is rendered verbatim and reported.
    mutating func appendUnresolved(_ part: consuming UnresolvedPart) {
        unresolved.append(part)
        append(.unresolved, unresolved.count - 1)
    }

    /// Appends the `select` of a new selection and returns where it is, for ``endSelection``. The
    /// selection itself is added when it ends (after any nested in it), and the `select` pointed at it.
    mutating func beginSelection() -> Int {
        append(.select, 0)
        return instructions.count - 1
    }

    /// Where the next variant's instructions start.
    mutating func beginVariant() -> Int32 {
        Int32(truncatingIfNeeded: instructions.count)
    }

    /// Ends a variant with a jump, aimed past the selection by ``endSelection``.
    mutating func endVariant() {
        append(.jump, 0)
    }

    /// Adds the selection whose `select` is at `instruction` (from ``beginSelection()``): its variants'
    /// `keys` and `starts` (from ``beginVariant()``), in source order, and the jumps that end them.
    mutating func endSelection(
        _ instruction: Int, part: consuming SelectionPart, slot: Int, keys: consuming [String],
        starts: consuming [Int32]
    ) {
        let end = Int32(truncatingIfNeeded: instructions.count)
        for variant in starts.indices {
            // The variant's jump is the instruction before the next variant (or the end).
            let jump = Int(variant + 1 < starts.count ? starts[variant + 1] : end) - 1
            instructions[jump] = Instruction(operation: .jump, operand: end)
        }
        instructions[instruction] = Instruction(
            operation: .select, operand: Int32(truncatingIfNeeded: selections.count))
        let selector = part.selector.prepared(forVariantKeys: keys)
        selections.append(
            Selection(
                part: part, selector: selector, shortcuts: selector.shortcuts, slot: slot, keys: keys, starts: starts,
                end: end))
    }

    /// Makes the slots the argument names, once a streamed program is complete.
    mutating func finishStreaming() {
        slotNames = argumentNames
    }
}
