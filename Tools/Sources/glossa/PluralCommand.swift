import ArgumentParser
import GlossaCLDR
import GlossaJSON

/// `glossa plural`: the CLDR plural category of numbers in a locale.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of numbers in a locale.",
        discussion: """
            Numbers are decimal strings and keep their visible fraction digits: "1" and "1.0" can differ \
            (in English, "1" is one and "1.0" is other). Compact exponents such as "1.2c6" are accepted. \
            Negative numbers can be given as they are (-3).

            Examples:
              glossa plural ru 1 2 5 21 1.5          one few many one other, one per line
              glossa plural en --ordinal 1 2 3 4 11  one two few other other
              glossa plural ar --categories          zero one two few many other
              glossa plural en --json 1 1.0
                [{"number":"1","category":"one"},{"number":"1.0","category":"other"}]
              echo '{"locale":"ru","number":"21"}' | glossa plural --batch
                {"locale":"ru","number":"21","type":"cardinal","category":"one"}

            Batch mode reads JSON lines from standard input: {"locale":..., "number":..., "type":...}, with \
            "type" optional ("cardinal" or "ordinal", cardinal by default) and "number" a string or a JSON \
            number (its literal text is used, so 1.50 keeps two fraction digits). It writes exactly one JSON \
            line per input line, in order; a line that cannot be answered (blank lines included) gets \
            {"line":N,"error":"..."} with the input fields that could be read, and the others are still \
            answered.

            \(ExitStatus.documentation)
            """
    )

    @Argument(help: "A locale identifier, such as ru, pt-PT or zh-Hant-HK.")
    var locale: String?

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Numbers, such as 21, 1.50 or 1.2c6.", valueName: "number")
    )
    var numbers: [String] = []

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal rules.")
    var ordinal = false

    @Flag(help: "List the locale's plural categories instead of classifying numbers.")
    var categories = false

    @Flag(help: "Read JSON lines from standard input and answer each with a JSON line.")
    var batch = false

    @OptionGroup
    var output: OutputOptions

    var type: PluralRuleType { ordinal ? .ordinal : .cardinal }

    mutating func validate() throws {
        if batch {
            guard locale == nil, numbers.isEmpty, !ordinal, !categories else {
                throw ValidationError(
                    "--batch reads locales, numbers and types from standard input; give no other arguments."
                )
            }
            return
        }
        numbers.removeAll { $0 == "--" }  // `--` is accepted but not needed before negative numbers
        guard let locale else { throw ValidationError("Missing expected argument '<locale>'.") }
        if categories {
            guard numbers.isEmpty else { throw ValidationError("--categories takes a locale and no numbers.") }
        } else {
            guard !numbers.isEmpty else { throw ValidationError("Give at least one number, or --categories.") }
            for number in numbers where number.hasPrefix("--") {
                throw ValidationError("Unknown option '\(number)'.")
            }
        }
        // Bad input: reported as `glossa: …` with exit status 1 (see GlossaCommand.main()).
        _ = try LocaleIdentifier(validating: locale)
        for number in numbers { _ = try PluralOperands(validating: number) }
    }

    func run() throws {
        if batch { return try runBatch() }
        let rules = PluralRules(locale: try LocaleIdentifier(validating: locale ?? ""), type: type)
        if categories {
            printCategories(of: rules)
        } else {
            let results = try numbers.map { number throws(InputError) in
                (number, rules.category(for: try PluralOperands(validating: number)))
            }
            printCategories(results)
        }
    }

    private func printCategories(of rules: PluralRules) {
        if output.json {
            let categoryNames = rules.categories.map { JSONValue.string($0.rawValue) }
            let object = JSONValue.object([
                "locale": .string(locale ?? ""),
                "type": .string(type.rawValue),
                "categories": .array(categoryNames),
            ])
            StandardOutput.write(lines: [object.line])
        } else {
            StandardOutput.write(lines: rules.categories.map(\.rawValue))
        }
    }

    private func printCategories(_ results: [(number: String, category: PluralCategory)]) {
        if output.json {
            let objects = results.map { result in
                JSONValue.object([
                    "number": .string(result.number),
                    "category": .string(result.category.rawValue),
                ])
            }
            StandardOutput.write(lines: [JSONValue.array(objects).line])
        } else {
            StandardOutput.write(lines: results.map(\.category.rawValue))
        }
    }

    private func runBatch() throws {
        var batch = PluralBatch()
        let lineCount = BatchLoop.run(&batch)
        if let failure = BatchLoop.failure(errorCount: batch.errorCount, lineCount: lineCount) { throw failure }
    }
}
