import Foundation
import Testing

@testable import GlossaCLDR

@Suite struct PluralOperandsTests {
    /// (input, i, v, w, f, t, c)
    static let parsed: [(String, UInt64, Int, Int, UInt64, UInt64, Int)] = [
        ("0", 0, 0, 0, 0, 0, 0),
        ("1", 1, 0, 0, 0, 0, 0),
        ("1.0", 1, 1, 0, 0, 0, 0),
        ("1.00", 1, 2, 0, 0, 0, 0),
        ("1.3", 1, 1, 1, 3, 3, 0),
        ("1.30", 1, 2, 1, 30, 3, 0),
        ("1.03", 1, 2, 2, 3, 3, 0),
        ("1.230", 1, 3, 2, 230, 23, 0),
        ("-1.50", 1, 2, 1, 50, 5, 0),
        ("+7", 7, 0, 0, 0, 0, 0),
        ("007", 7, 0, 0, 0, 0, 0),
        ("1.2c6", 1_200_000, 0, 0, 0, 0, 6),
        ("1c6", 1_000_000, 0, 0, 0, 0, 6),
        ("1.0000001c6", 1_000_000, 1, 1, 1, 1, 6),
        ("1.2e3", 1_200, 0, 0, 0, 0, 3),
        ("123c0", 123, 0, 0, 0, 0, 0),
        ("1.10c1", 11, 1, 0, 0, 0, 1),
    ]

    @Test(arguments: parsed)
    func parsesDecimalStrings(_ row: (String, UInt64, Int, Int, UInt64, UInt64, Int)) throws {
        let operands = try PluralOperands(parsing: row.0)
        #expect(operands.integerDigits == row.1, "i of \(row.0)")
        #expect(operands.visibleFractionDigitCount == row.2, "v of \(row.0)")
        #expect(operands.trimmedFractionDigitCount == row.3, "w of \(row.0)")
        #expect(operands.fractionDigits == row.4, "f of \(row.0)")
        #expect(operands.trimmedFractionDigits == row.5, "t of \(row.0)")
        #expect(operands.exponent == row.6, "c of \(row.0)")
    }

    @Test func trailingZerosAreVisible() throws {
        #expect(try PluralOperands(parsing: "1.0") != PluralOperands(1))
        #expect(try PluralOperands(parsing: "1") == PluralOperands(1))
        #expect(try PluralOperands(parsing: "-3") == PluralOperands(-3))
    }

    @Test func rejectsWhatIsNotANumber() {
        let cases: [(String, Int?, String)] = [
            ("abc", 1, "unexpected character \"a\""),
            ("", nil, "empty input"),
            ("1.", 2, "a decimal point must be followed by digits"),
            ("1.5x", 4, "unexpected character \"x\""),
            ("1 000", 2, "unexpected character \" \""),
            ("-", nil, "no digits"),
            ("1e", 2, "an exponent needs digits"),
            ("1e-3", 3, "unexpected character \"-\""),
            ("١", 1, "unexpected non-ASCII character"),
        ]
        for (input, position, reason) in cases {
            #expect(throws: PluralOperandsError(input: input, position: position, reason: reason)) {
                try PluralOperands(parsing: input)
            }
        }
        let error = PluralOperandsError(input: "abc", position: 1, reason: "unexpected character \"a\"")
        #expect(error.description == "\"abc\" is not a number: unexpected character \"a\" at position 1")
    }

    @Test func hugeNumbersKeepTheirLowDigitsAndCompareAsLarge() throws {
        let huge = try PluralOperands(parsing: "123456789012345678901")
        #expect(huge.integerDigits == nil)
        #expect(huge.integerLow == 456_789_012_345_678_901)
        let millions = try PluralOperands(parsing: "1000000000000000000000000")
        let russian = PluralRules(locale: try LocaleIdentifier(parsing: "ru"))
        #expect(russian.category(for: millions) == .many)
        #expect(russian.category(for: try PluralOperands(parsing: "100000000000000000000000001")) == .one)
        let french = PluralRules(locale: try LocaleIdentifier(parsing: "fr"))
        #expect(french.category(for: millions) == .many)
        #expect(french.category(for: try PluralOperands(parsing: "1000000000000000000000001")) == .other)
        let longFraction = try PluralOperands(parsing: "0.1000000000000000000000")
        #expect(longFraction.visibleFractionDigitCount == 22)
        #expect(longFraction.trimmedFractionDigits == 1)
        #expect(longFraction.fractionDigits == nil)
        #expect(PluralOperands(UInt64.max).integerDigits == nil)
        #expect(PluralOperands(Int8.min).integerDigits == 128)
    }

    @Test func doublesNeedTheirVisibleFractionDigits() throws {
        #expect(try PluralOperands(1.0, visibleFractionDigits: 0) == PluralOperands(1))
        #expect(try PluralOperands(1.0, visibleFractionDigits: 1) == PluralOperands(parsing: "1.0"))
        #expect(try PluralOperands(1.5, visibleFractionDigits: 2) == PluralOperands(parsing: "1.50"))
        #expect(try PluralOperands(0.29, visibleFractionDigits: 2) == PluralOperands(parsing: "0.29"))
        #expect(try PluralOperands(2.25, visibleFractionDigits: 1) == PluralOperands(parsing: "2.2"))  // half to even
        #expect(try PluralOperands(2.35, visibleFractionDigits: 1) == PluralOperands(parsing: "2.4"))
        #expect(try PluralOperands(0.125, visibleFractionDigits: 2) == PluralOperands(parsing: "0.12"))
        #expect(try PluralOperands(1.005, visibleFractionDigits: 2) == PluralOperands(parsing: "1.00"))
        #expect(try PluralOperands(9.96, visibleFractionDigits: 1) == PluralOperands(parsing: "10.0"))
        #expect(try PluralOperands(-21.0, visibleFractionDigits: 0) == PluralOperands(21))
        #expect(
            try PluralOperands(1e20, visibleFractionDigits: 1) == PluralOperands(parsing: "100000000000000000000.0"))
        #expect(try PluralOperands(1.5e-7, visibleFractionDigits: 8) == PluralOperands(parsing: "0.00000015"))
        #expect(
            try PluralOperands(0.000001, visibleFractionDigits: 18) == PluralOperands(parsing: "0.000001000000000000"))
        #expect(throws: PluralOperandsError.self) { try PluralOperands(Double.nan, visibleFractionDigits: 0) }
        #expect(throws: PluralOperandsError.self) { try PluralOperands(Double.infinity, visibleFractionDigits: 0) }
        #expect(throws: PluralOperandsError.self) { try PluralOperands(1.0, visibleFractionDigits: -1) }
        #expect(throws: PluralOperandsError.self) { try PluralOperands(1.0, visibleFractionDigits: 19) }
    }

    /// Where the binary path of `init(_:visibleFractionDigits:)` answers (a scaled product rounded in
    /// binary, away from ties), it gives what the exact path gives (the shortest round-trip digits,
    /// rounded half to even): on every thousandth up to 5, ties included, and on pseudo-random
    /// doubles up to 10⁸, with 0 to 6 visible digits, positive and negative.
    @Test func doublesRoundInBinaryAsTheExactPathDoes() throws {
        var values = (0..<5_000).map { Double($0) / 1000 }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) * 0x1p-53 * pow(10, Double(state % 9)))
        }
        var mismatches: [String] = []
        for value in values {
            for digits in 0...6 {
                let exact = DecimalDigits(shortestRepresentationOf: value).operands(visibleFractionDigits: digits)
                for signed in [value, -value] where try PluralOperands(signed, visibleFractionDigits: digits) != exact {
                    mismatches.append("\(signed) with \(digits) digits")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func decimals() throws {
        #expect(PluralOperands(Decimal(string: "1.50")!) == (try PluralOperands(parsing: "1.5")))
        #expect(
            PluralOperands(Decimal(string: "1.5")!, visibleFractionDigits: 2) == (try PluralOperands(parsing: "1.50")))
        #expect(PluralOperands(Decimal(string: "100")!) == PluralOperands(100))
        #expect(
            PluralOperands(Decimal(string: "-2.25")!, visibleFractionDigits: 1) == (try PluralOperands(parsing: "2.2")))
        #expect(PluralOperands(Decimal(string: "0.00")!) == (try PluralOperands(parsing: "0.00")))
        #expect(PluralOperands(Decimal(string: "123456789012345678901234")!)?.integerLow == 789_012_345_678_901_234)
        #expect(PluralOperands(Decimal.nan) == nil)
    }

    @Test func describesItselfInCLDRNotation() throws {
        #expect(try PluralOperands(parsing: "1.50").description == "n=1.5 i=1 v=2 w=1 f=50 t=5 c=0")
    }
}
