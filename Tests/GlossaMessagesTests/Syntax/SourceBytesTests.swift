import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Lines and columns of ``SourceBytes``, which count columns from marks in long sources.
@Suite struct SourceBytesTests {
    /// The column counted the plain way: the characters from the start of the line.
    private static func expectedLocation(in bytes: [UInt8], _ offset: Int) -> GlossaMessages.SourceLocation {
        let end = min(offset, bytes.count)
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<lineStart].filter { $0 == 0x0A }.count + 1
        return GlossaMessages.SourceLocation(
            line: line, column: String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    @Test func longSourcesCountColumnsAsShortOnesDo() {
        // Combining marks, CRLF, emoji sequences, regional indicators and a prepended mark, on long
        // lines (so that columns are counted from marks) and short ones.
        let piece = "a\u{301}{é} 日本\r\n👩‍👩‍👧 🇫🇷🇩🇪 \u{600}1 x\u{301}\u{302}\u{303} "
        let text = String(repeating: piece, count: 20) + String(repeating: "ü{k} ", count: 400) + "\n" + piece
        let source = SourceBytes(text)
        #expect(source.count > SourceBytes.characterMarkThreshold)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let expected = Self.expectedLocation(in: bytes, offset)
            guard source.location(offset) == expected else {
                Issue.record("offset \(offset): \(source.location(offset)), expected \(expected)")
                return
            }
        }
    }

    @Test func locatingEveryTokenOfALongNonASCIILineIsLinear() {
        let ratio = TimeScaling.ratio(
            small: 20_000, large: 80_000, input: { SourceBytes(String(repeating: "é{x} ", count: $0)) },
            work: { source in for offset in stride(from: 0, to: source.count, by: 7) { _ = source.location(offset) } })
        #expect(ratio < TimeScaling.bound)
    }
}
