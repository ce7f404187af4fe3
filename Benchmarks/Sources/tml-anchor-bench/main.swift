// Glossa's TML side of the ICU4C anchor's MessageFormat cases (`../shared/anchors/icu/icu_bench.cpp`),
// built the way a release app would be (`swift build -c release`) and timed the same way:
//
//   tml-anchor-bench [iters] [filter] [parse_iters]     (iters 1,000,000; parse_iters = iters)
//
// Each case runs a warm-up of iters/10, then a timed loop of `iters` calls with `ContinuousClock`,
// and prints `RESULT<TAB>case<TAB>ns_per_op<TAB>ns/op` like the anchors, so
// `../shared/anchors/common/aggregate.py` aggregates both sides and `scripts/bench-tml-vs-icu.sh`
// pairs them. The count cycles over 0...999 (`i % 1000`) and the user alternates between a male and
// a female object (`i & 1`), as the anchor cycles count and gender. The loops are the anchor's: ICU
// keeps "one argument array per gender so the loop only updates the count", so each case keeps one
// `RenderContext` per user and updates only its count in place (the Russian and plain messages have
// no count: they alternate between two ready contexts). Diagnostic rows measure other loops: "user
// and count set every call" updates both arguments of one context, "precomputed contexts" picks one
// of 1,000 ready contexts (render alone). Every result's UTF-8 length feeds a checksum printed on
// standard error, so no call is dead code.
// `filter` runs only the cases whose name contains it (for profiling one case under valgrind).

import AnchorHarness
import GlossaMessages
import TMLBenchmarkCases

nonisolated(unsafe) var harness = AnchorHarness(arguments: CommandLine.arguments)
let parseIters =
    CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? harness.iterations : harness.iterations

let shared = TMLBenchmarkCases()
let (plainLabel, seedLabel, russianLabel) = (shared.plainLabel, shared.seedLabel, shared.russianLabel)
let (users, plainUsers, actors, targets) = (shared.users, shared.plainUsers, shared.actors, shared.targets)

/// Two contexts, one per user, as the anchor keeps one argument array per gender. Held in two
/// stored properties and lent in place: an element of a Swift array would be copied out (retained and
/// released) to be rendered, which the anchor's C array does not pay either.
struct ContextPair {
    var even: RenderContext
    var odd: RenderContext

    init(_ contexts: [RenderContext]) {
        (even, odd) = (contexts[0], contexts[1])
    }

    /// Calls `body` with the context for iteration `i` (even and odd iterations alternate).
    @inline(__always)
    mutating func with<Result>(_ i: Int, _ body: (inout RenderContext) -> Result) -> Result {
        i & 1 == 0 ? body(&even) : body(&odd)
    }
}

@inline(__always)
func length(_ rendered: RenderedMessage) -> UInt64 {
    UInt64(rendered.text.utf8.count &+ rendered.diagnostics.count)
}

func run() {
    let (english, russian) = (shared.english, shared.russian)
    let (englishCompiler, russianCompiler) = (shared.englishCompiler, shared.russianCompiler)
    let (plain, seed) = (shared.plain, shared.seed)
    let cases = russianCompiler.compile(russianLabel)

    // One context per user, as the anchor keeps one argument array per gender: a loop updates only
    // the count of the one it picks.
    var plainContexts = ContextPair(plainUsers.map { RenderContext(arguments: ["user": $0], locale: english.locale) })
    var seedContexts = ContextPair(
        users.map { RenderContext(arguments: ["user": $0, "count": 0], locale: english.locale) })
    var russianContexts = ContextPair(
        zip(actors, targets).map { actor, target in
            RenderContext(arguments: ["actor": actor, "target": target], locale: russian.locale)
        })
    // One context whose user and count are both set every call (a diagnostic loop).
    var seedContext = RenderContext(arguments: ["user": users[0], "count": 0], locale: english.locale)
    // Ready contexts for count 0...999 (the user follows the count's parity, as with i % 1000, i & 1).
    let readyContexts = (0..<1000).map { n in
        RenderContext(arguments: ["user": users[n & 1], "count": .number(MessageNumber(n))], locale: english.locale)
    }

    var samples = "Glossa TML iters=\(harness.iterations) parseIters=\(parseIters)"
    for n in [0, 1, 2, 21] {
        seedContexts.with(n) { context in
            context.arguments["count"] = .number(MessageNumber(n))
            samples += "\n[seed text] \(n) -> \(seed.render(context, format: .text).text)"
            samples += "\n[seed html] \(n) -> \(seed.render(context, format: .html).text)"
        }
    }
    for k in 0..<2 {
        russianContexts.with(k) { samples += "\n[ru cases] -> \(cases.render($0, format: .text).text)" }
        plainContexts.with(k) { samples += "\n[plain] -> \(plain.render($0, format: .text).text)" }
    }
    printError(samples)

    harness.bench("glossa tml plain data token, render text") { i in
        plainContexts.with(i) { length(plain.render($0, format: .text)) }
    }
    harness.bench("glossa tml plain data token, render html") { i in
        plainContexts.with(i) { length(plain.render($0, format: .html)) }
    }
    harness.bench("glossa tml seed en, render text") { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(seed.render(context, format: .text))
        }
    }
    harness.bench("glossa tml seed en, render html") { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(seed.render(context, format: .html))
        }
    }
    // Into one byte buffer reused from call to call, as ICU formats into one reused UnicodeString.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1024)
    harness.bench("glossa tml seed en, render text into reused bytes") { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            bytes.removeAll(keepingCapacity: true)
            let diagnostics = seed.render(context, format: .text, appendingTo: &bytes)
            return UInt64(bytes.count &+ diagnostics.count)
        }
    }
    harness.bench("glossa tml seed en, render html into reused bytes") { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            bytes.removeAll(keepingCapacity: true)
            let diagnostics = seed.render(context, format: .html, appendingTo: &bytes)
            return UInt64(bytes.count &+ diagnostics.count)
        }
    }
    harness.bench("glossa tml seed en, render text, user and count set every call") { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        return length(seed.render(seedContext, format: .text))
    }
    harness.bench("glossa tml seed en, render text, precomputed contexts") { i in
        length(seed.render(readyContexts[i % 1000], format: .text))
    }
    harness.bench("glossa tml seed en, render html, precomputed contexts") { i in
        length(seed.render(readyContexts[i % 1000], format: .html))
    }
    harness.bench("glossa tml ru cases, render text") { i in
        russianContexts.with(i) { length(cases.render($0, format: .text)) }
    }
    harness.bench("glossa tml ru cases, render text into reused bytes") { i in
        russianContexts.with(i) { context in
            bytes.removeAll(keepingCapacity: true)
            let diagnostics = cases.render(context, format: .text, appendingTo: &bytes)
            return UInt64(bytes.count &+ diagnostics.count)
        }
    }
    harness.bench("glossa tml ru cases, render html") { i in
        russianContexts.with(i) { length(cases.render($0, format: .html)) }
    }

    // Parsing and compiling (ICU: the MessageFormat constructor), then with a render (ICU: parse
    // every time + format).
    harness.bench("glossa tml plain data token, parse+compile", iterations: parseIters) { _ in
        UInt64(englishCompiler.compile(plainLabel).argumentNames.count)
    }
    harness.bench("glossa tml seed en, parse+compile", iterations: parseIters) { _ in
        UInt64(englishCompiler.compile(seedLabel).argumentNames.count)
    }
    harness.bench("glossa tml ru cases, parse+compile", iterations: parseIters) { _ in
        UInt64(russianCompiler.compile(russianLabel).argumentNames.count)
    }
    harness.bench("glossa tml seed en, parse+compile+render html", iterations: parseIters) { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(englishCompiler.compile(seedLabel).render(context, format: .html))
        }
    }
    harness.bench("glossa tml seed en, parse+compile+render text", iterations: parseIters) { i in
        seedContexts.with(i) { context in
            context.arguments["count"] = .number(MessageNumber(i % 1000))
            return length(englishCompiler.compile(seedLabel).render(context, format: .text))
        }
    }

    printError("checksum \(harness.checksum)")
}

run()
