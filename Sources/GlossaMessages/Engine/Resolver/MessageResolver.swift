import Foundation

/// Renders compiled messages into an output. The only renderer: every syntax and every output
/// goes through it.
///
/// It runs the message's ``MessageProgram``: the arguments are read once into slots (scanning the
/// caller's dictionary when it is small, which costs less than hashing each name), literals are
/// appended as UTF-8 straight from the program, and selections jump to their variant.
struct MessageResolver<Output: MessageOutput> {
    var output: Output
    var diagnostics: [MessageDiagnostic] = []

    init(output: Output) {
        self.output = output
    }

    /// Dictionaries up to this size are scanned rather than hashed into.
    private static var scanLimit: Int { 8 }

    mutating func render(_ program: MessageProgram, context: RenderContext) {
        let slotCount = program.slotNames.count
        withUnsafeTemporaryAllocation(of: Slot.self, capacity: max(slotCount, 1)) { slots in
            let slots = UnsafeMutableBufferPointer(rebasing: slots[0..<slotCount])
            Self.bind(slots, names: program.slotNames, from: context.arguments)
            run(
                program, slots: Slots(arguments: context.arguments, positions: UnsafeBufferPointer(slots)),
                context: context)
        }
    }

    /// Where a slot's value is in the caller's dictionary.
    typealias Slot = Dictionary<String, MessageValue>.Index?

    /// The values of a message's slots: positions in the caller's dictionary, read when used.
    struct Slots {
        let arguments: [String: MessageValue]
        let positions: UnsafeBufferPointer<Slot>

        subscript(slot: Int) -> MessageValue? {
            positions[slot].map { arguments.values[$0] }
        }
    }

    /// Finds each slot's value in the arguments.
    private static func bind(
        _ slots: UnsafeMutableBufferPointer<Slot>, names: [String], from arguments: [String: MessageValue]
    ) {
        guard let base = slots.baseAddress else { return }
        guard arguments.count <= scanLimit, names.count > 1 else {
            for index in slots.indices { (base + index).initialize(to: arguments.index(forKey: names[index])) }
            return
        }
        for index in slots.indices { (base + index).initialize(to: nil) }
        var entry = arguments.startIndex
        while entry != arguments.endIndex {
            let key = arguments.keys[entry]
            let length = key.utf8.count
            for index in names.indices where names[index].utf8.count == length && names[index] == key {
                base[index] = entry
            }
            arguments.formIndex(after: &entry)
        }
    }

    private mutating func run(_ program: MessageProgram, slots: Slots, context: RenderContext) {
        program.instructions.withUnsafeBufferPointer { instructions in
            program.literalBytes.withUnsafeBufferPointer { bytes in
                program.literalOffsets.withUnsafeBufferPointer { offsets in
                    var counter = 0
                    while counter < instructions.count {
                        let instruction = instructions[counter]
                        let operand = Int(instruction.operand)
                        counter += 1
                        switch instruction.operation {
                        case .literal:
                            output.appendLiteral(
                                utf8: UnsafeBufferPointer(
                                    rebasing: bytes[Int(offsets[operand])..<Int(offsets[operand + 1])]))
                        case .argument:
                            renderArgument(program.arguments, operand, slots: slots, context: context)
                        case .select:
                            counter = select(program.selections, operand, slots: slots, context: context)
                        case .beginDecoration:
                            program.decorations.withUnsafeBufferPointer { decorations in
                                output.beginDecoration(
                                    named: decorations[operand].name, value: slots[decorations[operand].slot])
                            }
                        case .endDecoration:
                            output.endDecoration()
                        case .jump:
                            counter = operand
                        case .unresolved:
                            let unresolved = program.unresolved[operand]
                            output.appendLiteral(unresolved.verbatim)
                            report(.unsupported, unresolved.verbatim, unresolved.location, unresolved.reason)
                        }
                    }
                }
            }
        }
    }

    private mutating func report(
        _ kind: MessageDiagnostic.Kind, _ source: String, _ location: SourceLocation, _ reason: String
    ) {
        diagnostics.append(MessageDiagnostic(kind: kind, source: source, location: location, reason: reason))
    }

    private mutating func renderArgument(
        _ arguments: [MessageProgram.Argument], _ index: Int, slots: Slots,
        context: RenderContext
    ) {
        arguments.withUnsafeBufferPointer { arguments in
            let argument = arguments.baseAddress! + index
            if argument.pointee.isPlain, let value = slots[argument.pointee.slot] {
                // The common case, without copying the part.
                switch value {
                case .string(let text): output.appendValue(text, isSafe: false)
                case .safeString(let text): output.appendValue(text, isSafe: true)
                case .number(let number): output.appendValue(number.text, isSafe: true)
                case .object(let object): output.appendValue(object.displayText, isSafe: object.displayTextIsSafe)
                case .list(let list): renderList(list)
                default:
                    let (text, safe) = DisplayText.of(value)
                    output.appendValue(text, isSafe: safe)
                }
                return
            }
            renderArgument(argument.pointee.part, value: slots[argument.pointee.slot], context: context)
        }
    }

    private mutating func renderArgument(_ argument: ArgumentPart, value: MessageValue?, context: RenderContext) {
        guard var value else {
            output.appendLiteral(argument.verbatim)
            report(.missingArgument, argument.verbatim, argument.location, "no value for \"\(argument.name)\"")
            return
        }
        for attribute in argument.attributePath {
            guard case .object(let object) = value, let next = object.attributes[attribute] else {
                output.appendLiteral(argument.verbatim)
                report(
                    .missingAttribute, argument.verbatim, argument.location,
                    "\"\(argument.name)\" has no attribute \"\(attribute)\"")
                return
            }
            value = next
        }
        if argument.attributePath.isEmpty, argument.transforms.isEmpty, case .list(let list) = value {
            renderList(list)
            return
        }
        var (text, safe) = DisplayText.of(value)
        if !argument.attributePath.isEmpty { safe = false }
        if !argument.transforms.isEmpty, !safe {
            // Transforms see the value as the output inserts it; what they add is message data.
            text = output.escapedValue(text)
            safe = true
        }
        for transform in argument.transforms {
            if let transformed = transform.transform(text, of: value, in: context) {
                text = transformed
            } else {
                report(
                    .transformFailed, argument.verbatim, argument.location,
                    "\(transform.name) does not apply to \"\(text)\"")
            }
        }
        output.appendValue(text, isSafe: safe)
    }

    private mutating func renderList(_ list: MessageList) {
        let shown = list.elements.prefix(max(list.limit, 1))
        let remainder = list.elements.count - shown.count
        for (index, element) in shown.enumerated() {
            if index > 0 {
                let isLast = index == shown.count - 1 && remainder == 0
                if isLast, !list.joiner.isEmpty {
                    output.appendLiteral(" \(list.joiner) ")
                } else {
                    output.appendLiteral(list.separator)
                }
            }
            let (text, safe) = DisplayText.of(element)
            if let template = list.elementTemplate, let placeholder = template.range(of: "{$0}") {
                output.appendLiteral(String(template[..<placeholder.lowerBound]))
                output.appendValue(text, isSafe: safe)
                output.appendLiteral(String(template[placeholder.upperBound...]))
            } else {
                output.appendValue(text, isSafe: safe)
            }
        }
        if remainder > 0 {
            let joiner = list.joiner.isEmpty ? list.separator : " \(list.joiner) "
            output.appendLiteral("\(joiner)\(remainder) \(remainder == 1 ? "other" : "others")")
        }
    }

    /// Chooses the variant and returns the instruction to continue at: the variant's first, or the
    /// end of the selection when nothing fits (its source is shown instead, and reported).
    private mutating func select(
        _ selections: [MessageProgram.Selection], _ index: Int, slots: Slots,
        context: RenderContext
    ) -> Int {
        selections.withUnsafeBufferPointer { selections in
            let selection = selections.baseAddress! + index
            let value = slots[selection.pointee.slot]
            switch selection.pointee.selector.keys(for: value, in: context) {
            case .success(let keys):
                if let start = Self.start(of: keys, in: selection) { return start }
                let part = selection.pointee.part
                output.appendLiteral(part.verbatim)
                report(
                    .noMatchingVariant, part.verbatim, part.location,
                    "no variant for \(keys.map { "\"\($0)\"" }.joined(separator: ", "))")
            case .failure(let failure):
                let part = selection.pointee.part
                output.appendLiteral(part.verbatim)
                report(
                    value == nil ? .missingArgument : .noMatchingVariant, part.verbatim, part.location, failure.reason)
            }
            return Int(selection.pointee.end)
        }
    }
}

extension MessageResolver {
    /// Where the variant for the most preferred of `keys` that the selection has starts.
    fileprivate static func start(of keys: SelectionKeys, in selection: UnsafePointer<MessageProgram.Selection>) -> Int?
    {
        if let start = start(of: keys.first, in: selection) { return start }
        if let key = keys.second, let start = start(of: key, in: selection) { return start }
        if let key = keys.third, let start = start(of: key, in: selection) { return start }
        return nil
    }

    private static func start(of key: String, in selection: UnsafePointer<MessageProgram.Selection>) -> Int? {
        for index in selection.pointee.keys.indices where selection.pointee.keys[index] == key {
            return Int(selection.pointee.starts[index])
        }
        return nil
    }
}

/// The text an argument value displays as, and whether it is safe to insert into HTML unescaped.
enum DisplayText {
    static func of(_ value: MessageValue, locale: Any? = nil) -> (String, Bool) {
        switch value {
        case .string(let text): (text, false)
        case .safeString(let text): (text, true)
        case .number(let number): (number.text, true)
        case .date(let date): (date.formatted(.iso8601.year().month().day()), true)
        case .object(let object): (object.displayText, object.displayTextIsSafe)
        case .list(let list): (list.elements.map { of($0).0 }.joined(separator: list.separator), false)
        case .bool(let bool): (bool ? "true" : "false", true)
        case .decoration, .null: ("", true)
        }
    }
}
