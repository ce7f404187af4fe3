import GlossaCLDR

/// The engine's parts for a message's body.
extension MF2Scope {
    /// The parts of a pattern, its markup paired into decorations (``MF2MarkupNesting``), which
    /// outputs write as they write TML's: plain text as nothing (string formatting), HTML through
    /// its markup templates, `AttributedString` as attributes.
    mutating func parts(of pattern: MF2Pattern) -> [MessagePart] {
        var nesting = MF2MarkupNesting()
        nesting.reserveCapacity(pattern.parts.count)
        for part in pattern.parts {
            append(part, to: &nesting)
        }
        return nesting.finish()
    }

    /// Appends the parts of one part of a pattern to `nesting`, which pairs its markup.
    mutating func append(_ part: MF2PatternPart, to nesting: inout MF2MarkupNesting) {
        switch part {
        case .text(let text, _): nesting.append(.literal(text))
        case .expression(let expression): appendParts(of: expression, to: &nesting)
        case .markup(let markup):
            nesting.append(
                contentsOf: Self.reports(MF2UOptions.markupProblems(markup), at: markup.range.start, firstShowing: nil))
            let name = markup.identifier.description
            switch markup.kind {
            case .open: nesting.open(name, options: options(of: markup), at: markup.range.start)
            case .close: nesting.close(name)
            case .standalone:
                nesting.open(name, options: options(of: markup), at: markup.range.start)
                nesting.close(name)
            }
        case .invalid(let piece):
            nesting.append(
                .unresolved(
                    UnresolvedPart(
                        verbatim: piece.source, reason: "syntax-error: \(piece.reason)", location: piece.range.start)))
        }
    }

    /// Markup's options for the output: literals as they are, variables bound when compiling
    /// formatted now, variables that are arguments read at each render. An option whose value a
    /// render would have to compute (a declaration calling a function on an argument), or that fails,
    /// is left out. Attributes (`@name`) are for tools and do not reach the output, as the
    /// specification says.
    private func options(of markup: MF2Markup) -> MarkupOptions {
        var options = MarkupOptions()
        for option in markup.options {
            let name = option.identifier.description
            switch option.value {
            case .literal(let literal): options.options.append((name, .text(literal.value)))
            case .variable(let variable):
                switch binding(of: variable.name).value {
                case .resolved(let value):
                    guard let formatted = try? value.format(in: compiler.context) else { continue }
                    options.options.append((name, .text(formatted.text)))
                case .pending(.argument(let argument)): options.options.append((name, .argument(argument)))
                case .pending(.value(let value)):
                    guard let formatted = try? value.format(in: compiler.context) else { continue }
                    options.options.append((name, .text(formatted.text)))
                case .pending(.slot), .failed: continue
                }
            }
        }
        return options
    }

    /// Appends the parts of a placeholder to `nesting`: its formatted value (or fallback), and one
    /// unresolved part per error found in it when compiling, which the render reports (the errors of
    /// the declarations it reads are reported once, at the declarations:
    /// ``MF2Scope/declarationReports()``).
    mutating func appendParts(of expression: MF2Expression, to nesting: inout MF2MarkupNesting) {
        let binding = resolve(expression)
        use(binding.reads)
        let fallback = Self.fallback(of: expression)
        let location = expression.range.start
        switch binding.value {
        case .failed:
            let problems = Self.problems(of: binding, failing: expression)
            if !problems.isEmpty, case .variable(let variable) = expression.operand,
                case .pending(let operand) = self.binding(of: variable.name).value
            {
                // Its fallback and errors whatever the operand, and the operand's own when a render
                // finds it has no value.
                nesting.append(
                    pendingPart(.failed(operand: operand, errors: problems), fallback: fallback, at: location))
                return
            }
            let reports = Self.reports(problems, at: location, firstShowing: fallback)
            // A variable whose declaration failed, which reports why: its fallback alone.
            if reports.isEmpty {
                nesting.append(.literal(fallback))
            } else {
                nesting.append(contentsOf: reports)
            }
        case .resolved(let value):
            do {
                let formatted = try value.format(in: compiler.context)
                nesting.append(contentsOf: Self.reports(binding.problems, at: location, firstShowing: nil))
                let direction = compiler.messageDirection
                // A value, even when known now: HTML escapes what a function (an app's too) wrote.
                nesting.append(.value(direction.map { formatted.isolated(in: $0) } ?? formatted.text))
            } catch {
                nesting.append(
                    contentsOf: Self.reports(binding.problems + [error], at: location, firstShowing: fallback))
            }
        case .pending(let term):
            nesting.append(contentsOf: Self.reports(binding.problems, at: location, firstShowing: nil))
            nesting.append(pendingPart(term, fallback: fallback, at: location))
        }
    }

    /// The part of a placeholder a render resolves: it reads the first argument of `term`, and
    /// shows `fallback` when it cannot be formatted.
    private func pendingPart(_ term: MF2Term, fallback: String, at location: SourceLocation) -> MessagePart {
        let argument = firstArgument(of: term) ?? ""
        let transform = MF2FormatTransform(
            term: term, argument: argument, declarations: declarations,
            messageDirection: compiler.messageDirection, integerDigits: compiler.integerDigits)
        return .argument(
            ArgumentPart(
                name: argument, attributePath: [], transforms: [], verbatim: fallback, location: location,
                formatting: transform))
    }

    /// Unresolved parts reporting `problems`, the first showing `fallback` (none when `nil`), the
    /// others nothing.
    static func reports(
        _ problems: [MF2FunctionError], at location: SourceLocation, firstShowing fallback: String?
    ) -> [MessagePart] {
        problems.enumerated().map { index, problem in
            .unresolved(
                UnresolvedPart(
                    verbatim: index == 0 ? fallback ?? "" : "", reason: "\(problem.type.rawValue): \(problem.message)",
                    location: location))
        }
    }

    /// The parts of a `.match`: one selection whose selector reads every selector's value.
    mutating func parts(of matcher: MF2Matcher, in source: String) -> [MessagePart] {
        let variantKeys = matcher.variants.map { variant in variant.keys.map(\.value) }
        var selection = selectors(matcher.selectors, variantKeys: variantKeys)
        var variantParts: [[MessagePart]] = []
        variantParts.reserveCapacity(matcher.variants.count)
        for variant in matcher.variants {
            variantParts.append(parts(of: variant.pattern))
        }
        selection.finish(variantParts: variantParts, range: matcher.range, in: source)
        return selection.parts
    }

    /// A `.match` being compiled: the errors of its selectors, then its selection once its
    /// variants' parts are known (``finish(variantParts:range:in:)``).
    struct Selection {
        /// The parts: the selectors' errors, then (when finished) the selection.
        var parts: [MessagePart]
        let selector: MF2MatchSelector
        /// The first argument selected on, if any: the slot the resolver reads.
        let argument: String?
        let selectorNames: [String]

        /// Appends the selection of the variants whose parts are `variantParts` (in source order)
        /// to ``parts``, the `.match` written at `range` of `source`.
        mutating func finish(variantParts: [[MessagePart]], range: SourceRange, in source: String) {
            var variants: [(key: String, parts: [MessagePart])] = []
            variants.reserveCapacity(variantParts.count)
            for (key, parts) in zip(selector.keyTexts, variantParts) {
                variants.append((key, parts))
            }
            let utf8 = source.utf8
            let offsets = range.utf8Offsets.clamped(to: 0..<utf8.count)
            let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
            let end = utf8.index(start, offsetBy: offsets.count)
            parts.append(
                .selection(
                    SelectionPart(
                        // The slot the resolver reads is the first argument selected on; the selector
                        // reads the others (and literals) itself.
                        argument: argument ?? selectorNames.first ?? "",
                        selector: selector, variants: variants,
                        verbatim: String(decoding: utf8[start..<end], as: UTF8.self), location: range.start)))
        }
    }

    /// The selectors of a `.match` whose variants have `variantKeys` (in source order, `nil` for
    /// `*`), bound and checked: what ``Selection/finish(variantParts:range:in:)`` completes.
    mutating func selectors(_ variables: [MF2Variable], variantKeys: [[String?]]) -> Selection {
        var parts: [MessagePart] = []
        var selectors: [MF2MatchSelector.Selector] = []
        selectors.reserveCapacity(variables.count)
        var argument: String?
        for (index, variable) in variables.enumerated() {
            let bound = binding(of: variable.name)
            use([variable.name])
            var problems: [MF2FunctionError] = []
            var selector = MF2MatchSelector.Selector.failed
            switch bound.value {
            case .resolved(let value):
                let keys = MF2MatchSelector.keys(of: variantKeys, at: index)
                do {
                    selector = .resolved(preferred: try value.select(among: keys, in: compiler.context))
                } catch {
                    problems.append(MF2FunctionError(.badSelector, "$\(variable.name) cannot select: \(error.message)"))
                }
            case .pending(let reference):
                if bound.preventsSelection {
                    problems.append(
                        MF2FunctionError(.badSelector, "$\(variable.name) cannot select: its options are bad"))
                } else {
                    selector = .pending(reference)
                    argument = argument ?? declarations.firstArgument(of: reference)
                }
            case .failed:
                problems.append(
                    MF2FunctionError(.badSelector, "$\(variable.name) cannot select: its expression failed"))
            }
            parts += Self.reports(problems, at: variable.range.start, firstShowing: nil)
            selectors.append(selector)
        }
        let selector = MF2MatchSelector(
            selectors: selectors, variantKeys: variantKeys, declarations: declarations)
        return Selection(parts: parts, selector: selector, argument: argument, selectorNames: variables.map(\.name))
    }
}
