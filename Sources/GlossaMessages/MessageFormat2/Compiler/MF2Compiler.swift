import Foundation
import GlossaCLDR

/// Compiles Unicode MessageFormat 2 messages into ``CompiledMessage``s, rendered by the one engine
/// like every other syntax.
///
/// Implemented: simple and complex messages, `.input` and `.local` (bound when compiling: a call
/// whose operand and options are known is resolved then; the others get slots, in declaration
/// order, which each render resolves once, see `MF2Declarations`), `.match` on any
/// number of selectors, the functions of its ``MF2FunctionRegistry`` (by default
/// ``MF2FunctionRegistry/standard``: `:string`, `:number`, `:integer`, `:percent`, `:currency`,
/// `:offset`, `:date`, `:time`, `:datetime`), the `u:dir` and `u:id` options, the fallback
/// representation of failed expressions (`{$name}`, `{|literal|}`, `{:function}`), and the default
/// bidi strategy. Markup becomes the engine's decorations: nothing in plain text, as in the
/// specification's string formatting, allow-listed elements in HTML
/// (``HTMLOutput/markupTemplates``), attributes in `AttributedString`.
///
/// A message with a syntax or data model error renders its source as written, reporting the first
/// error. Errors found when compiling (an unknown function, a bad operand or option) render the
/// expression's fallback and are reported at render time as ``MessageDiagnostic/Kind/unsupported``
/// diagnostics whose reason starts with the specification's error type (`unknown-function: …`);
/// ``MF2ErrorType/init(diagnostic:)`` reads it back. A declaration's errors are reported once, at
/// the declaration, when the message uses its variable.
public struct MF2Compiler: Sendable {
    /// The locale messages are formatted for.
    public let locale: LocaleIdentifier
    /// Whether placeholders are isolated with bidi controls.
    public let bidiIsolation: MF2BidiIsolation
    /// The functions messages can call.
    public let functions: MF2FunctionRegistry
    /// What functions see: the locale, its plural rules and the time zone.
    let context: MF2FunctionContext
    /// The locale's standard integer format, which placeholders showing integers share.
    let integerDigits: IntegerDigitsFormat
    /// The message's direction under the bidi strategy, `nil` when placeholders are not isolated:
    /// found once (it adds the locale's likely subtags), as every placeholder asks for it.
    let messageDirection: MF2Direction?

    /// The time zone dates and times are shown in (unless a `timeZone` option says otherwise).
    public var timeZone: TimeZone { context.timeZone }

    /// Creates a compiler for `locale` that knows `functions` (by default the specification's),
    /// showing dates and times in `timeZone` (the system's by default).
    public init(
        locale: LocaleIdentifier, bidiIsolation: MF2BidiIsolation = .default,
        functions: MF2FunctionRegistry = .standard, timeZone: TimeZone = .current
    ) {
        self.locale = locale
        self.bidiIsolation = bidiIsolation
        self.functions = functions
        context = MF2FunctionContext(locale: locale, timeZone: timeZone)
        integerDigits = IntegerDigitsFormat(symbols: NumberSymbols.of(locale))
        messageDirection = bidiIsolation == .none ? nil : MF2Direction(locale: locale)
    }

    /// Parses and compiles a message.
    ///
    /// The message is compiled as it is read, without building its syntax tree; one with a syntax or
    /// data model error is parsed into its tree (``MF2Parser``), which reports the first error. Both
    /// read it with the one grammar, so both give the same message.
    public func compile(_ source: String) -> CompiledMessage {
        var reader = MF2Reader(source)
        var emitter = MF2ProgramEmitter(compiler: self, declarationCount: 2, checksDataModel: true)
        emitter.beginStreaming(source: source, bytes: reader.source.bytes)
        reader.readMessage(into: &emitter)
        if reader.errors.isEmpty, !emitter.foundDataModelError {
            return emitter.finish(source: source)
        }
        return compile(MF2Parser.parse(source))
    }

    /// Compiles a parsed message.
    public func compile(_ message: MF2Message) -> CompiledMessage {
        if let error = message.errors.first {
            return .unreadable(
                message.source, reason: "\(error.type.rawValue): \(error.message)", at: error.range.start)
        }
        var emitter = MF2ProgramEmitter(
            compiler: self, declarationCount: message.declarations.count, checksDataModel: false)
        emitter.beginStreaming(source: message.source, bytes: Array(message.source.utf8))
        for declaration in message.declarations {
            emitter.declaration(declaration)
        }
        switch message.body {
        case .pattern(let pattern):
            emitter.emit(pattern)
        case .matcher(let matcher):
            emitter.beginMatcher(selectors: matcher.selectors)
            for variant in matcher.variants {
                emitter.beginVariant(keys: variant.keys)
                emitter.emit(variant.pattern)
                emitter.endVariant(variant.range)
            }
            emitter.endMatcher(matcher.range)
        }
        return emitter.finish(source: message.source)
    }
}

extension MF2ProgramEmitter {
    /// Compiles `pattern`'s parts, as the reader tells them.
    fileprivate mutating func emit(_ pattern: MF2Pattern) {
        for part in pattern.parts { self.part(part) }
        endPattern(pattern.range)
    }
}

extension MF2ErrorType {
    /// The error type a render's diagnostic stands for: the type a MessageFormat 2 reason starts
    /// with (what the compiler and functions report), else a missing argument's
    /// `unresolved-variable` or a failed transform's `bad-operand`; `nil` for other diagnostics.
    public init?(diagnostic: MessageDiagnostic) {
        if let colon = diagnostic.reason.firstIndex(of: ":"),
            let type = MF2ErrorType(rawValue: String(diagnostic.reason[..<colon]))
        {
            self = type
            return
        }
        switch diagnostic.kind {
        case .missingArgument: self = .unresolvedVariable
        case .transformFailed: self = .badOperand
        default: return nil
        }
    }
}
