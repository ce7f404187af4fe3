import GlossaJSON

/// A Swifternalization / ObjCnalization translation: a plain text, length variations (`@200`), or
/// texts by expression, each a text or length variations.
///
/// ```json
/// "cars": { "ie:x=1": { "@100": "One car", "@200": "You've got one car" }, "other": "%d cars" }
/// ```
public struct ExpressionMessage: Sendable, Hashable {
    /// What an expression (or the whole message) gives: a text, or texts by width.
    public enum Value: Sendable, Hashable {
        /// One text.
        case text(String)
        /// Texts by the width they fit (`@200`).
        case widths([Int: String])
    }

    /// The variants, by expression key as written, in order (the first matching one wins; `other` last).
    public var variants: [(key: String, value: Value)]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variants.map(\.key) == rhs.variants.map(\.key) && lhs.variants.map(\.value) == rhs.variants.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        for variant in variants {
            hasher.combine(variant.key)
            hasher.combine(variant.value)
        }
    }

    /// Creates a message from variants.
    public init(variants: [(key: String, value: Value)]) {
        self.variants = variants
    }

    /// A translation as a Swifternalization JSON file has it: a string, or an object of expressions
    /// (and/or `@width` keys). Throws for any other JSON, saying what was found.
    public init(json: JSONValue) throws(ExpressionMessageError) {
        switch json {
        case .string(let text):
            variants = [("other", .text(text))]
        case .object(let object):
            if object.keys.allSatisfy({ $0.hasPrefix("@") }) {
                variants = [("other", try Self.widths(object))]
                return
            }
            var variants: [(key: String, value: Value)] = []
            for (key, value) in object {
                switch value {
                case .string(let text): variants.append((key, .text(text)))
                case .object(let widths): variants.append((key, try Self.widths(widths)))
                default:
                    throw ExpressionMessageError("the value of \"\(key)\" must be a string or an object of @widths")
                }
            }
            self.variants = variants
        default:
            throw ExpressionMessageError("a translation must be a string or an object of expressions")
        }
    }

    private static func widths(_ object: JSONObject) throws(ExpressionMessageError) -> Value {
        var widths: [Int: String] = [:]
        for (key, value) in object {
            guard key.hasPrefix("@"), let width = Int(key.dropFirst()), let text = value.stringValue else {
                throw ExpressionMessageError("length variations are \"@<width>\": \"text\", found \"\(key)\"")
            }
            widths[width] = text
        }
        return .widths(widths)
    }
}

/// A translation that is not in Swifternalization's shape.
public struct ExpressionMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Shared expressions (`expressions.json`): names by language, with `base` available in every language.
public struct SharedExpressions: Sendable, Hashable {
    /// Expression texts by name, by language (`base`, `ru`, `pt-BR`…).
    public var languages: [String: [String: String]]

    /// Creates shared expressions.
    public init(_ languages: [String: [String: String]] = [:]) {
        self.languages = languages
    }

    /// Reads `expressions.json`: `{"base": {"ten": "ie:x=10"}, "ru": {"few": "exp:…"}}`.
    public init(json: JSONValue) throws(ExpressionMessageError) {
        guard let object = json.objectValue else { throw ExpressionMessageError("expressions.json must be an object") }
        var languages: [String: [String: String]] = [:]
        for (language, expressions) in object {
            guard let expressions = expressions.objectValue else {
                throw ExpressionMessageError("the expressions of \"\(language)\" must be an object")
            }
            var table: [String: String] = [:]
            for (name, expression) in expressions {
                guard let text = expression.stringValue else {
                    throw ExpressionMessageError("the expression \"\(language).\(name)\" must be a string")
                }
                table[name] = text
            }
            languages[language] = table
        }
        self.languages = languages
    }

    /// The expressions a language sees: `base`, then its language (`ru` for `ru-RU`), then itself.
    public func resolved(for language: String) -> [String: String] {
        var table = languages["base"] ?? [:]
        let primary = String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        for name in [primary, language] where name != "base" {
            table.merge(languages[name] ?? [:]) { _, new in new }
        }
        return table
    }
}
