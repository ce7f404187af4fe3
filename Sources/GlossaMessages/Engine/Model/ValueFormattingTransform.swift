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
    /// The formatted text and whether it is safe to insert into HTML unescaped, or `nil` when the
    /// value cannot be formatted. `text` is the value's display text, `isSafe` whether the caller
    /// marked it safe.
    func format(
        _ value: MessageValue, text: String, isSafe: Bool, in context: RenderContext
    ) -> (text: String, isSafe: Bool)?
}

extension ValueFormattingTransform {
    /// By default integers are formatted by ``format(_:text:isSafe:in:)`` like any value.
    var integerFormat: IntegerArgumentFormat? { nil }
}
