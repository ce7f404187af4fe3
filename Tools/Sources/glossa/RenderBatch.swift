import GlossaCLDR
import GlossaJSON
import GlossaMessages

/// Answers `glossa render --batch`: one JSON line in, one JSON line out.
///
/// Input: `{"locale":"ru","label":"You have {count || message}","description":"…","tokens":{"count":2},
/// "translations":[{"label":"…","context":{…},"precedence":1}],"format":"text"}` — `locale` and `label`
/// required; `translations` an array of candidates (or an archive object, looked up by the label's key).
/// Output, in the same order: `{"output":"…","diagnostics":[{"line":1,"column":10,"kind":"missingArgument",
/// "reason":"…","source":"{name}"}]}`. A line that cannot be answered — blank lines included, so output
/// stays aligned with input — gets `{"line":N,"error":"…"}`.
struct RenderBatch: BatchAnswering {
    private var rendering = MessageRendering()
    /// The syntax of every line's message.
    let syntax: RenderSyntax

    init(syntax: RenderSyntax = .tml) {
        self.syntax = syntax
    }

    private(set) var errorCount = 0
    /// The number of lines rendered with diagnostics so far.
    private(set) var diagnosedCount = 0

    mutating func answer(_ line: [UInt8], lineNumber: Int) -> String {
        do throws(InputError) {
            let fields = try JSONInput.object(line: line)
            if syntax != .tml { return try answerOtherSyntax(fields) }
            guard let locale = try Self.string("locale", in: fields) else {
                throw InputError(description: "missing field \"locale\"")
            }
            guard let label = try Self.string("label", in: fields) else {
                throw InputError(description: "missing field \"label\"")
            }
            let description = try Self.string("description", in: fields) ?? ""
            let format = try Self.format(in: fields)
            let language: LanguageDefinition
            do throws(InputError) {
                language = try rendering.language(locale)
            } catch {
                throw error.in(field: "locale")
            }
            var tokens: [String: MessageValue] = [:]
            if let value = Self.present("tokens", in: fields) {
                do throws(InputError) {
                    tokens = try TokenInput.tokens(from: value)
                } catch {
                    throw error.in(field: "tokens")
                }
            }
            var translations: [TMLTranslation] = []
            if let value = Self.present("translations", in: fields) {
                do throws(InputError) {
                    let key = TranslationKey(label: label, description: description)
                    translations = try TranslationInput.translations(in: value, key: key)
                } catch {
                    throw error.in(field: "translations")
                }
            }
            let rendered = rendering.render(
                label: label, description: description, tokens: tokens, translations: translations,
                language: language, format: format)
            if !rendered.diagnostics.isEmpty { diagnosedCount += 1 }
            let answer: JSONValue = .object([
                "output": .string(rendered.text),
                "diagnostics": .array(rendered.diagnostics.map(\.json)),
            ])
            return answer.line
        } catch {
            errorCount += 1
            let answer: JSONValue = .object([
                "line": .number(JSONNumber(lineNumber)),
                "error": .string(error.description),
            ])
            return answer.line
        }
    }

    /// A line for ICU, MessageFormat 2, Apple, expressions or placeholders: {"locale", "message",
    /// "arguments", "format", "expressions", "fittingWidth"}, and for MessageFormat 2 "bidiIsolation".
    private mutating func answerOtherSyntax(_ fields: JSONObject) throws(InputError) -> String {
        guard let locale = try Self.string("locale", in: fields) else {
            throw InputError(description: "missing field \"locale\"")
        }
        guard let message = Self.present("message", in: fields) else {
            throw InputError(description: "missing field \"message\"")
        }
        let identifier: LocaleIdentifier
        do throws(InputError) {
            identifier = try LocaleIdentifier(validating: locale)
        } catch {
            throw error.in(field: "locale")
        }
        var arguments: [String: MessageValue] = [:]
        if let value = Self.present("arguments", in: fields) {
            do throws(InputError) {
                arguments = try SyntaxRendering.arguments(value)
            } catch {
                throw error.in(field: "arguments")
            }
        }
        var fittingWidth: Int?
        if let value = Self.present("fittingWidth", in: fields) {
            guard let width = value.intValue else {
                throw InputError(description: "field \"fittingWidth\" must be an integer, found \(value.kind)")
            }
            fittingWidth = width
        }
        if syntax == .mf2 {
            return try answerMF2(
                message, locale: identifier, arguments: arguments, format: try Self.format(in: fields),
                bidiIsolation: try Self.bidiIsolation(in: fields))
        }
        let request = SyntaxRendering.Request(
            locale: identifier, message: message, arguments: arguments,
            expressions: Self.present("expressions", in: fields), fittingWidth: fittingWidth,
            format: try Self.format(in: fields))
        let rendered = try SyntaxRendering.render(syntax, request)
        if !rendered.diagnostics.isEmpty { diagnosedCount += 1 }
        let answer: JSONValue = .object([
            "output": .string(rendered.text),
            "diagnostics": .array(rendered.diagnostics.map(\.json)),
        ])
        return answer.line
    }

    /// A MessageFormat 2 line: its diagnostics also have the specification's `type` and `category`.
    private mutating func answerMF2(
        _ message: JSONValue, locale: LocaleIdentifier, arguments: [String: MessageValue], format: RenderFormat,
        bidiIsolation: RenderBidiIsolation
    ) throws(InputError) -> String {
        guard case .string(let source) = message else {
            throw InputError(description: "field \"message\" must be a string, found \(message.kind)")
        }
        let rendered = MF2Rendering.render(
            source, locale: locale, arguments: arguments, bidiIsolation: bidiIsolation.isolation, format: format)
        if !rendered.diagnostics.isEmpty { diagnosedCount += 1 }
        let answer: JSONValue = .object([
            "output": .string(rendered.text),
            "diagnostics": .array(rendered.diagnostics.map(\.json)),
        ])
        return answer.line
    }

    /// The value of field `key`, or nil if it is absent or `null`.
    private static func present(_ key: String, in fields: JSONObject) -> JSONValue? {
        guard let value = fields[key], !value.isNull else { return nil }
        return value
    }

    /// The string in field `key`, or nil if it is absent or `null`.
    private static func string(_ key: String, in fields: JSONObject) throws(InputError) -> String? {
        guard let value = present(key, in: fields) else { return nil }
        guard case .string(let text) = value else {
            throw InputError(description: "field \(quoted(key)) must be a string, found \(value.kind)")
        }
        return text
    }

    private static func bidiIsolation(in fields: JSONObject) throws(InputError) -> RenderBidiIsolation {
        guard let text = try string("bidiIsolation", in: fields) else { return .default }
        guard let isolation = RenderBidiIsolation(rawValue: text) else {
            throw InputError(
                description: "field \"bidiIsolation\" is \(quoted(text)), expected \(RenderBidiIsolation.choices)")
        }
        return isolation
    }

    private static func format(in fields: JSONObject) throws(InputError) -> RenderFormat {
        guard let text = try string("format", in: fields) else { return .text }
        guard let format = RenderFormat(rawValue: text) else {
            throw InputError(description: "field \"format\" is \(quoted(text)), expected \(RenderFormat.choices)")
        }
        return format
    }
}
