import GlossaCLDR
import GlossaJSON
import GlossaMessages

/// Renders Unicode MessageFormat 2 messages for `glossa render --syntax mf2` and its batch mode, each
/// diagnostic with the error type the specification gives it.
///
/// A message with syntax or data model errors reports every one of them (`MF2Parser` finds up to 100)
/// and renders as the compiler renders it; otherwise the render's diagnostics are reported, typed by
/// `MF2ErrorType(diagnostic:)`.
enum MF2Rendering {
    /// One problem of a message, where it is, and its type.
    struct Diagnostic {
        /// The specification's error type, nil for a render diagnostic it has no type for.
        var type: MF2ErrorType?
        /// The engine's kind of problem: `unsupported` for syntax and data model errors.
        var kind: MessageDiagnostic.Kind
        var location: SourceLocation
        /// Why, without the type.
        var reason: String
        /// The piece of the message concerned, as written (its first line, at most 120 characters).
        var source: String

        /// `1:7: unresolved-variable: no value for "name" ({$name})`.
        var line: String {
            "\(location): " + (type.map { "\($0.rawValue): " } ?? "") + "\(reason) (\(source))"
        }

        /// `{"line":1,"column":7,"type":"unresolved-variable","category":"resolution",
        /// "kind":"missingArgument","reason":"…","source":"{$name}"}`.
        var json: JSONValue {
            .object([
                "line": .number(JSONNumber(location.line)),
                "column": .number(JSONNumber(location.column)),
                "type": type.map { .string($0.rawValue) } ?? .null,
                "category": type.map { .string($0.category.rawValue) } ?? .null,
                "kind": .string(kind.rawValue),
                "reason": .string(reason),
                "source": .string(source),
            ])
        }
    }

    /// A rendered message and its diagnostics.
    struct Rendered {
        var text: String
        var diagnostics: [Diagnostic]
    }

    /// Renders `source` in `locale` with `arguments`.
    static func render(
        _ source: String, locale: LocaleIdentifier, arguments: [String: MessageValue],
        bidiIsolation: MF2BidiIsolation, format: RenderFormat
    ) -> Rendered {
        let message = MF2Parser.parse(source)
        let compiled = MF2Compiler(locale: locale, bidiIsolation: bidiIsolation).compile(message)
        let rendered = compiled.render(
            RenderContext(arguments: MessageArguments(arguments), locale: locale), format: format.outputFormat)
        guard message.errors.isEmpty else {
            return Rendered(text: rendered.text, diagnostics: message.errors.map { diagnostic($0, in: source) })
        }
        return Rendered(text: rendered.text, diagnostics: rendered.diagnostics.map(diagnostic))
    }

    private static func diagnostic(_ error: MF2Error, in source: String) -> Diagnostic {
        let utf8 = source.utf8
        let offsets = error.range.utf8Offsets.clamped(to: 0..<utf8.count)
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let end = utf8.index(start, offsetBy: offsets.count)
        return Diagnostic(
            type: error.type, kind: .unsupported, location: error.range.start, reason: error.message,
            source: excerpt(String(decoding: utf8[start..<end], as: UTF8.self)))
    }

    /// The longest piece of a message a diagnostic quotes, in characters: a data model error can be
    /// about the whole `.match`, and a message has up to 100 errors.
    static let maximumSourceLength = 120

    /// `source`, cut to its first line and ``maximumSourceLength`` characters (`…` marks a cut).
    static func excerpt(_ source: String) -> String {
        let line = source.prefix { $0 != "\n" && $0 != "\r" }
        guard line.count < source.count || line.count > maximumSourceLength else { return source }
        return String(line.prefix(maximumSourceLength)) + "…"
    }

    private static func diagnostic(_ diagnostic: MessageDiagnostic) -> Diagnostic {
        let type = MF2ErrorType(diagnostic: diagnostic)
        var reason = diagnostic.reason
        if let type, reason.hasPrefix(type.rawValue + ": ") { reason.removeFirst(type.rawValue.count + 2) }
        return Diagnostic(
            type: type, kind: diagnostic.kind, location: diagnostic.location, reason: reason,
            source: excerpt(diagnostic.source))
    }
}
