import GlossaCLDR

/// What an ICU message becomes in MessageFormat 2 before its variants are written: the declarations
/// (`.input {$count :number}`, `.local $count_minus1 = {$count :offset subtract=1}`), the selectors of
/// the `.match` with their keys, and for every `plural`, `selectordinal` and `select` the selectors
/// that choose its variant. Built in one walk over every branch of the ICU tree; what MessageFormat 2
/// cannot express is collected as diagnostics with the construct's position.
struct MF2ConversionPlan {
    /// A declaration: `.input {$variable :function options}` or `.local $variable = {$operand :function options}`.
    struct Declaration {
        let isInput: Bool
        let variable: String
        let operand: String
        let call: MF2ConversionNumbers.Call
    }

    /// One selector of the `.match`: the variable and its literal keys in order (`*` comes last).
    struct Selector {
        let variable: String
        private(set) var keys: [String] = []
        private var known: Set<String> = []

        init(variable: String) {
            self.variable = variable
        }

        /// Adds `key` unless the selector has it.
        mutating func add(_ key: String) {
            if known.insert(key).inserted { keys.append(key) }
        }
    }

    /// How a `plural` or `selectordinal` node chooses: an exact-value selector (with an offset, exact
    /// values are compared with the value itself and categories with the value minus the offset,
    /// so they are two selectors), the category selector, and the variable `#` shows.
    struct PluralChoice {
        let exact: Int?
        let category: Int
        let pound: String
        /// The variants of the node, looked up by key once rather than searched for every variant
        /// written (which made converting a plural with thousands of variants quadratic).
        let variants: PluralVariants
    }

    /// The variants of a `plural` or `selectordinal` node by key: the first of each.
    struct PluralVariants {
        /// The variant of each exact key, by its MessageFormat 2 key (`=1.0` is `1`).
        var exact: [String: Int] = [:]
        /// The variant of each key that is not an exact value (`one`, `other`).
        var category: [String: Int] = [:]
        /// The `other` variant, else the last.
        var other = 0
    }

    /// The most variants a converted message may have: nesting selectors multiplies them.
    static let maximumVariants = 4096
    /// The most selectors a converted `.match` may have (each variant has a key for every one).
    static let maximumSelectors = 64
    /// The most text (UTF-8 bytes) the variants of a converted message may hold together.
    static let maximumSize = 1 << 20

    let locale: LocaleIdentifier?
    private(set) var declarations: [Declaration] = []
    private(set) var selectors: [Selector] = []
    /// The choice of every plural node, by its source offset.
    private(set) var plurals: [Int: PluralChoice] = [:]
    /// The selector of every select node, by its source offset.
    private(set) var selects: [Int: Int] = [:]
    /// The variant of each key of every select node (the first with the key), by its source offset.
    private(set) var selectVariants: [Int: [String: Int]] = [:]
    /// The function call of every `{name, number, …}`, `{name, date, …}` and `{name, time, …}`
    /// argument, by its source offset.
    private(set) var argumentCalls: [Int: MF2ConversionNumbers.Call] = [:]
    private(set) var diagnostics: [SyntaxDiagnostic] = []

    private var declared: [String: String] = [:]
    private var selectorByIdentity: [String: Int] = [:]
    /// Arguments already used as an operand of a declaration (a later `.input` of them is an error).
    private var usedArguments: Set<String> = []
    private var names: Set<String>

    init(message: ICUMessage, locale: LocaleIdentifier?) {
        self.locale = locale
        names = Set(message.argumentNames)
        register(message.nodes)
    }

    private mutating func register(_ nodes: [ICUNode]) {
        for node in nodes {
            switch node {
            case .text, .pound, .invalid: break
            case .argument(let argument): register(argument)
            case .plural(let plural): register(plural)
            case .select(let select):
                guard checkName(select.name, at: select.range) else { continue }
                let variable = declare(
                    "string|\(select.name)", argument: select.name, suffix: "string",
                    call: MF2ConversionNumbers.Call(function: "string", options: []))
                let keys = select.variants.map(\.key).filter { $0 != "other" }
                selects[select.range.utf8Offsets.lowerBound] = selector("select|\(variable)", variable, keys)
                var variants: [String: Int] = [:]
                for (index, variant) in select.variants.enumerated() where variants[variant.key] == nil {
                    variants[variant.key] = index
                }
                selectVariants[select.range.utf8Offsets.lowerBound] = variants
                for variant in select.variants { register(variant.nodes) }
            }
        }
    }

    private mutating func register(_ argument: ICUArgument) {
        guard checkName(argument.name, at: argument.range) else { return }
        switch argument.type {
        case nil: break
        case "number":
            switch MF2ConversionNumbers.call(style: argument.style, locale: locale) {
            case .success(let call): argumentCalls[argument.range.utf8Offsets.lowerBound] = call
            case .failure(let failure): report("\(argument.source): \(failure.reason)", at: argument.range)
            }
        case "date", "time":
            switch MF2ConversionDates.call(style: argument.style, isTime: argument.type == "time") {
            case .success(let call): argumentCalls[argument.range.utf8Offsets.lowerBound] = call
            case .failure(let failure): report("\(argument.source): \(failure.reason)", at: argument.range)
            }
        case let type?:
            report("\(argument.source): the \(type) argument type has no MessageFormat 2 function", at: argument.range)
        }
    }

    private mutating func register(_ plural: ICUPlural) {
        guard checkName(plural.name, at: plural.range) else { return }
        var variants = PluralVariants(other: plural.variants.count - 1)
        var exactOrder: [String] = []
        var categories: [String] = []
        for (index, variant) in plural.variants.enumerated() {
            if variant.isExact {
                guard let key = Self.exactKey(variant.key) else {
                    report(
                        "\(variant.key): an exact value with more than three fraction digits is compared "
                            + "rounded by :number, so it cannot be converted", at: variant.range)
                    continue
                }
                if variants.exact[key] == nil {
                    variants.exact[key] = index
                    exactOrder.append(key)
                }
            } else {
                if variants.category[variant.key] == nil { variants.category[variant.key] = index }
                if variant.key != "other" { categories.append(variant.key) }
            }
        }
        if let other = variants.category["other"] { variants.other = other }
        let kind = plural.isOrdinal ? "ordinal" : "number"
        // ICU shows `#` and selects on the number rounded half-even to three fraction digits.
        let rounding = [(name: "roundingMode", value: "halfEven")]
        let call = MF2ConversionNumbers.Call(
            function: "number", options: (plural.isOrdinal ? [("select", "ordinal")] : []) + rounding)
        let number = declare(
            "\(kind)|\(plural.name)", argument: plural.name, suffix: kind, call: call, mayBeInput: !plural.isOrdinal)
        var offsetVariable: String?
        if plural.offset != "0" {
            guard let amount = Int(plural.offset), (-100...100).contains(amount) else {
                report(
                    "offset:\(plural.offset): :offset takes a whole number from -100 to 100", at: plural.range)
                return
            }
            if amount != 0 {
                let option = amount > 0 ? "subtract" : "add"
                offsetVariable = declare(
                    "offset|\(number)|\(amount)", argument: number,
                    suffix: amount > 0 ? "minus\(amount)" : "plus\(-amount)",
                    call: MF2ConversionNumbers.Call(function: "offset", options: [(option, "\(abs(amount))")]),
                    mayBeInput: false)
            }
        }
        let choice: PluralChoice
        if let offsetVariable {
            let exact = exactOrder.isEmpty ? nil : selector("exact|\(number)|\(exactOrder)", number, exactOrder)
            let category = selector("category|\(offsetVariable)", offsetVariable, categories)
            choice = PluralChoice(exact: exact, category: category, pound: offsetVariable, variants: variants)
        } else {
            let index = selector("plural|\(number)|\(exactOrder)", number, exactOrder + categories)
            choice = PluralChoice(exact: nil, category: index, pound: number, variants: variants)
        }
        plurals[plural.range.utf8Offsets.lowerBound] = choice
        for variant in plural.variants { register(variant.nodes) }
    }

    /// `=1.0` → `1`, `=-0` → `0`: the text `:number` compares exact keys with; `nil` when `:number`
    /// would round the value before comparing it (more than three fraction digits).
    static func exactKey(_ key: String) -> String? {
        guard var number = DecimalNumber(text: key.dropFirst()) else { return nil }
        number.trimTrailingZeros()
        guard number.fractionDigits.count <= DecimalFormat.standard.maximumFractionDigits else { return nil }
        if number.integerDigits.allSatisfy({ $0 == 0 }), number.fractionDigits.isEmpty { number.isNegative = false }
        return number.plainText
    }

    /// The variable holding `argument` under `call` (declared once per `identity`): `.input` when the
    /// argument has not been used yet and `mayBeInput`, else a `.local` named after it.
    private mutating func declare(
        _ identity: String, argument: String, suffix: String, call: MF2ConversionNumbers.Call, mayBeInput: Bool = true
    ) -> String {
        if let variable = declared[identity] { return variable }
        let isInput = mayBeInput && !usedArguments.contains(argument) && names.contains(argument)
        var variable = argument
        if !isInput {
            variable = "\(argument)_\(suffix)"
            var counter = 2
            while names.contains(variable) {
                variable = "\(argument)_\(suffix)_\(counter)"
                counter += 1
            }
            names.insert(variable)
        }
        usedArguments.insert(argument)
        declarations.append(Declaration(isInput: isInput, variable: variable, operand: argument, call: call))
        declared[identity] = variable
        return variable
    }

    /// The selector known by `identity`, with `keys` added to its own.
    private mutating func selector(_ identity: String, _ variable: String, _ keys: [String]) -> Int {
        let index: Int
        if let known = selectorByIdentity[identity] {
            index = known
        } else {
            index = selectors.count
            selectors.append(Selector(variable: variable))
            selectorByIdentity[identity] = index
        }
        for key in keys { selectors[index].add(key) }
        return index
    }

    /// Whether `name` can be a MessageFormat 2 variable; reports it when not.
    private mutating func checkName(_ name: String, at range: SourceRange) -> Bool {
        let scalars = name.unicodeScalars
        if let first = scalars.first, MF2Characters.isNameStart(first),
            scalars.allSatisfy(MF2Characters.isNameCharacter)
        {
            return true
        }
        report(
            "the argument name \"\(name)\" is not a MessageFormat 2 variable name (a name cannot start with a "
                + "digit); rename the argument", at: range)
        return false
    }

    private mutating func report(_ message: String, at range: SourceRange) {
        diagnostics.append(SyntaxDiagnostic(location: range.start, message: message))
    }
}
