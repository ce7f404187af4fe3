import Foundation

/// The text the standard outputs (``PlainTextOutput`` with ``DecorationTemplates/text``,
/// ``HTMLOutput`` with ``DecorationTemplates/html``) write before and after each decoration of a
/// message when the caller passes no value for its name, worked out once when the message is
/// compiled.
///
/// A decoration folds when its template writes the same text whatever the content, around the
/// content: `[bold: …]` is nothing around it in text and `<strong>`…`</strong>` in HTML. Templates
/// that replace or repeat the content (`{$0}` missing or twice) do not fold, and the resolver
/// calls the output for them. The folds are found by rendering each
/// decoration through the real outputs around two different contents, so they are whatever the
/// outputs write, never a copy of their rules.
struct DecorationFolds: Sendable {
    /// Where one decoration's text is in ``bytes``: the prefix is `start..<middle`, the suffix
    /// `middle..<end`; `start` is `-1` when the decoration does not fold.
    struct Fold: Sendable {
        let start: Int32
        let middle: Int32
        let end: Int32

        static let none = Fold(start: -1, middle: -1, end: -1)

        var folds: Bool { start >= 0 }
    }

    /// Every fold's text, one after the other.
    private(set) var bytes: [UInt8] = []
    /// By decoration index, for plain text.
    private(set) var text: [Fold] = []
    /// By decoration index, for HTML.
    private(set) var html: [Fold] = []

    /// The folds of one output, as ``MessageResolver`` reads them: lent for one render (the
    /// message owns the memory), so a render neither retains nor releases the arrays.
    struct View {
        let bytes: UnsafeBufferPointer<UInt8>
        /// By decoration index.
        let folds: UnsafeBufferPointer<Fold>
    }

    /// Calls `body` with the folds of the standard output for `format`.
    @inline(__always)
    func withView<Result>(for format: OutputFormat, _ body: (View) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            if format == .html {
                return html.withUnsafeBufferPointer { body(View(bytes: bytes, folds: $0)) }
            }
            return text.withUnsafeBufferPointer { body(View(bytes: bytes, folds: $0)) }
        }
    }

    /// The folds of a program's decorations (`nil` when it has none).
    init?(_ decorations: [MessageProgram.Decoration]) {
        guard !decorations.isEmpty else { return nil }
        text.reserveCapacity(decorations.count)
        html.reserveCapacity(decorations.count)
        // The names met so far, each with its first decoration (found by hash once there are many:
        // searching the decorations before each made thousands of them quadratic).
        var firstDecorations = SmallTable<String, Int>()
        for (index, decoration) in decorations.enumerated() {
            guard decoration.markup == nil else {
                // Markup always has a value (its options), so it never folds.
                text.append(.none)
                html.append(.none)
                continue
            }
            if let earlier = firstDecorations[decoration.name.text] {
                text.append(text[earlier])
                html.append(html[earlier])
                continue
            }
            firstDecorations.append(decoration.name.text, index)
            text.append(
                fold(decoration.name, in: .text, { PlainTextOutput(capacity: 32) }, { $0.text }))
            html.append(
                fold(decoration.name, in: .html, { HTMLOutput(capacity: 32) }, { $0.html }))
        }
    }

    /// The decoration's fold in one output, from the table's memo or worked out now.
    private mutating func fold<Output: MessageOutput>(
        _ name: DecorationName, in templates: DecorationTemplates, _ makeOutput: () -> Output,
        _ result: (Output) -> String
    ) -> Fold {
        let known = templates.foldMemo.text(for: name.text) {
            Self.foldedText(name, makeOutput, result)
        }
        guard let (prefix, suffix) = known else { return .none }
        let start = Int32(bytes.count)
        bytes.append(contentsOf: prefix)
        let middle = Int32(bytes.count)
        bytes.append(contentsOf: suffix)
        return Fold(start: start, middle: middle, end: Int32(bytes.count))
    }

    /// Renders the decoration around two contents and returns its text before and after them when it
    /// is the same around both.
    private static func foldedText<Output: MessageOutput>(
        _ name: DecorationName, _ makeOutput: () -> Output, _ result: (Output) -> String
    ) -> (prefix: [UInt8], suffix: [UInt8])? {
        func render(_ content: String) -> [UInt8] {
            var output = makeOutput()
            output.beginDecoration(name, value: nil)
            output.appendLiteral(content)
            output.endDecoration()
            return Array(result(output).utf8)
        }
        let one = render("\u{1}")
        let two = render("\u{2}\u{2}")
        guard one.count(where: { $0 == 1 }) == 1, let marker = one.firstIndex(of: 1) else { return nil }
        let prefix = Array(one[..<marker])
        let suffix = Array(one[(marker + 1)...])
        guard two == prefix + [2, 2] + suffix else { return nil }
        return (prefix, suffix)
    }
}

/// The folds a table's decorations have been found to have, by name, so that compiling a message
/// renders each decoration name through the outputs once per table, not once per message. At most
/// ``capacity`` names are kept.
final class DecorationFoldMemo: Sendable {
    /// Names remembered at most.
    static let capacity = 1_024

    private let folds = Locked<[String: (prefix: [UInt8], suffix: [UInt8])?]>([:])

    /// The fold remembered for `name`, or `compute`'s, remembered while there is room.
    func text(
        for name: String, compute: () -> (prefix: [UInt8], suffix: [UInt8])?
    ) -> (prefix: [UInt8], suffix: [UInt8])? {
        if let known = folds.withLock({ $0[name] }) { return known }
        let computed = compute()
        folds.withLock { folds in
            if folds.count < Self.capacity { folds[name] = .some(computed) }
        }
        return computed
    }
}
