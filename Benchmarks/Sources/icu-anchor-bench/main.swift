// Glossa's side of the ICU4C anchor's MessageFormat cases (`../shared/anchors/icu/icu_bench.cpp`), for
// the ICU MessageFormat front end, timed like the anchor (see tml-anchor-bench for the conventions):
//
//   icu-anchor-bench [iters] [filter] [parse_iters]
//
// The same three patterns as the anchor; the count cycles over 0...999 and the gender over
// male/female/other (i % 3). The loops are the anchor's: ICU keeps "one argument array per gender so
// the loop only updates the count", so the gender cases keep one RenderContext per gender (lent in
// place, as tml-anchor-bench's ContextPair) and update only its count; the plural cases update the
// count of one context. A diagnostic row ("gender and count set every call") sets both arguments of
// one context each call, the loop these cases had before. The MessageFormat 2 cases run the same
// shapes (SyntaxBenchmarkCases.mf2FilesEnglish, .mf2Gender: a `.match` on `:number` with plural keys,
// and on `:string` and `:number`) with the same loops, beside ICU4C's MessageFormat 1 (issue 21).
// Also one case per other syntax (Apple, expressions, placeholders), not compared, and Apple format
// strings with string, integer and float conversions; their contexts are lent in place too (`lend`),
// as the compiler does not inline these later closures into `run()`.

import AnchorHarness
import GlossaMessages
import SyntaxBenchmarkCases

nonisolated(unsafe) var harness = AnchorHarness(arguments: CommandLine.arguments)
let parseIters =
    CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? harness.iterations : harness.iterations

/// Three contexts, one per gender, as the anchor keeps one argument array per gender. Held in three
/// stored properties and lent in place: an element of a Swift array would be copied out (retained and
/// released) to be rendered, which the anchor's C array does not pay either.
struct GenderContexts {
    var male: RenderContext
    var female: RenderContext
    var other: RenderContext

    init(_ contexts: [RenderContext]) {
        (male, female, other) = (contexts[0], contexts[1], contexts[2])
    }

    /// Calls `body` with the context for iteration `i` (male, female, other in turn).
    @inline(__always)
    mutating func with<Result>(_ i: Int, _ body: (inout RenderContext) -> Result) -> Result {
        switch i % 3 {
        case 0: body(&male)
        case 1: body(&female)
        default: body(&other)
        }
    }
}

/// Lends `context` to `body` in place (as ``GenderContexts`` lends its three): a case whose closure
/// the compiler does not inline into `run()` would otherwise copy the captured context for every
/// render (retaining and releasing each of its fields), which the cases it inlines do not pay.
@inline(__always)
func lend(_ context: inout RenderContext, _ body: (inout RenderContext) -> UInt64) -> UInt64 {
    body(&context)
}

@inline(__always)
func length(_ rendered: RenderedMessage) -> UInt64 {
    UInt64(rendered.text.utf8.count &+ rendered.diagnostics.count)
}

func run() {
    let cases = SyntaxBenchmarkCases()
    var countContext = RenderContext(arguments: ["count": 0], locale: cases.english)
    var genderContext = RenderContext(arguments: ["gender": "male", "count": 0], locale: cases.english)
    // One context per gender, as the anchor keeps one argument array per gender: a loop updates only
    // the count of the one it picks.
    var genderContexts = GenderContexts(
        SyntaxBenchmarkCases.genders.map {
            RenderContext(arguments: ["gender": $0, "count": 0], locale: cases.english)
        })
    var positional = RenderContext(arguments: ["1": 0], locale: cases.russian)
    var stringAndInteger = RenderContext(arguments: ["1": "Anna", "2": 0], locale: cases.english)
    var float = RenderContext(arguments: ["1": 0], locale: cases.english)
    // Made ahead: a number that is not an `Int` is made once, as an app's would be.
    let floats = (0..<1000).map { MessageNumber(Double($0) / 8) }
    var valueContext = RenderContext(arguments: ["x": 0], locale: cases.russian)
    var namedContext = RenderContext(arguments: ["UserName": "Anna", "Count": 0], locale: cases.english)

    var samples = "Glossa ICU iters=\(harness.iterations) parseIters=\(parseIters)"
    for n in [1, 2, 5, 21] {
        countContext.arguments["count"] = .number(MessageNumber(n))
        samples += "\n[en] count=\(n) -> \(cases.filesEnglish.render(countContext).text)"
        samples += "\n[ru] count=\(n) -> \(cases.filesRussian.render(countContext).text)"
    }
    for n in [1, 2, 5, 21] {
        countContext.arguments["count"] = .number(MessageNumber(n))
        samples += "\n[mf2 en] count=\(n) -> \(cases.mf2FilesEnglish.render(countContext).text)"
    }
    for gender in SyntaxBenchmarkCases.genders {
        for n in [1, 7] {
            genderContext.arguments["gender"] = gender
            genderContext.arguments["count"] = .number(MessageNumber(n))
            samples += "\n[gender] \(n) -> \(cases.gender.render(genderContext).text)"
            samples += "\n[mf2 gender] \(n) -> \(cases.mf2Gender.render(genderContext).text)"
        }
    }
    printError(samples)

    harness.bench("glossa icu plural en, format") { i in
        countContext.arguments["count"] = .number(MessageNumber(i % 1000))
        return length(cases.filesEnglish.render(countContext))
    }
    harness.bench("glossa icu plural ru, format") { i in
        countContext.arguments["count"] = .number(MessageNumber(i % 1000))
        return length(cases.filesRussian.render(countContext))
    }
    harness.bench("glossa icu gender+plural en, parsed once, format") { i in
        genderContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(cases.gender.render(context))
        }
    }
    harness.bench("glossa icu gender+plural en, parsed once, format, gender and count set every call") { i in
        genderContext.arguments["gender"] = SyntaxBenchmarkCases.genders[i % 3]
        genderContext.arguments["count"] = .number(MessageNumber(i % 1000))
        return length(cases.gender.render(genderContext))
    }
    harness.bench("glossa icu gender+plural en, parse+compile", iterations: parseIters) { i in
        UInt64(cases.englishCompiler.compile(SyntaxBenchmarkCases.gender).argumentNames.count + (i & 1))
    }
    harness.bench("glossa icu gender+plural en, parse every time + format", iterations: parseIters) { i in
        genderContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(cases.englishCompiler.compile(SyntaxBenchmarkCases.gender).render(context))
        }
    }
    harness.bench(
        "glossa icu gender+plural en, parse every time + format, gender and count set every call",
        iterations: parseIters
    ) { i in
        genderContext.arguments["gender"] = SyntaxBenchmarkCases.genders[i % 3]
        genderContext.arguments["count"] = .number(MessageNumber(i % 1000))
        return length(cases.englishCompiler.compile(SyntaxBenchmarkCases.gender).render(genderContext))
    }
    harness.bench("glossa mf2 plural en, format") { i in
        countContext.arguments["count"] = .number(MessageNumber(i % 1000))
        return length(cases.mf2FilesEnglish.render(countContext))
    }
    harness.bench("glossa mf2 gender+plural en, parsed once, format") { i in
        genderContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(cases.mf2Gender.render(context))
        }
    }
    harness.bench("glossa mf2 gender+plural en, parse+compile", iterations: parseIters) { i in
        UInt64(cases.mf2EnglishCompiler.compile(SyntaxBenchmarkCases.mf2Gender).argumentNames.count + (i & 1))
    }
    harness.bench("glossa mf2 gender+plural en, parse every time + format", iterations: parseIters) { i in
        genderContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(cases.mf2EnglishCompiler.compile(SyntaxBenchmarkCases.mf2Gender).render(context))
        }
    }
    harness.bench("glossa apple stringsdict plural ru, format") { i in
        lend(&positional) { context in
            context.arguments["1"] = .number(MessageNumber(i % 1000))
            return length(cases.apple.render(context))
        }
    }
    harness.bench("glossa apple string and integer en, format") { i in
        lend(&stringAndInteger) { context in
            context.arguments["2"] = .number(MessageNumber(i % 1000))
            return length(cases.appleStringAndInteger.render(context))
        }
    }
    harness.bench("glossa apple float en, format") { i in
        lend(&float) { context in
            context.arguments["1"] = .number(floats[i % floats.count])
            return length(cases.appleFloat.render(context))
        }
    }
    harness.bench("glossa expressions ru, format") { i in
        lend(&valueContext) { context in
            context.arguments["x"] = .number(MessageNumber(i % 1000))
            return length(cases.expressions.render(context))
        }
    }
    harness.bench("glossa placeholders, format") { i in
        lend(&namedContext) { context in
            context.arguments["Count"] = .number(MessageNumber(i % 1000))
            return length(cases.placeholders.render(context))
        }
    }
    printError("checksum \(harness.checksum)")
}

run()
