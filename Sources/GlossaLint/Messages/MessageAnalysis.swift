import GlossaMessages

/// What the tools need to know about one message in one syntax: its placeholders (for parity between
/// source and translation), its syntax errors and its text/code segments (for pseudo-localization).
///
/// The message engine's parsers do the reading (`TMLParser`, `ICUParser`, `AppleFormatParser`); this
/// only gathers what lint, pseudo and generate need from their trees.
public struct MessageAnalysis: Sendable {
    /// The syntax it was read in.
    public let syntax: MessageSyntax
    /// The names of its placeholders: TML data tokens and decorations (as `[name]`), ICU arguments,
    /// MessageFormat 2 arguments (as `$name`: the variables no `.local` declares) and markup (as
    /// `{#name}`, `{/name}`, `{#name/}`). Empty for Apple format strings, whose placeholders are
    /// ``arguments``.
    public let names: [String]
    /// Apple format arguments in order of appearance (empty for other syntaxes).
    public let arguments: [FormatArgument]
    /// ICU plural and select arguments with their variant keys; MessageFormat 2 `.match` selectors (as
    /// `$name`, kind `plural`, `selectordinal`, `exact` or `select` from the function that annotates
    /// them, keys in variant order with `*` as written). Empty for other syntaxes.
    public let selections: [(name: String, kind: String, keys: [String])]
    /// Syntax errors, with line and column in the message.
    public let issues: [MessageSyntaxIssue]
    /// Text and code, which concatenate to the message.
    public let segments: [MessageSegment]
    /// The UTF-8 offsets of the inside of each quoted pattern of a complex MessageFormat 2 message
    /// (`{{…}}`): where text may be added to every variant. Empty for other syntaxes and simple messages.
    public let quotedPatterns: [Range<Int>]

    /// Reads `text` in `syntax`. In a String Catalog substitution case (`substitutionArgument`), `%arg`
    /// stands for the substitution's argument and is read as one placeholder.
    public init(_ text: String, syntax: MessageSyntax, substitutionArgument: Bool = false) {
        self.syntax = syntax
        switch syntax {
        case .apple:
            let parsed = AppleFormatParser.parse(text)
            var arguments: [FormatArgument] = []
            var textRanges: [Range<Int>] = []
            var next = 1
            var skipArg = false
            for node in parsed.nodes {
                switch node {
                case .text(_, let range):
                    textRanges.append(range.utf8Offsets)
                case .conversion(let conversion):
                    if substitutionArgument && conversion.source == "%a"
                        && Self.follows("rg", range: conversion.range, in: text)
                    {
                        skipArg = true
                        continue
                    }
                    let number = conversion.position ?? next
                    if conversion.position == nil { next += 1 }
                    arguments.append(
                        FormatArgument(
                            number: number, type: FormatArgumentType(conversion: conversion.conversion),
                            source: conversion.source, variable: nil))
                case .variable(let variable):
                    let number = variable.position ?? next
                    if variable.position == nil { next += 1 }
                    arguments.append(
                        FormatArgument(number: number, type: .object, source: variable.source, variable: variable.name))
                case .invalid:
                    // Reported by the parser's diagnostics; kept as code so pseudo-localization leaves it alone.
                    break
                }
            }
            if skipArg { textRanges = Self.removingArg(from: textRanges, in: text) }
            names = []
            self.arguments = arguments
            selections = []
            issues = parsed.diagnostics.map(MessageSyntaxIssue.init)
            segments = Self.segments(of: text, textRanges: textRanges)
        case .icu:
            let parsed = ICUParser.parse(text)
            var selections: [(name: String, kind: String, keys: [String])] = []
            var textRanges: [Range<Int>] = []
            func walk(_ nodes: [ICUNode]) {
                for node in nodes {
                    switch node {
                    case .text(_, let range):
                        textRanges.append(range.utf8Offsets)
                    case .plural(let plural):
                        selections.append(
                            (plural.name, plural.isOrdinal ? "selectordinal" : "plural", plural.variants.map(\.key)))
                        for variant in plural.variants { walk(variant.nodes) }
                    case .select(let select):
                        selections.append((select.name, "select", select.variants.map(\.key)))
                        for variant in select.variants { walk(variant.nodes) }
                    case .argument, .pound, .invalid:
                        break
                    }
                }
            }
            walk(parsed.nodes)
            names = parsed.argumentNames
            arguments = []
            self.selections = selections
            issues = parsed.diagnostics.map(MessageSyntaxIssue.init)
            segments = Self.segments(of: text, textRanges: textRanges)
        case .mf2:
            let reading = MF2MessageReading(text)
            names = reading.argumentNames.map { "$" + $0 } + reading.markup
            arguments = []
            selections = reading.selectors.map { ("$" + $0.name, $0.kind, $0.keys) }
            issues = reading.errors.map { MessageSyntaxIssue($0.syntaxDiagnostic) }
            segments = Self.segments(of: text, textRanges: reading.textRanges)
            quotedPatterns = reading.quotedPatternInsides
            return
        case .tml:
            let document = TMLParser.parse(text)
            names = document.tokenNames + document.decorationNames.map { "[\($0)]" }
            arguments = []
            selections = []
            issues = document.diagnostics.map {
                MessageSyntaxIssue(
                    position: MessagePosition(line: $0.location.line, column: $0.location.column), message: $0.message)
            }
            segments = TMLSegmenter.segments(of: document)
        }
        quotedPatterns = []
    }

    /// The argument types by number (the first conversion of a number decides).
    public var argumentTypes: [Int: FormatArgumentType] {
        var types: [Int: FormatArgumentType] = [:]
        for argument in arguments where types[argument.number] == nil { types[argument.number] = argument.type }
        return types
    }

    private static func follows(_ suffix: String, range: SourceRange, in text: String) -> Bool {
        let utf8 = Array(text.utf8)
        let end = range.utf8Offsets.upperBound
        return end + suffix.utf8.count <= utf8.count
            && Array(utf8[end..<(end + suffix.utf8.count)]) == Array(suffix.utf8)
    }

    /// Removes the `rg` of every `%arg` from the text ranges, so `%arg` is code as a whole.
    private static func removingArg(from ranges: [Range<Int>], in text: String) -> [Range<Int>] {
        let utf8 = Array(text.utf8)
        let pattern = Array("%arg".utf8)
        var protected: [Range<Int>] = []
        var index = 0
        while index + pattern.count <= utf8.count {
            if Array(utf8[index..<(index + pattern.count)]) == pattern {
                protected.append(index..<(index + pattern.count))
                index += pattern.count
            } else {
                index += 1
            }
        }
        var result: [Range<Int>] = []
        for range in ranges {
            var pieces = [range]
            for cut in protected {
                pieces = pieces.flatMap { piece -> [Range<Int>] in
                    guard piece.overlaps(cut) else { return [piece] }
                    return [
                        piece.lowerBound..<max(piece.lowerBound, cut.lowerBound),
                        min(piece.upperBound, cut.upperBound)..<piece.upperBound,
                    ]
                    .filter { !$0.isEmpty }
                }
            }
            result += pieces
        }
        return result
    }

    /// Splits `text` into text at `textRanges` (UTF-8 offsets) and code elsewhere.
    static func segments(of text: String, textRanges: [Range<Int>]) -> [MessageSegment] {
        let utf8 = Array(text.utf8)
        var segments: [MessageSegment] = []
        var position = 0
        func piece(_ range: Range<Int>) -> String { String(decoding: utf8[range], as: UTF8.self) }
        for range in textRanges.sorted(by: { $0.lowerBound < $1.lowerBound })
        where range.lowerBound >= position && range.upperBound <= utf8.count {
            segments.appendCode(piece(position..<range.lowerBound))
            segments.appendText(piece(range))
            position = range.upperBound
        }
        segments.appendCode(piece(position..<utf8.count))
        return segments
    }
}

extension MessageSyntaxIssue {
    init(_ diagnostic: SyntaxDiagnostic) {
        self.init(
            position: MessagePosition(line: diagnostic.location.line, column: diagnostic.location.column),
            message: diagnostic.message)
    }
}
