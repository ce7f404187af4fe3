import Foundation

/// Compiles the ```` ```swift ```` blocks of Markdown documents into one executable (one `swiftc`
/// invocation, linked with the package's built modules) and runs those that print, so a test can
/// check what each prints against the ```` ```output ```` block that follows it in the document.
///
/// Every block is compiled as ``DocumentationTypeChecker`` type-checks it (a file of its own, its
/// statements in an `async throws` function); the executable's `main` calls the printing blocks in
/// order, passing each declared parameter the Swift expression the caller gives for its name (a
/// temporary folder, a fixture's bytes, a server's URL), and prints a separator line before each.
public enum DocumentationRunner {
    /// What one printing block printed, beside what its document says it prints.
    public struct Run: Sendable, Hashable {
        /// The block.
        public var block: DocumentationTypeChecker.Block
        /// The lines it printed (an error it threw is printed as `error: …`).
        public var printed: [String]

        /// Where the printed lines and the document's output block disagree; nil when they agree. A
        /// `…` in an expected line matches any text (an error message, a path).
        public var mismatch: String? {
            let expected = block.output ?? []
            if expected.count == printed.count, zip(expected, printed).allSatisfy(DocumentationRunner.matches) {
                return nil
            }
            return "\(block.file):\(block.outputLine ?? block.line): the block at line \(block.line) prints\n"
                + printed.joined(separator: "\n") + "\nbut the document shows\n" + expected.joined(separator: "\n")
        }
    }

    /// The problems of the documents' conventions: a block that prints without an output block, an
    /// output block after a block that does not print, a printing block's parameter with no value in
    /// `arguments` (by `<document>#<name>` or by name).
    public static func conventionProblems(
        _ blocks: [DocumentationTypeChecker.Block], arguments: [String: String]
    ) -> [String] {
        var problems: [String] = []
        for block in blocks {
            let place = "\(block.file):\(block.line)"
            if block.prints, block.output == nil {
                problems.append("\(place): the block prints, but no ```output block follows it")
            }
            if !block.prints, let line = block.outputLine {
                problems.append("\(block.file):\(line): an ```output block follows a block that prints nothing")
            }
            if block.prints {
                for name in block.parameterNames where argument(name, of: block, in: arguments) == nil {
                    problems.append("\(place): the block prints, but its parameter \(name) has no value to run with")
                }
            }
        }
        return problems
    }

    /// The executable's `main` file: imports `imports`, then calls each printing block's function
    /// (`example<index>`, the index among `blocks`) with `arguments`' expressions.
    public static func mainSource(
        for blocks: [DocumentationTypeChecker.Block], arguments: [String: String], imports: [String],
        notRunning: Set<String> = []
    ) -> String {
        var lines = (["Foundation"] + imports).map { "import \($0)" }
        lines += ["", "@main struct RunDocumentationExamples {", "    static func main() async {"]
        for (index, block) in blocks.enumerated() where block.prints && !notRunning.contains(block.file) {
            let call = block.parameterNames.map { "\($0): \(argument($0, of: block, in: arguments) ?? "")" }
                .joined(separator: ", ")
            lines += [
                "        print(\"\(separator)\(index)\")",
                "        do { try await example\(index)(\(call)) } catch { print(\"error: \\(error)\") }",
            ]
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The expression for parameter `name` of `block`: `arguments["<document>#<name>"]` (a value for
    /// one document's blocks), else `arguments[name]`.
    static func argument(_ name: String, of block: DocumentationTypeChecker.Block, in arguments: [String: String])
        -> String?
    {
        arguments[block.file + "#" + name] ?? arguments[name]
    }

    static let separator = "<<<documentation example "

    /// Compiles `blocks` with the modules in `modules` (their object files beside it, in
    /// `<Module>.build/`, for the modules named in `link`) and runs the printing ones, except those of
    /// the documents in `notRunning` (compiled only: another test runs them).
    ///
    /// - Returns: the compiler's output when it fails (then no runs), else one run per printing block.
    public static func run(
        _ blocks: [DocumentationTypeChecker.Block], arguments: [String: String], imports: [String], modules: URL,
        link: [String], notRunning: Set<String> = []
    ) throws -> (compilerOutput: String?, runs: [Run]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-doc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, block) in blocks.enumerated() {
            let file = folder.appendingPathComponent("Example\(index).swift")
            try Data(DocumentationTypeChecker.source(for: block, name: "example\(index)").utf8).write(to: file)
            files.append(file.path)
        }
        let main = folder.appendingPathComponent("Main.swift")
        try Data(mainSource(for: blocks, arguments: arguments, imports: imports, notRunning: notRunning).utf8)
            .write(to: main)
        let build = modules.deletingLastPathComponent()
        var objects: [String] = []
        for module in link {
            objects += objectFiles(in: build.appendingPathComponent("\(module).build"))
        }
        let executable = folder.appendingPathComponent("examples")
        let compiled = try ProcessRunner.run(
            [
                "swiftc", "-swift-version", "6", "-enable-upcoming-feature", "MemberImportVisibility",
                "-module-name", "DocumentationExamples", "-parse-as-library", "-Onone", "-I", modules.path,
                "-module-cache-path", folder.appendingPathComponent("cache").path, "-o", executable.path,
            ] + files + [main.path] + objects)
        guard compiled.status == 0 else { return (compiled.output, []) }
        let ran = try ProcessRunner.run([executable.path])
        return (nil, runs(of: blocks, output: ran.output, notRunning: notRunning))
    }

    /// The object files of a module's current sources: a Swift module's come from the build's
    /// `output-file-map.json` (objects of sources since moved or deleted stay in the folder and would
    /// define their symbols twice); a C module, which has no map, gives every object in its folder.
    private static func objectFiles(in folder: URL) -> [String] {
        let map = folder.appendingPathComponent("output-file-map.json")
        if let data = try? Data(contentsOf: map),
            let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            return entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted()
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Splits the executable's output at the separators into one run per printing block.
    static func runs(of blocks: [DocumentationTypeChecker.Block], output: String, notRunning: Set<String>) -> [Run] {
        var printed: [Int: [String]] = [:]
        var current: Int?
        for line in output.components(separatedBy: "\n") {
            if line.hasPrefix(separator), let index = Int(line.dropFirst(separator.count)) {
                current = index
                printed[index] = []
            } else if let current {
                printed[current, default: []].append(line)
            }
        }
        return blocks.enumerated().filter { $0.element.prints && !notRunning.contains($0.element.file) }.map {
            index, block in
            var lines = printed[index] ?? ["(the block did not run)"]
            if index == printed.keys.max(), lines.last == "" { lines.removeLast() }
            return Run(block: block, printed: lines)
        }
    }

    /// Whether `printed` matches `expected`, where each `…` of `expected` stands for any text.
    static func matches(_ expected: String, _ printed: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return expected == printed }
        guard printed.hasPrefix(parts[0]), printed.hasSuffix(parts[parts.count - 1]),
            printed.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        var rest = printed.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
