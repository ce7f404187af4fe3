/// A transform that formats the value itself rather than editing the text an output would insert
/// (MessageFormat 2's functions, an app's among them): the resolver gives it the value's display
/// text unescaped with whether it is safe, and the output escapes what it returns unless it says
/// the result is safe. A front end gives it as the argument's ``ArgumentPart/formatting``, before
/// any other transform.
///
/// Without this capability a transform sees the escaped text and its result is trusted, as TML's
/// language cases need (what they add is message data); a function's output is not message data,
/// so HTML must escape it like any text a caller passes.
///
/// It is also an ``IntegerFormattingTransform`` (by default showing integers in no standard
/// format), so that preparing an argument asks for that capability without a dynamic cast.
protocol ValueFormattingTransform: IntegerFormattingTransform {
    /// The formatted `value` (`nil` when the part's argument has no value, which the transform is
    /// asked about only when it ``formatsMissingValues``). `text` is the value's display text,
    /// `isSafe` whether the caller marked it safe.
    func format(_ value: MessageValue?, text: String, isSafe: Bool, in context: RenderContext) -> FormattedValue

    /// Whether a part whose argument has no value is formatted all the same (the transform then
    /// reports what is missing itself) rather than shown verbatim with a
    /// ``MessageDiagnostic/Kind/missingArgument`` diagnostic.
    var formatsMissingValues: Bool { get }
}

extension ValueFormattingTransform {
    /// By default integers are formatted by ``format(_:text:isSafe:in:)`` like any value.
    var integerFormat: IntegerArgumentFormat? { nil }
    /// By default a part without a value is shown verbatim and reported by the resolver.
    var formatsMissingValues: Bool { false }
}

/// What a ``ValueFormattingTransform`` made of a value: its text, or none when it could not be
/// formatted (the part's verbatim source is shown), and what it reports either way.
///
/// A value that could not be formatted and has no problems of its own failed where it comes from (a
/// declaration it reads), which reports why: nothing more is reported for it
/// (``failureIsReported``).
struct FormattedValue: Sendable {
    /// The text, `nil` when the value could not be formatted.
    var text: String?
    /// Whether ``text`` is safe to insert into HTML unescaped.
    var isSafe: Bool
    /// What the resolver reports, beside the text or the verbatim source.
    var problems: [RenderProblem] = []

    /// Whether what kept the value from being formatted is reported elsewhere: a failure without
    /// problems of its own.
    var failureIsReported: Bool { text == nil && problems.isEmpty }
}
