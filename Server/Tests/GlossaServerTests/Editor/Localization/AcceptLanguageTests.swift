import GlossaCLDR
import Testing

@testable import GlossaServer

@Suite("Accept-Language")
struct AcceptLanguageTests {
    private func codes(_ header: String) -> [String] { AcceptLanguage.parse(header).map(\.description) }

    @Test func languagesComeInTheOrderOfTheirWeights() {
        #expect(codes("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7") == ["ru-RU", "ru", "en-US", "en"])
        #expect(codes("en;q=0.5, ru") == ["ru", "en"])
        // Equal weights keep the header's order; the weight's name is case-insensitive.
        #expect(codes("de;Q=0.8, fr;q=0.8, ru;q=0.9") == ["ru", "de", "fr"])
    }

    @Test func wildcardsZeroWeightsAndNonsenseAreLeftOut() {
        #expect(codes("*, ru;q=0, en") == ["en"])
        #expect(codes("") == [])
        // A weight that cannot be read leaves its range out rather than guessing one.
        #expect(codes(" , ;q=1, ru;q=abc, en;q=2, fr;q=-1, de;level=1") == ["de"])
        #expect(codes("not a language!, ru") == ["ru"])
    }

    @Test func aHostileHeaderIsReadOnlyThatFar() {
        let header = Array(repeating: "xx", count: 10_000).joined(separator: ",") + ",ru"
        #expect(!codes(header).contains("ru"))
        #expect(codes(header).count == AcceptLanguage.maximumRanges)
    }
}
