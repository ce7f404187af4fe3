/// Renders a message as plain text or HTML with the default templates straight into UTF-8, for
/// renders that need none of the resolver's generality — the common case, and the one
/// ``CompiledMessage/render(_:format:)`` tries first.
///
/// It runs the same ``MessageProgram`` as ``MessageResolver``, without an output to call through:
/// literals and values are copied into the buffer, selections jump where their shortcuts say, and
/// decorations write the text their ``DecorationFolds`` worked out when the message was compiled.
/// When a render needs more — a missing argument, a value the shortcuts do not answer for, a list,
/// a decoration the caller passes a value for or whose template does not fold, a transform that
/// fails, an unresolved part: anything the resolver would report or treat specially — it gives up
/// and returns `false`, and the caller renders the message with ``MessageResolver`` from the
/// start. Its result is therefore always the resolver's (tests render both ways and compare).
enum DirectRenderer {
    /// The text of `program`, or `nil` when the resolver must render it.
    @inline(never)
    static func render(
        _ program: MessageProgram, folds: DecorationFolds?, context: RenderContext, format: MessageFormat
    ) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompiledMessage.scratchCapacity) { scratch in
            var buffer = DirectWriter(scratch: scratch)
            let rendered = ArgumentSlots.with(program, in: context) { slots in
                run(program, folds: folds, slots: slots, context: context, format: format, into: &buffer)
            }
            return rendered ? buffer.string() : nil
        }
    }

    /// Appends the UTF-8 of `program` to `bytes`, or returns `false` (and leaves `bytes` as it was)
    /// when the resolver must render it.
    @inline(never)
    static func render(
        _ program: MessageProgram, folds: DecorationFolds?, context: RenderContext, format: MessageFormat,
        appendingTo bytes: inout [UInt8]
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompiledMessage.scratchCapacity) { scratch in
            var buffer = DirectWriter(scratch: scratch)
            let rendered = ArgumentSlots.with(program, in: context) { slots in
                run(program, folds: folds, slots: slots, context: context, format: format, into: &buffer)
            }
            if rendered { buffer.withBytes { bytes.append(contentsOf: $0) } }
            return rendered
        }
    }

    @inline(never)
    private static func run(
        _ program: MessageProgram, folds: DecorationFolds?, slots: ArgumentSlots, context: RenderContext,
        format: MessageFormat, into buffer: inout DirectWriter
    ) -> Bool {
        program.instructions.withUnsafeBufferPointer { instructions in
            program.literalBytes.withUnsafeBufferPointer { bytes in
                program.literalOffsets.withUnsafeBufferPointer { offsets in
                    var counter = 0
                    while counter < instructions.count {
                        let instruction = instructions[counter]
                        let operand = Int(instruction.operand)
                        counter &+= 1
                        switch instruction.operation {
                        case .literal:
                            buffer.append(
                                UnsafeBufferPointer(
                                    rebasing: bytes[Int(offsets[operand])..<Int(offsets[operand &+ 1])]))
                        case .argument:
                            guard
                                appendArgument(
                                    program.arguments, operand, slots: slots, context: context, format: format,
                                    to: &buffer)
                            else { return false }
                        case .select:
                            guard let next = jump(program.selections, operand, slots: slots, context: context) else {
                                return false
                            }
                            counter = next
                        case .beginDecoration, .endDecoration:
                            guard
                                let folds,
                                appendFold(
                                    folds, program.decorations, operand,
                                    opens: instruction.operation == .beginDecoration, slots: slots,
                                    format: format, to: &buffer)
                            else { return false }
                        case .jump:
                            counter = operand
                        case .unresolved:
                            return false
                        }
                    }
                    return true
                }
            }
        }
    }

    /// Appends argument `index`'s text, or returns `false`.
    @inline(__always)
    private static func appendArgument(
        _ arguments: [MessageProgram.Argument], _ index: Int, slots: ArgumentSlots, context: RenderContext,
        format: MessageFormat, to buffer: inout DirectWriter
    ) -> Bool {
        arguments.withUnsafeBufferPointer { arguments in
            let argument = arguments.baseAddress! + index
            let slot = argument.pointee.slot
            guard !slots.isEmpty(slot) else { return false }
            let escapes = format == .html
            if let languageCase = LanguageCaseTransform.unretainedCase(of: argument),
                appendCase(languageCase, of: slots, slot, escapes: escapes, to: &buffer)
            {
                // Before the value is copied out: a case reads it in place.
                return true
            }
            // The value is read in place (not copied out: a copy would retain what it refers to).
            let entry = slots.entries.baseAddress! + slots.positions[slot]
            if let integerFormat = argument.pointee.integerFormat, case .number(let number) = entry.pointee.value,
                let integer = IntegerArgumentFormat.integer(number, minus: integerFormat.offset)
            {
                // ICU's `#` and `{count}`: digits written straight in (safe: nothing to escape).
                integerFormat.digits.withText(integer.magnitude, negative: integer.negative) { buffer.append($0) }
                return true
            }
            if argument.pointee.isPlain {
                // Objects, read without retaining them (``MessageObject/unretainedFields(of:)``).
                if let fields = MessageObject.unretainedFields(of: entry) {
                    fields._withUnsafeGuaranteedRef { $0.appendDisplayText(escaping: escapes, to: &buffer) }
                    return true
                }
                switch entry.pointee.value {
                case .string(let text): append(text, escaping: escapes, to: &buffer)
                case .safeString(let text): buffer.append(text)
                case .number(let number): number.withUTF8Text { buffer.append($0) }
                case .list: return false
                default:
                    let (text, safe) = DisplayText.of(entry.pointee.value)
                    append(text, escaping: escapes && !safe, to: &buffer)
                }
                return true
            }
            let value = entry.pointee.value
            if argument.pointee.part.attributePath.isEmpty, argument.pointee.part.transforms.isEmpty,
                case .list = value
            {
                return false
            }
            var escapedAnything = false
            let (text, safe, failures) = ArgumentText.resolve(argument, value: value, in: context) {
                guard escapes, HTMLOutput.needsEscaping($0) else { return $0 }
                escapedAnything = true
                return $0
            }
            guard failures.isEmpty, !escapedAnything else { return false }
            append(text, escaping: escapes && !safe, to: &buffer)
            return true
        }
    }

    /// Appends a language case of the slot's text (`{user::gen}`), read in place, as
    /// ``ArgumentText`` would make it: the display text (escaped first in HTML, so a text that needs
    /// escaping is left to it) through the case, with an object's gender. Returns `false`, having
    /// appended nothing, for other values. Neither the case nor an object is retained: the program
    /// and the arguments outlive the render.
    @inline(__always)
    private static func appendCase(
        _ languageCase: Unmanaged<LanguageCaseTransform.Box>, of slots: ArgumentSlots, _ slot: Int, escapes: Bool,
        to buffer: inout DirectWriter
    ) -> Bool {
        let position = slots.positions[slot]
        guard position >= 0 else { return false }
        let entry = slots.entries.baseAddress! + position
        if let fields = MessageObject.unretainedFields(of: entry) {
            return fields._withUnsafeGuaranteedRef { object in
                if escapes, !object.displayTextIsSafe, HTMLOutput.needsEscaping(object.displayText) { return false }
                languageCase._withUnsafeGuaranteedRef {
                    $0.append(object.displayText, gender: object.gender?.rawValue ?? "unknown", to: &buffer)
                }
                return true
            }
        }
        switch entry.pointee.value {
        case .string(let text):
            if escapes, HTMLOutput.needsEscaping(text) { return false }
            languageCase._withUnsafeGuaranteedRef { $0.append(text, gender: nil, to: &buffer) }
        case .safeString(let text):
            languageCase._withUnsafeGuaranteedRef { $0.append(text, gender: nil, to: &buffer) }
        default:
            return false
        }
        return true
    }

    /// Appends `text`, HTML-escaped when `escaping`.
    @inline(__always)
    private static func append(_ text: String, escaping: Bool, to buffer: inout DirectWriter) {
        if escaping { buffer.appendEscaped(text) } else { buffer.append(text) }
    }

    /// Where selection `index` continues, when its shortcuts answer or its selector chooses a variant
    /// (selectors without shortcuts, such as ICU's, choose without reporting anything).
    @inline(__always)
    private static func jump(
        _ selections: [MessageProgram.Selection], _ index: Int, slots: ArgumentSlots, context: RenderContext
    ) -> Int? {
        selections.withUnsafeBufferPointer { selections in
            let selection = selections.baseAddress! + index
            if let variant = slots.variant(selection.pointee.slot, shortcuts: selection.pointee.shortcuts) {
                return Int(selection.pointee.starts[variant])
            }
            guard let value = slots[selection.pointee.slot],
                case .variant(let variant) = selection.pointee.selector.choose(for: value, in: context)
            else { return nil }
            return Int(selection.pointee.starts[variant])
        }
    }

    /// Appends the text before (`opens`) or after decoration `index`, when it folds and the caller
    /// passed no value for it.
    @inline(__always)
    private static func appendFold(
        _ folds: DecorationFolds, _ decorations: [MessageProgram.Decoration], _ index: Int, opens: Bool,
        slots: ArgumentSlots, format: MessageFormat, to buffer: inout DirectWriter
    ) -> Bool {
        guard slots.isEmpty(decorations[index].slot) else { return false }
        let fold = format == .html ? folds.html[index] : folds.text[index]
        guard fold.folds else { return false }
        let range = opens ? Int(fold.start)..<Int(fold.middle) : Int(fold.middle)..<Int(fold.end)
        guard !range.isEmpty else { return true }
        folds.bytes.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[range])) }
        return true
    }
}
