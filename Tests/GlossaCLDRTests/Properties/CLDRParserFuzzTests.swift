import GlossaCLDR
import GlossaTestSupport
import Testing

/// Property tests for GlossaCLDR's text parsers (locale identifiers, plural operands, plural rules):
/// arbitrary and mutated input is parsed or refused with a position inside the input, never a crash or
/// a hang, and what parses round-trips.
@Suite struct CLDRParserFuzzTests {
    static func mutations(of seeds: [String], alphabet: String, seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        let bytes = Array(alphabet.utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        return (0..<count).map { _ in
            var text = Array(random.pick(seeds).utf8)
            for _ in 0..<random.int(1...4) {
                let index = text.isEmpty ? 0 : random.int(0...(text.count - 1))
                switch random.int(0...2) {
                case 0 where !text.isEmpty: text[index] = random.pick(bytes)
                case 1 where !text.isEmpty: text.remove(at: index)
                default: text.insert(random.pick(bytes), at: min(index, text.count))
                }
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    static func arbitrary(_ pieces: [String], seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in (0..<random.int(0...12)).map { _ in random.pick(pieces) }.joined() }
    }

    @Test func localeIdentifiersParseOrSayWhere() {
        let seeds = [
            "en", "en-US", "zh-Hant-TW", "sr-Latn-RS-u-nu-latn", "de-DE-1996-x-private", "en_US.UTF-8", "root",
        ]
        let pieces = ["en", "-", "_", "US", "Latn", "1996", "u", "nu", "x", "t", "a", "123", "abcdefghi", ".", "é", ""]
        for text in Self.mutations(of: seeds, alphabet: "-_.aZ09xu@", seed: 0xC1, count: 3_000)
            + Self.arbitrary(pieces, seed: 0xC2, count: 3_000)
        {
            do {
                let identifier = try LocaleIdentifier(parsing: text)
                #expect(try LocaleIdentifier(parsing: identifier.description) == identifier, "\(text)")
            } catch {
                let position: Int? =
                    switch error {
                    case .empty: nil
                    case .emptySubtag(let position), .badLanguage(_, let position), .badSubtag(_, let position),
                        .duplicateVariant(_, let position), .duplicateExtension(_, let position):
                        position
                    default: nil
                    }
                if let position { #expect(position >= 1 && position <= text.count + 1, "\(text): \(error)") }
            }
        }
    }

    @Test func pluralOperandsParseOrSayWhere() {
        let seeds = ["1", "1.50", "-0.0", "1e3", "1.2c5", "123456789012345678901234567890", "0.000001", "1_000"]
        let pieces = ["1", "0", "9", ".", "-", "+", "e", "c", "E", "x", " ", "99999999999999999999", ""]
        for text in Self.mutations(of: seeds, alphabet: "0123456789.-+ecE ", seed: 0xC3, count: 3_000)
            + Self.arbitrary(pieces, seed: 0xC4, count: 3_000)
        {
            do {
                let operands = try PluralOperands(parsing: text)
                #expect(operands.visibleFractionDigitCount >= 0)
            } catch {
                if let position = error.position {
                    #expect(position >= 1 && position <= text.count + 1, "\(text): \(error)")
                }
                #expect(!error.reason.isEmpty)
            }
        }
    }

    @Test func pluralRulesParseOrSayWhere() {
        let seeds = [
            "n % 10 = 1 and n % 100 != 11 @integer 1, 21, 31 @decimal 1.0, 21.0",
            "i = 0 or n = 1", "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", "n = 0,1 or i = 0 and f = 1",
            "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "",
        ]
        let pieces = [
            "n", "i", "v", "w", "f", "t", "c", "e", " ", "%", "=", "!=", "10", "..", ",", "and", "or", "within", "in",
            "not", "is", "@integer", "@decimal", "…", "~", "99999999999999999999999",
        ]
        for text in Self.mutations(of: seeds, alphabet: "nivwft%=!.,0123456789 @~", seed: 0xC5, count: 3_000)
            + Self.arbitrary(pieces, seed: 0xC6, count: 3_000)
        {
            do {
                let rule = try PluralRuleParser.parse(text, category: .one)
                _ = rule.condition.isSatisfied(by: PluralOperands(21))
                let again = try? PluralRuleParser.parse(rule.condition.description, category: .one)
                #expect(again?.condition.description == rule.condition.description, "\(text) → \(rule.condition)")
            } catch {
                #expect(error.column >= 1 && error.column <= text.count + 1, "\(text): \(error)")
            }
        }
    }
}
