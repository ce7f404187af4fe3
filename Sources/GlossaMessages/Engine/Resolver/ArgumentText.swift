/// The text an argument reference shows for a value that is not shown as it is: its attribute
/// path followed (`{user.name}`), then its transforms applied (`{user::gen}`, `{n, number}`).
///
/// ``MessageResolver`` shows the text and reports the failures as diagnostics.
enum ArgumentText {
    /// Why an argument's text could not be made as written.
    enum Failure {
        /// The value has no attribute of that name (or is not an object).
        case missingAttribute(String)
        /// A transform did not apply to the text it was given (which was kept).
        case transformFailed(any ValueTransform, text: String)
        /// The formatting transform could not format the value and said why, or its failure is
        /// reported where it arose (``FormattedValue/failureIsReported``): the verbatim source is shown.
        case formattingFailed([RenderProblem])
        /// The formatting transform reported this beside the text it made.
        case reported(RenderProblem)
    }

    /// The text for `value`, whether it is safe to insert into HTML unescaped, and what failed.
    /// `value` is `nil` only for an argument whose formatting transform formats missing values
    /// (``ValueFormattingTransform/formatsMissingValues``): the transform alone makes its text.
    ///
    /// `escape` escapes a value's text as the output would: transforms see the value as the output
    /// inserts it, and what they add is message data. A transform that fails keeps the text it was
    /// given; a missing attribute leaves no text.
    ///
    /// The argument is read in place (copying an ``ArgumentPart`` costs a reference count per field).
    static func resolve(
        _ argument: UnsafePointer<MessageProgram.Argument>, value: MessageValue?, in context: RenderContext,
        escape: (String) -> String
    ) -> (text: String, isSafe: Bool, failures: [Failure]) {
        var value = value
        if value != nil {
            for attribute in argument.pointee.part.attributePath {
                guard case .object(let object)? = value, let next = object.attributes[attribute] else {
                    return ("", false, [.missingAttribute(attribute)])
                }
                value = next
            }
        }
        var (text, safe) = value.map { DisplayText.of($0) } ?? ("", false)
        if !argument.pointee.part.attributePath.isEmpty { safe = false }
        let transforms = argument.pointee.part.transforms
        var failures: [Failure] = []
        if let formatting = argument.pointee.part.formatting {
            // It formats the value: it sees the text unescaped and says whether its result is safe.
            let formatted = formatting.format(value, text: text, isSafe: safe, in: context)
            guard let formattedText = formatted.text else {
                // The verbatim source is shown, with what the transform reports (nothing when the
                // failure is reported where it arose: ``FormattedValue``).
                return (text, safe, [.formattingFailed(formatted.problems)])
            }
            (text, safe) = (formattedText, formatted.isSafe)
            failures += formatted.problems.map(Failure.reported)
        }
        guard let value else { return (text, safe, failures) }
        if !transforms.isEmpty, !safe {
            text = escape(text)
            safe = true
        }
        for transform in transforms {
            if let transformed = transform.transform(text, of: value, in: context) {
                text = transformed
            } else {
                failures.append(.transformFailed(transform, text: text))
            }
        }
        return (text, safe, failures)
    }
}
