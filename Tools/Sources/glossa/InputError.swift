import GlossaCLDR
import GlossaJSON

/// Input that `glossa` cannot answer: it names the input and says what is wrong with it.
///
/// Thrown from `validate()` and `run()`; `GlossaCommand.main()` prints it as `glossa: <description>` and
/// exits with status 1.
struct InputError: Error, CustomStringConvertible {
    let description: String

    /// The same error, saying which field of a batch line it is about.
    func `in`(field: String) -> InputError {
        InputError(description: "field \(quoted(field)): \(description)")
    }

    static func notANumber(_ error: PluralOperandsError) -> InputError {
        var message = "\(quoted(error.input)) is not a number: \(error.reason)"
        if let position = error.position { message += " at position \(position)" }
        return InputError(description: message)
    }

    static func malformedLocale(_ input: String, _ error: LocaleIdentifierError) -> InputError {
        InputError(description: "\(quoted(input)) is not a locale identifier: \(error)")
    }

    static func unknownLocale(_ input: String, _ identifier: LocaleIdentifier) -> InputError {
        InputError(
            description: "\(quoted(input)) is not a known locale: CLDR has no language \(quoted(identifier.language))"
        )
    }
}

/// `text` in double quotes, with quotes, backslashes and control characters escaped as in JSON, so that the
/// input named in a message is unambiguous.
func quoted(_ text: String) -> String {
    JSONWriter.quoted(text)
}

extension LocaleIdentifier {
    /// Parses a locale named on the command line or in a batch line: it must be well formed and its language
    /// known to CLDR (`root` and Apple's `Base` are accepted too).
    init(validating input: String) throws(InputError) {
        let identifier: LocaleIdentifier
        do {
            identifier = try LocaleIdentifier(parsing: input)
        } catch {
            throw .malformedLocale(input, error)
        }
        guard identifier.isKnownLanguage || identifier.isBase || identifier == .root else {
            throw .unknownLocale(input, identifier)
        }
        self = identifier
    }

    /// Parses a comma-separated list such as `en,ru,pt-BR`.
    static func list(validating input: String) throws(InputError) -> [LocaleIdentifier] {
        var identifiers: [LocaleIdentifier] = []
        for element in input.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = element.trimmingSpaces()
            guard !trimmed.isEmpty else {
                throw InputError(description: "\(quoted(input)) has an empty locale in its list")
            }
            identifiers.append(try LocaleIdentifier(validating: trimmed))
        }
        return identifiers
    }
}

extension PluralOperands {
    /// Parses a number given on the command line or in a batch line, keeping its visible fraction digits.
    init(validating input: String) throws(InputError) {
        do {
            self = try PluralOperands(parsing: input)
        } catch {
            throw .notANumber(error)
        }
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
