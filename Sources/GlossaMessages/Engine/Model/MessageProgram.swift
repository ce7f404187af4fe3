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
        /// Close the innermost decoration.
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
    }

    /// A selection with its variants' keys and where each variant's instructions start.
    struct Selection: Sendable {
        /// The part, for what an unresolved selection shows and reports.
        let part: SelectionPart
        /// The part's selector, read on every render (kept apart so that reading it copies nothing else).
        let selector: any MessageSelector
        let slot: Int
        let keys: [String]
        /// Where each variant's instructions start.
        let starts: [Int32]
        /// The instruction after the last variant.
        let end: Int32
    }

    /// A decoration with the slot of the caller's value for its name.
    struct Decoration: Sendable {
        let name: String
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
                guard !text.isEmpty else { continue }
                literals.append(text)
                literalBytes.append(contentsOf: text.utf8)
                literalOffsets.append(Int32(truncatingIfNeeded: literalBytes.count))
                append(.literal, literals.count - 1)
            case .argument(let argument):
                arguments.append(
                    Argument(
                        part: argument, slot: slot(of: argument.name),
                        isPlain: argument.attributePath.isEmpty && argument.transforms.isEmpty))
                append(.argument, arguments.count - 1)
            case .selection(let selection):
                emit(selection)
            case .decoration(let decoration):
                decorations.append(Decoration(name: decoration.name, slot: slot(of: decoration.name)))
                append(.beginDecoration, decorations.count - 1)
                emit(decoration.children)
                append(.endDecoration, 0)
            case .unresolved(let part):
                unresolved.append(part)
                append(.unresolved, unresolved.count - 1)
            }
        }
    }

    /// `select`, then each variant followed by a jump past the last one.
    private mutating func emit(_ selection: SelectionPart) {
        let index = selections.count
        selections.append(
            Selection(
                part: selection, selector: selection.selector, slot: slot(of: selection.argument), keys: [], starts: [],
                end: 0))
        append(.select, index)
        var starts: [Int32] = []
        var jumps: [Int] = []
        for variant in selection.variants {
            starts.append(Int32(truncatingIfNeeded: instructions.count))
            emit(variant.parts)
            jumps.append(instructions.count)
            append(.jump, 0)
        }
        let end = instructions.count
        for jump in jumps {
            instructions[jump] = Instruction(operation: .jump, operand: Int32(truncatingIfNeeded: end))
        }
        selections[index] = Selection(
            part: selection, selector: selection.selector, slot: selections[index].slot,
            keys: selection.variants.map(\.key), starts: starts,
            end: Int32(truncatingIfNeeded: end))
    }
}
