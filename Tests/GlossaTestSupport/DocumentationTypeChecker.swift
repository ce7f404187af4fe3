import Foundation

/// Compiles every ```` ```swift ```` block of Markdown documents (the README, DocC articles) with
/// `swiftc -typecheck` against the package's built modules, so a block that does not compile fails a
/// test with the document's name and line.
///
/// Each block is a file of its own, with its own imports (so a block that forgets an `import` fails):
/// its type, extension and function declarations stay at file scope, its statements become the body
/// of an `async throws` function. Names a block uses without defining them (a cache folder, a token)
/// are that function's parameters (Foundation is imported for their types), declared by an HTML
/// comment on the line before the block:
///
///     <!-- example parameters: cacheURL: URL, token: String -->
///     ```swift
///
/// Blocks that are not meant to compile are fenced ```` ```swift-fragment ```` instead, and are not
/// compiled.
public enum DocumentationTypeChecker {
    /// One ```` ```swift ```` block.
    public struct Block: Sendable, Hashable {
        /// The document's path, relative to the package root.
        public var file: String
        /// The line of the block's first line of code (1-based).
        public var line: Int
        /// The block's lines.
        public var lines: [String]
        /// The parameters declared for it (`cacheURL: URL, token: String`); empty when none.
        public var parameters: String
        /// The lines of the ```` ```output ```` block that follows it (what it prints); nil when none does.
        public var output: [String]?
        /// The line of the ```` ```output ```` block's fence, when there is one.
        public var outputLine: Int?

        /// Creates a block.
        public init(file: String, line: Int, lines: [String], parameters: String = "", output: [String]? = nil) {
            self.file = file
            self.line = line
            self.lines = lines
            self.parameters = parameters
            self.output = output
        }

        /// Whether the block prints (calls `print`): then it must be followed by its output.
        public var prints: Bool {
            lines.contains { line in
                let code = line.components(separatedBy: "//").first ?? line
                return code.contains("print(")
            }
        }

        /// The names of its parameters (`cacheURL`, `token`), in order.
        public var parameterNames: [String] {
            var names: [String] = []
            var depth = 0
            var current = ""
            for character in parameters + "," {
                switch character {
                case "[", "(", "<": depth += 1
                case "]", ")", ">": depth -= 1
                case "," where depth == 0:
                    if let name = current.split(separator: ":").first {
                        names.append(name.trimmingCharacters(in: .whitespaces))
                    }
                    current = ""
                    continue
                default: break
                }
                current.append(character)
            }
            return names.filter { !$0.isEmpty }
        }
    }

    static let parametersPrefix = "<!-- example parameters:"

    /// Every article of every `.docc` catalog of every module folder in `sources` (a package's
    /// `Sources` folder, at `path` relative to the repository), as repository-relative paths, sorted.
    public static func articles(in sources: URL, path: String) throws -> [String] {
        var articles: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let moduleFolder = sources.appendingPathComponent(module)
            let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
            for catalog in catalogs.sorted() where catalog.hasSuffix(".docc") {
                let folder = moduleFolder.appendingPathComponent(catalog)
                for article in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                where article.hasSuffix(".md") {
                    articles.append("\(path)/\(module)/\(catalog)/\(article)")
                }
            }
        }
        return articles
    }

    /// The ```` ```swift ```` blocks of `markdown`, the document at `file`, each with the
    /// ```` ```output ```` block that follows it before the next ```` ```swift ```` block, if any.
    /// An ```` ```output ```` block with no Swift block before it is returned as a block without
    /// code, so the checks report it.
    public static func blocks(inMarkdown markdown: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var output: [String]?
        let lines = markdown.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if current == nil, output == nil, line == "```swift" {
                var parameters = ""
                if index > 0, lines[index - 1].hasPrefix(parametersPrefix), lines[index - 1].hasSuffix("-->") {
                    parameters = String(lines[index - 1].dropFirst(parametersPrefix.count).dropLast(3))
                        .trimmingCharacters(in: .whitespaces)
                }
                current = Block(file: file, line: index + 2, lines: [], parameters: parameters)
            } else if current == nil, output == nil, line == "```output" {
                output = []
                if blocks.last?.output != nil || blocks.isEmpty {
                    blocks.append(Block(file: file, line: index + 1, lines: []))
                }
                blocks[blocks.count - 1].outputLine = index + 1
            } else if line == "```", let block = current {
                blocks.append(block)
                current = nil
            } else if line == "```", let finished = output {
                blocks[blocks.count - 1].output = finished
                output = nil
            } else if current != nil {
                current?.lines.append(line)
            } else if output != nil {
                output?.append(line)
            }
        }
        return blocks
    }

    /// How many blocks of `markdown` are fenced ```` ```swift-fragment ```` (not compiled).
    public static func fragmentCount(inMarkdown markdown: String) -> Int {
        markdown.components(separatedBy: "\n").filter { $0 == "```swift-fragment" }.count
    }

    static let declarationStarts = [
        "struct ", "final class ", "class ", "enum ", "extension ", "protocol ", "func ", "actor ", "typealias ",
        "@",
    ]

    /// The Swift file compiled for `block`, as function `name`; `#sourceLocation` directives (one at
    /// the start of each run of consecutive lines, never inside a statement) make the compiler's
    /// messages name the document and its lines.
    public static func source(for block: Block, name: String) -> String {
        enum Part { case imports, declarations, body }
        var parts: [Part: [String]] = [.imports: [], .declarations: [], .body: []]
        var nextOffset: [Part: Int] = [:]
        var inDeclaration = false
        func add(_ line: String, at offset: Int, to part: Part) {
            if nextOffset[part] != offset {
                parts[part, default: []].append(
                    "#sourceLocation(file: \"\(block.file)\", line: \(block.line + offset))")
            }
            parts[part, default: []].append(line)
            nextOffset[part] = offset + 1
        }
        for (offset, line) in block.lines.enumerated() {
            if inDeclaration {
                add(line, at: offset, to: .declarations)
                if line == "}" { inDeclaration = false }
            } else if line.hasPrefix("import ") {
                add(line, at: offset, to: .imports)
            } else if declarationStarts.contains(where: line.hasPrefix) {
                add(line, at: offset, to: .declarations)
                // A declaration that opens a body continues to the `}` in column 0; an attribute on a
                // line of its own continues with the next line.
                inDeclaration = line.hasSuffix("{") || (line.hasPrefix("@") && !line.contains(" "))
            } else {
                add(line, at: offset, to: .body)
            }
        }
        let header = "func \(name)(\(block.parameters)) async throws {"
        // The parameters' types (`URL`) are given with them: Foundation is imported for them.
        var lines: [String] = block.parameters.isEmpty ? [] : ["import Foundation"]
        lines += parts[.imports] ?? []
        lines += parts[.declarations] ?? []
        lines.append(header)
        lines += parts[.body] ?? []
        lines += ["#sourceLocation()", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The directory holding the package's built `.swiftmodule` files: `Modules` next to the running
    /// test binary (or a few folders up), else `.build/debug/Modules` under `packageRoot`.
    public static func modulesDirectory(packageRoot: URL, module: String) -> URL? {
        var candidates: [URL] = []
        if var folder = Bundle.main.executableURL?.deletingLastPathComponent() {
            for _ in 0..<5 {
                candidates.append(folder.appendingPathComponent("Modules"))
                folder.deleteLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
        }
    }

    /// Type-checks `blocks`, each as a file of one module, against the modules in `modules`, passing
    /// `extraArguments` to `swiftc` (C modules' maps, for blocks importing modules built on them).
    /// Returns the compiler's exit status and output (its messages name the documents' lines).
    public static func typecheck(_ blocks: [Block], modules: URL, extraArguments: [String] = []) throws -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, block) in blocks.enumerated() {
            let file = folder.appendingPathComponent("Example\(index).swift")
            try Data(source(for: block, name: "example\(index)").utf8).write(to: file)
            files.append(file.path)
        }
        return try ProcessRunner.run(
            [
                "swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "6",
                "-enable-upcoming-feature", "MemberImportVisibility",
                "-module-name", "DocumentationExamples", "-parse-as-library", "-I", modules.path,
                "-module-cache-path", folder.appendingPathComponent("cache").path,
            ] + extraArguments + files)
    }

    /// `-Xcc -fmodule-map-file=…` for every C module SwiftPM built beside `modules` (its generated
    /// `<Target>.build/module.modulemap`) and every `include/module.modulemap` under `checkouts`
    /// (with `-Xcc -I` for its folder): what `swiftc` needs to import a module built on C targets
    /// (NIO's, for the server).
    public static func clangModuleArguments(modules: URL, checkouts: URL?) -> [String] {
        let manager = FileManager.default
        let build = modules.deletingLastPathComponent()
        var arguments: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: build.path)) ?? []).sorted()
        where name.hasSuffix(".build") {
            let map = build.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if manager.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        guard let checkouts, let files = manager.enumerator(atPath: checkouts.path) else { return arguments }
        while let path = files.nextObject() as? String {
            guard path.hasSuffix("include/module.modulemap") else { continue }
            let map = checkouts.appendingPathComponent(path)
            arguments += [
                "-Xcc", "-fmodule-map-file=\(map.path)", "-Xcc", "-I\(map.deletingLastPathComponent().path)",
            ]
        }
        return arguments
    }
}
