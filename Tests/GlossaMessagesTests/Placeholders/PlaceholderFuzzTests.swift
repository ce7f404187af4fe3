import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Property tests for the placeholder parser: on arbitrary and mutated text, with or without declared
/// placeholder strings (overlapping, prefixes of each other, empty), parsing is lossless (the nodes spell
/// the input back), every diagnostic points inside the input, the work is bounded by the input (at most
/// one node per byte), and rendering without values gives the input back.
@Suite struct PlaceholderFuzzTests {
    static let pieces = [
        "%", "%%", "%name%", "{{", "}}", "{{b}}", "{", "}", "[", "]", "[c]", "$(", "$(Name)", "$()", ")", "$", "(",
        "Name", "a.b-c_d", " ", "\n", "é", "👋🏽", "\u{0}", "text", "%a%", "[[x]]", "{{{y}}}",
    ]

    static func text(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<random.int(0...24) { text += random.pick(pieces) }
        return text
    }

    static func spelledBack(_ message: PlaceholderMessage) -> String {
        message.nodes.map { node in
            switch node {
            case .text(let text, _): text
            case .placeholder(_, let source, _): source
            }
        }.joined()
    }

    static func check(_ text: String, placeholders: [String]?) {
        let message = PlaceholderParser.parse(text, placeholders: placeholders)
        #expect(spelledBack(message) == text, "\(text) with \(placeholders ?? [])")
        #expect(message.nodes.count <= text.utf8.count + 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in message.diagnostics {
            let line = diagnostic.location.line
            #expect(line >= 1 && line <= lines.count)
            if line >= 1, line <= lines.count {
                #expect(diagnostic.location.column >= 1 && diagnostic.location.column <= lines[line - 1].count + 1)
            }
        }
        let rendered = PlaceholderCompiler().compile(text, placeholders: placeholders).render(RenderContext())
        #expect(rendered.text == text, "missing values stay as written")
    }

    @Test func arbitraryTextIsParsedLosslessly() {
        var random = SeededGenerator(seed: 0x9B01)
        for _ in 0..<4_000 {
            let text = Self.text(&random)
            let placeholders: [String]? =
                random.chance(50) ? nil : (0..<random.int(0...4)).map { _ in random.pick(Self.pieces + ["", "%n"]) }
            Self.check(text, placeholders: placeholders)
        }
    }

    @Test func mutatedSeedMessagesAreParsedLosslessly() {
        var random = SeededGenerator(seed: 0x9B02)
        let seeds = [
            "Glory Glory, %name%!", "%a% {{b}} [c]", "Hello, $(Name)! You have $(count) $(items).", "<b>$(Name)</b>",
        ]
        for _ in 0..<4_000 {
            var bytes = Array(random.pick(seeds).utf8)
            for _ in 0..<random.int(1...4) where !bytes.isEmpty {
                let index = random.int(0...(bytes.count - 1))
                switch random.int(0...2) {
                case 0: bytes[index] = random.pick(Array("%{}[]$() \n".utf8) + [0xC3, 0xFF])
                case 1: bytes.remove(at: index)
                default: bytes.insert(bytes[random.int(0...(bytes.count - 1))], at: index)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            Self.check(text, placeholders: random.chance(50) ? nil : ["%name%", "{{b}}", "%a%", "[c]"])
        }
    }

    @Test func longInputsWithManyOverlappingPlaceholders() {
        // Every position tries every declared placeholder: work is bytes × declared strings, and the
        // nodes stay one per placeholder or text run.
        let declared = (1...50).map { "{{" + String(repeating: "a", count: $0) + "}}" }
        let text = String(repeating: "{{aaaaaaaaaa}} {{aaaa", count: 2_000)
        let message = PlaceholderParser.parse(text, placeholders: declared)
        #expect(Self.spelledBack(message) == text)
        #expect(message.nodes.filter { if case .placeholder = $0 { true } else { false } }.count == 2_000)
    }
}
