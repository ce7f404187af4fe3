import GlossaJSON

/// Reads the JSON that `glossa` is given — batch lines, `--tokens`, translation files — with GlossaJSON,
/// which keeps every number's literal text (plural rules depend on it: `1.50` has two visible fraction
/// digits, `1.5` one) and reports errors with their position.
///
/// On top of RFC 8259, every reader here rejects a repeated key, at any depth, rather than letting the last
/// one win silently.
enum JSONInput {
    /// How deeply arrays and objects may nest in a batch line or an argument.
    static let maximumLineDepth = 64

    /// Parses one line of batch input, which must hold exactly one JSON object (with optional surrounding
    /// whitespace). Errors say `malformed JSON: <what> at column <n>`.
    static func object(line: [UInt8]) throws(InputError) -> JSONObject {
        guard let first = line.firstIndex(where: { !isWhitespace($0) }) else {
            throw InputError(description: "malformed JSON: empty line, expected a JSON object at column 1")
        }
        let value = try parse(line, maximumDepth: maximumLineDepth, singleLine: true)
        guard case .object(let object) = value else {
            // Columns count characters; the first non-blank one is preceded by ASCII blanks only.
            let shown = String(decoding: line[first...], as: UTF8.self).first.map(String.init) ?? ""
            throw InputError(
                description: "malformed JSON: expected a JSON object, found \(quoted(shown)) at column \(first + 1)")
        }
        return object
    }

    /// Parses a JSON value given on the command line (`name` is the option, such as `--tokens`).
    static func value(argument text: String, name: String) throws(InputError) -> JSONValue {
        do throws(InputError) {
            return try parse(Array(text.utf8), maximumDepth: maximumLineDepth, singleLine: !text.contains("\n"))
        } catch {
            throw InputError(description: "\(name): \(error.description)")
        }
    }

    /// Parses the JSON document in a file; errors name the file and give line and column.
    static func value(file bytes: [UInt8], path: String) throws(InputError) -> JSONValue {
        do throws(InputError) {
            return try parse(bytes, maximumDepth: JSONParser.defaultMaximumDepth, singleLine: false)
        } catch {
            throw InputError(description: "\(quoted(path)): \(error.description)")
        }
    }

    private static func parse(_ bytes: [UInt8], maximumDepth: Int, singleLine: Bool) throws(InputError) -> JSONValue {
        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: maximumDepth).parseDocument(bytes)
        } catch {
            throw InputError(description: "malformed JSON: \(error.message) at \(where: error.location, singleLine)")
        }
        for diagnostic in document.diagnostics {
            guard case .duplicateKey(let key) = diagnostic.kind else { continue }
            throw InputError(
                description:
                    "malformed JSON: repeated field \(quoted(key)) at \(where: diagnostic.location, singleLine)")
        }
        return document.value
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension DefaultStringInterpolation {
    /// `column 5` for one-line input, `line 3, column 5` otherwise.
    fileprivate mutating func appendInterpolation(where location: JSONLocation, _ singleLine: Bool) {
        appendLiteral(singleLine && location.line == 1 ? "column \(location.column)" : location.description)
    }
}

extension JSONValue {
    /// What kind of value this is, for messages: `a string`, `an array`…
    var kind: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as one line of compact JSON, as `glossa` prints it.
    var line: String { JSONWriter(style: .compact).string(from: self) }
}
