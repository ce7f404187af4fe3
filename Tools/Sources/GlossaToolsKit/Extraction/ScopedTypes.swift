import SwiftSyntax

/// The types code gives names without writing them down: the parameters of a closure passed to
/// `ForEach` (`ForEach(0..<count) { index in … }`, `$0`) and the variable of a `for` loop, from the
/// elements of the sequence they go over (a range, `indices`, an array of literals, `enumerated()`,
/// `zip`). Found by walking up from the name to the closure or loop that binds it.
enum ScopedTypes {
    /// The type of `reference` where an enclosing closure or loop binds it; `nil` when none does or its
    /// sequence's elements are of no type this can tell.
    static func type(of reference: DeclReferenceExprSyntax, types: DeclaredTypes) -> String? {
        let name = reference.baseName.text
        var node = reference.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), let index = parameterIndex(of: name, in: closure) {
                guard let call = forEachCall(passing: closure),
                    let data = CallArguments(list: call.arguments).firstUnlabeled
                else { return nil }
                let elements = elementTypes(of: data, types: types)
                let count = parameterCount(of: closure)
                if elements.count == count, index < count { return elements[index] }
                return count <= 1 && elements.count == 1 ? elements[0] : nil
            }
            if let loop = current.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                let elements = elementTypes(of: loop.sequence, types: types)
                return elements.count == 1 ? elements[0] : nil
            }
            if current.is(FunctionDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    private static func parameterIndex(of name: String, in closure: ClosureExprSyntax) -> Int? {
        if name.hasPrefix("$"), let index = Int(name.dropFirst()) { return index }
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            return names.firstIndex { $0.name.text == name }.map { names.distance(from: names.startIndex, to: $0) }
        case .parameterClause(let clause)?:
            let parameters = clause.parameters
            return parameters.firstIndex { ($0.secondName ?? $0.firstName).text == name }
                .map { parameters.distance(from: parameters.startIndex, to: $0) }
        case nil: return nil
        }
    }

    private static func parameterCount(of closure: ClosureExprSyntax) -> Int {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil: return 1
        }
    }

    /// The `ForEach(…)` call `closure` is the content of (trailing or labelled `content:`).
    private static func forEachCall(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self),
            CallRules.calleeName(call.calledExpression) == "ForEach"
        else { return nil }
        return call
    }

    /// The types of a sequence's elements, one per tuple member (`nil` where unknown).
    static func elementTypes(of sequence: ExprSyntax, types: DeclaredTypes) -> [String?] {
        if let tuple = sequence.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return elementTypes(of: only.expression, types: types)
        }
        if let array = sequence.as(ArrayExprSyntax.self), let first = array.elements.first {
            return [types.type(of: first.expression)]
        }
        if let range = sequence.as(SequenceExprSyntax.self), range.elements.count == 3 {
            let elements = Array(range.elements)
            guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
            else { return [nil] }
            // A literal bound takes the other bound's type: `0..<count` goes over whatever `count` is.
            let bounds = [elements[0], elements[2]]
            let declared = bounds.filter { !$0.is(IntegerLiteralExprSyntax.self) }.compactMap { types.type(of: $0) }
            return [declared.first ?? "Int"]
        }
        if let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" {
            return ["Int"]
        }
        if let call = sequence.as(FunctionCallExprSyntax.self) {
            let arguments = Array(call.arguments)
            let name = CallRules.calleeName(call.calledExpression)
            if name == "Array", arguments.count == 1, let only = arguments.first {
                return elementTypes(of: only.expression, types: types)
            }
            if name == "zip", arguments.count == 2 {
                return arguments.map { elementTypes(of: $0.expression, types: types).first ?? nil }
            }
            if name == "enumerated", arguments.isEmpty { return ["Int", nil] }
        }
        return [nil]
    }
}
