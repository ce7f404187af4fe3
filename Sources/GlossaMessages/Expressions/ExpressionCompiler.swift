import GlossaCLDR

/// Compiles Swifternalization / ObjCnalization translations into ``CompiledMessage``s: the first
/// variant whose expression matches the value (argument `x` by default) is rendered, `other` if none
/// does; length variations choose the text for the fitting width (the largest not above it, else the
/// smallest; the largest without a width). A text is an Apple format string whose conversions show the
/// value: `"%d cars"`.
///
/// ```swift
/// let ru = try LocaleIdentifier(parsing: "ru")
/// let message = ExpressionCompiler(locale: ru).compile(
///     ExpressionMessage(variants: [("one", .text("%d машина")), ("few", .text("%d машины")), ("many", .text("%d машин"))]))
/// message.render(RenderContext(arguments: ["x": 22])).text   // "22 машины"
/// ```
public struct ExpressionCompiler: Sendable {
    /// The locale whose plural rules the built-in expressions use.
    public let locale: LocaleIdentifier
    /// Shared expressions.
    public var shared: SharedExpressions
    /// The width length variations are chosen for.
    public var fittingWidth: Int?
    /// The argument the expressions look at.
    public var argument: String
    /// The argument that gives the fitting width when rendering, used when ``fittingWidth`` is nil;
    /// without a value the largest variation is shown, as without a width.
    public var widthArgument: String?

    private let rules: PluralRules

    /// Creates a compiler.
    public init(
        locale: LocaleIdentifier, shared: SharedExpressions = SharedExpressions(), fittingWidth: Int? = nil,
        argument: String = "x", widthArgument: String? = nil
    ) {
        self.locale = locale
        self.shared = shared
        self.fittingWidth = fittingWidth
        self.argument = argument
        self.widthArgument = widthArgument
        rules = PluralRules(locale: locale)
    }

    /// Compiles a translation. Expressions that cannot be read are reported when rendered (and never match).
    public func compile(_ message: ExpressionMessage) -> CompiledMessage {
        let table = shared.resolved(for: locale.description)
        let formats = AppleFormatCompiler(locale: locale, presentationWidth: fittingWidth, argumentNames: [argument])
        var matchers: [(key: String, expression: SwifternalizationExpression)] = []
        var parts: [MessagePart] = []
        var variants: [(key: String, parts: [MessagePart])] = []
        for (index, variant) in message.variants.enumerated() {
            let key = "\(index):\(variant.key)"
            let variantParts = self.parts(of: variant.value, formats: formats)
            variants.append((key, variantParts))
            switch SwifternalizationExpression.parse(variant.key, shared: table) {
            case .success(.builtIn("other")):
                variants.append(("other", variantParts))
            case .success(let expression):
                matchers.append((key, expression))
            case .failure(let diagnostic):
                parts.append(
                    .unresolved(
                        UnresolvedPart(
                            verbatim: "", reason: "\"\(variant.key)\": \(diagnostic.message)",
                            location: diagnostic.location)))
            }
        }
        if message.variants.count == 1, message.variants[0].key == "other" || matchers.isEmpty,
            let only = variants.last
        {
            return CompiledMessage(source: Self.source(of: message.variants[0].value), parts: parts + only.parts)
        }
        let selector = ExpressionSelector(matchers: matchers, rules: rules)
        parts.append(
            .selection(
                SelectionPart(
                    argument: argument, selector: selector, variants: variants,
                    verbatim: "{" + message.variants.map(\.key).joined(separator: ", ") + "}",
                    location: SourceLocation(line: 1, column: 1))))
        return CompiledMessage(source: message.variants.map(\.key).joined(separator: "\n"), parts: parts)
    }

    /// The parts of a text, or of length variations: the variation for ``fittingWidth``, or a
    /// selection on ``widthArgument`` when it is set and no width is.
    private func parts(of value: ExpressionMessage.Value, formats: AppleFormatCompiler) -> [MessagePart] {
        switch value {
        case .text(let text):
            return formats.parts(of: AppleFormatMessage(format: text))
        case .widths(let widths):
            guard fittingWidth == nil, let widthArgument, widths.count > 1 else {
                return formats.parts(of: AppleFormatMessage(format: formats.widthForm(widths) ?? ""))
            }
            let sorted = widths.keys.sorted()
            let variants = sorted.map { width in
                (key: String(width), parts: formats.parts(of: AppleFormatMessage(format: widths[width] ?? "")))
            }
            return [
                .selection(
                    SelectionPart(
                        argument: widthArgument, selector: WidthSelector(widths: sorted), variants: variants,
                        verbatim: Self.source(of: value), location: SourceLocation(line: 1, column: 1)))
            ]
        }
    }

    /// A value as Swifternalization's JSON writes it.
    static func source(of value: ExpressionMessage.Value) -> String {
        switch value {
        case .text(let text): text
        case .widths(let widths):
            "{" + widths.keys.sorted().map { "\"@\($0)\": \"\(widths[$0] ?? "")\"" }.joined(separator: ", ") + "}"
        }
    }
}

/// Chooses a length variation for the width in the argument: the largest width not above it, else the
/// smallest; the largest without a value (as ``ExpressionCompiler/fittingWidth`` does).
struct WidthSelector: MessageSelector {
    /// The widths, ascending.
    let widths: [Int]

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let last = widths.last, let first = widths.first else { return .failure(SelectionFailure("no widths")) }
        guard let value, !Self.isNull(value) else { return .success(SelectionKeys(String(last))) }
        guard let number = ICUNumbers.decimal(of: value)?.doubleValue else {
            return .failure(SelectionFailure("the fitting width is not a number"))
        }
        return .success(SelectionKeys(String(widths.last { Double($0) <= number } ?? first)))
    }

    private static func isNull(_ value: MessageValue) -> Bool {
        if case .null = value { return true }
        return false
    }
}
