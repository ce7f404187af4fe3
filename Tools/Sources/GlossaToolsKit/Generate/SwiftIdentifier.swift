/// Swift identifiers made from catalog keys: `home.title` → `Home`, `title`; `%lld items selected` →
/// `itemsSelected`; keywords in backticks.
enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "await", "async", "some", "any",
    ]

    /// The words of `text`: runs of letters and digits, with format specifiers and placeholders left out.
    static func words(_ text: String) -> [String] {
        var cleaned = ""
        var characters = Array(text)[...]
        while let character = characters.first {
            if character == "%" {
                // Skip a printf conversion or `%#@name@` variable.
                characters = characters.dropFirst()
                if characters.first == "#" {
                    characters = characters.drop { $0 != "@" }.dropFirst()
                    let name = characters.prefix { $0 != "@" }
                    cleaned += " " + String(name) + " "
                    characters = characters.dropFirst(name.count + 1)
                    continue
                }
                characters = characters.drop { !$0.isLetter && $0 != "@" && $0 != "%" }
                characters = characters.drop { "hlqLztj".contains($0) }.dropFirst()
                cleaned += " "
                continue
            }
            cleaned.append(character)
            characters = characters.dropFirst()
        }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in cleaned {
            if character.isLetter || character.isNumber, character.isASCII {
                // camelCase keys keep their word breaks: `myDeviceVariant` → my, Device, Variant.
                if character.isUppercase && previousWasLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
                previousWasLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase` for members.
    static func member(_ text: String) -> String {
        let words = words(text)
        guard let first = words.first else { return "key" }
        var name = first.lowercased() + words.dropFirst().map(capitalized).joined()
        if name.first?.isNumber == true { name = "_" + name }
        return escaped(name)
    }

    /// `UpperCamelCase` for namespaces.
    static func type(_ text: String) -> String {
        var name = words(text).map(capitalized).joined()
        if name.isEmpty { name = "Strings" }
        if name.first?.isNumber == true { name = "_" + name }
        return escaped(name)
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
