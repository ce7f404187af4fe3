import GlossaCLDR

/// Compiles Apple format strings and `.stringsdict`-style messages into ``CompiledMessage``s for one
/// locale: printf conversions render typed argument values (arguments are named by position, `"1"`,
/// `"2"`, …), plural variables choose their form with the locale's CLDR rules (and Apple's exact
/// `zero`), device and width variables with the compiler's device and presentation width.
///
/// ```swift
/// let compiler = AppleFormatCompiler(locale: try LocaleIdentifier(parsing: "en"))
/// compiler.compile("%1$@ has %2$lld items").render(RenderContext(arguments: ["1": "Anna", "2": 1234])).text
/// // "Anna has 1,234 items"
/// ```
public struct AppleFormatCompiler: Sendable {
    /// The locale whose plural rules and number symbols are used.
    public let locale: LocaleIdentifier
    /// The device family device variables choose for.
    public var device: AppleDevice
    /// The width width variables choose for (`NSString.variantFittingPresentationWidth`); `nil` for the
    /// widest variant.
    public var presentationWidth: Int?
    /// Whether numbers use the locale's digits, grouping and decimal separator, as
    /// `String.localizedStringWithFormat` does (the default), rather than C's.
    public var localizesNumbers: Bool
    /// Names for argument positions: position `p` is `argumentNames[p - 1]` when there is one, else `"p"`.
    public var argumentNames: [String]

    /// Variables nest at most this deep (a variable's form may use another variable).
    public static let maximumNesting = 16

    /// A message compiles at most this many variable forms in all: each level of nesting multiplies
    /// the forms (a plural has up to six, and a form may use a variable many times), so hostile variables
    /// would otherwise expand exponentially. References past the budget stay as written and are reported.
    public static let maximumExpandedForms = 2_000

    private let rules: PluralRules

    /// Creates a compiler.
    public init(
        locale: LocaleIdentifier, device: AppleDevice = .other, presentationWidth: Int? = nil,
        localizesNumbers: Bool = true, argumentNames: [String] = []
    ) {
        self.locale = locale
        self.device = device
        self.presentationWidth = presentationWidth
        self.localizesNumbers = localizesNumbers
        self.argumentNames = argumentNames
        rules = PluralRules(locale: locale)
    }

    /// Compiles a format string without variables.
    public func compile(_ format: String) -> CompiledMessage {
        compile(AppleFormatMessage(format: format))
    }

    /// Compiles a message with its variables.
    public func compile(_ message: AppleFormatMessage) -> CompiledMessage {
        CompiledMessage(source: message.format, parts: parts(of: message))
    }

    /// The parts of a message, for front ends that embed Apple format strings (expressions).
    func parts(of message: AppleFormatMessage) -> [MessagePart] {
        let symbols = localizesNumbers ? NumberSymbols.of(locale) : nil
        var state = State(
            compiler: self, message: message, symbols: symbols, digits: symbols.map(IntegerDigitsFormat.init(symbols:)))
        return state.compile(message.format, firstArgument: 1)
    }

    func name(ofArgument position: Int) -> String {
        position >= 1 && position <= argumentNames.count ? argumentNames[position - 1] : String(position)
    }

    /// The form of a width variable for the compiler's presentation width.
    func widthForm(_ forms: [Int: String]) -> String? {
        let widths = forms.keys.sorted()
        guard let presentationWidth else { return widths.last.flatMap { forms[$0] } }
        let fitting = widths.last { $0 <= presentationWidth } ?? widths.first
        return fitting.flatMap { forms[$0] }
    }

    private struct State {
        let compiler: AppleFormatCompiler
        let message: AppleFormatMessage
        let symbols: NumberSymbols?
        /// The format of `symbols`'s integers, shared by the message's conversions.
        let digits: IntegerDigitsFormat?
        var visiting: [String] = []
        var expandedForms = 0

        static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

        mutating func compile(_ format: String, firstArgument: Int) -> [MessagePart] {
            var parts: [MessagePart] = []
            var next = firstArgument
            for node in AppleFormatParser.parse(format).nodes {
                switch node {
                case .text(let text, _):
                    parts.append(.literal(text))
                case .invalid(let source, let reason, let range):
                    parts.append(.unresolved(UnresolvedPart(verbatim: source, reason: reason, location: range.start)))
                case .conversion(let conversion):
                    let position = conversion.position ?? next
                    if conversion.position == nil { next += 1 }
                    parts.append(
                        .argument(
                            ArgumentPart(
                                name: compiler.name(ofArgument: position), attributePath: [],
                                transforms: [
                                    PrintfTextTransform.transform(for: conversion, symbols: symbols, digits: digits)
                                ],
                                verbatim: conversion.source, location: conversion.range.start)))
                case .variable(let reference):
                    parts.append(contentsOf: compile(reference, next: &next))
                }
            }
            return parts
        }

        private mutating func compile(_ reference: AppleFormatVariableReference, next: inout Int) -> [MessagePart] {
            func unresolved(_ reason: String) -> [MessagePart] {
                [
                    .unresolved(
                        UnresolvedPart(verbatim: reference.source, reason: reason, location: reference.range.start))
                ]
            }
            guard let variable = message.variables[reference.name] else {
                return unresolved("no variable named \"\(reference.name)\"")
            }
            guard !visiting.contains(reference.name), visiting.count < AppleFormatCompiler.maximumNesting else {
                return unresolved("the variable \"\(reference.name)\" refers to itself")
            }
            let forms = variable.formCount
            guard expandedForms + forms <= AppleFormatCompiler.maximumExpandedForms else {
                return unresolved(
                    "the variables expand to more than \(AppleFormatCompiler.maximumExpandedForms) forms; "
                        + "\"\(reference.name)\" is not expanded")
            }
            expandedForms += forms
            visiting.append(reference.name)
            defer { visiting.removeLast() }
            switch variable {
            case .plural(let plural):
                let position = plural.argument ?? reference.position ?? next
                if reference.position == nil { next += 1 }
                let known = Self.categoryOrder.filter { plural.forms[$0] != nil }
                let others = plural.forms.keys.filter { !Self.categoryOrder.contains($0) }.sorted()
                let variants = (known + others).map { key -> (key: String, parts: [MessagePart]) in
                    let form = (plural.forms[key] ?? "").replacingOccurrences(
                        of: "%arg", with: "%\(position)$\(plural.valueType)")
                    return (key, compile(form, firstArgument: position))
                }
                return [
                    .selection(
                        SelectionPart(
                            argument: compiler.name(ofArgument: position),
                            selector: ApplePluralSelector(rules: compiler.rules), variants: variants,
                            verbatim: reference.source, location: reference.range.start))
                ]
            case .device(let forms):
                guard let form = compiler.device.fallbacks.lazy.compactMap({ forms[$0] }).first else {
                    return unresolved(
                        "the variable \"\(reference.name)\" has no form for \(compiler.device.rawValue) or other")
                }
                return compile(form, firstArgument: reference.position ?? next)
            case .width(let forms):
                guard let form = compiler.widthForm(forms) else {
                    return unresolved("the variable \"\(reference.name)\" has no widths")
                }
                return compile(form, firstArgument: reference.position ?? next)
            }
        }
    }
}

extension AppleFormatVariable {
    /// How many forms compiling the variable compiles: each plural form, or the one chosen form.
    fileprivate var formCount: Int {
        if case .plural(let plural) = self { return max(plural.forms.count, 1) }
        return 1
    }
}
