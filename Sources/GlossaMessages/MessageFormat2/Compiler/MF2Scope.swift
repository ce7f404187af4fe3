/// The declarations of a message bound when compiling: each variable stands for a literal or an
/// argument with the function (and options) it was declared with, so a render resolves nothing
/// but arguments.
struct MF2Scope {
    /// What a variable or an expression stands for.
    struct Binding {
        enum Value {
            case literal(String)
            case argument(String)
            /// The expression failed when compiling: it shows its fallback.
            case failed
        }

        var value: Value
        var annotation: MF2Annotation?
        /// Errors to report wherever the binding is used (in order).
        var problems: [(type: MF2ErrorType, message: String)] = []
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

    /// What `expression` stands for.
    func resolve(_ expression: MF2Expression) -> Binding {
        var operand: Binding
        switch expression.operand {
        case .literal(let literal): operand = Binding(value: .literal(literal.value))
        case .variable(let variable): operand = bindings[variable.name] ?? Binding(value: .argument(variable.name))
        case nil: operand = Binding(value: .failed)
        }
        guard let function = expression.function else { return operand }
        let identifier = function.identifier
        guard identifier.namespace == nil, let name = MF2Annotation.Function(rawValue: identifier.name) else {
            operand.value = .failed
            operand.problems.append((.unknownFunction, "no function :\(identifier) is known"))
            return operand
        }
        if case .failed = operand.value {
            operand.problems.append((.badOperand, ":\(name.rawValue) has no operand it can use"))
            return operand
        }
        var annotation = MF2Annotation(function: name, options: [:])
        for option in function.options {
            let optionName = option.identifier.description
            switch option.value {
            case .literal(let literal):
                annotation.options[optionName] = .literal(literal.value)
            case .variable(let variable):
                if optionName == "select" { annotation.selectIsBad = true }
                switch bindings[variable.name]?.value {
                case .literal(let text): annotation.options[optionName] = .literal(text)
                case .argument(let argument): annotation.options[optionName] = .argument(argument)
                case .failed: break
                case nil: annotation.options[optionName] = .argument(variable.name)
                }
            }
        }
        annotation = annotation.inheriting(from: operand.annotation)
        if name.isNumeric {
            if annotation.selectIsBad {
                operand.problems.append((.badOption, "the select option must be a literal written on the expression"))
            }
            for bad in MF2NumberFormat(annotation, arguments: nil).badOptions where bad != "select" {
                operand.problems.append((.badOption, "the value of \(bad) is not valid for :\(name.rawValue)"))
            }
            if case .literal(let text) = operand.value, !MF2NumberLiteral.matches(text) {
                operand.value = .failed
                operand.problems.append((.badOperand, "\"\(text)\" is not a number for :\(name.rawValue)"))
                return operand
            }
        }
        operand.annotation = annotation
        return operand
    }

    /// The binding of the variable `name` (an argument, when nothing declares it).
    func binding(of name: String) -> Binding {
        bindings[name] ?? Binding(value: .argument(name))
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
