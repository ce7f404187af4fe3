import SwiftSyntax

/// The types of the names a file declares, as far as they are written down, for choosing the format
/// specifier of an interpolated value without a type checker.
///
/// Parameters and variables with a type annotation, and variables initialised from a literal, are
/// recorded by name (the last declaration of a name wins, whatever its scope). Unknown names are
/// `nil`, and an interpolation of an unknown type is written `%@` — the limit of reading syntax
/// alone, documented in `glossa extract --help`.
struct DeclaredTypes {
    private(set) var types: [String: String] = [:]

    mutating func record(_ name: String, type: TypeSyntax) {
        types[name] = Self.baseName(of: type)
    }

    mutating func record(_ name: String, initializer: ExprSyntax) {
        if let type = Self.literalType(initializer) { types[name] = type }
    }

    /// The type name of an expression, where the file says it.
    func type(of expression: ExprSyntax) -> String? {
        if let literal = Self.literalType(expression) { return literal }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return types[reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "count" || name == "endIndex" || name == "startIndex" { return "Int" }
            return types[name]
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            let name = callee.baseName.text
            if Self.integerSpecifiers[name] != nil || name == "Double" || name == "Float" || name == "String" {
                return name
            }
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return type(of: forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression) }
        return nil
    }

    private static func literalType(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalType(prefix.expression)
        }
        return nil
    }

    private static func baseName(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseName(of: unwrapped.wrappedType)
        }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
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
        case "Double", "CGFloat", "Float64": return "%lf"
        case "Float", "Float32": return "%f"
        default: return "%@"
        }
    }
}
