import Foundation
import GlossaCLDR

/// Compiles ICU MessageFormat syntax trees into ``CompiledMessage``s for one locale, as ICU's
/// `MessageFormat(pattern, locale)` does: the locale's plural rules choose `plural` and
/// `selectordinal` variants, and its number and date formats show `{n}`, `#`, `{n, number, …}`,
/// `{d, date, …}` and `{t, time, …}`.
///
/// ```swift
/// let message = ICUCompiler(locale: try LocaleIdentifier(parsing: "ru")).compile(
///     "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")
/// message.render(RenderContext(arguments: ["count": 22])).text  // "22 файла"
/// ```
///
/// Pieces with syntax errors, unknown argument types and unsupported skeletons stay in the output as
/// written and are reported when rendered; arguments without a value stay visible as `{name}`.
public struct ICUCompiler: Sendable {
    /// The locale whose plural rules and formats the message uses.
    public var locale: LocaleIdentifier { state.locale }
    /// The time zone dates and times are shown in.
    public var timeZone: TimeZone { state.timeZone }

    /// Everything the compiler keeps, behind one reference: the one-pass compiler holds a compiler
    /// for each pattern it reads, and a copy costs one retain rather than one per part.
    private let state: State

    private final class State: Sendable {
        let locale: LocaleIdentifier
        let timeZone: TimeZone
        let symbols: NumberSymbols
        /// The locale's integers as bytes, shared by every number argument the compiler makes.
        let digits: IntegerDigitsFormat
        let cardinal: PluralRules
        let ordinal: PluralRules
        /// What most messages need, made once per compiler and shared by every message it compiles:
        /// the transforms of `#` in a plural without offset and of `{name}`, the selectors of a plural
        /// and a selectordinal without offset or exact values, and those selectors and a select fitted
        /// to the commonest variant keys.
        let shared: SharedParts

        init(locale: LocaleIdentifier, timeZone: TimeZone) {
            self.locale = locale
            self.timeZone = timeZone
            let symbols = NumberSymbols.of(locale)
            let digits = IntegerDigitsFormat(symbols: symbols)
            let cardinal = PluralRules(locale: locale, type: .cardinal)
            let ordinal = PluralRules(locale: locale, type: .ordinal)
            self.symbols = symbols
            self.digits = digits
            self.cardinal = cardinal
            self.ordinal = ordinal
            shared = SharedParts(
                locale: locale, timeZone: timeZone, symbols: symbols, digits: digits, cardinal: cardinal,
                ordinal: ordinal)
        }
    }

    private var symbols: NumberSymbols { state.symbols }
    private var digits: IntegerDigitsFormat { state.digits }
    private var cardinal: PluralRules { state.cardinal }
    private var ordinal: PluralRules { state.ordinal }

    private struct SharedParts: Sendable {
        let poundTransforms: PreparedTransforms
        let defaultTransforms: PreparedTransforms
        let cardinalSelector: ICUPluralSelector
        let ordinalSelector: ICUPluralSelector
        let cardinalCategories: ICUPluralSelector.Prepared
        let ordinalCategories: ICUPluralSelector.Prepared
        let genderSelect: ICUSelectSelector.Prepared

        init(
            locale: LocaleIdentifier, timeZone: TimeZone, symbols: NumberSymbols, digits: IntegerDigitsFormat,
            cardinal: PluralRules, ordinal: PluralRules
        ) {
            let cardinalSelector = ICUPluralSelector(rules: cardinal, offset: .zero, exactKeys: [])
            let ordinalSelector = ICUPluralSelector(rules: ordinal, offset: .zero, exactKeys: [])
            poundTransforms = PreparedTransforms([
                ICUNumberTransform(style: .decimal(.standard), symbols: symbols, digits: digits, locale: locale)
            ])
            defaultTransforms = PreparedTransforms([
                ICUDefaultTransform(
                    number: ICUNumberTransform(
                        style: .decimal(.standard), symbols: symbols, digits: digits, locale: locale,
                        passesOtherValues: true),
                    date: ICUDateTransform(
                        format: DateFormat(
                            shape: .styles(date: .short, time: .short), locale: locale, timeZone: timeZone),
                        passesOtherValues: true, name: "date format"))
            ])
            self.cardinalSelector = cardinalSelector
            self.ordinalSelector = ordinalSelector
            cardinalCategories = ICUPluralSelector.Prepared(
                selector: cardinalSelector, variantKeys: cardinal.categories.sorted().map(\.rawValue))
            ordinalCategories = ICUPluralSelector.Prepared(
                selector: ordinalSelector, variantKeys: ordinal.categories.sorted().map(\.rawValue))
            genderSelect = ICUSelectSelector.Prepared(
                selector: ICUSelectSelector(), variantKeys: ["male", "female", "other"])
        }
    }

    /// Creates a compiler for `locale`, showing dates in `timeZone` (the system's by default).
    public init(locale: LocaleIdentifier, timeZone: TimeZone = .current) {
        state = State(locale: locale, timeZone: timeZone)
    }

    /// Compiles a parsed message.
    public func compile(_ message: ICUMessage) -> CompiledMessage {
        CompiledMessage(source: message.source, parts: compile(message.nodes, plural: nil))
    }

    /// Parses and compiles a pattern.
    ///
    /// A well-formed pattern is compiled in one pass over its bytes (`ICUProgramEmitter`); one the
    /// single pass does not handle, such as one with a syntax error, is parsed into its syntax tree,
    /// which recovers and keeps the invalid pieces, and compiled from that. Both give the same message.
    public func compile(_ pattern: String) -> CompiledMessage {
        if let program = ICUProgramEmitter.program(of: pattern, compiler: self) {
            return CompiledMessage(source: pattern, program: program)
        }
        return compile(ICUParser.parse(pattern))
    }

    /// Compiles a translation delivered by a Transifex CDS, whose plural's argument name was replaced
    /// by `???`: the name is restored from `source`, the source string (see ``CDSPlural``).
    public func compile(translation: String, source: String) -> CompiledMessage {
        compile(CDSPlural.restoringArgumentName(in: translation, fromSource: source))
    }

    /// The plural a `#` belongs to: its argument and offset.
    private struct PluralScope {
        let name: String
        let offset: ICUOffset
    }

    private func compile(_ nodes: [ICUNode], plural: PluralScope?) -> [MessagePart] {
        var parts: [MessagePart] = []
        parts.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .text(let text, _):
                if case .literal(let previous)? = parts.last {
                    parts[parts.count - 1] = .literal(previous + text)
                } else {
                    parts.append(.literal(text))
                }
            case .pound(let range):
                guard let plural else {
                    parts.append(.literal("#"))
                    continue
                }
                parts.append(
                    .argument(
                        ArgumentPart(
                            name: plural.name, attributePath: [],
                            transforms: poundTransforms(offset: plural.offset).list,
                            verbatim: "#", location: range.start)))
            case .argument(let argument):
                parts.append(compile(argument))
            case .plural(let node):
                parts.append(compile(node))
            case .select(let node):
                let variants = node.variants.map { ($0.key, compile($0.nodes, plural: plural)) }
                parts.append(
                    .selection(
                        SelectionPart(
                            argument: node.name, selector: ICUSelectSelector(), variants: variants,
                            verbatim: node.source, location: node.range.start)))
            case .invalid(let piece):
                parts.append(
                    .unresolved(
                        UnresolvedPart(verbatim: piece.source, reason: piece.reason, location: piece.range.start))
                )
            }
        }
        return parts
    }

    private func compile(_ node: ICUPlural) -> MessagePart {
        let offset = node.offset == "0" ? ICUOffset.zero : ICUOffset(text: node.offset)
        let scope = PluralScope(name: node.name, offset: offset)
        let exactKeys = node.variants.compactMap { variant -> (value: Double, key: String)? in
            guard variant.isExact, let value = Double(variant.key.dropFirst()) else { return nil }
            return (value, variant.key)
        }
        let selector = pluralSelector(isOrdinal: node.isOrdinal, offset: offset, exactKeys: exactKeys)
        let variants = node.variants.map { ($0.key, compile($0.nodes, plural: scope)) }
        return .selection(
            SelectionPart(
                argument: node.name, selector: selector, variants: variants, verbatim: node.source,
                location: node.range.start))
    }

    /// The transforms of `#` in a plural with `offset` (`nil`: none), prepared (without an offset,
    /// the compiler's own list, prepared once).
    func poundTransforms(offset: ICUOffset?) -> PreparedTransforms {
        guard let offset, !offset.isZero else { return state.shared.poundTransforms }
        return PreparedTransforms([
            ICUNumberTransform(
                style: .decimal(.standard), symbols: symbols, digits: digits, locale: locale, offset: offset)
        ])
    }

    /// The selector of a plural (or selectordinal) with `offset` (`nil`: none) and exact-value keys.
    func pluralSelector(isOrdinal: Bool, offset: ICUOffset?, exactKeys: [(value: Double, key: String)])
        -> ICUPluralSelector
    {
        if offset?.isZero ?? true, exactKeys.isEmpty {
            return isOrdinal ? state.shared.ordinalSelector : state.shared.cardinalSelector
        }
        return ICUPluralSelector(
            rules: isOrdinal ? ordinal : cardinal, offset: offset ?? .zero, exactKeys: exactKeys)
    }

    /// The plural selector without offset or exact values (`isOrdinal`: the selectordinal one) fitted
    /// to the locale's categories in CLDR's order (`one`, `other` in English), the keys most plurals
    /// have: a plural with exactly these keys shares it, and fitting it allocates nothing.
    func commonPlural(isOrdinal: Bool) -> ICUPluralSelector.Prepared {
        isOrdinal ? state.shared.ordinalCategories : state.shared.cardinalCategories
    }

    /// A select fitted to `male`, `female`, `other`, the keys most selects have: a select with exactly
    /// these keys shares its keys.
    var genderSelect: ICUSelectSelector.Prepared { state.shared.genderSelect }

    /// The transforms of `{name}`: numbers and dates in the locale's formats, other values as they are.
    var defaultTransforms: PreparedTransforms { state.shared.defaultTransforms }

    /// A simple argument: `{name}`, `{n, number, …}`, `{d, date, …}`; unresolved when its type or
    /// style is not supported.
    func compile(_ argument: ICUArgument) -> MessagePart {
        guard argument.type != nil else {
            return .argument(
                ArgumentPart(
                    name: argument.name, attributePath: [], transforms: state.shared.defaultTransforms.list,
                    verbatim: argument.source, location: argument.range.start))
        }
        switch transform(for: argument) {
        case .success(let transform):
            return .argument(
                ArgumentPart(
                    name: argument.name, attributePath: [], transforms: [transform], verbatim: argument.source,
                    location: argument.range.start))
        case .failure(let failure):
            return .unresolved(
                UnresolvedPart(verbatim: argument.source, reason: failure.reason, location: argument.range.start))
        }
    }

    private func transform(for argument: ICUArgument) -> Result<any ValueTransform, SelectionFailure> {
        let style = argument.style
        switch argument.type {
        case nil:
            return .success(state.shared.defaultTransforms.list[0])
        case "number":
            return numberStyle(style).map { numberTransform($0, passing: false) }
        case "spellout":
            return .success(numberTransform(.spellOut, passing: false))
        case "ordinal":
            return .success(numberTransform(.ordinal, passing: false))
        case "date", "time":
            return ICUDateTransform.shape(style, isTime: argument.type == "time").map { shape in
                ICUDateTransform(
                    format: DateFormat(shape: shape, locale: locale, timeZone: timeZone), passesOtherValues: false,
                    name: "\(argument.type ?? "date") format")
            }
        case let type?:
            return .failure(
                SelectionFailure(
                    "unsupported argument type \"\(type)\" (supported: number, date, time, spellout, ordinal, plural, select, selectordinal)"
                ))
        }
    }

    private func numberTransform(_ style: ICUNumberStyle, passing: Bool) -> ICUNumberTransform {
        ICUNumberTransform(
            style: style, symbols: symbols, digits: digits, locale: locale, passesOtherValues: passing)
    }

    private func numberStyle(_ style: String?) -> Result<ICUNumberStyle, SelectionFailure> {
        ICUNumberStyle.reading(style, symbols: symbols)
    }
}
