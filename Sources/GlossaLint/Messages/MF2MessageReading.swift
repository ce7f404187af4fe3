import GlossaMessages

/// What lint and pseudo-localization read from a MessageFormat 2 message (parsed by GlossaMessages'
/// `MF2Parser`): the arguments it reads, its markup, its selectors with the function that annotates
/// each, and where its text is.
struct MF2MessageReading {
    /// One `.match` selector: its variable, its function (through declarations), its keys in variant
    /// order (`*` as written).
    struct Selector {
        let name: String
        /// `plural`, `selectordinal` (`select=ordinal`), `exact` (`select=exact`) for `:number`,
        /// `:integer` and the other numeric functions; `select` for `:string` and anything else.
        let kind: String
        /// The nearest function (`number`, `integer`, `string`…), nil when there is none.
        let function: String?
        let keys: [String]
    }

    /// The functions whose selection uses CLDR plural rules.
    static let pluralFunctions: Set<String> = ["number", "integer", "offset", "percent", "currency"]

    /// The names of the arguments, without `$`, in order of first use: every variable a `.local`
    /// does not declare.
    private(set) var argumentNames: [String] = []
    /// Markup elements as written with their kind (`{#link}`, `{/link}`, `{#br/}`), in order.
    private(set) var markup: [String] = []
    private(set) var selectors: [Selector] = []
    /// The UTF-8 offsets of text parts.
    private(set) var textRanges: [Range<Int>] = []
    /// The UTF-8 offsets of the inside of each quoted pattern (`{{…}}`), for inserting text at its ends.
    private(set) var quotedPatternInsides: [Range<Int>] = []
    /// Syntax and data model errors.
    let errors: [MF2Error]

    init(_ text: String) {
        let message = MF2Parser.parse(text)
        errors = message.errors
        let locals = Set(message.declarations.filter { $0.kind == .local }.map(\.variable.name))
        var seen = Set<String>()
        func use(_ variables: [MF2Variable]) {
            for variable in variables where !locals.contains(variable.name) && seen.insert(variable.name).inserted {
                argumentNames.append(variable.name)
            }
        }
        for declaration in message.declarations {
            if declaration.kind == .input { use([declaration.variable]) }
            use(declaration.expression.variables)
        }
        let utf8 = Array(text.utf8)
        func read(_ pattern: MF2Pattern) {
            let offsets = pattern.range.utf8Offsets
            if offsets.count >= 4 && utf8[offsets.lowerBound] == UInt8(ascii: "{")
                && utf8[offsets.lowerBound + 1] == UInt8(ascii: "{")
            {
                quotedPatternInsides.append((offsets.lowerBound + 2)..<(offsets.upperBound - 2))
            }
            for part in pattern.parts {
                switch part {
                case .text(_, let range):
                    textRanges.append(range.utf8Offsets)
                case .expression(let expression):
                    use(expression.variables)
                case .markup(let element):
                    use(
                        element.options.compactMap {
                            if case .variable(let variable) = $0.value { variable } else { nil }
                        })
                    switch element.kind {
                    case .open: markup.append("{#\(element.identifier)}")
                    case .standalone: markup.append("{#\(element.identifier)/}")
                    case .close: markup.append("{/\(element.identifier)}")
                    }
                case .invalid:
                    break
                }
            }
        }
        switch message.body {
        case .pattern(let pattern):
            read(pattern)
        case .matcher(let matcher):
            use(matcher.selectors)
            // A message with errors may declare a name twice: its selectors are not read.
            let annotations = message.errors.isEmpty ? Self.annotations(message.declarations) : [:]
            for (index, selector) in matcher.selectors.enumerated() {
                selectors.append(
                    Selector(
                        name: selector.name, kind: annotations[selector.name]?.kind ?? "select",
                        function: annotations[selector.name]?.function,
                        keys: matcher.variants.compactMap { variant in
                            index < variant.keys.count ? (variant.keys[index].value ?? "*") : nil
                        }))
            }
            for variant in matcher.variants { read(variant.pattern) }
        }
    }

    /// How a declared variable selects: through the declarations it refers to, the nearest function
    /// decides (`:number`, `:string`…), and the nearest `select` option among numeric ones.
    private struct Annotation {
        var function: String?
        var select: String?

        var kind: String {
            guard let function, pluralFunctions.contains(function) else { return "select" }
            switch select {
            case "ordinal": return "selectordinal"
            case "exact": return "exact"
            default: return "plural"
            }
        }
    }

    /// The annotation of every declared variable, in one pass (a declaration refers only to earlier ones).
    private static func annotations(_ declarations: [MF2Declaration]) -> [String: Annotation] {
        var annotations: [String: Annotation] = [:]
        for declaration in declarations {
            let expression = declaration.expression
            var inherited = Annotation()
            if case .variable(let operand) = expression.operand, operand.name != declaration.variable.name {
                inherited = annotations[operand.name] ?? Annotation()
            }
            guard let function = expression.function else {
                annotations[declaration.variable.name] = inherited
                continue
            }
            let identifier = function.identifier.description
            var annotation = Annotation(function: identifier)
            if pluralFunctions.contains(identifier) {
                let option = function.options.first { $0.identifier.description == "select" }
                if let option, case .literal(let literal) = option.value {
                    annotation.select = literal.value
                } else if let function = inherited.function, pluralFunctions.contains(function) {
                    annotation.select = inherited.select
                }
            }
            annotations[declaration.variable.name] = annotation
        }
        return annotations
    }
}
