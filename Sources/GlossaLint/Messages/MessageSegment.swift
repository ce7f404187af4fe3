/// A piece of a message: text a translator (or a pseudo-localizer) may change, or code that must stay
/// exactly as written (placeholders, tokens, format specifiers, ICU syntax).
public enum MessageSegment: Sendable, Hashable {
    /// Translatable text.
    case text(String)
    /// Syntax to keep intact.
    case code(String)

    /// The segment's characters.
    public var content: String {
        switch self {
        case .text(let text), .code(let text): text
        }
    }
}

extension Array where Element == MessageSegment {
    /// Adds text, joining it to a preceding text segment.
    mutating func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        if case .text(let previous) = last {
            self[count - 1] = .text(previous + text)
        } else {
            append(.text(text))
        }
    }

    /// Adds code, joining it to a preceding code segment.
    mutating func appendCode(_ code: String) {
        guard !code.isEmpty else { return }
        if case .code(let previous) = last {
            self[count - 1] = .code(previous + code)
        } else {
            append(.code(code))
        }
    }
}
