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
        /// Errors to report wherever the binding is used, after the inherited ones (in order).
        var problems: [MF2FunctionError] = []
        /// The nearest declared variable along the chain of operands whose own ``problems`` are
        /// not empty: its errors (with those it inherits) are reported first. A chain of
        /// declarations shares its errors instead of copying them into each declaration.
        var inherited: String?
        /// Whether the options found when compiling keep a pending value from selecting.
        var preventsSelection = false
    }

    /// A variable's binding: a render reads its value through a reference.
    typealias VariableBinding = Binding<MF2Reference>
    /// An expression's binding: a render resolves a reference or calls a function on references.
    typealias ExpressionBinding = Binding<MF2Term>

    let compiler: MF2Compiler
    /// The slots of the declarations that read arguments, in declaration order.
    private(set) var declarations: MF2Declarations
    private var bindings: [String: VariableBinding] = [:]

    init(compiler: MF2Compiler) {
        self.compiler = compiler
        declarations = MF2Declarations(context: compiler.context)
    }

    /// Binds a declaration's variable (data model checks made sure it is declared once): a call
    /// that reads arguments gets the next slot, which later expressions read by index.
    mutating func declare(_ declaration: MF2Declaration) {
        let expression = resolve(declaration.expression)
        var binding = VariableBinding(
            value: .failed, problems: expression.problems, inherited: expression.inherited,
            preventsSelection: expression.preventsSelection)
        switch expression.value {
        case .resolved(let value): binding.value = .resolved(value)
        case .pending(.reference(let reference)): binding.value = .pending(reference)
        case .pending(.call(let call)): binding.value = .pending(declarations.append(call))
        case .failed: break
        }
        bindings[declaration.variable.name] = binding
    }

    /// The binding of the variable `name` (an argument, when nothing declares it).
    func binding(of name: String) -> VariableBinding {
        bindings[name] ?? VariableBinding(value: .pending(.argument(name)))
    }

    /// The errors to report where `binding` is used, inherited ones first.
    func problems<Pending>(of binding: Binding<Pending>) -> [MF2FunctionError] {
        var chunks = [binding.problems]
        var next = binding.inherited
        // Each variable inherits from one declared before it: the chain ends.
        while let name = next, let declared = bindings[name], chunks.count <= bindings.count {
            chunks.append(declared.problems)
            next = declared.inherited
        }
        return chunks.reversed().flatMap { $0 }
    }

    /// The first argument a render of `term` reads, if any.
    func firstArgument(of term: MF2Term) -> String? {
        switch term {
        case .reference(let reference): declarations.firstArgument(of: reference)
        case .call(let call): call.firstArgument
        }
    }

    /// What `expression` stands for: resolved now when its operand and options are known, else a
    /// term for the render (its options checked now as far as they are known).
    func resolve(_ expression: MF2Expression) -> ExpressionBinding {
        var operand: VariableBinding?
        var inherited: String?
        switch expression.operand {
        case .literal(let literal): operand = VariableBinding(value: .resolved(MF2PlainValue(.string(literal.value))))
        case .variable(let variable):
            let bound = binding(of: variable.name)
            operand = bound
            inherited = bound.problems.isEmpty ? bound.inherited : variable.name
        case nil: operand = nil
        }
        guard let function = expression.function else {
            return operand.map(ExpressionBinding.init) ?? ExpressionBinding(value: .failed)
        }
        let name = function.identifier.description
        var problems: [MF2FunctionError] = []
        guard let implementation = compiler.functions[name] else {
            problems.append(MF2FunctionError(.unknownFunction, "no function :\(name) is known"))
            return ExpressionBinding(value: .failed, problems: problems, inherited: inherited)
        }
        let operandReference: MF2Reference?
        switch operand?.value {
        case .resolved(let value): operandReference = .value(value)
        case .pending(let reference): operandReference = reference
        case .failed:
            problems.append(MF2FunctionError(.badOperand, ":\(name) has no operand it can use"))
            return ExpressionBinding(value: .failed, problems: problems, inherited: inherited)
        case nil: operandReference = nil
        }
        let uOptions = MF2UOptions(function.options) { option in
            switch option.value {
            case .literal(let literal): return .string(literal.value)
            case .variable(let variable):
                guard case .resolved(let value) = binding(of: variable.name).value else { return nil }
                return value.unwrapped
            }
        }
        problems += uOptions.problems
        let (known, options) = callOptions(of: function)
        let call = MF2Call(
            name: name, function: implementation, operand: operandReference, options: options,
            direction: uOptions.direction,
            firstArgument: operandReference.flatMap(declarations.firstArgument(of:))
                ?? options.lazy.compactMap { declarations.firstArgument(of: $0.value) }.first)
        let operandValue: (any MF2Value)?
        switch operandReference {
        case .value(let value)?: operandValue = value.asOperand
        case nil: operandValue = nil
        case .argument?, .slot?: return pending(call, known: known, problems, inherited: inherited)
        }
        guard known.unresolvedNames.isEmpty else { return pending(call, known: known, problems, inherited: inherited) }
        let resolution = implementation.resolve(operandValue, options: known, in: compiler.context)
        problems += resolution.errors
        guard let value = resolution.value else {
            return ExpressionBinding(value: .failed, problems: problems, inherited: inherited)
        }
        let directed = uOptions.direction.map { MF2DirectedValue(base: value, direction: $0) }
        return ExpressionBinding(value: .resolved(directed ?? value), problems: problems, inherited: inherited)
    }

    /// The options of a call but its `u:` ones: those known now (for the handler's checks) and
    /// the references a render reads. An option whose variable failed is left out.
    private func callOptions(of function: MF2Function) -> (known: MF2Options, options: [MF2Call.Option]) {
        var known = MF2Options()
        var options: [MF2Call.Option] = []
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
                switch binding(of: variable.name).value {
                case .resolved(let value):
                    known.set(optionName, to: MF2Options.Value(value.unwrapped, isLiteral: false))
                    reference = .value(value)
                case .pending(let pending):
                    known.unresolvedNames.append(optionName)
                    reference = pending
                case .failed: continue
                }
            }
            options.append(MF2Call.Option(name: optionName, value: reference, isLiteral: false))
        }
        return (known, options)
    }

    /// `call` resolved at each render, its known options checked now.
    private func pending(
        _ call: MF2Call, known: MF2Options, _ problems: [MF2FunctionError], inherited: String?
    ) -> ExpressionBinding {
        let check = call.function.checkOptions(known, in: compiler.context)
        let problems = problems + check.errors
        guard !check.fails else { return ExpressionBinding(value: .failed, problems: problems, inherited: inherited) }
        return ExpressionBinding(
            value: .pending(.call(call)), problems: problems, inherited: inherited,
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
        case .variable(let variable): return "{$\(variable.name)}"
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
        problems = variable.problems
        inherited = variable.inherited
        preventsSelection = variable.preventsSelection
    }
}
