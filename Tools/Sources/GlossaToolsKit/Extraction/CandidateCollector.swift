import SwiftSyntax

/// Walks a syntax tree once, keeping the calls whose callee `glossa extract` knows and the declarations
/// that tell the types of interpolated names; the calls are read afterwards, when every type is known.
final class CandidateCollector: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var typedLiterals: [(type: String, literal: ExprSyntax, position: AbsolutePosition)] = []
    private(set) var types = DeclaredTypes()

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = CallRules.calleeName(node.calledExpression), CallRules.names.contains(name) {
            calls.append(node)
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

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        if let annotation = node.typeAnnotation {
            types.record(name, type: annotation.type)
            let typeName = annotation.type.trimmedDescription
            if typeName == "LocalizedStringResource" || typeName == "LocalizedStringKey",
                let value = node.initializer?.value
            {
                typedLiterals.append((typeName, value, value.positionAfterSkippingLeadingTrivia))
            }
        } else if let value = node.initializer?.value {
            types.record(name, initializer: value)
        }
        return .visitChildren
    }
}
