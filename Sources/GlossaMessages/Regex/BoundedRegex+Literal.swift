extension BoundedRegex {
    /// Compiles a JavaScript regex literal as TML stores it, `/pattern/flags`, or a bare pattern.
    ///
    /// A string that starts with `/` and contains another `/` is a literal: the text between the first
    /// and the last slash is the pattern and the letters after the last slash are flags. `i`
    /// (case-insensitive) and `m` (multiline) are honoured; `g` (global) and `u` (Unicode; matching is
    /// always by scalar) are accepted and have no effect; any other flag is an error. Any other string,
    /// `"/"` included, is a bare pattern with no flags.
    /// - Throws: ``RegexSyntaxError`` whose position counts from the start of `literal`.
    public init(literal: String) throws(RegexSyntaxError) {
        let scalars = Array(literal.unicodeScalars)
        guard scalars.first == "/", let closing = scalars.lastIndex(of: "/"), closing > 0 else {
            try self.init(literal, options: [])
            return
        }
        var options: Options = []
        for (offset, flag) in scalars[(closing + 1)...].enumerated() {
            switch flag {
            case "i": options.insert(.caseInsensitive)
            case "m": options.insert(.multiline)
            case "g", "u": break
            default:
                throw RegexSyntaxError(
                    pattern: literal, position: closing + 2 + offset, message: "unsupported flag '\(flag)'")
            }
        }
        var body = String.UnicodeScalarView()
        body.append(contentsOf: scalars[1..<closing])
        try self.init(pattern: String(body), options: options, reportedPattern: literal, positionOffset: 1)
    }
}

extension BoundedRegex: CustomStringConvertible {
    /// The regex as a JavaScript literal, `/pattern/flags` (for example `/(x|ch)$/i`).
    public var description: String {
        "/\(pattern)/" + (options.contains(.caseInsensitive) ? "i" : "") + (options.contains(.multiline) ? "m" : "")
    }
}
