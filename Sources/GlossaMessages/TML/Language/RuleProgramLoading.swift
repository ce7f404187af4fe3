import GlossaJSON

/// Compiles the rules-engine programs of a definition, preferring the pre-parsed form.
enum RuleProgramLoading {
    /// The program given by `key` (`conditions`, `operations`) and `key_expression` in `reader`.
    ///
    /// Like the TML SDKs, the pre-parsed `…_expression` form wins when both are present (the two
    /// disagree in tml-ruby's Russian fixture, where the string form has a Latin `a` and the
    /// expression the intended Cyrillic `а`). The string form may itself be an array (pre-parsed).
    /// Absent, `null` and blank programs give `nil`.
    static func program(_ key: String, in reader: DefinitionReader) throws(LanguageDefinitionError) -> RuleProgram? {
        let expressionKey = key + "_expression"
        if let expression = reader[expressionKey] {
            return try compile(expression: expression, path: reader.path(of: expressionKey))
        }
        guard let value = reader[key] else { return nil }
        switch value {
        case .string(let text):
            if text.allSatisfy(\.isWhitespace) { return nil }
            do {
                return try RuleProgram(parsing: text)
            } catch {
                throw LanguageDefinitionError(
                    kind: .invalidRule, path: reader.path(of: key), message: "\(error)")
            }
        case .array:
            return try compile(expression: value, path: reader.path(of: key))
        default:
            throw reader.wrongType(key, expected: "a rule expression (string or array)", found: value)
        }
    }

    /// Compiles the pre-parsed (JSON array) form.
    private static func compile(expression: JSONValue, path: String) throws(LanguageDefinitionError) -> RuleProgram {
        do {
            return try RuleProgram(expression: expression)
        } catch {
            throw LanguageDefinitionError(kind: .invalidRule, path: path, message: "\(error)")
        }
    }
}
