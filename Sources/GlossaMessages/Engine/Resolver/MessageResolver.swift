import Foundation
import GlossaCLDR

/// Renders compiled messages into an output. The only renderer: every syntax and every output
/// goes through it, and its one instruction loop is specialised by the compiler for each output
/// (the plain-text and HTML outputs write bytes into stack scratch space).
///
/// It runs the message's ``MessageProgram``; the values of its ``MessagePrelude``, if it has one
/// (MessageFormat 2's declarations), are computed once per render, at the first argument or selection
/// that needs them: a render whose arguments and selections are all answered from the caller's values
/// (an integer count written and selected on directly) computes none. The arguments are found once per
/// render (each slot holds the position of its value among the caller's arguments), literals are
/// appended as UTF-8 straight from the program, and selections ask their prepared selector for the
/// variant to jump to.
/// A decoration the caller passes no value for is written as the text its output was found to write
/// around any content (``DecorationFolds``), when the render was given the folds of its output.
///
/// Not copyable: the output (with its buffer, stack and templates) is moved in and out, never
/// copied, so a render pays no reference counting for it.
///
/// A resolver renders one message, once: the render is its initialiser and nothing else runs a
/// program. What it keeps for that render (``locals``, computed from that render's arguments) can
/// therefore never be read by another render, and needs no reset.
struct MessageResolver<Output: MessageOutput>: ~Copyable {
    private(set) var output: Output
    /// What the render reported, once it reported something.
    private var log: DiagnosticLog?
    /// What the render reported.
    var diagnostics: [MessageDiagnostic] { log?.diagnostics ?? [] }
    /// The values of the program's prelude for this render, once something needed them.
    private var locals: MessageLocals?

    /// Renders `program` with `context` into `output`; `folds`, when `output` is the standard output
    /// for `format`, is what it writes around each decoration.
    @inline(__always)
    init(
        rendering program: borrowing MessageProgram, into output: consuming Output, context: borrowing RenderContext,
        folds: DecorationFolds? = nil, format: OutputFormat = .text
    ) {
        self.output = output
        if let folds {
            folds.withView(for: format) { render(program, context: context, folds: $0) }
        } else {
            render(program, context: context, folds: nil)
        }
    }

    /// Runs `program` into the output (only from the initialiser: see ``MessageResolver``).
    private mutating func render(_ program: MessageProgram, context: RenderContext, folds: DecorationFolds.View?) {
        _ = ArgumentSlots.with(program, in: context) { slots in
            run(program, slots: slots, context: context, folds: folds)
            return true
        }
    }

    /// `context` with the values of the program's prelude, computed the first time a render asks
    /// (then kept for the rest of it); `context` itself when the program has no prelude.
    private mutating func withLocals(_ program: borrowing MessageProgram, _ context: RenderContext) -> RenderContext {
        guard let prelude = program.prelude else { return context }
        if locals == nil {
            let computed = prelude.locals(for: context)
            locals = computed
            // Each problem names its piece (the declaration): the message's start stands for none.
            report(computed.problems, of: "", at: SourceLocation(line: 1, column: 1))
        }
        var context = context
        context.locals = locals
        return context
    }

    /// The output and what was reported, moved out of the resolver.
    consuming func finish() -> (output: Output, diagnostics: [MessageDiagnostic]) {
        (output, diagnostics)
    }

    /// The instruction loop, inlined into its only caller in every output's specialisation (the
    /// compiler otherwise keeps it a call of its own for some outputs, which each render then pays).
    @inline(__always)
    private mutating func run(
        _ program: MessageProgram, slots: ArgumentSlots, context: RenderContext, folds: DecorationFolds.View?
    ) {
        program.instructions.withUnsafeBufferPointer { instructions in
            program.literalBytes.withUnsafeBufferPointer { bytes in
                var counter = 0
                while counter < instructions.count {
                    let instruction = instructions[counter]
                    let operand = Int(instruction.operand)
                    counter += 1
                    switch instruction.operation {
                    case .literal:
                        output.appendLiteral(utf8: UnsafeBufferPointer(rebasing: bytes[instruction.literalRange]))
                    case .value:
                        output.appendValue(
                            utf8: UnsafeBufferPointer(rebasing: bytes[instruction.literalRange]), isSafe: false)
                    case .argument:
                        renderArgument(program, operand, instruction: counter - 1, slots: slots, context: context)
                    case .select:
                        counter = select(program, operand, slots: slots, context: context)
                    case .beginDecoration:
                        program.decorations.withUnsafeBufferPointer { decorations in
                            if let markup = decorations[operand].markup {
                                beginMarkup(decorations[operand].name, markup: markup, slots: slots)
                                return
                            }
                            let value = slots[decorations[operand].slot]
                            guard value != nil || !appendFold(folds, operand, opens: true) else { return }
                            output.beginDecoration(decorations[operand].name, value: value)
                        }
                    case .endDecoration:
                        guard
                            program.decorations[operand].markup != nil
                                || !slots.isEmpty(program.decorations[operand].slot)
                                || !appendFold(folds, operand, opens: false)
                        else { break }
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

    /// Opens markup: its value is its options, those known when compiling as collected then, with
    /// the others read from their slots over them (an option whose argument has no value is left
    /// out). A markup with only literal options passes its compiled table as it is.
    private mutating func beginMarkup(_ name: DecorationName, markup: MessageProgram.Markup, slots: ArgumentSlots) {
        var attributes = markup.literals
        for option in markup.arguments {
            guard let value = slots[option.slot] else { continue }
            attributes[option.name] = DisplayText.of(value).0
        }
        output.beginDecoration(name, value: .decoration(DecorationValue(attributes: attributes, isMarkup: true)))
    }

    /// Appends the text the output writes before (`opens`) or after decoration `index` and returns
    /// `true`, or returns `false` when there are no folds or the decoration does not fold. The caller
    /// asks only when it passed no value for the decoration, so an opening and its closing agree.
    @inline(__always)
    private mutating func appendFold(_ folds: DecorationFolds.View?, _ index: Int, opens: Bool) -> Bool {
        guard let folds else { return false }
        let fold = folds.folds[index]
        guard fold.folds else { return false }
        let range = opens ? Int(fold.start)..<Int(fold.middle) : Int(fold.middle)..<Int(fold.end)
        guard !range.isEmpty else { return true }
        output.appendLiteral(utf8: UnsafeBufferPointer(rebasing: folds.bytes[range]))
        return true
    }

    private mutating func report(
        _ kind: MessageDiagnostic.Kind, _ source: String, _ location: SourceLocation, _ reason: String
    ) {
        openLog().append(MessageDiagnostic(kind: kind, source: source, location: location, reason: reason))
    }

    /// Reports what a transform, selector or prelude found for the part whose source is `source`,
    /// at `location`; a problem already reported (by an earlier part of the same render) is reported
    /// once.
    private mutating func report(_ problems: [RenderProblem], of source: String, at location: SourceLocation) {
        guard !problems.isEmpty else { return }
        let log = openLog()
        for problem in problems { log.appendOnce(problem.diagnostic(source: source, location: location)) }
    }

    /// The render's log, made at its first diagnostic.
    private mutating func openLog() -> DiagnosticLog {
        if let log { return log }
        let made = DiagnosticLog()
        log = made
        return made
    }

    /// Renders entry `index` of the program's arguments, shown by the instruction at `instruction`
    /// (which locates what is reported: entries can be shown from several places).
    private mutating func renderArgument(
        _ program: MessageProgram, _ index: Int, instruction: Int, slots: ArgumentSlots,
        context: RenderContext
    ) {
        program.arguments.withUnsafeBufferPointer { arguments in
            let argument = arguments.baseAddress! + index
            // The value is read in place: copying it out would retain what it refers to.
            let entry = slots.entry(argument.pointee.slot)
            if let entry, IntegerArgumentFormat.append(entry, of: argument, to: &output) {
                // An integer shown as its only transform would show it (ICU's `#` and `{count}`),
                // written straight into the output.
                return
            }
            if let entry, appendTransformedText(argument, of: entry) {
                // A display-text transform (TML's `{user::gen}`) applied to the value read in place.
                return
            }
            if argument.pointee.isPlain, let entry {
                // The common case, without copying the part.
                if let fields = MessageObject.unretainedFields(of: entry) {
                    // An object, read without retaining it (the caller's context owns it).
                    fields._withUnsafeGuaranteedRef { output.appendValue($0.displayText, isSafe: $0.displayTextIsSafe) }
                    return
                }
                switch entry.pointee.value {
                case .string(let text): output.appendValue(text, isSafe: false)
                case .safeString(let text): output.appendValue(text, isSafe: true)
                case .number(let number): number.withUTF8Text { output.appendValue(utf8: $0, isSafe: true) }
                case .list(let list): renderList(list, locale: context.locale)
                default:
                    let (text, safe) = DisplayText.of(entry.pointee.value)
                    output.appendValue(text, isSafe: safe)
                }
                return
            }
            // The caller's context as it is when there is no prelude: the copy ``withLocals(_:_:)``
            // returns retains and releases each of its fields.
            if program.prelude == nil {
                renderArgument(
                    argument, value: entry?.pointee.value, context: context, program: program,
                    instruction: instruction, entry: index)
            } else {
                renderArgument(
                    argument, value: entry?.pointee.value, context: withLocals(program, context), program: program,
                    instruction: instruction, entry: index)
            }
        }
    }

    /// Appends the argument's ``MessageProgram/Argument/textTransform`` applied to the display text
    /// of `entry`'s value, as the general path would make it (an unsafe text escaped first, the
    /// result safe), and returns `true`; returns `false`, having appended nothing, when the value is
    /// neither a text nor an object or the transform does not apply (the general path reports that).
    @inline(__always)
    private mutating func appendTransformedText(
        _ argument: UnsafePointer<MessageProgram.Argument>, of entry: UnsafePointer<MessageArguments.Entry>
    ) -> Bool {
        guard let reference = DisplayTextTransformReference.unretained(of: argument) else { return false }
        let result = reference._withUnsafeGuaranteedRef { reference -> String? in
            if let fields = MessageObject.unretainedFields(of: entry) {
                // An object, read without retaining it (the caller's context owns it).
                return fields._withUnsafeGuaranteedRef { object in
                    reference.transform.transformDisplayText(
                        object.displayTextIsSafe ? object.displayText : output.escapedValue(object.displayText),
                        gender: object.gender ?? .unknown)
                }
            }
            switch entry.pointee.value {
            case .string(let text):
                return reference.transform.transformDisplayText(output.escapedValue(text), gender: nil)
            case .safeString(let text):
                return reference.transform.transformDisplayText(text, gender: nil)
            default: return nil
            }
        }
        guard let result else { return false }
        output.appendValue(result, isSafe: true)
        return true
    }

    /// Renders an argument that is not shown as it is (or has no value). The part is read through
    /// `pointer` and the location worked out from `program` only when something is reported: a copy
    /// of either (or a closure holding the program) would retain every array they hold.
    private mutating func renderArgument(
        _ pointer: UnsafePointer<MessageProgram.Argument>, value: MessageValue?, context: RenderContext,
        program: borrowing MessageProgram, instruction: Int, entry: Int
    ) {
        guard value != nil || pointer.pointee.part.formatting?.formatsMissingValues == true else {
            output.appendLiteral(pointer.pointee.part.verbatim)
            report(
                .missingArgument, pointer.pointee.part.verbatim,
                program.location(ofArgumentAt: instruction, entry: entry),
                "no value for \"\(pointer.pointee.part.name)\"")
            return
        }
        if pointer.pointee.part.attributePath.isEmpty, pointer.pointee.part.transforms.isEmpty,
            pointer.pointee.part.formatting == nil,
            case .list(let list)? = value
        {
            renderList(list, locale: context.locale)
            return
        }
        let (text, safe, failures) = ArgumentText.resolve(pointer, value: value, in: context) {
            output.escapedValue($0)
        }
        for failure in failures {
            switch failure {
            case .missingAttribute(let attribute):
                output.appendLiteral(pointer.pointee.part.verbatim)
                report(
                    .missingAttribute, pointer.pointee.part.verbatim,
                    program.location(ofArgumentAt: instruction, entry: entry),
                    "\"\(pointer.pointee.part.name)\" has no attribute \"\(attribute)\"")
                return
            case .transformFailed(let transform, let text):
                report(
                    .transformFailed, pointer.pointee.part.verbatim,
                    program.location(ofArgumentAt: instruction, entry: entry),
                    "\(transform.name) does not apply to \"\(text)\"")
                if transform.failureShowsVerbatim {
                    output.appendLiteral(pointer.pointee.part.verbatim)
                    return
                }
            case .formattingFailed(let problems):
                report(
                    problems, of: pointer.pointee.part.verbatim,
                    at: program.location(ofArgumentAt: instruction, entry: entry))
                output.appendLiteral(pointer.pointee.part.verbatim)
                return
            case .reported(let problem):
                report(
                    [problem], of: pointer.pointee.part.verbatim,
                    at: program.location(ofArgumentAt: instruction, entry: entry))
            }
        }
        output.appendValue(text, isSafe: safe)
    }

    private mutating func renderList(_ list: MessageList, locale: LocaleIdentifier) {
        for piece in list.layout(in: locale) {
            switch piece {
            case .literal(let text), .remainder(let text):
                output.appendLiteral(text)
            case .element(let index):
                let (text, safe) = DisplayText.of(list.elements[index])
                if let template = list.elementTemplate, let placeholder = template.range(of: "{$0}") {
                    output.appendLiteral(String(template[..<placeholder.lowerBound]))
                    output.appendValue(text, isSafe: safe)
                    output.appendLiteral(String(template[placeholder.upperBound...]))
                } else {
                    output.appendValue(text, isSafe: safe)
                }
            }
        }
    }

    /// Chooses the variant and returns the instruction to continue at: the variant's first, or the
    /// end of the selection when nothing fits (its source is shown instead, and reported).
    private mutating func select(
        _ program: MessageProgram, _ index: Int, slots: ArgumentSlots, context: RenderContext
    ) -> Int {
        program.selections.withUnsafeBufferPointer { selections in
            let selection = selections.baseAddress! + index
            if let variant = slots.variant(selection.pointee.slot, shortcuts: selection.pointee.shortcuts) {
                return Int(selection.pointee.starts[variant])
            }
            let value = slots[selection.pointee.slot]
            // The caller's context as it is when there is no prelude (as for an argument).
            let choice =
                program.prelude == nil
                ? selection.pointee.selector.choose(for: value, in: context)
                : selection.pointee.selector.choose(for: value, in: withLocals(program, context))
            switch choice {
            case .variant(let variant):
                return Int(selection.pointee.starts[variant])
            case .reportedVariant(let variant, let problems):
                report(
                    problems, of: program.verbatim(ofSelection: index), at: selection.pointee.part.location)
                return Int(selection.pointee.starts[variant])
            case .noVariant(let keys):
                let verbatim = program.verbatim(ofSelection: index)
                output.appendLiteral(verbatim)
                report(
                    .noMatchingVariant, verbatim, selection.pointee.part.location,
                    "no variant for \(keys.map { "\"\($0)\"" }.joined(separator: ", "))")
            case .failure(let failure):
                let verbatim = program.verbatim(ofSelection: index)
                output.appendLiteral(verbatim)
                report(
                    value == nil ? .missingArgument : .noMatchingVariant, verbatim, selection.pointee.part.location,
                    failure.reason)
            }
            return Int(selection.pointee.end)
        }
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
