// Glossa's side of the ICU4C anchor (`../shared/anchors/icu/icu_bench.cpp`), built the same way a
// release app would (`swift build -c release`) and timed the same way:
//
//   plural-anchor-bench [iters] [filter]      (iters defaults to 1,000,000)
//
// Each case runs a warm-up of iters/10, then a timed loop of `iters` calls with `ContinuousClock`,
// and prints `RESULT<TAB>case<TAB>ns_per_op<TAB>ns/op` like the anchors, so
// `../shared/anchors/common/aggregate.py` aggregates both sides into medians. Integers cycle over
// 0...999 with `i % 1000`, decimals over the anchor's 16 values with `i & 15`; every result feeds a
// checksum printed on standard error, so no call is dead code. `filter` runs only the cases whose
// name contains it (for profiling one case under valgrind or perf).

import AnchorHarness
import GlossaCLDR

#if canImport(Glibc)
    import Glibc  // exit
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The 16 decimals of the ICU anchor, with the fraction digits each one shows as written there.
let decimalValues: [Double] = [
    0.5, 1.5, 2.25, 3.7, 10.1, 21.5, 0.0, 1.0, 2.0, 5.75, 11.3, 101.1, 0.01, 4.4, 22.22, 1.25,
]
let decimalDigits: [Int] = [1, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2, 1, 2, 2]
let decimalTexts: [String] = [
    "0.5", "1.5", "2.25", "3.7", "10.1", "21.5", "0.0", "1.0", "2.0", "5.75", "11.3", "101.1", "0.01",
    "4.4", "22.22", "1.25",
]

nonisolated(unsafe) var harness = AnchorHarness(arguments: CommandLine.arguments)

@inline(__always)
func code(_ category: PluralCategory) -> UInt64 {
    switch category {
    case .zero: 1
    case .one: 2
    case .two: 3
    case .few: 5
    case .many: 7
    case .other: 11
    }
}

/// Keeps a value alive without inspecting it (the anchors return a length; operands have no
/// public cheap field to fold into the checksum, so they go through an opaque call instead).
@inline(never) @_optimize(none)
func consume(_ operands: PluralOperands) {}

func rules(_ tag: String, _ type: PluralRuleType) throws -> PluralRules {
    PluralRules(locale: try LocaleIdentifier(parsing: tag), type: type)
}

func run() throws {
    let decimalOperands = try decimalTexts.map { text throws(PluralOperandsError) in
        try PluralOperands(parsing: text)
    }
    var stderrLine = "Glossa iters=\(harness.iterations)"

    for tag in ["en", "ru", "ar"] {
        let cardinal = try rules(tag, .cardinal)
        let ordinal = try rules(tag, .ordinal)
        stderrLine += "\n[\(tag)] cardinal 1=\(cardinal.category(for: 1)) 3=\(cardinal.category(for: 3))"
        stderrLine += " 11=\(cardinal.category(for: 11))"
        stderrLine += " 1.5=\(cardinal.category(for: try PluralOperands(1.5, visibleFractionDigits: 1)))"
        stderrLine += " ordinal 1=\(ordinal.category(for: 1)) 2=\(ordinal.category(for: 2))"
        stderrLine += " 3=\(ordinal.category(for: 3)) 11=\(ordinal.category(for: 11))"

        // Same case names as the ICU anchor but for the "glossa" prefix; the script pairs them.
        harness.bench("glossa plural_select_int 0..999 \(tag)") { i in
            code(cardinal.category(for: i % 1000))
        }
        // Diagnostic: the same integers through the non-generic entry point, the operands built by
        // PluralOperands's @inlinable init here (specialised for Int in this module).
        harness.bench("glossa plural_select_int via operands 0..999 \(tag)") { i in
            code(cardinal.category(for: PluralOperands(i % 1000)))
        }
        try harness.bench("glossa plural_select_decimal from Double \(tag)") { i in
            let k = i & 15
            let operands = try PluralOperands(decimalValues[k], visibleFractionDigits: decimalDigits[k])
            return code(cardinal.category(for: operands))
        }
        harness.bench("glossa plural_select_decimal operands \(tag)") { i in
            code(cardinal.category(for: decimalOperands[i & 15]))
        }
        harness.bench("glossa plural_select_ordinal 0..999 \(tag)") { i in
            code(ordinal.category(for: i % 1000))
        }
    }

    harness.bench("glossa operands from Int") { i in
        consume(PluralOperands(i % 1000))
        return 1
    }
    try harness.bench("glossa operands from Double") { i in
        let k = i & 15
        consume(try PluralOperands(decimalValues[k], visibleFractionDigits: decimalDigits[k]))
        return 1
    }
    try harness.bench("glossa operands from String 1.50") { _ in
        consume(try PluralOperands(parsing: onePointFifty))
        return 1
    }
    try harness.bench("glossa operands from String 1.2c6") { _ in
        consume(try PluralOperands(parsing: compact))
        return 1
    }

    printError(stderrLine + "\nchecksum \(harness.checksum)")
}

// Built at run time so the parser never sees a literal it could fold.
let onePointFifty = ["1", "50"].joined(separator: ".")
let compact = ["1.2", "6"].joined(separator: "c")

do {
    try run()
} catch {
    printError("plural-anchor-bench: \(error)")
    exit(1)
}
