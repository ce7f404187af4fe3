/// The variants of a converted message: the cross product of the selectors' keys, written out along
/// the ICU tree.
///
/// A variant is made by walking the ICU tree with some selectors' keys chosen: each `plural`, `select`
/// and `selectordinal` on the way shows the variant its keys choose (a key it lacks, or `*`, chooses
/// its `other`); the first one whose selector has no key yet branches on each of that selector's keys
/// and `*`. Selectors never reached on a path keep `*`, so nested selectors make only the variants
/// their branches need, and MessageFormat 2's preference for the most specific keys, selector by
/// selector in the order they were met, picks the variant ICU picks.
struct MF2ConversionVariants {
    let plan: MF2ConversionPlan

    /// A selector a walk reached before any key was chosen for it.
    private struct Unchosen: Error {
        let selector: Int
    }

    /// Every variant, with a key (`nil`: `*`) for each selector; `nil` when there would be more than
    /// `MF2ConversionPlan.maximumVariants`, or their text would be longer than
    /// `MF2ConversionPlan.maximumSize` (which also bounds the work of writing them).
    func variants(of nodes: [ICUNode]) -> [(keys: [String?], parts: [MF2PatternPart])]? {
        var result: [(keys: [String?], parts: [MF2PatternPart])] = []
        var pending: [[String?]] = [Array(repeating: nil, count: plan.selectors.count)]
        var chosen: [[Bool]] = [Array(repeating: false, count: plan.selectors.count)]
        var size = 0
        while let keys = pending.popLast(), let isChosen = chosen.popLast() {
            do {
                var parts: [MF2PatternPart] = []
                try write(nodes, pound: nil, keys: keys, chosen: isChosen, to: &parts)
                result.append((keys, parts))
                for part in parts { size += part.textLength }
                if result.count > MF2ConversionPlan.maximumVariants || size > MF2ConversionPlan.maximumSize {
                    return nil
                }
            } catch {
                // Branch on the selector's keys, `*` last; pushed in reverse so they come out in order.
                let index = error.selector
                for key in ([nil] + plan.selectors[index].keys.reversed().map { Optional($0) }) {
                    var branchKeys = keys
                    var branchChosen = isChosen
                    branchKeys[index] = key
                    branchChosen[index] = true
                    pending.append(branchKeys)
                    chosen.append(branchChosen)
                }
                if pending.count + result.count > MF2ConversionPlan.maximumVariants { return nil }
            }
        }
        return result
    }

    private func write(
        _ nodes: [ICUNode], pound: String?, keys: [String?], chosen: [Bool], to parts: inout [MF2PatternPart]
    ) throws(Unchosen) {
        for node in nodes {
            switch node {
            case .text(let text, _): append(text, to: &parts)
            case .pound:
                if let pound {
                    parts.append(.expression(Self.expression(pound, call: nil)))
                } else {
                    append("#", to: &parts)
                }
            case .argument(let argument):
                let call = plan.argumentCalls[argument.range.utf8Offsets.lowerBound]
                parts.append(.expression(Self.expression(argument.name, call: call)))
            case .plural(let plural):
                guard let choice = plan.plurals[plural.range.utf8Offsets.lowerBound] else { continue }
                let variant = try pick(plural, choice, keys: keys, chosen: chosen)
                try write(variant.nodes, pound: choice.pound, keys: keys, chosen: chosen, to: &parts)
            case .select(let select):
                guard let index = plan.selects[select.range.utf8Offsets.lowerBound] else { continue }
                guard chosen[index] else { throw Unchosen(selector: index) }
                let variants = plan.selectVariants[select.range.utf8Offsets.lowerBound]
                if let variant = variants?[keys[index] ?? "other"] ?? variants?["other"] {
                    try write(select.variants[variant].nodes, pound: pound, keys: keys, chosen: chosen, to: &parts)
                }
            case .invalid(let piece): append(piece.source, to: &parts)
            }
        }
    }

    /// The variant of a plural the chosen keys select.
    private func pick(_ plural: ICUPlural, _ choice: MF2ConversionPlan.PluralChoice, keys: [String?], chosen: [Bool])
        throws(Unchosen) -> ICUVariant
    {
        let variants = choice.variants
        if let exact = choice.exact {
            guard chosen[exact] else { throw Unchosen(selector: exact) }
            if let key = keys[exact], let variant = variants.exact[key] { return plural.variants[variant] }
        }
        guard chosen[choice.category] else { throw Unchosen(selector: choice.category) }
        guard let key = keys[choice.category] else { return plural.variants[variants.other] }
        if choice.exact == nil, let variant = variants.exact[key] { return plural.variants[variant] }
        return plural.variants[variants.category[key] ?? variants.other]
    }

    private func append(_ text: String, to parts: inout [MF2PatternPart]) {
        if case .text(let previous, let range) = parts.last {
            parts[parts.count - 1] = .text(previous + text, range)
        } else {
            parts.append(.text(text, MF2Converter.noRange))
        }
    }

    /// `{$name}` or `{$name :function option=value…}`.
    static func expression(_ name: String, call: MF2ConversionNumbers.Call?) -> MF2Expression {
        let function = call.map { call in
            MF2Function(
                identifier: MF2Identifier(namespace: nil, name: call.function),
                options: call.options.map {
                    MF2Option(
                        identifier: MF2Identifier(namespace: nil, name: $0.name),
                        value: .literal(MF2Literal(value: $0.value, isQuoted: false, range: MF2Converter.noRange)),
                        range: MF2Converter.noRange)
                }, range: MF2Converter.noRange)
        }
        return MF2Expression(
            operand: .variable(MF2Variable(name: name, range: MF2Converter.noRange)), function: function,
            attributes: [], range: MF2Converter.noRange)
    }
}

extension MF2PatternPart {
    /// The length of a text part (in UTF-8 bytes), 1 for a placeholder.
    fileprivate var textLength: Int {
        if case .text(let text, _) = self { return text.utf8.count }
        return 1
    }
}
