import Testing

@testable import GlossaMessages

/// What HTML output escapes, and the check the direct render path uses to decide whether a value
/// needs escaping at all.
@Suite("HTML escaping")
struct EngineHTMLEscapingTests {
    /// Every byte: the check answers exactly for the bytes that have an entity.
    @Test func theCheckMatchesTheEntitiesByteForByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let needs = [byte].withUnsafeBufferPointer { HTMLOutput.needsEscaping($0) }
            #expect(needs == (HTMLOutput.entity(for: byte) != nil), "byte \(value)")
        }
    }

    @Test(arguments: [
        ("Анна", false), ("", false), ("Tom & Jerry", true), ("<b>", true), ("say \"hi\"", true),
        ("it's", true), ("a > b", true), ("日本語", false), ("Михаил Петрович Сидоров-Кузнецов, 42", false),
    ])
    func stringsThatNeedEscaping(text: String, needs: Bool) {
        #expect(HTMLOutput.needsEscaping(text) == needs)
        // A string whose bytes are not contiguous (bridged or a substring's copy) answers the same.
        #expect(HTMLOutput.needsEscaping(String(text[...])) == needs)
        #expect((HTMLOutput.escape(text) != text) == needs)
    }
}
