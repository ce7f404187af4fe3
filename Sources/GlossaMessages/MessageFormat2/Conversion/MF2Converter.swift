import GlossaCLDR

/// Converts ICU MessageFormat (MessageFormat 1) messages to Unicode MessageFormat 2 messages that
/// render the same text.
///
/// ```swift
/// let converted = try MF2Converter.convert(icu: "{count, plural, =0 {No files} one {# file} other {# files}}").get()
/// converted.canonicalSource
/// // .input {$count :number}
/// // .match $count
/// // 0 {{No files}}
/// // one {{{$count} file}}
/// // * {{{$count} files}}
/// ```
///
/// The ICU message is read by ``ICUParser``; the result is built as an ``MF2Message`` and written with
/// its canonical serialization (``MF2Message/canonicalSource``):
///
/// - `{name}` → `{$name}`; `{n, number}` → `{$n :number roundingMode=halfEven}`, `integer` →
///   `:number maximumFractionDigits=0 roundingMode=halfEven`, `percent` → `:percent roundingMode=halfEven`,
///   skeletons and patterns → `:number`/`:integer`/`:percent` with the digit, grouping and sign options
///   and `roundingMode` (ICU rounds half-even unless told otherwise, MessageFormat 2 half-expand) that
///   give exactly the same format, `::currency/EUR` → `:currency currency=EUR roundingMode=halfEven`,
///   `currency` → `:currency` with the currency of `locale`;
/// - `{d, date, short}` → `{$d :date style=short}`, `{t, time}` → `{$t :time style=medium}`, date
///   skeletons → the `:date`, `:time` or `:datetime` options whose skeleton they are (`::yMMMd` →
///   `{$d :date}`), checked to give the same `DateFormat`;
/// - `plural` → `.input {$n :number roundingMode=halfEven}` and `.match`, `selectordinal` → a `.local` with `select=ordinal`;
///   `=1` → `1`, categories as they are, `other` → `*`; `#` → the plural's variable;
/// - `offset:1` → `.local $n_minus1 = {$n :offset subtract=1}`: exact values are matched on `$n`,
///   categories on `$n_minus1`, which `#` shows;
/// - `select` → `:string` and `.match`;
/// - several or nested selectors → one `.match` over all of them, with a variant for each combination of
///   keys the message distinguishes;
/// - apostrophe quoting → text, escaped as MessageFormat 2 needs (`\{`).
///
/// Rendered with ``MF2BidiIsolation/none`` (ICU MessageFormat does not isolate placeholders), the
/// result shows what the ICU message shows, for every locale and argument. Whatever MessageFormat 2
/// cannot say identically is refused with a diagnostic naming the construct and its position, never
/// changed silently: date patterns and skeletons no options give, `spellout`,
/// `ordinal` and `duration` arguments, number styles no options reproduce (`::percent` without
/// `scale/100`, permille, literal text around the digits, notations), fractional
/// offsets, exact values with more than three fraction digits, and argument names that are not
/// MessageFormat 2 names (`{0}`), and messages that would need more than 64 selectors, 4096 variants or
/// 1 MiB of variant text. A message with a syntax error gives the parser's diagnostics.
///
/// Differences that depend on the values rather than the message cannot be seen by the converter; the
/// article <doc:MessageFormat2> lists them (a missing argument's fallback `{$name}`; `:number`
/// compares exact keys with the number rounded to three fraction digits, so `0.0001` matches a
/// converted `=0`; a date given to `{name}`; a number or a string given to a date argument; a
/// gendered object given to a `select`).
public enum MF2Converter {
    /// Converts an ICU MessageFormat pattern; `locale` is the catalog's, for the `currency` keyword.
    public static func convert(icu pattern: String, locale: LocaleIdentifier? = nil) -> Result<
        MF2Message, MF2ConversionError
    > {
        convert(ICUParser.parse(pattern), locale: locale)
    }

    /// Converts a parsed ICU message; `locale` is the catalog's, for the `currency` keyword.
    public static func convert(_ message: ICUMessage, locale: LocaleIdentifier? = nil) -> Result<
        MF2Message, MF2ConversionError
    > {
        guard message.diagnostics.isEmpty else { return .failure(MF2ConversionError(message.diagnostics)) }
        let plan = MF2ConversionPlan(message: message, locale: locale)
        guard plan.diagnostics.isEmpty else { return .failure(MF2ConversionError(plan.diagnostics)) }
        guard plan.selectors.count <= MF2ConversionPlan.maximumSelectors,
            let variants = MF2ConversionVariants(plan: plan).variants(of: message.nodes)
        else {
            return .failure(
                MF2ConversionError([
                    SyntaxDiagnostic(
                        location: SourceLocation(line: 1, column: 1, offset: 0),
                        message:
                            "the message would need more than \(MF2ConversionPlan.maximumSelectors) selectors, "
                            + "\(MF2ConversionPlan.maximumVariants) variants or "
                            + "\(MF2ConversionPlan.maximumSize) bytes of text")
                ]))
        }
        let declarations = plan.declarations.map { declaration in
            let operand = declaration.isInput ? declaration.variable : declaration.operand
            return MF2Declaration(
                kind: declaration.isInput ? .input : .local,
                variable: MF2Variable(name: declaration.variable, range: noRange),
                expression: MF2ConversionVariants.expression(operand, call: declaration.call), range: noRange)
        }
        let body: MF2Body
        if plan.selectors.isEmpty {
            body = .pattern(MF2Pattern(parts: variants.first?.parts ?? [], range: noRange))
        } else {
            body = .matcher(
                MF2Matcher(
                    selectors: plan.selectors.map { MF2Variable(name: $0.variable, range: noRange) },
                    variants: variants.map { variant in
                        MF2Variant(
                            keys: variant.keys.map { key in
                                key.map { .literal(MF2Literal(value: $0, isQuoted: false, range: noRange)) }
                                    ?? .catchAll(noRange)
                            }, pattern: MF2Pattern(parts: variant.parts, range: noRange), range: noRange)
                    }, range: noRange))
        }
        let built = MF2Message(source: "", declarations: declarations, body: body, errors: [])
        let converted = MF2Parser.parse(built.canonicalSource)
        if let error = converted.errors.first {
            // The conversion wrote something MessageFormat 2 does not read: a bug, reported, not shown.
            return .failure(
                MF2ConversionError([
                    SyntaxDiagnostic(
                        location: SourceLocation(line: 1, column: 1, offset: 0),
                        message: "the converted message is not valid MessageFormat 2 (\(error.message))")
                ]))
        }
        return .success(converted)
    }

    /// The range of the parts the converter builds (they have no source until serialized).
    static let noRange = SourceRange(utf8Offsets: 0..<0, start: SourceLocation(line: 1, column: 1, offset: 0))
}

/// Why an ICU message was not converted: the parser's syntax errors, or the constructs MessageFormat 2
/// cannot express identically, each with its line and column in the ICU message.
public struct MF2ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in the order found.
    public let diagnostics: [SyntaxDiagnostic]

    /// Creates an error.
    public init(_ diagnostics: [SyntaxDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line (`line:column: message`).
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
