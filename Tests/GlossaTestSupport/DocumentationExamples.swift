import Foundation

/// Swift examples of the README, DocC articles and doc comments, so a test can hold the same code and
/// fail when the documentation and the test drift apart.
public enum DocumentationExamples {
    /// The ```` ```swift ```` blocks of a Markdown text, each as its lines.
    public static func swiftBlocks(inMarkdown markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The ```` ```swift ```` blocks of the `///` comments of a Swift source file.
    public static func swiftBlocks(inDocComments source: String) -> [[String]] {
        let comments = source.components(separatedBy: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return nil }
            let text = trimmed.dropFirst(3)
            return String(text.first == " " ? text.dropFirst() : text)
        }
        return swiftBlocks(inMarkdown: comments.joined(separator: "\n"))
    }

    /// The lines of `source` between the lines `start` and `end` (compared without indentation),
    /// with their common indentation removed; nil when a marker is missing.
    public static func lines(of source: String, between start: String, and end: String) -> [String]? {
        let all = source.components(separatedBy: "\n")
        guard let first = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == start }),
            let last = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == end }), first < last
        else { return nil }
        let body = all[(first + 1)..<last]
        let indentation = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
    }

    /// Where the ```` ```swift ```` blocks of `article` and the code of `test` between the lines
    /// `// <name> example <n> begins` and `// <name> example <n> ends` (n counting the blocks from 1)
    /// disagree, one message each; empty when they agree. A block is compared without its `import`
    /// lines and the blank lines after them.
    public static func differences(article: String, test: String, name: String) -> [String] {
        var messages: [String] = []
        for (index, block) in swiftBlocks(inMarkdown: article).enumerated() {
            let body = Array(block.filter { !$0.hasPrefix("import ") }.drop(while: \.isEmpty))
            let marker = "// \(name) example \(index + 1)"
            guard let code = lines(of: test, between: marker + " begins", and: marker + " ends") else {
                messages.append("no \(marker) begins/ends in the test")
                continue
            }
            if body != code {
                messages.append(
                    "\(marker) differs:\n\(body.joined(separator: "\n"))\n---\n\(code.joined(separator: "\n"))")
            }
        }
        return messages
    }

    /// The text of the file at `path`, relative to the package root: the nearest folder above
    /// `testFile` (a test's `#filePath`) that has a `Package.swift`.
    public static func repositoryFile(_ path: String, from testFile: String) throws -> String {
        var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
}
