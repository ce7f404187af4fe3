// Glossa's TML side of the ICU4C anchor's MessageFormat cases (`../shared/anchors/icu/icu_bench.cpp`),
// built the way a release app would be (`swift build -c release`) and timed the same way:
//
//   tml-anchor-bench [iters] [filter] [parse_iters]     (iters 1,000,000; parse_iters = iters)
//
// Each case runs a warm-up of iters/10, then a timed loop of `iters` calls with `ContinuousClock`,
// and prints `RESULT<TAB>case<TAB>ns_per_op<TAB>ns/op` like the anchors, so
// `../shared/anchors/common/aggregate.py` aggregates both sides and `scripts/bench-tml-vs-icu.sh`
// pairs them. The count cycles over 0...999 (`i % 1000`) and the user alternates between a male and
// a female object (`i & 1`), as the anchor cycles count and gender. The caller's arguments are
// updated in place in one `RenderContext` (ICU's loop updates its `Formattable` in place); the
// "precomputed contexts" cases pick one of 1,000 ready contexts instead (render alone). Every
// result's UTF-8 length feeds a checksum printed on standard error, so no call is dead code.
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

@inline(__always)
func length(_ rendered: RenderedMessage) -> UInt64 {
    UInt64(rendered.text.utf8.count &+ rendered.diagnostics.count)
}

func run() {
    let (english, russian) = (shared.english, shared.russian)
    let (englishCompiler, russianCompiler) = (shared.englishCompiler, shared.russianCompiler)
    let (plain, seed) = (shared.plain, shared.seed)
    let cases = russianCompiler.compile(russianLabel)

    // One context per case, its arguments updated in place every call.
    var plainContext = RenderContext(arguments: ["user": plainUsers[0]], locale: english.locale)
    var seedContext = RenderContext(arguments: ["user": users[0], "count": 0], locale: english.locale)
    var russianContext = RenderContext(arguments: ["actor": actors[0], "target": targets[0]], locale: russian.locale)
    // Ready contexts for count 0...999 (the user follows the count's parity, as with i % 1000, i & 1).
    let seedContexts = (0..<1000).map { n in
        RenderContext(arguments: ["user": users[n & 1], "count": .number(MessageNumber(n))], locale: english.locale)
    }

    var samples = "Glossa TML iters=\(harness.iterations) parseIters=\(parseIters)"
    for n in [0, 1, 2, 21] {
        seedContext.arguments["count"] = .number(MessageNumber(n))
        seedContext.arguments["user"] = users[n & 1]
        samples += "\n[seed text] \(n) -> \(seed.render(seedContext, format: .text).text)"
        samples += "\n[seed html] \(n) -> \(seed.render(seedContext, format: .html).text)"
    }
    for k in 0..<2 {
        russianContext.arguments["actor"] = actors[k]
        russianContext.arguments["target"] = targets[k]
        samples += "\n[ru cases] -> \(cases.render(russianContext, format: .text).text)"
        plainContext.arguments["user"] = plainUsers[k]
        samples += "\n[plain] -> \(plain.render(plainContext, format: .text).text)"
    }
    printError(samples)

    harness.bench("glossa tml plain data token, render text") { i in
        plainContext.arguments["user"] = plainUsers[i & 1]
        return length(plain.render(plainContext, format: .text))
    }
    harness.bench("glossa tml plain data token, render html") { i in
        plainContext.arguments["user"] = plainUsers[i & 1]
        return length(plain.render(plainContext, format: .html))
    }
    harness.bench("glossa tml seed en, render text") { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        return length(seed.render(seedContext, format: .text))
    }
    harness.bench("glossa tml seed en, render html") { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        return length(seed.render(seedContext, format: .html))
    }
    // Into one byte buffer reused from call to call, as ICU formats into one reused UnicodeString.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1024)
    harness.bench("glossa tml seed en, render text into reused bytes") { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        bytes.removeAll(keepingCapacity: true)
        let diagnostics = seed.render(seedContext, format: .text, appendingTo: &bytes)
        return UInt64(bytes.count &+ diagnostics.count)
    }
    harness.bench("glossa tml seed en, render html into reused bytes") { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        bytes.removeAll(keepingCapacity: true)
        let diagnostics = seed.render(seedContext, format: .html, appendingTo: &bytes)
        return UInt64(bytes.count &+ diagnostics.count)
    }
    harness.bench("glossa tml seed en, render text, precomputed contexts") { i in
        length(seed.render(seedContexts[i % 1000], format: .text))
    }
    harness.bench("glossa tml seed en, render html, precomputed contexts") { i in
        length(seed.render(seedContexts[i % 1000], format: .html))
    }
    harness.bench("glossa tml ru cases, render text") { i in
        russianContext.arguments["actor"] = actors[i & 1]
        russianContext.arguments["target"] = targets[i & 1]
        return length(cases.render(russianContext, format: .text))
    }
    harness.bench("glossa tml ru cases, render text into reused bytes") { i in
        russianContext.arguments["actor"] = actors[i & 1]
        russianContext.arguments["target"] = targets[i & 1]
        bytes.removeAll(keepingCapacity: true)
        let diagnostics = cases.render(russianContext, format: .text, appendingTo: &bytes)
        return UInt64(bytes.count &+ diagnostics.count)
    }
    harness.bench("glossa tml ru cases, render html") { i in
        russianContext.arguments["actor"] = actors[i & 1]
        russianContext.arguments["target"] = targets[i & 1]
        return length(cases.render(russianContext, format: .html))
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
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        return length(englishCompiler.compile(seedLabel).render(seedContext, format: .html))
    }
    harness.bench("glossa tml seed en, parse+compile+render text", iterations: parseIters) { i in
        seedContext.arguments["count"] = .number(MessageNumber(i % 1000))
        seedContext.arguments["user"] = users[i & 1]
        return length(englishCompiler.compile(seedLabel).render(seedContext, format: .text))
    }

    printError("checksum \(harness.checksum)")
}

run()
