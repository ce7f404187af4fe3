import Testing

@testable import GlossaMessages

/// Strings made from assembled render output: the bytes as they are, and the debug check that
/// guards the unchecked initializer.
@Suite("Assembled UTF-8")
struct EngineAssembledUTF8Tests {
    @Test(arguments: ["", "Anna has completed 5 miles", "Михаилу понравилось", "日本語のテキスト", "👩‍💻 e\u{301}"])
    func theStringHasTheBytes(text: String) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { AssembledUTF8.string($0) }
        #expect(made == text)
        #expect(Array(made.utf8) == bytes)
        #expect(made.count == text.count)
        // A string made this way behaves as any other: it compares, hashes and concatenates alike.
        #expect(Set([made, text]).count == 1)
        #expect(made + "!" == text + "!")
    }

    @Test func validityIsCheckedByteByByte() {
        let valid: [[UInt8]] = [[], Array("ab".utf8), [0xD0, 0x90], [0xF0, 0x9F, 0x91, 0xA9]]
        let invalid: [[UInt8]] = [
            [0xD0],  // a sequence cut short
            [0x80],  // a continuation byte alone
            [0xC0, 0x80],  // an overlong form
            [0xED, 0xA0, 0x80],  // a surrogate
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            Array("ok".utf8) + [0xFF],
        ]
        for bytes in valid { #expect(bytes.withUnsafeBufferPointer { AssembledUTF8.isValid($0) }, "\(bytes)") }
        for bytes in invalid { #expect(!bytes.withUnsafeBufferPointer { AssembledUTF8.isValid($0) }, "\(bytes)") }
    }
}
