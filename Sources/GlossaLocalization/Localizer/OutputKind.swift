import Foundation
import GlossaMessages

/// One of the results a lookup can produce (plain text, HTML, `AttributedString`), and how to make it.
protocol OutputKind {
    associatedtype Result
    /// The format TML's default tokens are chosen for.
    var format: OutputFormat { get }
    /// A message that renders as its text.
    func plain(_ text: String) -> Result
    /// A plain entry, read straight from the catalog's bytes.
    func plain(_ table: StringTable, entry: Int) -> Result
    /// A compiled message.
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings) -> (
        Result, [MessageDiagnostic]
    )
    /// A compiled message whose argument values are written as `shield`'s markers, for a missing
    /// policy to transform (see ``ArgumentShield``).
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings, shield: ArgumentShield)
        -> (Result, [MessageDiagnostic])
    /// The result with its text passed through `transform` (missing policies, pseudo-locales).
    func transform(_ result: Result, _ transform: (String) -> String) -> Result
    /// The result with `shield`'s markers replaced by the argument values.
    func restore(_ result: Result, _ shield: ArgumentShield) -> Result
}

/// Plain text.
struct TextKind: OutputKind {
    var format: OutputFormat { .text }
    func plain(_ text: String) -> String { text }
    func plain(_ table: StringTable, entry: Int) -> String { table.message(at: entry) }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings) -> (
        String, [MessageDiagnostic]
    ) {
        // Without a table of the caller's, the engine's own path for the standard one.
        let rendered =
            settings.customTextDecorations.map { message.render(context, format: .text, templates: $0) }
            ?? message.render(context, format: .text)
        return (rendered.text, rendered.diagnostics)
    }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings, shield: ArgumentShield)
        -> (String, [MessageDiagnostic])
    {
        let output = ShieldedOutput(base: PlainTextOutput(templates: settings.customTextDecorations), shield: shield)
        let (rendered, diagnostics) = message.render(into: output, context: context)
        return (rendered.base.text, diagnostics)
    }
    func transform(_ result: String, _ transform: (String) -> String) -> String { transform(result) }
    func restore(_ result: String, _ shield: ArgumentShield) -> String { shield.restore(result) }
}

/// HTML: text of plain messages is escaped; compiled messages escape caller values.
struct HTMLKind: OutputKind {
    var format: OutputFormat { .html }
    func plain(_ text: String) -> String { HTMLOutput.escape(text) }
    func plain(_ table: StringTable, entry: Int) -> String { HTMLOutput.escape(table.message(at: entry)) }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings) -> (
        String, [MessageDiagnostic]
    ) {
        // Without a table of the caller's, the engine's own path for the standard one.
        let rendered =
            settings.customHTMLDecorations.map { message.render(context, format: .html, templates: $0) }
            ?? message.render(context, format: .html)
        return (rendered.text, rendered.diagnostics)
    }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings, shield: ArgumentShield)
        -> (String, [MessageDiagnostic])
    {
        let output = ShieldedOutput(base: HTMLOutput(templates: settings.customHTMLDecorations), shield: shield)
        let (rendered, diagnostics) = message.render(into: output, context: context)
        return (rendered.base.html, diagnostics)
    }
    /// The markers stand for values already escaped.
    func restore(_ result: String, _ shield: ArgumentShield) -> String { shield.restore(result) }
    /// Policies see and return text: each piece of text between tags is unescaped before the policy
    /// sees it and escaped once after (escaping the rendered HTML again showed `&amp;amp;`); the markup
    /// already rendered is kept by transforming only the text between tags. As for attributed runs, a
    /// policy's additions before the text go to the first piece of text and those after it to the last
    /// (one pair of brackets around "Hi <strong>Anna</strong>", not one per piece).
    func transform(_ result: String, _ transform: (String) -> String) -> String {
        var pieces: [(text: String, isTag: Bool)] = []
        var current = ""
        var inTag = false
        for character in result {
            if inTag {
                current.append(character)
                if character == ">" {
                    pieces.append((current, true))
                    current = ""
                    inTag = false
                }
            } else if character == "<" {
                pieces.append((current, false))
                current = "<"
                inTag = true
            } else {
                current.append(character)
            }
        }
        pieces.append((current, inTag))
        let texts = pieces.indices.filter { !pieces[$0].isTag }
        var output = ""
        for (index, piece) in pieces.enumerated() {
            if piece.isTag {
                output += piece.text
            } else {
                let transformed = PolicyRunSplitter.transform(
                    HTMLOutput.unescape(piece.text), isFirst: index == texts.first, isLast: index == texts.last,
                    transform)
                output += HTMLOutput.escape(transformed)
            }
        }
        return output
    }
}

/// Foundation's `AttributedString`, with decorations as attribute runs.
struct AttributedKind: OutputKind {
    var format: OutputFormat { .text }
    func plain(_ text: String) -> AttributedString { AttributedString(text) }
    func plain(_ table: StringTable, entry: Int) -> AttributedString { AttributedString(table.message(at: entry)) }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings) -> (
        AttributedString, [MessageDiagnostic]
    ) {
        let (rendered, diagnostics) = message.render(
            into: AttributedStringOutput(attributes: settings.attributedDecorations), context: context)
        return (rendered.attributedString, diagnostics)
    }
    func render(_ message: CompiledMessage, context: RenderContext, settings: RenderSettings, shield: ArgumentShield)
        -> (AttributedString, [MessageDiagnostic])
    {
        let output = ShieldedOutput(
            base: AttributedStringOutput(attributes: settings.attributedDecorations), shield: shield)
        let (rendered, diagnostics) = message.render(into: output, context: context)
        return (rendered.base.attributedString, diagnostics)
    }
    func restore(_ result: AttributedString, _ shield: ArgumentShield) -> AttributedString { shield.restore(result) }
    /// Each run is transformed on its own, so decorations keep their attributes.
    func transform(_ result: AttributedString, _ transform: (String) -> String) -> AttributedString {
        var output = AttributedString()
        let runs = Array(result.runs)
        for (index, run) in runs.enumerated() {
            var piece = AttributedString(String(result[run.range].characters))
            piece.setAttributes(run.attributes)
            // The policy sees every run as a whole message only once: wrapping policies add their
            // start to the first run and their end to the last.
            let text = String(piece.characters)
            let transformed = PolicyRunSplitter.transform(
                text, isFirst: index == 0, isLast: index == runs.count - 1, transform)
            var replaced = AttributedString(transformed)
            replaced.setAttributes(run.attributes)
            output += replaced
        }
        if runs.isEmpty { output = AttributedString(transform("")) }
        return output
    }
}

/// Applies a whole-message transform to one run of a message: the transform runs over a marked
/// string so additions before the text go to the first run and additions after it to the last.
enum PolicyRunSplitter {
    private static let marker: Character = "\u{F8FF}"

    static func transform(_ text: String, isFirst: Bool, isLast: Bool, _ transform: (String) -> String) -> String {
        let marked = transform(String(marker) + text + String(marker))
        let parts = marked.split(separator: marker, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return transform(text) }
        return (isFirst ? String(parts[0]) : "") + String(parts[1]) + (isLast ? String(parts[2]) : "")
    }
}
