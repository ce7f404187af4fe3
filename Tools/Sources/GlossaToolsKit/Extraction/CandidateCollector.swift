import SwiftSyntax

/// Walks a syntax tree once, keeping the calls whose callee `glossa extract` knows, the literals
/// declared or returned as a localizable type, and the declarations that tell the types of
/// interpolated names; the calls are read afterwards, when every type is known.
final class CandidateCollector: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var attributes: [AttributeSyntax] = []
    private(set) var typedLiterals: [(type: String, literal: ExprSyntax)] = []
    private(set) var types = DeclaredTypes()
    /// The localizable parameters the file declares.
    private(set) var parameters: [LocalizableParameter] = []
    /// The calls of functions the file does not know, with a literal argument: they may have a
    /// localizable parameter declared elsewhere.
    private(set) var otherCalls: [FunctionCallExprSyntax] = []
    /// Literals assigned to a name (`error = "…"`, `self.error = "…"`), with that name: strings if the
    /// name is declared as a ``CallRules/literalTypes`` property, here or in another file.
    private(set) var assignments: [(name: String, literal: ExprSyntax)] = []
    /// Functions called like `NSLocalizedString`, besides it.
    let functionNames: Set<String>

    init(functionNames: Set<String> = []) {
        self.functionNames = functionNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = CallRules.calleeName(node.calledExpression),
            CallRules.names.contains(name) || functionNames.contains(name)
        {
            calls.append(node)
        } else if node.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) {
            otherCalls.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters += LocalizableParameter.declared(by: node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters += LocalizableParameter.declared(by: node)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters += LocalizableParameter.declared(by: node)
        return .visitChildren
    }

    /// `name = "…"` and `owner.name = "…"` (the parser leaves `=` in an unfolded sequence), the value
    /// a literal or a choice between literals.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let name =
            target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let value = elements[2]
        if let name, LiteralReader.alternatives(of: value).allSatisfy({ $0.is(StringLiteralExprSyntax.self) }) {
            assignments.append((name, value))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
            CallRules.appIntentArguments[name] != nil
        {
            attributes.append(node)
        }
        return .visitChildren
    }

    /// `#if false` code is never compiled, so Xcode finds nothing there.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.condition?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            ? .skipChildren : .visitChildren
    }

    /// `enum Mode: LocalizedStringKey { case timer = "Timer" }`: the raw values are localizable.
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let raw = node.inheritanceClause?.inheritedTypes.first?.type,
            let localizable = ResultExpressions.localizableType(raw), !localizable.isCollection
        else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            keep(cases.elements.compactMap { $0.rawValue?.value }, as: localizable)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        types.record((node.secondName ?? node.firstName).text, type: node.type)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.type { types.record((node.secondName ?? node.firstName).text, type: type) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters += LocalizableParameter.declared(by: node)
        guard let result = node.signature.returnClause?.type else { return .visitChildren }
        types.record(node.name.text, type: result)
        if let localizable = ResultExpressions.localizableType(result), let body = node.body {
            keep(ResultExpressions.returned(by: body.statements), as: localizable)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        if let annotation = node.typeAnnotation {
            types.record(name, type: annotation.type)
            if let localizable = ResultExpressions.localizableType(annotation.type) {
                if let value = node.initializer?.value { keep([value], as: localizable) }
                keep(Self.getterResults(node.accessorBlock), as: localizable)
            }
        } else if let value = node.initializer?.value {
            types.record(name, initializer: value)
        }
        return .visitChildren
    }

    private func keep(_ values: [ExprSyntax], as localizable: (name: String, isCollection: Bool)) {
        for value in values {
            for element in ResultExpressions.elements(of: value, isCollection: localizable.isCollection) {
                typedLiterals.append((localizable.name, element))
            }
        }
    }

    /// What a computed property returns: its getter's body, or the accessor block written as one.
    private static func getterResults(_ block: AccessorBlockSyntax?) -> [ExprSyntax] {
        switch block?.accessors {
        case .getter(let body)?:
            return ResultExpressions.returned(by: body)
        case .accessors(let accessors)?:
            let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            return getter?.body.map { ResultExpressions.returned(by: $0.statements) } ?? []
        case nil:
            return []
        }
    }
}
