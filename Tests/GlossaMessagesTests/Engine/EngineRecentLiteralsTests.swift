import Testing

@testable import GlossaMessages

/// The latest literals a program being built compares a new one with: the last ``RecentLiterals``
/// `capacity` of them, and a repeated literal stored once.
@Suite struct EngineRecentLiteralsTests {
    @Test func keepsTheLatestLiteralsUpToItsCapacity() {
        var recent = RecentLiterals()
        #expect(recent.count == 0)
        let added = RecentLiterals.capacity + 3
        for index in 0..<added { recent.add(start: index * 10, length: index + 1) }
        #expect(recent.count == RecentLiterals.capacity)
        let kept = (0..<recent.count).map { recent[$0].start }.sorted()
        #expect(kept == (3..<added).map { $0 * 10 })
        #expect((0..<recent.count).allSatisfy { recent[$0].length == recent[$0].start / 10 + 1 })
    }

    @Test func aRepeatedLiteralIsStoredOnce() {
        let parts: [MessagePart] = [.literal("same text"), .literal("other"), .literal("same text")]
        let program = MessageProgram(parts: parts)
        #expect(program.instructions.map { program.literalText($0) } == ["same text", "other", "same text"])
        #expect(program.instructions[0].literalRange == program.instructions[2].literalRange)
        #expect(program.literalBytes.count == "same textother".utf8.count)
    }
}
