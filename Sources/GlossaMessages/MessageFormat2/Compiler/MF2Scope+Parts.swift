import GlossaCLDR

/// The engine's parts for a message's body.
extension MF2Scope {
    /// The parts of a pattern. Markup formats as nothing (string formatting).
    func parts(of pattern: MF2Pattern) -> [MessagePart] {
        var parts: [MessagePart] = []
        for part in pattern.parts {
            switch part {
            case .text(let text, _): parts.append(.literal(text))
            case .expression(let expression): parts += self.parts(of: expression)
            case .markup: break
            case .invalid(let piece):
                parts.append(
                    .unresolved(
                        UnresolvedPart(
                            verbatim: piece.source, reason: "syntax-error: \(piece.reason)", location: piece.range.start
                        )))
            }
        }
        return parts
    }

    /// The parts of a placeholder: its formatted value (or fallback), and one unresolved part per
    /// error found when compiling, which the render reports.
    func parts(of expression: MF2Expression) -> [MessagePart] {
        let binding = resolve(expression)
        let fallback = Self.fallback(of: expression)
        let location = expression.range.start
        var parts: [MessagePart] = []
        switch binding.value {
        case .failed:
            parts = reports(binding.problems, at: location, firstShowing: fallback)
            if parts.isEmpty {
                parts.append(
                    .unresolved(UnresolvedPart(verbatim: fallback, reason: "bad-operand: no value", location: location))
                )
            }
        case .literal(let text):
            parts = reports(binding.problems, at: location, firstShowing: nil)
            parts.append(literalPart(text, annotation: binding.annotation, fallback: fallback, location: location))
        case .argument(let name):
            parts = reports(binding.problems, at: location, firstShowing: nil)
            let transform = MF2FormatTransform(
                annotation: binding.annotation, locale: compiler.locale, messageDirection: compiler.messageDirection)
            parts.append(
                .argument(
                    ArgumentPart(
                        name: name, attributePath: [], transforms: [transform], verbatim: fallback, location: location))
            )
        }
        return parts
    }

    /// A literal operand formatted when compiling, or when rendering if an option's value is an
    /// argument (the part then reads that argument; its absence shows the fallback).
    private func literalPart(
        _ text: String, annotation: MF2Annotation?, fallback: String, location: SourceLocation
    ) -> MessagePart {
        let direction = compiler.messageDirection
        guard let annotation, annotation.function.isNumeric, let number = MF2NumberLiteral.decimal(text) else {
            return .literal(direction.map { MF2Direction.unknown.isolate(text, in: $0) } ?? text)
        }
        let optionArguments = annotation.options.sorted { $0.key < $1.key }.compactMap { option -> String? in
            if case .argument(let name) = option.value { return name }
            return nil
        }
        if let name = optionArguments.first {
            let transform = MF2LiteralFormatTransform(
                literal: number, annotation: annotation, locale: compiler.locale, messageDirection: direction)
            return .argument(
                ArgumentPart(
                    name: name, attributePath: [], transforms: [transform], verbatim: fallback, location: location))
        }
        let formatted = MF2NumberFormat(annotation, arguments: nil).text(number, locale: compiler.locale)
        return .literal(direction.map { MF2Direction.leftToRight.isolate(formatted, in: $0) } ?? formatted)
    }

    /// Unresolved parts reporting `problems`, the first showing `fallback` (none when `nil`), the
    /// others nothing.
    private func reports(
        _ problems: [(type: MF2ErrorType, message: String)], at location: SourceLocation, firstShowing fallback: String?
    ) -> [MessagePart] {
        problems.enumerated().map { index, problem in
            .unresolved(
                UnresolvedPart(
                    verbatim: index == 0 ? fallback ?? "" : "", reason: "\(problem.type.rawValue): \(problem.message)",
                    location: location))
        }
    }

    /// The parts of a `.match`: one selection whose selector reads every selector's value.
    func parts(of matcher: MF2Matcher, in source: String) -> [MessagePart] {
        var parts: [MessagePart] = []
        var selectors: [MF2MatchSelector.Selector] = []
        var argument: String?
        for variable in matcher.selectors {
            let bound = binding(of: variable.name)
            var problems = bound.problems
            let operand: MF2MatchSelector.Selector.Operand
            switch bound.value {
            case .literal(let text): operand = .literal(text)
            case .argument(let name):
                operand = .argument(name)
                argument = argument ?? name
            case .failed: operand = .failed
            }
            if case .failed = operand {
                problems.append((.badSelector, "$\(variable.name) cannot select: its expression failed"))
            } else if bound.annotation?.selectIsBad == true {
                problems.append((.badSelector, "$\(variable.name) cannot select: its select option is bad"))
            }
            parts += reports(problems, at: variable.range.start, firstShowing: nil)
            selectors.append(MF2MatchSelector.Selector(operand: operand, annotation: bound.annotation))
        }
        let variantKeys = matcher.variants.map { variant in variant.keys.map(\.value) }
        let selector = MF2MatchSelector(selectors: selectors, variantKeys: variantKeys, locale: compiler.locale)
        let variants = zip(selector.keyTexts, matcher.variants).map { key, variant in
            (key: key, parts: self.parts(of: variant.pattern))
        }
        let utf8 = Array(source.utf8)
        let range = matcher.range.utf8Offsets.clamped(to: 0..<utf8.count)
        parts.append(
            .selection(
                SelectionPart(
                    // The slot the resolver reads is the first argument selected on; the selector reads
                    // the others (and literals) itself.
                    argument: argument ?? matcher.selectors.first?.name ?? "",
                    selector: selector, variants: variants,
                    verbatim: String(decoding: utf8[range], as: UTF8.self), location: matcher.range.start)))
        return parts
    }
}
