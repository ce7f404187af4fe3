import SwiftSyntax

/// The expressions a declaration of a localizable type gives its value: an initialiser, what a computed
/// property's getter or a function returns (`return "A"`, the implicit return of a single expression,
/// each branch of a `switch` or `if` expression), and the elements of an array or the values of a
/// dictionary when the type is a collection of a localizable type.
enum ResultExpressions {
    /// What `body` returns, without looking into closures and nested functions (their returns are theirs).
    static func returned(by body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var results: [ExprSyntax] = []
        if body.count == 1, let only = body.first {
            switch only.item {
            case .expr(let expression): results += branches(of: expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    results += branches(of: expression)
                }
            default: break
            }
        }
        let finder = ReturnFinder()
        finder.walk(body)
        return results + finder.returned.flatMap(branches(of:))
    }

    /// The values of an `if` or `switch` expression's branches, or the expression itself.
    static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { branch in
                branch.statements.count == 1 ? singleExpression(branch.statements) : []
            }
        }
        if let choice = expression.as(IfExprSyntax.self) {
            var results = choice.body.statements.count == 1 ? singleExpression(choice.body.statements) : []
            switch choice.elseBody {
            case .ifExpr(let next): results += branches(of: ExprSyntax(next))
            case .codeBlock(let block) where block.statements.count == 1: results += singleExpression(block.statements)
            default: break
            }
            return results
        }
        return [expression]
    }

    /// The elements of an array literal, the values of a dictionary literal, or the expression itself.
    static func elements(of expression: ExprSyntax, isCollection: Bool) -> [ExprSyntax] {
        guard isCollection else { return [expression] }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let dictionary = expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        {
            return elements.map(\.value)
        }
        return []
    }

    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        guard let item = statements.first?.item else { return [] }
        if case .expr(let expression) = item { return branches(of: expression) }
        if case .stmt(let statement) = item, let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
            return branches(of: expression)
        }
        return []
    }

    /// The localizable type a declared type is, or holds as an array element or dictionary value.
    static func localizableType(_ type: TypeSyntax) -> (name: String, isCollection: Bool)? {
        if let array = type.as(ArrayTypeSyntax.self) {
            return localizableType(array.element).flatMap { $0.isCollection ? nil : ($0.name, true) }
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return localizableType(dictionary.value).flatMap { $0.isCollection ? nil : ($0.name, true) }
        }
        let name = DeclaredTypes.baseName(of: type)
        return CallRules.localizableTypes.contains(name) ? (name, false) : nil
    }
}

/// Finds the `return` statements of a body, outside closures and nested declarations.
private final class ReturnFinder: SyntaxVisitor {
    var returned: [ExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { returned.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
