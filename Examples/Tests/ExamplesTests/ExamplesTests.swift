import Foundation
import Testing

/// Runs each example app, as built beside this test binary, and checks every line it prints.
@Suite struct ExamplesTests {
    /// The folder of the built executables: the test binary's on Linux, the `.xctest` bundle's on macOS.
    static let buildDirectory: URL = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path).deletingLastPathComponent()
            }
        #endif
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent()
    }()

    /// The lines `name` prints, and its exit status.
    static func run(_ name: String) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = buildDirectory.appendingPathComponent(name)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (process.terminationStatus, lines)
    }

    @Test func mclocalization() throws {
        let result = try Self.run("mclocalization-example")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "language: ru", "greeting: Привет!", "message: Нажимайте на кнопки для смены языка",
                "glory: Славься славься, Man United!", "lovely-mustache: Какие замечательные у Вас усы!",
                "key: A B C", "language: en", "greeting: Hello!",
                "message: Tap on the buttons below to switch languages", "glory: Glory Glory, Man United!",
                "lovely-mustache: What a wonderful mustache you have!", "missing: nil",
                "missing: [No 'missing' in 'ru']",
            ])
    }

    @Test func sklocalizable() throws {
        let result = try Self.run("sklocalizable-example")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "language: en", "DemoVC.LanguageButton.English: English", "DemoVC.CodeLabel.Text: Label - Code",
                "DemoVC.TextField.Text: TextField - Code - Text", "Greeting: Hello, Anna!",
                "Date.UnitPlural.Hour(1): 1 hour", "Date.UnitPlural.Hour(2): 2 hours",
                "Date.UnitPlural.Hour(5): 5 hours", "language: ru", "DemoVC.LanguageButton.English: English",
                "DemoVC.CodeLabel.Text: Метка - код", "DemoVC.TextField.Text: Текстовое поле - код - текст",
                "Greeting: Привет, Anna!", "Date.UnitPlural.Hour(1): 1 час", "Date.UnitPlural.Hour(2): 2 часа",
                "Date.UnitPlural.Hour(5): 5 часов",
            ])
    }

    @Test func swifternalization() throws {
        let result = try Self.run("swifternalization-example")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "language: en", "time-seconds(1): 1 second ago", "time-seconds(3): 3 seconds ago",
                "time-seconds(5): 5 seconds ago", "time-seconds(21): 21 seconds ago",
                "forgot-password@200: Forgot Password? Help.", "forgot-password@300: Forgot Your Password? Use Help.",
                "forgot-password@400: Do not remember Your Password? Use Help.", "car(1)@100: One car",
                "car(3): You've got few cars", "cars(\"5\"): 5 cars", "ten-or-more(3): 3",
                "ten-or-more(10): exactly ten", "ten-or-more(21): more than twenty", "bicycle: Bicycle",
                "language: ru", "time-seconds(1): 1 секунда назад", "time-seconds(3): 3 секунды назад",
                "time-seconds(5): 5 секунд назад", "time-seconds(21): 21 секунда назад",
                "forgot-password@200: Forgot Password? Help.", "forgot-password@300: Forgot Your Password? Use Help.",
                "forgot-password@400: Do not remember Your Password? Use Help.", "car(1)@100: One car",
                "car(3): You've got few cars", "cars(\"5\"): 5 cars", "ten-or-more(3): три",
                "ten-or-more(10): ровно десять", "ten-or-more(21): 21", "bicycle: Bicycle",
            ])
    }

    @Test func tmlkit() throws {
        let result = try Self.run("tmlkit-example")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "local: true", "locale: en", "release: 20261125120000", "invite: Invite",
                "messages(1): You have 1 message.", "messages(4): You have 4 messages.",
                "messages(5): You have 5 messages.", "upload(Anna): Anna uploaded a photo",
                "upload(Michael): Michael uploaded a photo",
                "run: You have completed <strong>4.2 miles</strong> on your last run.", "local: true", "locale: ru",
                "release: 20261125120000", "invite: Пригласить в группу", "messages(1): У вас 1 сообщение.",
                "messages(4): У вас 4 сообщения.", "messages(5): У вас 5 сообщений.",
                "upload(Anna): Anna загрузила фото", "upload(Michael): Michael загрузил фото",
                "run: Вы пробежали <strong>4.2 мили</strong> в последний раз.",
            ])
    }

    @Test func transifex() throws {
        let result = try Self.run("transifex-example")
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "locale: en", "Hello: Hello", "files(1): 1 file", "files(3): 3 files", "locale: el", "Hello: Γεια",
                "files(1): 1 αρχείο", "files(3): 3 αρχεία", "locale: fr", "Hello: Bonjour", "files(1): [1 ƒıĺê]",
                "files(3): [3 ƒıĺêš]",
            ])
    }
}
