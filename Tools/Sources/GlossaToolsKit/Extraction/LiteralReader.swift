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
        /// A literal with interpolation, as a format key.
        case format(String)
        /// Not a string literal (or a literal the parser could not read).
        case notLiteral
    }

    /// The types of names declared in the file, for the format specifier of an interpolated name.
    let types: DeclaredTypes

    func read(_ expression: ExprSyntax) -> Value {
        var expression = expression
        // `("text")` is the literal.
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            expression = only.expression
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self), !literal.hasError,
            let kind = literal.stringLiteralKind
        else { return .notLiteral }
        if let text = literal.representedLiteralValue { return .text(text) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var piece = ""
                text.appendUnescapedLiteralValue(
                    stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &piece)
                result += piece.replacing("%", with: "%%")
            case .expressionSegment(let interpolation):
                result += specifier(for: interpolation)
            }
        }
        return .format(result)
    }

    /// The format specifier `String.LocalizationValue` writes for an interpolation.
    func specifier(for interpolation: ExpressionSegmentSyntax) -> String {
        let arguments = CallArguments(list: interpolation.expressions)
        if let given = arguments.labeled("specifier"), case .text(let specifier) = read(given) {
            return specifier
        }
        guard let value = arguments.firstUnlabeled else { return "%@" }
        return DeclaredTypes.specifier(forType: types.type(of: value))
    }
}
