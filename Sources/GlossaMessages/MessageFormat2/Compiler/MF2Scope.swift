/// The declarations of a message bound when compiling: each variable stands for a value resolved
/// then, or a term resolved at each render when it reads arguments.
struct MF2Scope {
    /// What a variable or an expression stands for.
    struct Binding {
        enum Value {
            /// Resolved when compiling.
            case resolved(any MF2Value)
            /// Resolved at each render.
            case pending(MF2Term)
            /// The expression failed when compiling: it shows its fallback.
            case failed
        }

        var value: Value
        /// Errors to report wherever the binding is used (in order).
        var problems: [MF2FunctionError] = []
        /// Whether the options found when compiling keep a pending value from selecting.
        var preventsSelection = false

        /// The term a render resolves for this binding, `nil` when it failed.
        var term: MF2Term? {
            switch value {
            case .resolved(let value): .value(value)
            case .pending(let term): term
            case .failed: nil
            }
        }
    }

    let compiler: MF2Compiler
    private var bindings: [String: Binding] = [:]

    init(compiler: MF2Compiler) {
        self.compiler = compiler
    }

    /// Binds a declaration's variable (data model checks made sure it is declared once).
    mutating func declare(_ declaration: MF2Declaration) {
        bindings[declaration.variable.name] = resolve(declaration.expression)
    }

    /// The binding of the variable `name` (an argument, when nothing declares it).
    func binding(of name: String) -> Binding {
        bindings[name] ?? Binding(value: .pending(.argument(name)))
    }

    /// What `expression` stands for: resolved now when its operand and options are known, else a
    /// term for the render (its options checked now as far as they are known).
    func resolve(_ expression: MF2Expression) -> Binding {
        var operand: Binding?
        switch expression.operand {
        case .literal(let literal): operand = Binding(value: .resolved(MF2PlainValue(.string(literal.value))))
        case .variable(let variable): operand = binding(of: variable.name)
        case nil: operand = nil
        }
        guard let function = expression.function else { return operand ?? Binding(value: .failed) }
        let name = function.identifier.description
        var problems = operand?.problems ?? []
        guard let implementation = compiler.functions[name] else {
            problems.append(MF2FunctionError(.unknownFunction, "no function :\(name) is known"))
            return Binding(value: .failed, problems: problems)
        }
        if case .failed = operand?.value {
            problems.append(MF2FunctionError(.badOperand, ":\(name) has no operand it can use"))
            return Binding(value: .failed, problems: problems)
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
        let operandValue: (any MF2Value)?
        switch operand?.value {
        case .resolved(let value): operandValue = value.asOperand
        case nil: operandValue = nil
        case .pending, .failed:
            return pending(
                implementation, named: name, operand: operand, options: options, known: known,
                direction: uOptions.direction, problems)
        }
        guard known.unresolvedNames.isEmpty else {
            return pending(
                implementation, named: name, operand: operand, options: options, known: known,
                direction: uOptions.direction, problems)
        }
        let resolution = implementation.resolve(operandValue, options: known, in: compiler.context)
        problems += resolution.errors
        guard let value = resolution.value else { return Binding(value: .failed, problems: problems) }
        let directed = uOptions.direction.map { MF2DirectedValue(base: value, direction: $0) }
        return Binding(value: .resolved(directed ?? value), problems: problems)
    }

    /// The options of a call but its `u:` ones: those known now (for the handler's checks) and
    /// the terms a render resolves. An option whose variable failed is left out.
    private func callOptions(of function: MF2Function) -> (known: MF2Options, terms: [MF2Call.Option]) {
        var known = MF2Options()
        var options: [MF2Call.Option] = []
        for option in function.options where option.identifier.namespace != "u" {
            let optionName = option.identifier.description
            let term: MF2Term
            switch option.value {
            case .literal(let literal):
                let value = MF2PlainValue(.string(literal.value))
                known.set(optionName, to: MF2Options.Value(value.unwrapped, isLiteral: true))
                options.append(MF2Call.Option(name: optionName, term: .value(value), isLiteral: true))
                continue
            case .variable(let variable):
                switch binding(of: variable.name).value {
                case .resolved(let value):
                    known.set(optionName, to: MF2Options.Value(value.unwrapped, isLiteral: false))
                    term = .value(value)
                case .pending(let pending):
                    known.unresolvedNames.append(optionName)
                    term = pending
                case .failed: continue
                }
            }
            options.append(MF2Call.Option(name: optionName, term: term, isLiteral: false))
        }
        return (known, options)
    }

    /// A call resolved at each render, its known options checked now.
    private func pending(
        _ function: any MF2FunctionHandler, named name: String, operand: Binding?, options: [MF2Call.Option],
        known: MF2Options, direction: MF2Direction?, _ problems: [MF2FunctionError]
    ) -> Binding {
        let check = function.checkOptions(known, in: compiler.context)
        let problems = problems + check.errors
        guard !check.fails else { return Binding(value: .failed, problems: problems) }
        let call = MF2Call(
            name: name, function: function, operand: operand?.term, options: options, direction: direction)
        return Binding(value: .pending(.call(call)), problems: problems, preventsSelection: check.preventsSelection)
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
