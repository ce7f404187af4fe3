/// Splits the text form of a rule into tokens exactly as tml-ruby's `RulesEngine::Parser` does:
///
///     /[()]|\w+|@\w+|[\+\-\!\|\=>&<\*\/%]+|".*?"|'.*?'/
///
/// scanned left to right, the first alternative that matches winning, and characters that match none
/// (`.`, `,`, a lone quote, letters outside ASCII) dropped. `\w` is ASCII (`[A-Za-z0-9_]`), as in Ruby,
/// and a quoted token cannot span a line break (Ruby's `.`).
struct RuleTokenizer {
    /// One token and the 0-based scalar offset where it starts.
    struct Token {
        enum Kind: Equatable {
            case open
            case close
            /// A `\w+`, `@\w+` or operator token.
            case bare(String)
            /// A quoted token's contents, without the quotes.
            case quoted(String)
        }

        var kind: Kind
        var offset: Int
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": return true
        default: return false
        }
    }

    static func isOperatorScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "+", "-", "!", "|", "=", ">", "&", "<", "*", "/", "%": return true
        default: return false
        }
    }

    static func tokens(in source: String) -> [Token] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func run(from start: Int, while predicate: (Unicode.Scalar) -> Bool) -> Int {
            var end = start
            while end < scalars.count, predicate(scalars[end]) { end += 1 }
            return end
        }
        func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "(" || scalar == ")" {
                tokens.append(Token(kind: scalar == "(" ? .open : .close, offset: index))
                index += 1
            } else if isWordScalar(scalar) {
                let end = run(from: index, while: isWordScalar)
                tokens.append(Token(kind: .bare(text(index..<end)), offset: index))
                index = end
            } else if scalar == "@", index + 1 < scalars.count, isWordScalar(scalars[index + 1]) {
                let end = run(from: index + 1, while: isWordScalar)
                tokens.append(Token(kind: .bare(text(index..<end)), offset: index))
                index = end
            } else if isOperatorScalar(scalar) {
                let end = run(from: index, while: isOperatorScalar)
                tokens.append(Token(kind: .bare(text(index..<end)), offset: index))
                index = end
            } else if scalar == "\"" || scalar == "'" {
                let end = run(from: index + 1) { $0 != scalar && $0 != "\n" }
                if end < scalars.count, scalars[end] == scalar {
                    tokens.append(Token(kind: .quoted(text((index + 1)..<end)), offset: index))
                    index = end + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return tokens
    }
}
