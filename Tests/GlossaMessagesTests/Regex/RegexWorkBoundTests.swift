import Testing

@testable import GlossaMessages

/// Hostile patterns on long inputs: the VM's step counter must stay within `2 · m · (n + 1)`, the bound
/// the Pike VM guarantees, where a backtracking engine would take exponential time.
@Suite struct RegexWorkBoundTests {
    /// Runs the VM itself, past the end filter (which rejects some of these texts before the VM
    /// starts, e.g. `(a+)+$` on a text ending in `!`): the bound is the VM's.
    static func steps(_ pattern: String, _ text: String) throws -> (found: Bool?, steps: Int, bound: Int) {
        let regex = try BoundedRegex(pattern)
        var machine = RegexVirtualMachine(
            program: regex.program, input: RegexInput(text, caseInsensitive: regex.program.isCaseInsensitive))
        let found: Bool?
        switch machine.search(from: 0, workLimit: .max) {
        case .match: found = true
        case .noMatch: found = false
        case .exceededWorkLimit: found = nil
        }
        let size = regex.program.instructions.count
        return (found, machine.steps, 2 * size * (text.unicodeScalars.count + 1))
    }

    @Test(arguments: [
        ("(a+)+$", String(repeating: "a", count: 100_000) + "!", false),
        ("(a|a)*b", String(repeating: "a", count: 100_000), false),
        ("(x+x+)+y", String(repeating: "x", count: 100_000), false),
        ("(a*)*$", String(repeating: "a", count: 100_000), true),
        ("(.*a){12}", String(repeating: "a", count: 100_000), true),
        ("^(\\w+\\s?)*$", String(repeating: "word ", count: 20_000) + "!", false),
    ])
    func hostilePatternsStayLinear(pattern: String, text: String, found: Bool) throws {
        let result = try Self.steps(pattern, text)
        #expect(result.found == found)
        #expect(result.steps <= result.bound, "\(pattern): \(result.steps) steps")
    }

    @Test func workGrowsLinearlyWithTheInput() throws {
        let small = try Self.steps("(a+)+$", String(repeating: "a", count: 10_000) + "!")
        let large = try Self.steps("(a+)+$", String(repeating: "a", count: 100_000) + "!")
        #expect(large.steps < small.steps * 11)
    }

    @Test func theEndFilterAnswersHostileEndAnchoredPatternsWithoutTheVM() throws {
        let regex = try BoundedRegex("(a+)+$")
        let (found, steps) = regex.search(String(repeating: "a", count: 100_000) + "!", workLimit: .max)
        #expect(found == false)
        #expect(steps == 0)
    }

    @Test func searchStopsAtTheWorkLimit() throws {
        let regex = try BoundedRegex("(a|a)*b")
        let (found, steps) = regex.search(String(repeating: "a", count: 10_000), workLimit: 1_000)
        #expect(found == nil)
        #expect(steps < 1_000 + 2 * regex.program.instructions.count)
        let (replaced, _) = regex.replacingAll(in: String(repeating: "a", count: 10_000), with: "", workLimit: 1_000)
        #expect(replaced == nil)
    }

    @Test func anchoredPatternsStopEarly() throws {
        let result = try Self.steps("^b", String(repeating: "a", count: 100_000))
        #expect(result.found == false)
        #expect(result.steps < 10)
    }
}
