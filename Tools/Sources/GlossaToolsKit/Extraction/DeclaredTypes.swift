import SwiftSyntax

/// The types of the names a file declares, as far as they are written down, for choosing the format
/// specifier of an interpolated value without a type checker.
///
/// Parameters, variables and properties with a type annotation, variables initialised from a literal or
/// a numeric conversion (`Int(x)`), and functions with a declared result are recorded by name (the last
/// declaration of a name wins, whatever its scope). A name the file does not declare is looked up in
/// the declarations of the whole tree being extracted (``TreeTypes``), so `\(post.likesCount)` is `%lld`
/// when another file declares `var likesCount: Int`. A name no file declares is written `%@` — the limit
/// of reading syntax alone, documented in `glossa extract --help`.
struct DeclaredTypes: Sendable {
    private(set) var types: [String: String] = [:]

    mutating func record(_ name: String, type: TypeSyntax) {
        types[name] = Self.baseName(of: type)
    }

    mutating func record(_ name: String, initializer: ExprSyntax) {
        if let type = Self.expressionType(initializer) { types[name] = type }
    }

    /// The type name of an expression, where the file says it.
    func type(of expression: ExprSyntax) -> String? {
        if let type = Self.expressionType(expression) { return type }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return ScopedTypes.type(of: reference, types: self) ?? types[reference.baseName.text]
        }
        if let arithmetic = arithmeticType(of: expression) { return arithmetic }
        if let choice = choiceType(of: expression) { return choice }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "count" || name == "endIndex" || name == "startIndex" { return "Int" }
            return types[name]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = CallRules.calleeName(call.calledExpression)
        {
            return types[name]
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return type(of: forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression) }
        if let defaulted = Self.nilCoalescing(expression) {
            return type(of: defaulted.value) ?? type(of: defaulted.fallback)
        }
        return nil
    }

    /// The type of `ok ? a : b` (left unfolded by the parser): the first branch's, else the second's.
    private func choiceType(of expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let choice = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let otherwise = elements.count == index + 2 ? type(of: elements[index + 1]) : nil
        return type(of: choice.thenExpression) ?? otherwise
    }

    /// The type of `a + 1`, `count * 2`, `x / 2.5`: the first operand of known type that is not a literal,
    /// else `Double` if a literal is, else `Int`.
    private func arithmeticType(of expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
        guard
            operators.allSatisfy({
                $0.as(BinaryOperatorExprSyntax.self).map { arithmetic.contains($0.operator.text) } ?? false
            })
        else { return nil }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        let literals = operands.filter { $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self) }
        if let declared = operands.lazy.filter({ !literals.contains($0) }).compactMap({ self.type(of: $0) }).first {
            return declared
        }
        guard literals.count == operands.count || !literals.isEmpty else { return nil }
        return literals.contains { $0.is(FloatLiteralExprSyntax.self) } ? "Double" : "Int"
    }

    /// The name under which other files may declare the type of `expression`: the variable, property or
    /// function it reads; `nil` when it reads none.
    static func lookupName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self) { return CallRules.calleeName(call.calledExpression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lookupName(of: forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lookupName(of: optional.expression) }
        if let defaulted = nilCoalescing(expression) { return lookupName(of: defaulted.value) }
        return nil
    }

    /// `value ?? fallback`, as the parser leaves it (an unfolded sequence).
    private static func nilCoalescing(_ expression: ExprSyntax) -> (value: ExprSyntax, fallback: ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        return (elements[0], elements[2])
    }

    /// The type an expression has whatever the declarations: a literal's, or a numeric conversion's.
    private static func expressionType(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return expressionType(prefix.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            let name = callee.baseName.text
            if integerSpecifiers[name] != nil || ["Double", "Float", "CGFloat", "String"].contains(name) {
                return name
            }
        }
        return nil
    }

    static func baseName(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseName(of: unwrapped.wrappedType)
        }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(of: attributed.baseType) }
        return type.trimmedDescription
    }

    private static let integerSpecifiers: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
    ]

    /// The specifier `String.LocalizationValue` uses for a value of `type` (`%@` when unknown).
    static func specifier(forType type: String?) -> String {
        guard let type else { return "%@" }
        if let integer = integerSpecifiers[type] { return integer }
        switch type {
        case "Double", "CGFloat", "Float64", "TimeInterval": return "%lf"
        case "Float", "Float32": return "%f"
        default: return "%@"
        }
    }
}

/// The declarations of every file of a tree, for interpolations whose type their own file does not state.
///
/// When files declare one name with different types, the type most files give wins; a tie is unknown.
struct TreeTypes: Sendable {
    private var types: [String: String] = [:]

    init(_ files: some Sequence<DeclaredTypes>) {
        var votes: [String: [String: Int]] = [:]
        for file in files {
            for (name, type) in file.types { votes[name, default: [:]][type, default: 0] += 1 }
        }
        for (name, counts) in votes {
            let best = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }
            guard let best, counts.values.filter({ $0 == best.value }).count == 1 else { continue }
            types[name] = best.key
        }
    }

    /// The type declared for `name`, if the tree agrees on one.
    func type(of name: String) -> String? { types[name] }
}
