import SwiftParser
import SwiftSyntax

/// What one source file holds: its strings, warnings and line count.
public struct FileExtraction: Sendable {
    /// The strings, in source order (not yet merged with repeats).
    public var strings: [ExtractedString]
    /// The warnings, in source order.
    public var warnings: [ExtractionWarning]
    /// The number of lines read.
    public var lineCount: Int
    /// The types the file declares, for interpolations in other files.
    var types = DeclaredTypes()
    /// The localizable parameters the file declares, for calls in other files.
    var parameters: [LocalizableParameter] = []
    /// Literal arguments that are strings if some file declares their parameter localizable.
    var candidates: [(parameter: LocalizableParameter, string: ExtractedString)] = []
    /// Literals assigned to names the file does not declare: strings if the tree declares the name as
    /// one of ``CallRules/literalTypes``.
    var assigned: [(name: String, string: ExtractedString)] = []
}

/// Extracts the localizable strings of one Swift source file.
public enum SourceFileExtractor {
    /// Parses `bytes` (the contents of `file`) and reads every localizable call; `functionNames` are
    /// called like `NSLocalizedString` (Xcode's `LOCALIZED_STRING_MACRO_NAMES`).
    public static func extract(file: String, bytes: [UInt8], functionNames: Set<String> = []) -> FileExtraction {
        let lineCount =
            bytes.reduce(into: 0) { count, byte in if byte == 0x0A { count += 1 } }
            + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = CandidateCollector(functionNames: functionNames)
        collector.walk(tree)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var reader = CallReader(
            file: file, converter: converter, types: collector.types, functionNames: functionNames)
        for call in collector.calls { reader.read(call) }
        for attribute in collector.attributes { reader.read(attribute) }
        for call in collector.otherCalls { reader.readCandidate(call) }
        for typed in collector.typedLiterals { reader.readTypedLiteral(type: typed.type, literal: typed.literal) }
        for assignment in collector.assignments {
            reader.readAssignment(name: assignment.name, literal: assignment.literal)
        }
        var warnings = reader.warnings
        if tree.hasError, let error = FirstSyntaxError.find(in: tree) {
            let location = converter.location(for: error)
            warnings.append(
                ExtractionWarning(
                    kind: .syntaxError,
                    position: SourcePosition(file: file, line: location.line, column: location.column),
                    message: "syntax error: the file does not parse as Swift here; strings around it may be missed"))
        }
        // Calls are met outside in (a modifier before the view it modifies): report them in source order.
        let origin = SourcePosition(file: file, line: 0, column: 0)
        let strings = reader.strings.sorted {
            ($0.occurrences.first ?? origin, $0.key) < ($1.occurrences.first ?? origin, $1.key)
        }
        return FileExtraction(
            strings: strings, warnings: warnings.sorted(), lineCount: lineCount, types: collector.types,
            parameters: collector.parameters, candidates: reader.candidates, assigned: reader.assigned)
    }
}

/// Finds where the first syntax error of a tree is: the first missing token or unexpected text.
enum FirstSyntaxError {
    static func find(in tree: SourceFileSyntax) -> AbsolutePosition? {
        for token in tree.tokens(viewMode: .all)
        where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            return token.positionAfterSkippingLeadingTrivia
        }
        return nil
    }
}
