// Plural selection and operand construction, measured with package-benchmark.
//
//   swift package --package-path Benchmarks benchmark                       # everything
//   swift package --package-path Benchmarks benchmark --filter 'cardinal_.*'  # a subset
//   (cd Benchmarks && swift package benchmark thresholds check --path "$PWD/Thresholds")  # fails if a call allocates
//
// Every benchmark does `scalingFactor` (1,000) calls per sample and loops with
// `benchmark.scaledIterations`, so every figure package-benchmark prints (wall clock, throughput,
// instructions, mallocs) is per call. Inputs cycle (integers 0...999 with `i % 1000`, the ICU
// anchor's 16 decimals with `i & 15`) from a counter that lives across samples, and every result
// goes through `blackHole`, so nothing is constant-folded or hoisted out of the loop.
//
// The figures to compare with ICU4C come from `scripts/bench-vs-icu.sh`, which runs the ICU anchor and
// `plural-anchor-bench` interleaved in one session; this suite adds malloc counts, instruction
// counts (where the machine has hardware counters) and percentiles. Static thresholds in
// `Benchmarks/Thresholds/` pin `mallocCountTotal` for every benchmark at the harness's own 16
// allocations per sample of 1,000 calls (see `harness_emptyLoop`), with a tolerance of 100: a
// single allocation per call makes it 1,016 and `thresholds check` fails.

import Benchmark
import GlossaCLDR

/// The 16 decimals `../shared/anchors/icu/icu_bench.cpp` selects with `PluralRules::select(double)`,
/// with the number of fraction digits each one shows as written there (`0.0` shows one).
let anchorDecimals: [(value: Double, text: String, fractionDigits: Int)] = [
    (0.5, "0.5", 1), (1.5, "1.5", 1), (2.25, "2.25", 2), (3.7, "3.7", 1),
    (10.1, "10.1", 1), (21.5, "21.5", 1), (0.0, "0.0", 1), (1.0, "1.0", 1),
    (2.0, "2.0", 1), (5.75, "5.75", 2), (11.3, "11.3", 1), (101.1, "101.1", 1),
    (0.01, "0.01", 2), (4.4, "4.4", 1), (22.22, "22.22", 2), (1.25, "1.25", 2),
]

let anchorLocales = ["en", "ru", "ar"]

func rules(_ tag: String, _ type: PluralRuleType) -> PluralRules {
    do {
        return PluralRules(locale: try LocaleIdentifier(parsing: tag), type: type)
    } catch {
        fatalError("cannot parse locale \(tag): \(error)")
    }
}

/// A counter that survives across samples, so consecutive samples see different inputs and the
/// optimizer cannot treat the first input of a sample as a constant.
final class Cursor: @unchecked Sendable {
    var next = 0
}

let benchmarks: @Sendable () -> Void = {
    // A per-call allocation fails `thresholds check`. The committed static thresholds hold the
    // harness's constant 16 allocations per sample (1,000 calls); the tolerance of 100 absorbs the
    // harness's own occasional extra allocations (18 was seen once at p90) while a single allocation
    // per call (+1,000 per sample) still fails. Time figures are reported, not gated (they depend on
    // the machine).
    let perCallAllocationFree: [BenchmarkMetric: BenchmarkThresholds] = [
        .mallocCountTotal: .init(absolute: [.p90: 100])
    ]

    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .instructions, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000,
        thresholds: perCallAllocationFree
    )

    let decimalOperands: [PluralOperands] = anchorDecimals.map {
        do { return try PluralOperands(parsing: $0.text) } catch { fatalError("\($0.text): \(error)") }
    }
    let decimalValues = anchorDecimals.map(\.value)
    let decimalDigits = anchorDecimals.map(\.fractionDigits)

    // The harness's own cost: package-benchmark allocates a constant 16 times per sample (not per
    // call) on Linux with the malloc interposer, whatever the benchmark does. That is why the static
    // thresholds say 16 per sample of 1,000 calls: one allocation per call would make it 1,016.
    let emptyCursor = Cursor()
    Benchmark("harness_emptyLoop") { benchmark in
        var i = emptyCursor.next
        for _ in benchmark.scaledIterations {
            blackHole(i % 1000)
            i &+= 1
        }
        emptyCursor.next = i
    }

    for tag in anchorLocales {
        let cardinal = rules(tag, .cardinal)
        let ordinal = rules(tag, .ordinal)

        // ICU anchor: "a plural_select_int 0..999 <tag>" (PluralRules::select(int32_t)).
        let intCursor = Cursor()
        Benchmark("cardinal_int_0-999_\(tag)") { benchmark in
            var i = intCursor.next
            for _ in benchmark.scaledIterations {
                blackHole(cardinal.category(for: i % 1000))
                i &+= 1
            }
            intCursor.next = i
        }

        // Diagnostic: the same integers through the non-generic `category(for: PluralOperands)`,
        // the operands built by PluralOperands's @inlinable init (specialised for Int here).
        let viaOperandsCursor = Cursor()
        Benchmark("cardinal_int_viaOperands_0-999_\(tag)") { benchmark in
            var i = viaOperandsCursor.next
            for _ in benchmark.scaledIterations {
                blackHole(cardinal.category(for: PluralOperands(i % 1000)))
                i &+= 1
            }
            viaOperandsCursor.next = i
        }

        // Precomputed operands: the cost of selection alone.
        let operandsCursor = Cursor()
        Benchmark("cardinal_decimal_operands_\(tag)") { benchmark in
            var i = operandsCursor.next
            for _ in benchmark.scaledIterations {
                blackHole(cardinal.category(for: decimalOperands[i & 15]))
                i &+= 1
            }
            operandsCursor.next = i
        }

        // ICU anchor: "a plural_select_decimal (1.5 etc) <tag>" (PluralRules::select(double), which
        // converts the double to a FixedDecimal too): conversion plus selection.
        let doubleCursor = Cursor()
        Benchmark("cardinal_decimal_fromDouble_\(tag)") { benchmark in
            var i = doubleCursor.next
            for _ in benchmark.scaledIterations {
                let k = i & 15
                let operands = try PluralOperands(decimalValues[k], visibleFractionDigits: decimalDigits[k])
                blackHole(cardinal.category(for: operands))
                i &+= 1
            }
            doubleCursor.next = i
        }

        // No ICU figure in the anchor; the script compares it with ICU's cardinal select(int).
        let ordinalCursor = Cursor()
        Benchmark("ordinal_int_0-999_\(tag)") { benchmark in
            var i = ordinalCursor.next
            for _ in benchmark.scaledIterations {
                blackHole(ordinal.category(for: i % 1000))
                i &+= 1
            }
            ordinalCursor.next = i
        }
    }

    let fromIntCursor = Cursor()
    Benchmark("operands_fromInt") { benchmark in
        var i = fromIntCursor.next
        for _ in benchmark.scaledIterations {
            blackHole(PluralOperands(i % 1000))
            i &+= 1
        }
        fromIntCursor.next = i
    }

    // Strings built at run time (not literals) so parsing cannot be folded.
    let decimalString = ["1", "50"].joined(separator: ".")  // "1.50"
    Benchmark("operands_fromString_1.50") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PluralOperands(parsing: decimalString))
        }
    }

    let compactString = ["1.2", "6"].joined(separator: "c")  // "1.2c6"
    Benchmark("operands_fromString_1.2c6") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PluralOperands(parsing: compactString))
        }
    }

    let fromDoubleCursor = Cursor()
    Benchmark("operands_fromDouble") { benchmark in
        var i = fromDoubleCursor.next
        for _ in benchmark.scaledIterations {
            let k = i & 15
            blackHole(try PluralOperands(decimalValues[k], visibleFractionDigits: decimalDigits[k]))
            i &+= 1
        }
        fromDoubleCursor.next = i
    }
}
