import SwiftSyntax

/// A project's own functions, views and enum cases that take a `LocalizedStringKey`,
/// `LocalizedStringResource` or `String.LocalizationValue` (`init(description: LocalizedStringKey)`, a
/// stored `let title: LocalizedStringKey` of a struct, `case invalid(description: LocalizedStringKey)`),
/// and the literals its calls pass them: Xcode extracts those, since the type checker sees the
/// parameter's type. The declaration may be in any file, so literal arguments are kept per file as
/// candidates and taken once every file's declarations are known.
struct LocalizableParameter: Sendable, Hashable {
    /// The function's name, the type's for an initialiser, or the enum case's.
    let callee: String
    /// The argument label, `_` for none.
    let label: String

    /// The localizable parameters `node` declares: an initialiser's or function's, a struct's stored
    /// properties (its memberwise initialiser), or the associated values of an enum's cases.
    static func declared(by node: some SyntaxProtocol) -> [LocalizableParameter] {
        if let function = node.as(FunctionDeclSyntax.self) {
            return parameters(function.signature.parameterClause.parameters, callee: function.name.text)
        }
        if let initializer = node.as(InitializerDeclSyntax.self), let type = enclosingTypeName(of: initializer) {
            return parameters(initializer.signature.parameterClause.parameters, callee: type)
        }
        if let cases = node.as(EnumCaseDeclSyntax.self) {
            return cases.elements.flatMap { element -> [LocalizableParameter] in
                (element.parameterClause?.parameters ?? []).compactMap {
                    isLocalizable($0.type)
                        ? LocalizableParameter(callee: element.name.text, label: $0.firstName?.text ?? "_") : nil
                }
            }
        }
        if let structure = node.as(StructDeclSyntax.self) {
            return structure.memberBlock.members.flatMap { member -> [LocalizableParameter] in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
                return variable.bindings.compactMap { binding in
                    guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type,
                        isLocalizable(type), let name = binding.pattern.as(IdentifierPatternSyntax.self)
                    else { return nil }
                    return LocalizableParameter(callee: structure.name.text, label: name.identifier.text)
                }
            }
        }
        return []
    }

    private static func parameters(_ list: FunctionParameterListSyntax, callee: String) -> [LocalizableParameter] {
        list.compactMap {
            isLocalizable($0.type) ? LocalizableParameter(callee: callee, label: $0.firstName.text) : nil
        }
    }

    private static func isLocalizable(_ type: TypeSyntax) -> Bool {
        CallRules.literalTypes.contains(DeclaredTypes.baseName(of: type))
    }

    private static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let named = current.asProtocol(NamedDeclSyntax.self), !current.is(FunctionDeclSyntax.self) {
                return named.name.text
            }
            if let extended = current.as(ExtensionDeclSyntax.self) {
                return DeclaredTypes.baseName(of: extended.extendedType)
            }
            parent = current.parent
        }
        return nil
    }
}
