import Foundation
import GlossaFormats
import GlossaTestSupport

/// Archives made by the real tools apps and servers use (Info-ZIP `zip`, Python's `zipfile`, `7z`,
/// `bsdtar`, `gzip`, `pigz`), run in a scratch folder holding ``sampleFiles``.
enum ArchiveTools {
    /// Whether `tool` is on the `PATH`. A test that needs a missing tool is skipped with a message
    /// naming it (`.ci/run` installs them all, so CI never skips).
    static func isInstalled(_ tool: String) -> Bool {
        (try? shell("command -v \(tool)", in: FileManager.default.temporaryDirectory)) != nil
    }

    /// Files with what makes each archive format work: nested folders, an empty file, non-ASCII
    /// names and text, text repetitive enough for dynamic Huffman blocks and random bytes that
    /// compressors store, large enough for several blocks.
    static let sampleFiles: FileTree = {
        var generator = SeededGenerator(seed: 0xA2C1_1F0E)
        var files = FileTree()
        files["application.json"] = Array("{\"default_locale\":\"en\",\"name\":\"Glossa\"}\n".utf8)
        files["empty.json"] = []
        let words = ["message", "сообщение", "メッセージ", "{count || file}", "«Мария»", "and", "<b>", "\n"]
        let text = (0..<40_000).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }
        files["ru/sources/docs/tml.json"] = Array(text.joined(separator: " ").utf8)
        files["bin/noise.bin"] = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        files["日本語/ファイル.json"] = Array("{\"キー\":\"値\"}".utf8)
        return files
    }()

    /// A fresh folder holding ``sampleFiles`` under `files/`, removed by the caller.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tools-\(UUID().uuidString)")
        try ArchiveReader.write(sampleFiles, toDirectory: folder.appendingPathComponent("files"))
        return folder
    }

    /// Runs `command` with `sh -c` in `folder`; its standard output, or an error with its standard error.
    @discardableResult
    static func shell(_ command: String, in folder: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(description: "`\(command)` exited with \(process.terminationStatus): \(errorText)")
        }
        return data
    }

    /// The bytes of `name` in `folder`.
    static func bytes(_ name: String, in folder: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Whether any local file header of a zip sets general-purpose flag bit 3 (sizes and CRC in a
    /// data descriptor after the data, as streaming writers do).
    static func usesDataDescriptors(_ zip: [UInt8]) -> Bool {
        var index = 0
        while index + 8 <= zip.count {
            if zip[index] == 0x50, zip[index + 1] == 0x4B, zip[index + 2] == 3, zip[index + 3] == 4,
                zip[index + 6] & 0x08 != 0
            {
                return true
            }
            index += 1
        }
        return false
    }

    struct ToolError: Error, CustomStringConvertible {
        let description: String
    }
}
