import GlossaCLDR

/// Formats an argument as a placeholder of a MessageFormat 2 message: with its function (`:string`,
/// `:number`, `:integer`) or, without one, as its type asks (numbers as `:number` does), isolated
/// by the default bidi strategy when the compiler asks for it.
///
/// A value the function cannot use (a string that is not a number for `:number`) makes the
/// transform fail: the resolver then keeps the value's text and reports it.
struct MF2FormatTransform: ValueTransform {
    let annotation: MF2Annotation?
    let locale: LocaleIdentifier
    /// The message's direction, or `nil` when placeholders are not isolated.
    let messageDirection: MF2Direction?
    let name: String

    init(annotation: MF2Annotation?, locale: LocaleIdentifier, messageDirection: MF2Direction?) {
        self.annotation = annotation
        self.locale = locale
        self.messageDirection = messageDirection
        name = annotation.map { ":\($0.function.rawValue)" } ?? "formatting"
    }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        guard let formatted = format(text, of: value, in: context) else { return nil }
        guard let messageDirection else { return formatted.text }
        return formatted.direction.isolate(formatted.text, in: messageDirection)
    }

    private func format(
        _ text: String, of value: MessageValue, in context: RenderContext
    ) -> (text: String, direction: MF2Direction)? {
        guard let annotation, annotation.function.isNumeric else {
            if annotation == nil, case .number = value {
                return format(text, of: value, as: MF2Annotation(function: .number, options: [:]), in: context)
            }
            return (text, .unknown)
        }
        return format(text, of: value, as: annotation, in: context)
    }

    private func format(
        _ text: String, of value: MessageValue, as annotation: MF2Annotation, in context: RenderContext
    ) -> (text: String, direction: MF2Direction)? {
        guard let number = MF2NumberFormat.decimal(of: value) else { return nil }
        let format = MF2NumberFormat(annotation, arguments: context.arguments)
        return (format.text(number, locale: locale), .leftToRight)
    }
}

/// Formats a numeric literal whose options read arguments (`{4.2 :number minimumFractionDigits=$n}`):
/// the value it is given (an option's argument) only tells the resolver the argument is present.
struct MF2LiteralFormatTransform: ValueTransform {
    let literal: DecimalNumber
    let annotation: MF2Annotation
    let locale: LocaleIdentifier
    let messageDirection: MF2Direction?
    var name: String { ":\(annotation.function.rawValue)" }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        let formatted = MF2NumberFormat(annotation, arguments: context.arguments).text(literal, locale: locale)
        guard let messageDirection else { return formatted }
        return MF2Direction.leftToRight.isolate(formatted, in: messageDirection)
    }
}
