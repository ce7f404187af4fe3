import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Compiled messages are shared between threads: concurrent renders (the direct path, the language
/// cases' memo, the decoration folds' memo, the token contexts' memo) give every render its own
/// right answer. `scripts/test.sh` runs this suite under the thread sanitizer too.
@Suite("Concurrent renders")
struct EngineConcurrentRenderTests {
    static let labels = [
        "{actor::dat} понравилось сообщение {target::gen}.", "[bold: {actor::gen}] и {target::ins}",
        "{count || сообщение}: [link: {actor}]",
    ]
    static let names = ["Михаил", "Анна", "Игорь", "Наталья", "Лев", "Ольга Петровна", "<b>Мария</b>"]

    static func context(_ index: Int) -> RenderContext {
        let actor = names[index % names.count]
        let target = names[(index / names.count) % names.count]
        // Made at run time, so equal names arrive as different strings (the memo's identity
        // table and its text table both answer).
        let made = { (text: String) in String(decoding: Array(text.utf8), as: UTF8.self) }
        return RenderContext(
            arguments: [
                "actor": .object(
                    MessageObject(displayText: made(actor), gender: index.isMultiple(of: 2) ? .male : .female)),
                "target": .string(made(target)), "count": .number(MessageNumber(index % 30)),
            ], locale: LanguageDefinition.russian.locale)
    }

    @Test func concurrentRendersOfSharedMessagesAgreeWithSerialOnes() async {
        let (labels, context) = (Self.labels, Self.context)
        let messages = labels.map { TMLCompiler(language: .russian).compile($0) }
        let cases = 7 * 7 * 2
        // Serial answers, from fresh compiles (fresh memo state is not shared with the messages).
        var expected: [[String]] = []
        for index in 0..<cases {
            var row: [String] = []
            for label in labels {
                for format in OutputFormat.allCases {
                    row.append(
                        TMLCompiler(language: .russian).compile(label).renderUnfolded(
                            context(index), format: format
                        ).text)
                }
            }
            expected.append(row)
        }
        let rows = expected
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    var random = SeededGenerator(seed: UInt64(task))
                    for _ in 0..<1_500 {
                        let index = random.int(0...(cases - 1))
                        var column = 0
                        for message in messages {
                            for format in OutputFormat.allCases {
                                if message.render(context(index), format: format).text != rows[index][column] {
                                    mismatches += 1
                                }
                                column += 1
                            }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
