import GlossaJSON

extension ExpressionCompiler {
    /// Compiles a translation as a catalog stores it: the JSON of a Swifternalization object (expressions,
    /// length variations or both) when the text starts with `{`, else the text itself.
    ///
    /// ```swift
    /// compiler.compile(source: #"{"one": "%d car", "other": "%d cars"}"#)
    /// compiler.compile(source: "welcome")
    /// ```
    ///
    /// JSON that cannot be read, or that is not in Swifternalization's shape, compiles into a message
    /// that shows the source and reports why, with the line and column of a syntax error. A text that
    /// starts with `{` is stored as `{"other": text}` (see ``ExpressionMessage/catalogSource``).
    public func compile(source: String) -> CompiledMessage {
        guard source.utf8.first == UInt8(ascii: "{") else {
            return compile(ExpressionMessage(variants: [("other", .text(source))]))
        }
        let reason: String
        let location: SourceLocation
        do {
            let json = try JSONParser().parse(source)
            do {
                return compile(try ExpressionMessage(json: json))
            } catch {
                reason = error.description
                location = SourceLocation(line: 1, column: 1)
            }
        } catch {
            reason = "the translation is not valid JSON: \(error.message)"
            location = SourceLocation(line: error.location.line, column: error.location.column)
        }
        return .unreadable(source, reason: reason, at: location)
    }
}

extension ExpressionMessage {
    /// The message as a catalog stores it, read back by ``ExpressionCompiler/compile(source:)``: a lone
    /// text as itself (wrapped as `{"other": text}` when it starts with `{`), anything else as the compact
    /// JSON of Swifternalization's object, in the variants' order.
    public var catalogSource: String {
        if variants.count == 1, variants[0].key == "other", case .text(let text) = variants[0].value,
            text.utf8.first != UInt8(ascii: "{")
        {
            return text
        }
        var object = JSONObject()
        for (key, value) in variants {
            switch value {
            case .text(let text):
                object.append(key, .string(text))
            case .widths(let widths):
                var byWidth = JSONObject()
                for width in widths.keys.sorted() { byWidth.append("@\(width)", .string(widths[width] ?? "")) }
                object.append(key, .object(byWidth))
            }
        }
        if variants.count == 1, variants[0].key == "other", case .widths = variants[0].value,
            case .object(let widths)? = object["other"]
        {
            return JSONWriter().string(from: .object(widths))
        }
        return JSONWriter().string(from: .object(object))
    }
}
