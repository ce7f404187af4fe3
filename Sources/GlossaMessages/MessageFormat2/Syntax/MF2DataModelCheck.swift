/// The data model errors of a message that parsed (`spec/errors.md`, "Data Model Errors"): found
/// from the message alone, before any argument is known.
///
/// Variable names are compared as Swift compares strings, by canonical equivalence, as the
/// specification asks (names are compared as if normalized to NFC).
struct MF2DataModelCheck {
    private(set) var errors: [MF2Error] = []

    init(declarations: [MF2Declaration], body: MF2Body) {
        checkDeclarations(declarations)
        for declaration in declarations { checkOptions(of: declaration.expression.function?.options ?? []) }
        switch body {
        case .pattern(let pattern):
            checkOptions(in: pattern)
        case .matcher(let matcher):
            checkSelectors(matcher.selectors, declarations: declarations)
            checkVariants(matcher)
            for variant in matcher.variants { checkOptions(in: variant.pattern) }
        }
    }

    private mutating func report(_ type: MF2ErrorType, _ range: SourceRange, _ message: String) {
        guard errors.count < MF2Reader.maximumErrors else { return }
        errors.append(MF2Error(type: type, range: range, message: message))
    }

    /// Duplicate Declaration: a variable declared twice, or declared after a use (an input variable
    /// is declared implicitly where it is first used); a `.local` cannot refer to itself.
    private mutating func checkDeclarations(_ declarations: [MF2Declaration]) {
        var seen = MF2SmallTable<String, Void>()
        for declaration in declarations {
            let name = declaration.variable.name
            let references = declaration.expression.variables
            switch declaration.kind {
            case .input:
                if seen.contains(name) {
                    report(.duplicateDeclaration, declaration.range, "$\(name) is already declared or used")
                }
                for reference in references { seen.insert(reference.name) }
            case .local:
                for reference in references { seen.insert(reference.name) }
                if seen.contains(name) {
                    report(
                        .duplicateDeclaration, declaration.range,
                        references.contains { $0.name == name }
                            ? "$\(name) refers to itself" : "$\(name) is already declared or used")
                }
            }
            seen.insert(name)
        }
    }

    /// Missing Selector Annotation: every selector must lead, through declarations, to an expression
    /// with a function.
    private mutating func checkSelectors(_ selectors: [MF2Variable], declarations: [MF2Declaration]) {
        // The index of each variable's first declaration.
        var declared = MF2SmallTable<String, Int>()
        for (index, declaration) in declarations.enumerated() {
            declared.insert(declaration.variable.name, index)
        }
        for selector in selectors {
            var name = selector.name
            var annotated = false
            // Each step follows a declaration made earlier, so the chain ends within their number.
            for _ in 0...declarations.count {
                guard let index = declared[name] else { break }
                let expression = declarations[index].expression
                if expression.function != nil {
                    annotated = true
                    break
                }
                guard case .variable(let variable) = expression.operand, variable.name != name else { break }
                name = variable.name
            }
            if !annotated {
                report(
                    .missingSelectorAnnotation, selector.range,
                    "the selector $\(selector.name) must be declared with a function, such as {$\(selector.name) :string}"
                )
            }
        }
    }

    /// Variant Key Mismatch, Missing Fallback Variant and Duplicate Variant.
    private mutating func checkVariants(_ matcher: MF2Matcher) {
        let count = matcher.selectors.count
        let variants = matcher.variants
        // Few variants are compared with the earlier ones key by key; many go through a table.
        let comparesInOrder = variants.count <= MF2SmallTable<[String?], Void>.linearLimit
        var seen = MF2SmallTable<[String?], Void>()
        var hasFallback = false
        for index in variants.indices {
            let keys = variants[index].keys
            // A variant of `*` keys is the fallback even with the wrong number of them (that is
            // reported as a mismatch only).
            if keys.allSatisfy(\.isCatchAll) { hasFallback = true }
            guard keys.count == count else {
                report(
                    .variantKeyMismatch, variants[index].range,
                    "the variant has \(keys.count) key\(keys.count == 1 ? "" : "s") for \(count) selector\(count == 1 ? "" : "s")"
                )
                continue
            }
            // `*` is nil; a literal `|*|` is the text "*", a different key.
            let isDuplicate =
                comparesInOrder
                ? variants[..<index].contains { Self.sameKeys($0.keys, keys) } : !seen.insert(keys.map(\.value))
            if isDuplicate {
                report(.duplicateVariant, variants[index].range, "another variant has the same keys")
            }
        }
        if !hasFallback {
            report(
                .missingFallbackVariant, matcher.range,
                "no variant has \"*\" for every key (\(Array(repeating: "*", count: count).joined(separator: " ")))")
        }
    }

    /// Whether two variants have the same keys (`*` matching only `*`).
    private static func sameKeys(_ first: [MF2Key], _ second: [MF2Key]) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index].value != second[index].value { return false }
        return true
    }

    /// Duplicate Option Name in the placeholders of a pattern.
    private mutating func checkOptions(in pattern: MF2Pattern) {
        for part in pattern.parts {
            switch part {
            case .expression(let expression): checkOptions(of: expression.function?.options ?? [])
            case .markup(let markup): checkOptions(of: markup.options)
            case .text, .invalid: break
            }
        }
    }

    private mutating func checkOptions(of options: [MF2Option]) {
        guard options.count > 1 else { return }
        var names = MF2SmallTable<MF2Identifier, Void>()
        for option in options where !names.insert(option.identifier) {
            report(.duplicateOptionName, option.range, "the option \"\(option.identifier)\" is given twice")
        }
    }
}
