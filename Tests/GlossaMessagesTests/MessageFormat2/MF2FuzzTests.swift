import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Arbitrary input never crashes, hangs or exceeds bounded work (issue 21): seeded inputs — random
/// text and bytes, messages built from the grammar, and mutations of the conformance suite's
/// messages — are parsed, compiled and rendered as text and HTML with random arguments; each takes
/// bounded processor time, every error and diagnostic is at a line and column of the input, and
/// compiling the input as it is read renders what compiling its tree renders.
///
/// `GLOSSA_MF2_FUZZ_ITERATIONS` (default 3,000) and `GLOSSA_MF2_FUZZ_SEED` run a longer session.
@Suite struct MF2FuzzTests {
    /// Processor seconds one input may take in a debug build: inputs are at most a few kilobytes,
    /// which linear work handles in milliseconds.
    static let secondsPerInput = 2.0

    @Test func arbitraryInputNeverCrashesHangsOrMisplacesAnError() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["GLOSSA_MF2_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
        let seed = environment["GLOSSA_MF2_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x4D46_3246_757A_7A01
        var fuzzer = MF2Fuzzer(seed: seed, corpus: MF2ConformanceSuite.cases.map(\.source))
        #expect(fuzzer.corpus.count > 300)
        let compilers = try ["en", "ar", "ru"].map {
            MF2Compiler(
                locale: try LocaleIdentifier(parsing: $0), functions: MF2TestFunction.registry,
                timeZone: TimeZone(identifier: "UTC") ?? .current)
        }
        var slowest = (seconds: 0.0, input: "")
        var wellFormed = 0
        for iteration in 0..<iterations {
            let input = fuzzer.input()
            let compiler = compilers[iteration % compilers.count]
            let arguments = fuzzer.arguments()
            var problems: [String] = []
            let seconds = Self.processorTime {
                let parsed = MF2Parser.parse(input)
                if parsed.errors.isEmpty { wellFormed += 1 }
                for error in parsed.errors where !Self.isWithin(input, error.range.start) {
                    problems.append("error \(error) outside the input")
                }
                let compiled = compiler.compile(parsed)
                // Compiled as it is read, without the tree: the same message, whatever the input.
                let streamed = compiler.compile(input)
                for format in [OutputFormat.text, .html] {
                    let context = RenderContext(arguments: arguments, locale: compiler.locale)
                    let rendered = compiled.render(context, format: format)
                    for diagnostic in rendered.diagnostics where !Self.isWithin(input, diagnostic.location) {
                        problems.append("diagnostic \(diagnostic.location) \(diagnostic.reason) outside the input")
                    }
                    if streamed.render(context, format: format) != rendered {
                        problems.append("compiled as read, it renders otherwise than from the tree")
                    }
                }
            }
            if seconds > slowest.seconds { slowest = (seconds, input) }
            #expect(problems.isEmpty, "\(problems) for \(input.debugDescription)")
            #expect(seconds < Self.secondsPerInput, "\(seconds) s for \(input.debugDescription)")
        }
        // The grammar's messages reach the compiler and the render, not only the parser's errors.
        #expect(wellFormed * 5 > iterations)
        if environment["GLOSSA_MF2_FUZZ_ITERATIONS"] != nil {
            print(
                "MF2 fuzz: \(iterations) inputs, \(wellFormed) well formed, slowest \(slowest.seconds) s: "
                    + slowest.input.debugDescription)
        }
    }

    /// Whether `location` is a line and column of `input`: lines are counted at each line feed,
    /// columns in characters (at most the line's scalars, plus one for its end).
    static func isWithin(_ input: String, _ location: GlossaMessages.SourceLocation) -> Bool {
        // Split at line feed bytes: as characters, "\r\n" is one and no "\n" would be found in it.
        let lines = input.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count, location.column >= 1 else { return false }
        return location.column <= String(decoding: lines[location.line - 1], as: UTF8.self).unicodeScalars.count + 1
    }

    static func processorTime(_ work: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}

/// Makes the fuzz test's inputs and arguments from a seed.
struct MF2Fuzzer {
    var random: SeededGenerator
    let corpus: [String]

    init(seed: UInt64, corpus: [String]) {
        random = SeededGenerator(seed: seed)
        self.corpus = corpus.filter { !$0.isEmpty }
    }

    /// The next input: a fifth random text or bytes, two fifths from the grammar, two fifths
    /// mutations of the suite's messages (or of a generated one).
    mutating func input() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return randomText()
        case 1:
            return String(
                decoding: (0..<Int.random(in: 0..<80, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                }, as: UTF8.self)
        case 2, 3, 4: return message()
        case 5: return mutate(message())
        default: return mutate(corpus.randomElement(using: &random) ?? "")
        }
    }

    /// Random arguments under the names the generator uses.
    mutating func arguments() -> MessageArguments {
        var arguments = MessageArguments()
        for name in Self.names where Bool.random(using: &random) {
            arguments[name] = argument()
        }
        return arguments
    }

    private mutating func argument() -> MessageValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .number(MessageNumber(Int.random(in: -5...1_000_000, using: &random)))
        case 1: return .number(MessageNumber(Double.random(in: -1e6...1e6, using: &random)))
        case 2: return .string(pick(["1", "one", "few", "-0", "1e3", "<b>", "&", "NaN", "", "\u{202E}x"]))
        case 3: return .string(randomText())
        case 4: return .number(MessageNumber(pick([0, 1, 2, 5, 21, 101])))
        default: return .string(String(Int.random(in: 0...100, using: &random)))
        }
    }

    static let names = ["x", "n", "count", "y", "a", "b", "user", "\u{E9}"]
    static let functions = [
        "number", "integer", "string", "offset", "percent", "currency", "date", "time", "datetime", "test:function",
        "test:select", "test:format", "unknown", "ns:fn",
    ]
    static let options = [
        "minimumFractionDigits", "maximumFractionDigits", "select", "style", "currency", "add", "subtract",
        "signDisplay", "useGrouping", "u:id", "u:dir", "u:locale", "fails", "decimalPlaces", "notation",
        "minimumIntegerDigits", "dateStyle", "timeStyle", "foo",
    ]
    static let optionValues = [
        "2", "0", "-1", "ordinal", "plural", "exact", "percent", "|EUR|", "EUR", "1", "rtl", "ltr", "auto",
        "|ar|", "format", "select", "always", "never", "|long|", "short", "99999999999999999999", "|\\|\\\\|",
    ]
    static let keys = ["one", "other", "few", "1", "0", "=1", "|1.0|", "|one|", "*", "zero", "\u{E9}", "|a b|"]
    static let bidi = ["\u{061C}", "\u{200E}", "\u{200F}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
    static let alphabet: [Character] = Array(
        "{}|\\.$:@#/= *-+0123456789abcxyzABC\n\t\r\u{3000}\u{E9}\u{301}\u{1F600}\u{FFFD}\u{0}\u{D7FF}\u{10FFFF}"
            + "inputlocalmatch" + bidi.joined())

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func randomText() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0..<60, using: &random) {
            if chance(10), let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
                text.unicodeScalars.append(scalar)
            } else {
                text.append(pick(Self.alphabet))
            }
        }
        return text
    }

    /// A message from the grammar, mostly well formed: declarations, a pattern or a `.match`.
    mutating func message() -> String {
        var text = ""
        var declared: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let name = pick(Self.names)
            if chance(50) {
                text += ".input {$\(name)\(annotation(force: chance(70)))}"
            } else {
                text += ".local $\(name) = \(expression())"
            }
            declared.append(name)
            text += pick([" ", "\n", "", "\t"])
        }
        if chance(45) {
            let selectors = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                chance(80) && !declared.isEmpty ? pick(declared) : pick(Self.names)
            }
            if chance(50) && declared.isEmpty {
                for selector in selectors { text += ".input {$\(selector) :\(pick(["number", "integer", "string"]))} " }
            }
            text += ".match" + selectors.map { " $" + $0 }.joined()
            for variant in 0..<Int.random(in: 0...5, using: &random) {
                let keyCount = chance(90) ? selectors.count : Int.random(in: 0...4, using: &random)
                let keys = (0..<keyCount).map { _ in variant == 0 && chance(70) ? "*" : pick(Self.keys) }
                text += pick(["\n", " "]) + keys.joined(separator: " ") + " {{" + pattern(depth: 0) + "}}"
            }
            if chance(85) {
                text += " " + Array(repeating: "*", count: selectors.count).joined(separator: " ") + " {{x}}"
            }
        } else if !text.isEmpty || chance(30) {
            text += "{{" + pattern(depth: 0) + "}}"
        } else {
            text += pattern(depth: 0)
        }
        return text
    }

    private mutating func pattern(depth: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: text += pick(["hello", " ", "\\{", "\\}", "\\\\", "\\|", "é", "😀", "\n", "x y", "."])
            case 1: text += pick(Self.bidi)
            case 2, 3: text += expression()
            case 4: text += "{#\(pick(["b", "i", "span", "a", "script", "br"]))\(options(max: 2))\(attributes())}"
            case 5: text += "{/\(pick(["b", "i", "span", "a"]))\(options(max: 1))}"
            case 6: text += "{#\(pick(["br", "wbr", "img"]))\(options(max: 2)) /}"
            case 7: text += "{|\(pick(["quoted", "a\\|b", "\\\\", "", "{}", "é"]))|\(annotation(force: false))}"
            default: text += depth < 2 ? "{{" + pattern(depth: depth + 1) + "}}" : "}"
            }
        }
        return text
    }

    private mutating func expression() -> String {
        let operand: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0: operand = "$" + pick(Self.names)
        case 1: operand = pick(["1", "-1.5", "1e3", "0", "|text|", "|1|", "abc", "00", "1.", ".5"])
        case 2: operand = ""
        default: operand = "$" + pick(Self.names)
        }
        return "{" + pick(["", " "]) + operand + annotation(force: operand.isEmpty) + attributes() + pick(["", " "])
            + "}"
    }

    private mutating func annotation(force: Bool) -> String {
        guard force || chance(60) else { return "" }
        return " :" + pick(Self.functions) + options(max: 3)
    }

    private mutating func options(max: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...max, using: &random) {
            let value = chance(25) ? "$" + pick(Self.names) : pick(Self.optionValues)
            text += " " + pick(Self.options) + pick(["=", " = ", "="]) + value
        }
        return text
    }

    private mutating func attributes() -> String {
        chance(15) ? " @" + pick(["a", "attr", "u:id"]) + (chance(50) ? "=" + pick(["1", "|x|"]) : "") : ""
    }

    /// One to three truncations, splices, duplications, deletions or insertions of `text`.
    mutating func mutate(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            let to = Int.random(in: at...scalars.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: scalars = Array(scalars[..<at])
            case 1:
                let other = Array((corpus.randomElement(using: &random) ?? "").unicodeScalars)
                let from = Int.random(in: 0...other.count, using: &random)
                let length = Int.random(in: 0...(other.count - from), using: &random)
                scalars.insert(contentsOf: other[from..<(from + length)], at: at)
            case 2: scalars.insert(contentsOf: scalars[at..<to], at: to)
            case 3: scalars.removeSubrange(at..<to)
            case 4: scalars.insert(contentsOf: pick(Array(Self.alphabet)).unicodeScalars, at: at)
            default:
                // Cut inside a character's bytes: what a truncated buffer gives.
                var bytes = Array(String(String.UnicodeScalarView(scalars)).utf8)
                bytes = Array(bytes[..<Int.random(in: 0...bytes.count, using: &random)])
                scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
