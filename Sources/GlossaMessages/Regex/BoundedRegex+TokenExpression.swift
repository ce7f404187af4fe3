extension BoundedRegex {
    /// Compiles a TML context's `token_expression` (for example `/.*(count|num)(\d)*$/`).
    ///
    /// The same as ``init(literal:)``: the slashes are removed and the pattern keeps its trailing `$`
    /// anchor, as in tml-ruby (tml-js and tml-python drop the `$`, a bug), so `users` is a `genders`
    /// token and not a `gender` one.
    /// - Throws: ``RegexSyntaxError`` whose position counts from the start of `tokenExpression`.
    public init(tokenExpression: String) throws(RegexSyntaxError) {
        try self.init(literal: tokenExpression)
    }

    /// A regex that matches no string: the pattern `[]` (an empty class).
    public static let matchingNothing = BoundedRegex(
        pattern: "[]", options: [],
        program: RegexProgram(
            instructions: [.save(0), .characterClass(0), .save(1), .match],
            classes: [RegexCharacterClass(set: RegexScalarSet(), isNegated: false)]))
}
