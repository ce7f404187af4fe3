import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Mutated language definitions (the bundled English and Russian JSON with bytes replaced, removed and
/// repeated) either parse or fail with a described error whose line, when given, is in the text.
@Suite struct TMLLanguageDefinitionFuzzTests {
    @Test func mutatedDefinitionsParseOrSayWhere() {
        var random = SeededGenerator(seed: 0x7D01)
        let alphabet = Array("{}[]\":,/\\()*+?|0123456789 nx".utf8)
        for source in [LanguageDefinition.bundledEnglishJSON, LanguageDefinition.bundledRussianJSON] {
            let original = Array(source.utf8)
            for _ in 0..<400 {
                var bytes = original
                for _ in 0..<random.int(1...3) {
                    let index = random.int(0...(bytes.count - 1))
                    switch random.int(0...2) {
                    case 0: bytes[index] = random.pick(alphabet)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(bytes[random.int(0...(bytes.count - 1))], at: index)
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                do {
                    _ = try LanguageDefinition(parsing: text)
                } catch {
                    #expect(!error.description.isEmpty)
                    if let line = error.line {
                        #expect(
                            line >= 1 && line <= text.split(separator: "\n", omittingEmptySubsequences: false).count)
                    }
                }
            }
        }
    }
}
