import Foundation

/// Renders compiled messages into an output. The only renderer: every syntax and every output
/// goes through it.
struct MessageResolver<Output: MessageOutput> {
    let context: RenderContext
    var output: Output
    var diagnostics: [MessageDiagnostic] = []

    init(context: RenderContext, output: Output) {
        self.context = context
        self.output = output
    }

    mutating func render(_ parts: [MessagePart]) {
        for part in parts {
            switch part {
            case .literal(let text):
                output.appendLiteral(text)
            case .argument(let argument):
                renderArgument(argument)
            case .selection(let selection):
                renderSelection(selection)
            case .decoration(let decoration):
                output.beginDecoration(named: decoration.name, value: context.arguments[decoration.name])
                render(decoration.children)
                output.endDecoration()
            case .unresolved(let unresolved):
                output.appendLiteral(unresolved.verbatim)
                report(.unsupported, unresolved.verbatim, unresolved.location, unresolved.reason)
            }
        }
    }

    private mutating func report(
        _ kind: MessageDiagnostic.Kind, _ source: String, _ location: SourceLocation, _ reason: String
    ) {
        diagnostics.append(MessageDiagnostic(kind: kind, source: source, location: location, reason: reason))
    }

    private mutating func renderArgument(_ argument: ArgumentPart) {
        guard var value = context.arguments[argument.name] else {
            output.appendLiteral(argument.verbatim)
            report(.missingArgument, argument.verbatim, argument.location, "no value for \"\(argument.name)\"")
            return
        }
        for attribute in argument.attributePath {
            guard case .object(let object) = value, let next = object.attributes[attribute] else {
                output.appendLiteral(argument.verbatim)
                report(
                    .missingAttribute, argument.verbatim, argument.location,
                    "\"\(argument.name)\" has no attribute \"\(attribute)\"")
                return
            }
            value = next
        }
        if argument.attributePath.isEmpty, argument.transforms.isEmpty, case .list(let list) = value {
            renderList(list)
            return
        }
        var (text, safe) = DisplayText.of(value)
        if !argument.attributePath.isEmpty { safe = false }
        if !argument.transforms.isEmpty, !safe {
            // Transforms see the value as the output inserts it; what they add is message data.
            text = output.escapedValue(text)
            safe = true
        }
        for transform in argument.transforms {
            if let transformed = transform.transform(text, of: value, in: context) {
                text = transformed
            } else {
                report(
                    .transformFailed, argument.verbatim, argument.location,
                    "\(transform.name) does not apply to \"\(text)\"")
            }
        }
        output.appendValue(text, isSafe: safe)
    }

    private mutating func renderList(_ list: MessageList) {
        let shown = list.elements.prefix(max(list.limit, 1))
        let remainder = list.elements.count - shown.count
        for (index, element) in shown.enumerated() {
            if index > 0 {
                let isLast = index == shown.count - 1 && remainder == 0
                if isLast, !list.joiner.isEmpty {
                    output.appendLiteral(" \(list.joiner) ")
                } else {
                    output.appendLiteral(list.separator)
                }
            }
            let (text, safe) = DisplayText.of(element)
            if let template = list.elementTemplate, let placeholder = template.range(of: "{$0}") {
                output.appendLiteral(String(template[..<placeholder.lowerBound]))
                output.appendValue(text, isSafe: safe)
                output.appendLiteral(String(template[placeholder.upperBound...]))
            } else {
                output.appendValue(text, isSafe: safe)
            }
        }
        if remainder > 0 {
            let joiner = list.joiner.isEmpty ? list.separator : " \(list.joiner) "
            output.appendLiteral("\(joiner)\(remainder) \(remainder == 1 ? "other" : "others")")
        }
    }

    private mutating func renderSelection(_ selection: SelectionPart) {
        let value = context.arguments[selection.argument]
        switch selection.selector.keys(for: value, in: context) {
        case .success(let keys):
            if let variant = selection.variants.first(where: { $0.key == keys.first })
                ?? keys.second.flatMap({ key in selection.variants.first { $0.key == key } })
                ?? keys.third.flatMap({ key in selection.variants.first { $0.key == key } })
            {
                render(variant.parts)
                return
            }
            output.appendLiteral(selection.verbatim)
            report(
                .noMatchingVariant, selection.verbatim, selection.location,
                "no variant for \(keys.map { "\"\($0)\"" }.joined(separator: ", "))")
        case .failure(let failure):
            output.appendLiteral(selection.verbatim)
            report(
                value == nil ? .missingArgument : .noMatchingVariant, selection.verbatim, selection.location,
                failure.reason)
        }
    }
}

/// The text an argument value displays as, and whether it is safe to insert into HTML unescaped.
enum DisplayText {
    static func of(_ value: MessageValue, locale: Any? = nil) -> (String, Bool) {
        switch value {
        case .string(let text): (text, false)
        case .safeString(let text): (text, true)
        case .number(let number): (number.text, true)
        case .date(let date): (date.formatted(.iso8601.year().month().day()), true)
        case .object(let object): (object.displayText, object.displayTextIsSafe)
        case .list(let list): (list.elements.map { of($0).0 }.joined(separator: list.separator), false)
        case .bool(let bool): (bool ? "true" : "false", true)
        case .decoration, .null: ("", true)
        }
    }
}
