/// The declarations of a message bound when compiling: each variable stands for a value resolved
/// then, or a reference a render reads: an argument, or the slot of a declaration that reads
/// arguments (``MF2Declarations``), which each render resolves once, in declaration order.
struct MF2Scope {
    /// What a variable or an expression stands for; `Pending` is what a render resolves.
    struct Binding<Pending> {
        enum Value {
            /// Resolved when compiling.
            case resolved(any MF2Value)
            /// Resolved at each render.
            case pending(Pending)
            /// The expression failed when compiling: it shows its fallback.
            case failed
        }

        var value: Value
        /// The errors of the expression itself, in order. Those of the declarations it reads are not
        /// among them: each declaration reports its own once (``declarationReports()``).
        var problems: [MF2FunctionError] = []
        /// Whether the options found when compiling keep a pending value from selecting.
        var preventsSelection = false
        /// The variables the expression reads: its operand's and its options'.
        var reads: [String] = []
    }

    /// A variable's binding: a render reads its value through a reference.
    typealias VariableBinding = Binding<MF2Reference>
    /// An expression's binding: a render resolves a reference or calls a function on references.
    typealias ExpressionBinding = Binding<MF2Term>

    /// A declaration's errors, reported once, at its expression, when the message uses its variable.
    private struct Declared {
        let name: String
        let problems: [MF2FunctionError]
        let location: SourceLocation
        /// Its slot, when a render resolves it.
        let slot: Int?
        /// The variables its expression reads: used when it is.
        let reads: [String]
    }

    let compiler: MF2Compiler
    /// The slots of the declarations that read arguments, in declaration order.
    private(set) var declarations: MF2Declarations
    private var bindings = SmallTable<String, VariableBinding>()
    /// Every declaration, in declaration order.
    private var declared: [Declared] = []
    /// The variables the body reads (directly; ``declarationReports()`` adds what they read).
    private var used = SmallTable<String, Void>()
    /// The program's entry of the first placeholder that only shows each variable a render resolves,
    /// which later ones of the variable show again (``appendParts(of:to:)``).
    var variablePlaceholders = SmallTable<String, Int>()

    /// A scope for a message with `declarationCount` declarations, which it makes room for.
    init(compiler: MF2Compiler, declarationCount: Int) {
        self.compiler = compiler
        declarations = MF2Declarations(context: compiler.context)
        declarations.reserveCapacity(declarationCount)
        bindings.reserveCapacity(declarationCount)
        declared.reserveCapacity(declarationCount)
    }

    /// Binds a declaration's variable (data model checks made sure it is declared once, before any
    /// use): a call that reads arguments gets the next slot, which later expressions read by index.
    mutating func declare(_ declaration: MF2Declaration) {
        let expression = resolve(declaration.expression)
        var binding = VariableBinding(value: .failed, preventsSelection: expression.preventsSelection)
        var slot: Int?
        switch expression.value {
        case .resolved(let value): binding.value = .resolved(value)
        case .pending(.reference(let reference)): binding.value = .pending(reference)
        case .pending(.call(let call)):
            let reference = declarations.append(
                call, at: (Self.fallback(of: declaration.expression), declaration.expression.range.start))
            binding.value = .pending(reference)
            if case .slot(let index) = reference { slot = index }
        case .pending(.failed): break
        case .failed: break
        }
        bindings.set(declaration.variable.name, to: binding)
        declared.append(
            Declared(
                name: declaration.variable.name,
                problems: Self.problems(of: expression, failing: declaration.expression),
                location: declaration.expression.range.start, slot: slot, reads: expression.reads))
    }

    /// The errors `binding` of `expression` reports: its own, or, when a function failed without
    /// saying why, a Bad Operand (an expression without a function fails only when the variable it
    /// reads did, which reports it).
    static func problems(of binding: ExpressionBinding, failing expression: MF2Expression) -> [MF2FunctionError] {
        guard case .failed = binding.value, binding.problems.isEmpty, let function = expression.function else {
            return binding.problems
        }
        return [MF2FunctionError(.badOperand, ":\(function.identifier.description) has no value")]
    }

    /// The binding of the variable `name` (an argument, when nothing declares it).
    func binding(of name: String) -> VariableBinding {
        bindings[name] ?? VariableBinding(value: .pending(.argument(name)))
    }

    /// The value of the variable `name`'s binding (``binding(of:)``), read without copying the rest.
    func value(of name: String) -> VariableBinding.Value {
        guard let position = bindings.position(of: name) else { return .pending(.argument(name)) }
        return bindings.entries[position].value.value
    }

    /// Records that the body reads `names`.
    mutating func use(_ names: [String]) {
        for name in names { used.insert(name) }
    }

    /// Records that the body reads `name`.
    mutating func use(_ name: String) {
        used.insert(name)
    }

    /// One unresolved part per error of each declaration the body uses, directly or through other
    /// declarations, at the declaration's expression, in declaration order. Each error is reported
    /// once, however many expressions read its variable; errors of declarations nothing uses are not
    /// (as `spec/errors.md` allows). The slots of those used are the ones whose problems a render
    /// reports (``MF2Declarations/reportedSlots``).
    mutating func declarationReports() -> [UnresolvedPart] {
        // A declaration reads only earlier ones: one pass from the last finds every one used.
        for declaration in declared.reversed() where used.contains(declaration.name) {
            use(declaration.reads)
        }
        var reportedSlots = [Bool](repeating: false, count: declarations.slots.count)
        var reports: [UnresolvedPart] = []
        for declaration in declared where used.contains(declaration.name) {
            if let slot = declaration.slot { reportedSlots[slot] = true }
            if !declaration.problems.isEmpty {
                reports += Self.reports(declaration.problems, at: declaration.location, firstShowing: nil)
            }
        }
        declarations.reportedSlots = reportedSlots
        return reports
    }

    /// The first argument a render of `term` reads, if any.
    func firstArgument(of term: MF2Term) -> String? {
        switch term {
        case .reference(let reference): declarations.firstArgument(of: reference)
        case .call(let call): call.firstArgument
        case .failed(let operand, _): declarations.firstArgument(of: operand)
        }
    }

    /// What `expression` stands for: resolved now when its operand and options are known, else a
    /// term for the render (its options checked now as far as they are known).
    func resolve(_ expression: MF2Expression) -> ExpressionBinding {
        var binding = resolveValue(of: expression)
        if case .variable(let variable) = expression.operand { binding.reads.append(variable.name) }
        for option in expression.function?.options ?? [] {
            if case .variable(let variable) = option.value { binding.reads.append(variable.name) }
        }
        return binding
    }

    /// What `expression` stands for, but the variables it reads.
    private func resolveValue(of expression: MF2Expression) -> ExpressionBinding {
        guard let function = expression.function else {
            switch expression.operand {
            case .literal(let literal):
                return ExpressionBinding(value: .resolved(MF2PlainValue(.string(literal.value))))
            case .variable(let variable): return ExpressionBinding(binding(of: variable.name))
            case nil: return ExpressionBinding(value: .failed)
            }
        }
        // The operand's value only, read in place: a call needs neither its problems nor its reads.
        let operand: VariableBinding.Value?
        switch expression.operand {
        case .literal(let literal): operand = .resolved(MF2PlainValue(.string(literal.value)))
        case .variable(let variable): operand = value(of: variable.name)
        case nil: operand = nil
        }
        let name = function.identifier.description
        var problems: [MF2FunctionError] = []
        guard let implementation = compiler.functions[name] else {
            problems.append(MF2FunctionError(.unknownFunction, "no function :\(name) is known"))
            return ExpressionBinding(value: .failed, problems: problems)
        }
        let operandReference: MF2Reference?
        switch operand {
        case .resolved(let value): operandReference = .value(value)
        case .pending(let reference): operandReference = reference
        case .failed:
            problems.append(MF2FunctionError(.badOperand, ":\(name) has no operand it can use"))
            return ExpressionBinding(value: .failed, problems: problems)
        case nil: operandReference = nil
        }
        // Most calls have no `u:` option: nothing to read for them.
        let hasUOptions = function.options.contains { $0.identifier.namespace == "u" }
        let uOptions = hasUOptions ? self.uOptions(of: function) : MF2UOptions()
        problems += uOptions.problems
        let (known, options, leftOut) = callOptions(of: function)
        problems += leftOut.map(MF2FunctionError.optionLeftOut)
        let directionOption = hasUOptions ? pendingUOption("dir", of: function) : nil
        let idOption = hasUOptions ? pendingUOption("id", of: function) : nil
        let call = MF2Call(
            name: name, function: implementation, operand: operandReference, options: options,
            direction: uOptions.direction, directionOption: directionOption, idOption: idOption,
            reportedWhenCompiling: [],
            firstArgument: operandReference.flatMap(declarations.firstArgument(of:))
                ?? options.lazy.compactMap { declarations.firstArgument(of: $0.value) }.first
                ?? directionOption.flatMap(declarations.firstArgument(of:))
                ?? idOption.flatMap(declarations.firstArgument(of:)))
        let operandValue: (any MF2Value)?
        switch operandReference {
        case .value(let value)?: operandValue = value.asOperand
        case nil: operandValue = nil
        case .argument?, .slot?: return pending(call, known: known, problems)
        }
        guard known.unresolvedNames.isEmpty, directionOption == nil, idOption == nil else {
            return pending(call, known: known, problems)
        }
        let resolution = implementation.resolve(operandValue, options: known, in: compiler.context)
        problems += resolution.errors
        guard let value = resolution.value else {
            return ExpressionBinding(value: .failed, problems: problems)
        }
        let directed = uOptions.direction.map { MF2DirectedValue(base: value, direction: $0) }
        return ExpressionBinding(value: .resolved(directed ?? value), problems: problems)
    }

    /// The `u:` options of `function`, with the values known when compiling.
    private func uOptions(of function: MF2Function) -> MF2UOptions {
        MF2UOptions(function.options) { option in
            switch option.value {
            case .literal(let literal): return .string(literal.value)
            case .variable(let variable):
                guard case .resolved(let value) = value(of: variable.name) else { return nil }
                return value.unwrapped
            }
        }
    }

    /// The reference a render reads for the `u:` option `name` (`dir`, `id`) of `function`, when its
    /// variable's value is not known when compiling.
    private func pendingUOption(_ name: String, of function: MF2Function) -> MF2Reference? {
        for option in function.options where option.identifier.namespace == "u" && option.identifier.name == name {
            guard case .variable(let variable) = option.value,
                case .pending(let reference) = value(of: variable.name)
            else { continue }
            return reference
        }
        return nil
    }

    /// The options of a call but its `u:` ones: those known now (for the handler's checks) and
    /// the references a render reads. An option whose variable failed is left out, and named.
    private func callOptions(
        of function: MF2Function
    ) -> (known: MF2Options, options: [MF2Call.Option], leftOut: [String]) {
        var known = MF2Options()
        var options: [MF2Call.Option] = []
        var leftOut: [String] = []
        guard !function.options.isEmpty else { return (known, options, leftOut) }
        for option in function.options where option.identifier.namespace != "u" {
            let optionName = option.identifier.description
            let reference: MF2Reference
            switch option.value {
            case .literal(let literal):
                let value = MF2PlainValue(.string(literal.value))
                known.set(optionName, to: MF2Options.Value(value.unwrapped, isLiteral: true))
                options.append(MF2Call.Option(name: optionName, value: .value(value), isLiteral: true))
                continue
            case .variable(let variable):
                switch value(of: variable.name) {
                case .resolved(let value):
                    known.set(optionName, to: MF2Options.Value(value.unwrapped, isLiteral: false))
                    reference = .value(value)
                case .pending(let pending):
                    known.unresolvedNames.append(optionName)
                    reference = pending
                case .failed:
                    leftOut.append(optionName)
                    continue
                }
            }
            options.append(MF2Call.Option(name: optionName, value: reference, isLiteral: false))
        }
        return (known, options, leftOut)
    }

    /// `call` resolved at each render, its known options checked now.
    private func pending(
        _ call: MF2Call, known: MF2Options, _ problems: [MF2FunctionError]
    ) -> ExpressionBinding {
        let check = call.function.checkOptions(known, in: compiler.context)
        let problems = problems + check.errors
        guard !check.fails else { return ExpressionBinding(value: .failed, problems: problems) }
        return ExpressionBinding(
            value: .pending(.call(problems.isEmpty ? call : call.reporting(problems))), problems: problems,
            preventsSelection: check.preventsSelection)
    }

    /// The fallback representation of an expression (`spec/formatting.md`, "Fallback Resolution").
    static func fallback(of expression: MF2Expression) -> String {
        switch expression.operand {
        case .literal(let literal):
            var escaped = ""
            for character in literal.value {
                if character == "\\" || character == "|" { escaped.append("\\") }
                escaped.append(character)
            }
            return "{|\(escaped)|}"
        case .variable(let variable):
            // `{$name}` written in one go: a short one is a small string, made without allocating.
            var name = variable.name
            return name.withUTF8 { name in
                String(unsafeUninitializedCapacity: name.count + 3) { buffer in
                    buffer[0] = UInt8(ascii: "{")
                    buffer[1] = UInt8(ascii: "$")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[2..<name.count + 2]).initialize(from: name)
                    buffer[name.count + 2] = UInt8(ascii: "}")
                    return name.count + 3
                }
            }
        case nil: return "{:\(expression.function?.identifier.description ?? "")}"
        }
    }
}

extension MF2Scope.Binding where Pending == MF2Term {
    /// An expression without a function: its variable's (or literal's) binding.
    init(_ variable: MF2Scope.VariableBinding) {
        switch variable.value {
        case .resolved(let value): self.value = .resolved(value)
        case .pending(let reference): self.value = .pending(.reference(reference))
        case .failed: self.value = .failed
        }
        preventsSelection = variable.preventsSelection
    }
}
