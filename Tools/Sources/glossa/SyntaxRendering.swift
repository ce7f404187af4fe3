import Foundation
import GlossaCLDR
import GlossaJSON
import GlossaMessages

/// Renders a message in one of the syntaxes other than TML, for `glossa render --syntax` and its batch mode.
enum SyntaxRendering {
    /// What one render needs besides the syntax.
    struct Request {
        var locale: LocaleIdentifier
        /// The message: a string; for `expressions` also a JSON object of expressions.
        var message: JSONValue
        var arguments: [String: MessageValue]
        /// Shared expressions (`expressions.json`), for `expressions`.
        var expressions: JSONValue?
        /// The fitting width for length variations (`expressions`) and width rules (`apple`).
        var fittingWidth: Int?
        var format: RenderFormat
    }

    static func render(_ syntax: RenderSyntax, _ request: Request) throws(InputError) -> RenderedMessage {
        let context = RenderContext(arguments: MessageArguments(request.arguments), locale: request.locale)
        let compiled: CompiledMessage
        switch syntax {
        case .tml:
            throw InputError(description: "TML is rendered by MessageRendering")
        case .mf2:
            throw InputError(description: "MessageFormat 2 is rendered by MF2Rendering")
        case .icu:
            compiled = ICUCompiler(locale: request.locale).compile(try text(request.message))
        case .apple:
            let text = try text(request.message)
            let compiler = AppleFormatCompiler(locale: request.locale, presentationWidth: request.fittingWidth)
            if CDSUnits.isCDSRoot(text) {
                do throws(SyntaxDiagnostic) {
                    compiled = compiler.compile(try CDSUnits(parsing: text).message())
                } catch {
                    throw InputError(description: "<cds-root>: \(error)")
                }
            } else {
                compiled = compiler.compile(text)
            }
        case .expressions:
            var shared = SharedExpressions()
            if let expressions = request.expressions {
                do throws(ExpressionMessageError) {
                    shared = try SharedExpressions(json: expressions)
                } catch {
                    throw InputError(description: "expressions: \(error)")
                }
            }
            let message: ExpressionMessage
            do throws(ExpressionMessageError) {
                message = try ExpressionMessage(json: request.message)
            } catch {
                throw InputError(description: "message: \(error)")
            }
            compiled = ExpressionCompiler(locale: request.locale, shared: shared, fittingWidth: request.fittingWidth)
                .compile(message)
        case .placeholders:
            let keys = request.arguments.keys.filter { !isPlainName($0) }.sorted()
            compiled = PlaceholderCompiler().compile(try text(request.message), placeholders: keys.isEmpty ? nil : keys)
        }
        return compiled.render(context, format: request.format.outputFormat)
    }

    private static func text(_ message: JSONValue) throws(InputError) -> String {
        guard let text = message.stringValue else {
            throw InputError(description: "the message must be a string, found \(message.kind)")
        }
        return text
    }

    private static func isPlainName(_ key: String) -> Bool {
        !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            }
    }

    /// Arguments from JSON: an object by name, or (for Apple format strings) an array by position.
    static func arguments(_ json: JSONValue) throws(InputError) -> [String: MessageValue] {
        guard let arguments = MessageValue.arguments(fromJSON: json) else {
            throw InputError(
                description: "arguments must be a JSON object (or an array, by position), found \(json.kind)")
        }
        return arguments
    }
}
