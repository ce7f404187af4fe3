/// The tests of ICU's suite (`Fixtures/MF2-ICU/`) that ``MF2ICUConformanceTests`` does not expect to
/// pass, by reason: each depends on what only ICU does, on ICU's data, or on an earlier draft of the
/// specification (the working group's `spec/` at the commit of `Fixtures/MF2/PROVENANCE.md`). Every
/// other test must pass.
enum MF2ICUExclusions {
    /// Tests excluded as a whole, by reason.
    static let byReason: [String: [String]] = [
        "older specification: `.match` on an expression in braces; selectors are variables since "
            + "LDML 46 (`spec/message.abnf`: `selector = variable`), so the message is a syntax error now": [
                "alias-selector-annotations.json#0", "alias-selector-annotations.json#1",
                "icu-test-previous-release.json#5", "icu-test-previous-release.json#6",
                "icu-test-previous-release.json#7", "icu-test-previous-release.json#8",
                "icu-test-previous-release.json#9", "icu-test-previous-release.json#10",
                "icu-test-previous-release.json#11", "icu-test-previous-release.json#12",
                "icu-test-previous-release.json#13", "icu-test-previous-release.json#22",
                "icu-test-previous-release.json#23", "icu-test-previous-release.json#24", "icu-test-selectors.json#0",
                "icu-test-selectors.json#1", "icu-test-selectors.json#2", "icu-test-selectors.json#3",
                "icu-test-selectors.json#4", "icu-test-selectors.json#5", "icu-test-selectors.json#6",
                "icu-test-selectors.json#7", "icu-test-selectors.json#8", "icu-test-selectors.json#9",
                "icu-test-selectors.json#10", "icu-test-selectors.json#11", "icu-test-selectors.json#12",
                "icu-test-selectors.json#13", "icu-test-selectors.json#14", "icu-test-selectors.json#15",
                "icu-test-selectors.json#16", "icu-test-selectors.json#17", "icu-test-selectors.json#18",
                "icu-test-selectors.json#19", "icu-test-selectors.json#20", "icu-test-selectors.json#21",
                "icu-test-selectors.json#22", "icu-test-selectors.json#23", "icu-test-selectors.json#24",
                "icu-test-selectors.json#25", "icu-test-selectors.json#26", "icu-test-selectors.json#27",
                "icu-test-selectors.json#28", "matches-whitespace.json#0", "matches-whitespace.json#1",
                "matches-whitespace.json#2", "matches-whitespace.json#3", "matches-whitespace.json#4",
                "matches-whitespace.json#5", "matches-whitespace.json#6", "matches-whitespace.json#7",
                "matches-whitespace.json#8", "normalization.json#7", "normalization.json#8", "normalization.json#9",
                "normalization.json#10", "runtime-errors.json#0", "runtime-errors.json#1", "runtime-errors.json#2",
                "valid-tests.json#81",
            ],
        "older specification: `number-literal` and reserved sigils; an unquoted literal is now any "
            + "`1*name-char`, and `+` and the supplementary planes are `name-start` "
            + "(`spec/message.abnf`), so `{00}`, `{1.e}`, `{+42}`, `{$bar+foo}` and `o4.\u{10D172}` are "
            + "well-formed": [
                "invalid-number-literals-diagnostics.json#0", "invalid-number-literals-diagnostics.json#1",
                "invalid-number-literals-diagnostics.json#2", "invalid-number-literals-diagnostics.json#3",
                "invalid-number-literals-diagnostics.json#4", "invalid-number-literals-diagnostics.json#5",
                "invalid-number-literals-diagnostics.json#6", "invalid-number-literals-diagnostics.json#7",
                "invalid-number-literals-diagnostics.json#8", "invalid-number-literals-diagnostics.json#9",
                "invalid-number-literals-diagnostics.json#10", "reserved-syntax.json#2",
                "unsupported-expressions.json#2",
                "unsupported-expressions.json#38", "unsupported-expressions.json#45",
                "syntax-errors-diagnostics.json#47",
                "syntax-errors-diagnostics.json#122",
            ],
        "older specification: a message with a syntax error rendered the fallbacks of its "
            + "placeholders; the current one defines no formatting for it (Glossa shows the source and "
            + "reports the syntax error)": [
                "icu-test-previous-release.json#19", "icu-test-previous-release.json#20",
                "icu-test-previous-release.json#21",
            ],
        "older specification: a variable bound to a declaration that failed now falls back to its "
            + "own name (`formatting.md`, Fallback Resolution: in `.local $var = {|val| :ns:func} "
            + "{{{$var}}}` the placeholder shows `$var`)": [
                "resolution-errors.json#3"
            ],
        "older specification: `u:locale` is no longer defined (`spec/u-namespace.md`), so `:number` "
            + "ignores it": [
                "u-options.json#2"
            ],
        "ICU isolates expressions with `u:dir` (and `:string` in an RTL locale) without a bidi "
            + "strategy; with none the specification isolates nothing, and its default strategy is "
            + "checked by the working group's `u-options.json` (which, unlike ICU, isolates `u:dir=ltr` "
            + "too)": [
                "u-options.json#4", "u-options.json#5", "u-options.json#6", "u-options.json#7", "u-options.json#8",
                "u-options.json#9",
            ],
        "ICU reports the first data model error only; Glossa reports each, here also "
            + "`missing-fallback-variant` (no `* *` variant), as `errors.md` allows": [
                "more-data-model-errors.json#0", "more-data-model-errors.json#1", "more-data-model-errors.json#2",
            ],
        "ICU reports only the Unresolved Variable error of a function whose operand is unresolved; "
            + "the working group's suite also expects the function's own error (`fallback.json`: `{$var "
            + ":number}` gives `bad-operand` too; `syntax.json`: `{$x :f}` gives `unknown-function` too), "
            + "and `bad-selector` when the fallback is selected on (`formatting.md`, Resolve Selectors)": [
                "resolution-errors.json#1", "resolution-errors.json#2", "valid-tests.json#68", "valid-tests.json#69",
            ],
        "ICU's default precision for `:number` and number arguments (every digit of a decimal, six "
            + "fraction digits of a double); the specification leaves it to the implementation, and "
            + "Glossa uses the locale's CLDR pattern (at most three fraction digits)": [
                "more-functions.json#0", "more-functions.json#1", "more-functions.json#2", "more-functions.json#13",
                "more-functions.json#14", "more-functions.json#15", "more-functions.json#17",
                "icu-test-functions.json#29", "icu-test-functions.json#34",
            ],
        "ICU-only `:number` options (`numberingSystem`, `style`, `notation`, `compactDisplay`), not "
            + "in `spec/functions/number.md`": [
                "icu-test-functions.json#35", "icu-test-functions.json#36", "icu-test-functions.json#37",
                "icu-test-functions.json#38", "icu-test-functions.json#39", "icu-test-functions.json#40",
                "icu-test-functions.json#41",
            ],
        "ICU's date and time formatting: its defaults (a short date for `:datetime` and for a date "
            + "without a function), field options (`year`, `weekday`…), `icu:skeleton`, the zone of a "
            + "literal with an offset, and its CLDR's spaces and zone names; Glossa implements the draft "
            + "`:date`, `:time` and `:datetime` with their style options": [
                "icu-test-functions.json#0", "icu-test-functions.json#1", "icu-test-functions.json#2",
                "icu-test-functions.json#6", "icu-test-functions.json#7", "icu-test-functions.json#8",
                "icu-test-functions.json#9", "icu-test-functions.json#10", "icu-test-functions.json#11",
                "icu-test-functions.json#12", "icu-test-functions.json#13", "icu-test-functions.json#14",
                "icu-test-functions.json#17", "icu-test-functions.json#18", "icu-test-functions.json#20",
                "icu-test-functions.json#21", "icu-test-functions.json#22", "icu-test-functions.json#23",
                "icu-test-functions.json#24", "more-functions.json#3",
            ],
        "CLDR data: `:currency` is formatted by Foundation, whose CLDR puts a different space than "
            + "ICU's between the amount and the symbol or code": [
                "currency-options.json#11", "currency-options.json#18", "currency-options.json#19",
            ],
        "Glossa gap: `:currency` is formatted by Foundation, which cannot group digits where the "
            + "locale would not (`useGrouping=always` in `es`)": [
                "currency-options.json#16"
            ],
        "ICU applies `roundingPriority=lessPrecision` to the minimum digits; ECMA-402's "
            + "FormatNumericToString, whose options the specification takes, keeps the fraction-digit "
            + "result (`42.75000`)": [
                "percent-options.json#14", "currency-options.json#27",
            ],
        "ICU bug ICU-23433: ICU applies `roundingIncrement` at the currency's two digits whatever "
            + "`fractionDigits` says; Glossa gives the results the file's comments call right": [
                "currency-options.json#69", "currency-options.json#70", "currency-options.json#71",
                "currency-options.json#72",
            ],
    ]

    /// Syntax error tests whose error Glossa reports with the expected type but where ICU's `char` and
    /// `line` differ, by reason; the rest of the test is checked.
    static let positions: [String: [String]] = [
        "older specification: the error is in syntax that no longer exists (reserved annotations, "
            + "`.match` on an expression, `number-literal`); Glossa reports it where the current grammar "
            + "first fails": [
                "syntax-errors-diagnostics.json#2", "syntax-errors-diagnostics.json#3",
                "syntax-errors-diagnostics.json#4", "syntax-errors-diagnostics.json#5",
                "syntax-errors-diagnostics.json#6", "syntax-errors-diagnostics.json#7",
                "syntax-errors-diagnostics.json#8", "syntax-errors-diagnostics.json#9",
                "syntax-errors-diagnostics.json#10", "syntax-errors-diagnostics.json#11",
                "syntax-errors-diagnostics.json#12", "syntax-errors-diagnostics.json#13",
                "syntax-errors-diagnostics.json#14", "syntax-errors-diagnostics.json#15",
                "syntax-errors-diagnostics.json#16", "syntax-errors-diagnostics.json#17",
                "syntax-errors-diagnostics.json#18", "syntax-errors-diagnostics.json#26",
                "syntax-errors-diagnostics.json#28", "syntax-errors-diagnostics.json#34",
                "syntax-errors-diagnostics.json#42", "syntax-errors-diagnostics.json#43",
                "syntax-errors-diagnostics.json#44", "syntax-errors-diagnostics.json#51",
                "syntax-errors-diagnostics.json#82", "syntax-errors-diagnostics.json#109",
                "syntax-errors-diagnostics.json#110", "syntax-errors-diagnostics.json#111",
                "syntax-errors-diagnostics.json#112", "syntax-errors-diagnostics.json#113",
                "syntax-errors-diagnostics.json#114", "syntax-errors-diagnostics.json#115",
                "syntax-errors-diagnostics.json#116", "syntax-errors-diagnostics.json#117",
                "syntax-errors-diagnostics.json#121", "syntax-errors-end-of-input.json#6",
            ],
        "an invalid escape: Glossa points at its backslash, ICU at the character after it": [
            "syntax-errors-diagnostics.json#19", "syntax-errors-diagnostics.json#36",
        ],
        "a `{{`, `{` or `|` that is never closed: Glossa points at the opening, ICU at the end of "
            + "the input": [
                "syntax-errors-diagnostics.json#66", "syntax-errors-diagnostics.json#71",
                "syntax-errors-diagnostics.json#103", "syntax-errors-diagnostics.json#104",
                "syntax-errors-diagnostics-multiline.json#0", "syntax-errors-diagnostics-multiline.json#1",
                "syntax-errors-diagnostics-multiline.json#2", "syntax-errors-diagnostics-multiline.json#3",
                "syntax-errors-diagnostics-multiline.json#4", "syntax-errors-diagnostics-multiline.json#5",
                "syntax-errors-end-of-input.json#8", "syntax-errors-end-of-input.json#11",
                "syntax-errors-end-of-input.json#13",
            ],
        "a `}` where `}}` must close the pattern: Glossa points at the `}`, ICU after it": [
            "syntax-errors-diagnostics.json#67", "syntax-errors-diagnostics.json#70",
            "syntax-errors-end-of-input.json#9", "syntax-errors-end-of-input.json#12",
        ],
        "an incomplete or unknown keyword: Glossa points at its `.`, ICU after it": [
            "syntax-errors-diagnostics.json#62", "syntax-errors-end-of-input.json#1",
        ],
    ]
}
