import Testing

@testable import GlossaMessages

/// Parse → canonical source → parse gives the same data model, for every message of the suite
/// that parses without errors (the canonical source is itself canonical, and a tree's positions
/// are the only thing that changes).
@Suite struct MF2RoundTripTests {
    @Test func everyValidMessageOfTheSuiteRoundTrips() {
        var failures: [String] = []
        var checked = 0
        for test in MF2ConformanceSuite.cases {
            let message = MF2Parser.parse(test.source)
            guard message.errors.isEmpty else { continue }
            checked += 1
            let canonical = message.canonicalSource
            let reparsed = MF2Parser.parse(canonical)
            if !reparsed.errors.isEmpty || reparsed.canonicalSource != canonical
                || Self.shape(reparsed) != Self.shape(message)
            {
                failures.append("\(test): canonical \(canonical.debugDescription) gives \(reparsed.errors)")
            }
        }
        print("MF2 round trip: \(checked - failures.count) of \(checked) valid messages of the suite")
        #expect(checked >= 250)
        #expect(failures.isEmpty, Comment(rawValue: failures.prefix(40).joined(separator: "\n")))
    }

    @Test func canonicalFormIsReadable() {
        let message = MF2Parser.parse(
            ".input   {$n   :number minimumFractionDigits=|1|}.local $t={|a b|}.match $n 1{{one \\{x\\}}}*{{{$t} {#b/}}}"
        )
        #expect(
            message.canonicalSource == """
                .input {$n :number minimumFractionDigits=1}
                .local $t = {|a b|}
                .match $n
                1 {{one \\{x\\}}}
                * {{{$t} {#b /}}}
                """)
        #expect(MF2Parser.parse(" x \\\\ y").canonicalSource == "{{ x \\\\ y}}")
        #expect(MF2Parser.parse("{{ leading}}").canonicalSource == "{{ leading}}")
    }

    /// The data model of a message: its tree with the positions left out.
    static func shape(_ message: MF2Message) -> String {
        var out = ""
        for declaration in message.declarations {
            out += "\(declaration.kind) \(declaration.variable.name) \(shape(declaration.expression));"
        }
        switch message.body {
        case .pattern(let pattern): out += shape(pattern)
        case .matcher(let matcher):
            out += "match \(matcher.selectors.map(\.name))"
            for variant in matcher.variants { out += " \(variant.keys.map(\.value)) \(shape(variant.pattern))" }
        }
        return out
    }

    static func shape(_ pattern: MF2Pattern) -> String {
        pattern.parts.map { part in
            switch part {
            case .text(let text, _): "text(\(text.debugDescription))"
            case .expression(let expression): shape(expression)
            case .markup(let markup):
                "markup(\(markup.kind) \(markup.identifier) \(markup.options.map(shape)) \(markup.attributes.map(shape)))"
            case .invalid(let piece): "invalid(\(piece.source))"
            }
        }.joined(separator: ",")
    }

    static func shape(_ expression: MF2Expression) -> String {
        "expr(\(expression.operand.map(shape) ?? "-") \(expression.function.map { "\($0.identifier) \($0.options.map(shape))" } ?? "-") \(expression.attributes.map(shape)))"
    }

    static func shape(_ operand: MF2Operand) -> String {
        switch operand {
        case .literal(let literal): "lit(\(literal.value.debugDescription))"
        case .variable(let variable): "var(\(variable.name))"
        }
    }

    static func shape(_ option: MF2Option) -> String { "\(option.identifier)=\(shape(option.value))" }

    static func shape(_ attribute: MF2Attribute) -> String {
        "@\(attribute.identifier)=\(attribute.value.map { $0.value.debugDescription } ?? "-")"
    }
}
