/// The data model errors of a message that parsed (`spec/errors.md`, "Data Model Errors"): found
/// from the message alone, before any argument is known.
///
/// Variable names are compared as Swift compares strings, by canonical equivalence, as the
/// specification asks (names are compared as if normalized to NFC).
struct MF2DataModelCheck {
    private(set) var errors: [MF2Error] = []
    /// The variables declared or used so far by declarations.
    private var seen = SmallTable<String, Void>()
    /// The index of each variable's first declaration in ``declaredExpressions``.
    private var declared = SmallTable<String, Int>()
    /// What ``checkSelectors(_:)`` follows of each declaration's expression, in order: whether it
    /// has a function, and the name of the variable that is its operand, if one is.
    private var declaredExpressions: [(isAnnotated: Bool, operand: String?)] = []
    /// The keys of the variants checked so far that have one per selector (`*` as `nil`).
    private var variantKeys = SmallTable<[String?], Void>()
    /// Whether a variant checked so far has `*` for every key.
    private var hasFallback = false

    /// A check fed piece by piece as a message is read (``MF2ProgramEmitter``).
    init() {}

    /// The check of a whole message, its errors in the order tools see them: declarations, their
    /// options, selectors, variants, then the options of the variants' placeholders.
    init(declarations: [MF2Declaration], body: MF2Body) {
        for declaration in declarations { declare(declaration) }
        for declaration in declarations { checkOptions(of: declaration.expression.function?.options ?? []) }
        switch body {
        case .pattern(let pattern):
            checkOptions(in: pattern)
        case .matcher(let matcher):
            checkSelectors(matcher.selectors)
            for variant in matcher.variants {
                checkVariant(
                    values: variant.keys.map(\.value), range: variant.range, selectorCount: matcher.selectors.count)
            }
            checkFallback(of: matcher.range, selectorCount: matcher.selectors.count)
            for variant in matcher.variants { checkOptions(in: variant.pattern) }
        }
    }

    private mutating func report(_ type: MF2ErrorType, _ range: SourceRange, _ message: String) {
        guard errors.count < MF2Reader.maximumErrors else { return }
        errors.append(MF2Error(type: type, range: range, message: message))
    }

    /// Duplicate Declaration: a variable declared twice, or declared after a use (an input variable
    /// is declared implicitly where it is first used); a `.local` cannot refer to itself. Checks
    /// the declarations in order, and records each for ``checkSelectors(_:)``.
    mutating func declare(_ declaration: MF2Declaration) {
        let name = declaration.variable.name
        let expression = declaration.expression
        switch declaration.kind {
        case .input:
            if seen.contains(name) {
                report(.duplicateDeclaration, declaration.range, "$\(name) is already declared or used")
            }
            see(variablesOf: expression)
        case .local:
            see(variablesOf: expression)
            if seen.contains(name) {
                report(
                    .duplicateDeclaration, declaration.range,
                    expression.variables.contains { $0.name == name }
                        ? "$\(name) refers to itself" : "$\(name) is already declared or used")
            }
        }
        seen.insert(name)
        declared.insert(name, declaredExpressions.count)
        var operand: String?
        if case .variable(let variable) = expression.operand { operand = variable.name }
        declaredExpressions.append((expression.function != nil, operand))
    }

    /// Records the variables `expression` reads (``MF2Expression/variables``, without gathering them).
    private mutating func see(variablesOf expression: MF2Expression) {
        if case .variable(let variable) = expression.operand { seen.insert(variable.name) }
        for option in expression.function?.options ?? [] {
            if case .variable(let variable) = option.value { seen.insert(variable.name) }
        }
    }

    /// Missing Selector Annotation: every selector must lead, through declarations, to an expression
    /// with a function.
    mutating func checkSelectors(_ selectors: [MF2Variable]) {
        for selector in selectors {
            var name = selector.name
            var annotated = false
            // Each step follows a declaration made earlier, so the chain ends within their number.
            for _ in 0...declaredExpressions.count {
                guard let index = declared[name] else { break }
                let expression = declaredExpressions[index]
                if expression.isAnnotated {
                    annotated = true
                    break
                }
                guard let operand = expression.operand, operand != name else { break }
                name = operand
            }
            if !annotated {
                report(
                    .missingSelectorAnnotation, selector.range,
                    "the selector $\(selector.name) must be declared with a function, such as {$\(selector.name) :string}"
                )
            }
        }
    }

    /// Variant Key Mismatch and Duplicate Variant of the variant at `range` whose keys have `values`
    /// (``MF2Key/value``: `nil` for `*`), checked in order; records a fallback for
    /// ``checkFallback(of:selectorCount:)``.
    mutating func checkVariant(values keys: [String?], range: SourceRange, selectorCount count: Int) {
        // A variant of `*` keys is the fallback even with the wrong number of them (that is reported
        // as a mismatch only).
        if !keys.contains(where: { $0 != nil }) { hasFallback = true }
        guard keys.count == count else {
            report(
                .variantKeyMismatch, range,
                "the variant has \(keys.count) key\(keys.count == 1 ? "" : "s") for \(count) selector\(count == 1 ? "" : "s")"
            )
            return
        }
        // Room for the variants of two selectors of two to four keys each, in one allocation.
        if variantKeys.count == 0 { variantKeys.reserveCapacity(8) }
        // `*` is nil; a literal `|*|` is the text "*", a different key.
        if !variantKeys.insert(keys) {
            report(.duplicateVariant, range, "another variant has the same keys")
        }
    }

    /// Missing Fallback Variant, after the variants of the matcher at `range`.
    mutating func checkFallback(of range: SourceRange, selectorCount count: Int) {
        if !hasFallback {
            report(
                .missingFallbackVariant, range,
                "no variant has \"*\" for every key (\(Array(repeating: "*", count: count).joined(separator: " ")))")
        }
    }

    /// Duplicate Option Name in the placeholders of a pattern.
    private mutating func checkOptions(in pattern: MF2Pattern) {
        for part in pattern.parts { checkOptions(in: part) }
    }

    /// Duplicate Option Name in a part of a pattern.
    mutating func checkOptions(in part: MF2PatternPart) {
        switch part {
        case .expression(let expression): checkOptions(of: expression.function?.options ?? [])
        case .markup(let markup): checkOptions(of: markup.options)
        case .text, .invalid: break
        }
    }

    /// Duplicate Option Name among `options`.
    mutating func checkOptions(of options: [MF2Option]) {
        guard options.count > 1 else { return }
        var names = SmallTable<MF2Identifier, Void>()
        for option in options where !names.insert(option.identifier) {
            report(.duplicateOptionName, option.range, "the option \"\(option.identifier)\" is given twice")
        }
    }
}
