import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The end filter may only reject texts the program cannot match: every pattern and text here is
/// decided both with the filter (the public API) and by the VM alone, and the two must agree.
@Suite struct RegexEndFilterTests {
    /// What the VM alone finds, without the filter.
    private func vmMatches(_ regex: BoundedRegex, _ text: String) -> Bool {
        let input = RegexInput(text, caseInsensitive: regex.program.isCaseInsensitive)
        var machine = RegexVirtualMachine(program: regex.program, input: input)
        if case .match = machine.search(from: 0) { return true }
        return false
    }

    @Test(arguments: [
        ("(quiz)$", true), ("([^aeiouy]|qu)y$", true), ("(matr|vert|ind)(?:ix|ex)$", true), ("s$", true),
        ("(x|ch|ss|sh)$", true), ("[аяь]$", true), ("ий$", true), ("a$|b$", true), ("(?:a|bc?)$", true),
        ("a\\b$", true),
        ("$", false), ("a*$", false), ("(a|)$", false), ("a.$", false), ("^$", false), ("a$|b", false),
        ("a$b", false), ("[^x]$", true), ("x", false),
    ])
    func filtersOnlyPatternsThatMustEndWithAScalar(pattern: String, filtered: Bool) throws {
        let regex = try BoundedRegex(pattern)
        #expect((regex.program.endFilter != nil) == filtered, "\(pattern)")
        let multiline = try BoundedRegex(pattern, options: .multiline)
        #expect(multiline.program.endFilter == nil, "\(pattern) with m: $ also matches before line ends")
    }

    @Test func neverRejectsATextTheProgramMatches() throws {
        let patterns = [
            "(quiz)$", "([^aeiouy]|qu)y$", "(?:ix|ex)$", "s$", "(x|ch|ss|sh)$", "[аяь]$", "ий$", "a$|b$", "(?:a|bc?)$",
            "a\\b$", "[^x]$", "(ab)+$", "(a|b){2,3}$", "c(a?)$", "(?:z|y*)x$", "Ş$", "(ı|i)$", "\\d$", "\\W$", "[a-c]$",
        ]
        let alphabet: [Character] = [
            "a", "b", "c", "x", "y", "z", "s", "h", "i", "ı", "I", "İ", "ş", "Ş", "я", "Я",
            "й", "1", " ", "\n", "é",
        ]
        var random = SeededGenerator(seed: 0xE17D)
        for pattern in patterns {
            for options in [BoundedRegex.Options(), .caseInsensitive] {
                let regex = try BoundedRegex(pattern, options: options)
                for _ in 0..<400 {
                    let length = Int.random(in: 0...5, using: &random)
                    let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
                    #expect(
                        regex.matches(text) == vmMatches(regex, text),
                        "\(pattern) \(options) on \(text.debugDescription)")
                    #expect(
                        regex.replacingAll(in: text, with: "<$&>")
                            == (vmMatches(regex, text) ? regex.replacingAll(in: text, with: "<$&>") : text))
                }
            }
        }
    }
}
