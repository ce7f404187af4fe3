extension BoundedRegex {
    /// The leftmost match in `text` (leftmost-first, as in JavaScript and PCRE), or `nil`.
    public func firstMatch(in text: String) -> RegexMatch? {
        guard program.mayMatch(text) else { return nil }
        let input = RegexInput(text, caseInsensitive: program.isCaseInsensitive)
        var machine = RegexVirtualMachine(program: program, input: input)
        guard case .match(let slots) = machine.search(from: 0) else { return nil }
        return makeMatch(slots, in: input)
    }

    /// Whether the pattern matches anywhere in `text` (a search, not a whole-string match).
    public func matches(_ text: String) -> Bool {
        firstMatch(in: text) != nil
    }

    /// Every non-overlapping match in `text`, left to right. After an empty match the next search starts
    /// one scalar later, as in JavaScript's `matchAll`.
    public func allMatches(in text: String) -> [RegexMatch] {
        guard program.mayMatch(text) else { return [] }
        let input = RegexInput(text, caseInsensitive: program.isCaseInsensitive)
        var machine = RegexVirtualMachine(program: program, input: input)
        return Self.allSlots(&machine, workLimit: .max)?.map { makeMatch($0, in: input) } ?? []
    }

    /// The capture slots of every match, or `nil` when the machine's steps exceed `workLimit`.
    static func allSlots(_ machine: inout RegexVirtualMachine, workLimit: Int) -> [[Int]]? {
        var results: [[Int]] = []
        var start = 0
        while start <= machine.input.count {
            switch machine.search(from: start, workLimit: workLimit) {
            case .exceededWorkLimit:
                return nil
            case .noMatch:
                return results
            case .match(let slots):
                results.append(slots)
                start = slots[1] > slots[0] ? slots[1] : slots[1] + 1
            }
        }
        return results
    }

    func makeMatch(_ slots: [Int], in input: RegexInput) -> RegexMatch {
        var captures: [Range<String.Index>?] = []
        captures.reserveCapacity(program.captureGroupCount + 1)
        for group in 0...program.captureGroupCount {
            let start = slots[2 * group]
            let end = slots[2 * group + 1]
            captures.append(start >= 0 && end >= start ? input.indices[start]..<input.indices[end] : nil)
        }
        return RegexMatch(text: input.text, captures: captures)
    }
}

extension BoundedRegex {
    /// Whether the pattern matches in `text` (`nil` when the VM ran more than `workLimit` steps), and the
    /// steps it ran.
    func search(_ text: String, workLimit: Int) -> (found: Bool?, steps: Int) {
        guard program.mayMatch(text) else { return (false, 0) }
        let input = RegexInput(text, caseInsensitive: program.isCaseInsensitive)
        var machine = RegexVirtualMachine(program: program, input: input)
        switch machine.search(from: 0, workLimit: workLimit) {
        case .match: return (true, machine.steps)
        case .noMatch: return (false, machine.steps)
        case .exceededWorkLimit: return (nil, machine.steps)
        }
    }
}
