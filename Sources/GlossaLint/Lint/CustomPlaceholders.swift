/// Placeholders a project fills itself instead of with `String(format:)`: a prefix followed by
/// digits (`%0`, `%1` with the prefix `%`), replaced by the app's own code.
struct CustomPlaceholders: Sendable, Hashable {
    /// What starts a placeholder; digits follow it.
    let prefix: String

    /// The placeholders of `text`, in order of appearance (`%0%` is `%0` then a percent sign).
    func tokens(in text: String) -> [String] {
        guard !prefix.isEmpty else { return [] }
        var tokens: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            if digits.isEmpty {
                rest = rest[range.upperBound...]
            } else {
                tokens.append(prefix + digits)
                rest = rest[digits.endIndex...]
            }
        }
        return tokens
    }
}
