@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Reads the value of a string literal the way the runtime will see it.
///
/// A literal without interpolation is its text. With interpolation, the text is the format key that
/// `String.LocalizationValue` builds: literal segments with `%` doubled, each interpolation replaced by
/// its format specifier (`%lld` for integers, `%lf` for `Double`, `%@` for strings and objects, the
/// `specifier:` argument when one is given).
struct LiteralReader {
    /// What an expression turned out to be.
    enum Value {
        /// A literal without interpolation.
        case text(String)
        /// A literal with interpolation, as a format key (some interpolations may wait for a type
        /// declared in another file).
        case format(FormatText)
        /// Not a string literal (or a literal the parser could not read).
        case notLiteral
    }

    /// The types of names declared in the file, for the format specifier of an interpolated name.
    let types: DeclaredTypes

    /// The expressions `expression` may evaluate to: both branches of a ternary (`ok ? "Yes" : "No"`,
    /// nested ones too), else the expression itself without parentheses.
    static func alternatives(of expression: ExprSyntax) -> [ExprSyntax] {
        let expression = withoutParentheses(expression)
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return alternatives(of: ternary.thenExpression) + alternatives(of: ternary.elseExpression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return alternatives(ofSequence: Array(sequence.elements)) ?? [expression]
        }
        return [expression]
    }

    /// The parser leaves operators unfolded: `c ? a : b` is the sequence `c`, `? a :`, `b`, and the
    /// condition may hold operators of its own (`x && y ? a : b`). A ternary binds loosest and to the
    /// right, so the branches are the first ternary's middle and whatever the rest after it gives.
    private static func alternatives(ofSequence elements: [ExprSyntax]) -> [ExprSyntax]? {
        guard
            let first = elements.indices.first(where: {
                $0 % 2 == 1 && elements[$0].is(UnresolvedTernaryExprSyntax.self)
            }),
            let choice = elements[first].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let rest = Array(elements[(first + 1)...])
        let otherwise = rest.count == 1 ? rest.first.map(alternatives(of:)) : alternatives(ofSequence: rest)
        guard let otherwise else { return nil }
        return alternatives(of: choice.thenExpression) + otherwise
    }

    /// `("text")` is the literal.
    private static func withoutParentheses(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            expression = only.expression
        }
        return expression
    }

    /// Reads `expression`; with `placeholders`, interpolations are App Intents placeholders (`${name}`)
    /// and `%` is not doubled, as in an `AppShortcut` phrase.
    func read(_ expression: ExprSyntax, placeholders: Bool = false) -> Value {
        guard let literal = Self.withoutParentheses(expression).as(StringLiteralExprSyntax.self), !literal.hasError,
            let kind = literal.stringLiteralKind
        else { return .notLiteral }
        if let text = literal.representedLiteralValue { return .text(text) }
        var result = FormatText()
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var piece = ""
                text.appendUnescapedLiteralValue(
                    stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &piece)
                result.parts.append(.text(placeholders ? piece : piece.replacing("%", with: "%%")))
            case .expressionSegment(let interpolation):
                result.parts.append(placeholders ? placeholder(for: interpolation) : specifier(for: interpolation))
            }
        }
        return .format(result)
    }

    /// The format specifier `String.LocalizationValue` writes for an interpolation.
    func specifier(for interpolation: ExpressionSegmentSyntax) -> FormatText.Part {
        let arguments = CallArguments(list: interpolation.expressions)
        if let given = arguments.labeled("specifier"), case .text(let specifier) = read(given) {
            return .specifier(specifier)
        }
        guard let value = arguments.firstUnlabeled else { return .unknown(name: nil) }
        // `\(date, style: .date)`, `\(value, format: …)`: a formatted value is an object, `%@`.
        if interpolation.expressions.count > 1 { return .specifier("%@") }
        if let type = types.type(of: value) { return .specifier(DeclaredTypes.specifier(forType: type)) }
        return .unknown(name: DeclaredTypes.lookupName(of: value))
    }

    /// The placeholder App Intents write for an interpolation: `${applicationName}` for
    /// `\(.applicationName)`, `${name}` for a parameter `\(\.$name)`.
    func placeholder(for interpolation: ExpressionSegmentSyntax) -> FormatText.Part {
        guard let value = CallArguments(list: interpolation.expressions).firstUnlabeled else {
            return .specifier("${}")
        }
        var name = value.trimmedDescription
        if let member = value.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let path = value.as(KeyPathExprSyntax.self), let last = path.components.last {
            name = last.component.trimmedDescription
        }
        if name.hasPrefix("$") { name.removeFirst() }
        return .specifier("${\(name)}")
    }
}
