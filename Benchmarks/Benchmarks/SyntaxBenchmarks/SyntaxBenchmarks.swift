// The ICU, MessageFormat 2, Apple, expression and placeholder front ends, measured with package-benchmark.
//
//   swift package --package-path Benchmarks benchmark --target SyntaxBenchmarks
//
// As in the TML suite, every benchmark does `scalingFactor` (1,000) calls per sample, so each figure
// (wall clock, throughput, mallocs) is per call; the count cycles over 0...999 and the gender over
// male/female/other, updated in place in one RenderContext. The ICU4C comparison is
// scripts/bench-icu-vs-icu4c.sh (icu-anchor-bench beside the anchor, interleaved).

import Benchmark
import GlossaMessages
import SyntaxBenchmarkCases

/// A counter that survives across samples, so consecutive samples see different inputs.
final class Cursor: @unchecked Sendable {
    var next = 0
}

/// A context whose arguments are updated in place by each call of one benchmark.
final class ContextBox: @unchecked Sendable {
    var context: RenderContext
    init(_ context: RenderContext) { self.context = context }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )
    let cases = SyntaxBenchmarkCases()

    /// A render benchmark: `update` sets the arguments for call `i`.
    func render(
        _ name: String, _ message: CompiledMessage, _ context: RenderContext, format: OutputFormat = .text,
        _ update: @escaping @Sendable (inout RenderContext, Int) -> Void
    ) {
        let box = ContextBox(context)
        let cursor = Cursor()
        Benchmark(name) { benchmark in
            var i = cursor.next
            for _ in benchmark.scaledIterations {
                update(&box.context, i)
                blackHole(message.render(box.context, format: format))
                i &+= 1
            }
            cursor.next = i
        }
    }

    for format in [OutputFormat.text, .html] {
        render("icu_plural_en_\(format)", cases.filesEnglish, RenderContext(arguments: ["count": 0]), format: format) {
            $0.arguments["count"] = .number(MessageNumber($1 % 1000))
        }
        render(
            "icu_gender_plural_en_\(format)", cases.gender, RenderContext(arguments: ["gender": "male", "count": 0]),
            format: format
        ) {
            $0.arguments["gender"] = SyntaxBenchmarkCases.genders[$1 % 3]
            $0.arguments["count"] = .number(MessageNumber($1 % 1000))
        }
    }
    render("mf2_plural_en_text", cases.mf2FilesEnglish, RenderContext(arguments: ["count": 0])) {
        $0.arguments["count"] = .number(MessageNumber($1 % 1000))
    }
    render("mf2_gender_plural_en_text", cases.mf2Gender, RenderContext(arguments: ["gender": "male", "count": 0])) {
        $0.arguments["gender"] = SyntaxBenchmarkCases.genders[$1 % 3]
        $0.arguments["count"] = .number(MessageNumber($1 % 1000))
    }
    render("icu_plural_ru_text", cases.filesRussian, RenderContext(arguments: ["count": 0])) {
        $0.arguments["count"] = .number(MessageNumber($1 % 1000))
    }
    render("apple_stringsdict_plural_ru_text", cases.apple, RenderContext(arguments: ["1": 0])) {
        $0.arguments["1"] = .number(MessageNumber($1 % 1000))
    }
    render("expressions_ru_text", cases.expressions, RenderContext(arguments: ["x": 0])) {
        $0.arguments["x"] = .number(MessageNumber($1 % 1000))
    }
    render("placeholders_text", cases.placeholders, RenderContext(arguments: ["UserName": "Anna", "Count": 0])) {
        $0.arguments["Count"] = .number(MessageNumber($1 % 1000))
    }

    let compiler = cases.englishCompiler
    Benchmark("icu_gender_plural_en_parse_compile") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(compiler.compile(SyntaxBenchmarkCases.gender)) }
    }
    let mf2Compiler = cases.mf2EnglishCompiler
    Benchmark("mf2_gender_plural_en_parse_compile") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(mf2Compiler.compile(SyntaxBenchmarkCases.mf2Gender)) }
    }
    let russianCompiler = cases.russianCompiler
    Benchmark("icu_plural_ru_parse_compile") { benchmark in
        // Non-ASCII text: columns of `#` are counted in characters.
        for _ in benchmark.scaledIterations { blackHole(russianCompiler.compile(SyntaxBenchmarkCases.filesRussian)) }
    }
    Benchmark("icu_gender_plural_en_syntax_tree") { benchmark in
        // The full-fidelity parse that tools use and that patterns with errors are compiled from.
        for _ in benchmark.scaledIterations { blackHole(ICUParser.parse(SyntaxBenchmarkCases.gender)) }
    }
    let genderBox = ContextBox(RenderContext(arguments: ["gender": "male", "count": 0]))
    let genderCursor = Cursor()
    Benchmark("icu_gender_plural_en_parse_compile_render_text") { benchmark in
        var i = genderCursor.next
        for _ in benchmark.scaledIterations {
            genderBox.context.arguments["gender"] = SyntaxBenchmarkCases.genders[i % 3]
            genderBox.context.arguments["count"] = .number(MessageNumber(i % 1000))
            blackHole(compiler.compile(SyntaxBenchmarkCases.gender).render(genderBox.context))
            i &+= 1
        }
        genderCursor.next = i
    }
    Benchmark("apple_format_parse_compile") { benchmark in
        let apple = AppleFormatCompiler(locale: cases.english)
        for _ in benchmark.scaledIterations { blackHole(apple.compile("%1$@ has %2$lld items, %3$.2f%% done")) }
    }
}
