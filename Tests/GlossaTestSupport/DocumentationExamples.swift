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
