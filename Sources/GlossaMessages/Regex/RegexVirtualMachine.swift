/// Runs a ``RegexProgram`` over a ``RegexInput`` by simulating all NFA threads in lock step (Pike VM).
///
/// Threads are kept in priority order, so the result is the leftmost match with the same captures a
/// backtracking engine would report (leftmost-first, greedy and lazy quantifiers honoured). Each
/// instruction is visited at most once per list and text position, so one search performs at most
/// `2 · m · (n + 1)` steps for a program of `m` instructions and a text of `n` scalars; ``steps`` counts
/// them and a search stops with ``Outcome/exceededWorkLimit`` when the caller's limit is reached.
struct RegexVirtualMachine {
    /// The result of one search.
    enum Outcome {
        /// The capture slots of the match (scalar offsets, -1 for unset).
        case match([Int])
        case noMatch
        case exceededWorkLimit
    }

    private struct Thread {
        var address: Int
        var slots: [Int]
    }

    private enum Frame {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    let program: RegexProgram
    let input: RegexInput
    /// Instructions executed or followed so far, over every search of this machine.
    private(set) var steps = 0
    private var marks: [Int]
    private var generation = 0
    private var stack: [Frame] = []

    init(program: RegexProgram, input: RegexInput) {
        self.program = program
        self.input = input
        self.marks = Array(repeating: -1, count: program.instructions.count)
    }

    /// Searches for the leftmost match starting at scalar offset `start` or later.
    mutating func search(from start: Int, workLimit: Int = .max) -> Outcome {
        var current: [Thread] = []
        var next: [Thread] = []
        var matched: [Int]?
        let empty = Array(repeating: -1, count: program.slotCount)
        generation += 1
        var currentGeneration = generation
        var position = start
        while position <= input.count {
            if matched == nil, !program.isAnchoredAtStart || position == 0 {
                addThread(to: &current, generation: currentGeneration, address: 0, position: position, slots: empty)
            }
            if current.isEmpty, matched != nil || program.isAnchoredAtStart { break }
            generation += 1
            let nextGeneration = generation
            for thread in current {
                steps += 1
                switch program.instructions[thread.address] {
                case .match:
                    matched = thread.slots
                case .scalar(let expected):
                    if position < input.count, scalar(at: position) == expected {
                        addThread(
                            to: &next, generation: nextGeneration, address: thread.address + 1,
                            position: position + 1, slots: thread.slots)
                    }
                case .characterClass(let index):
                    if position < input.count, matches(program.classes[index], at: position) {
                        addThread(
                            to: &next, generation: nextGeneration, address: thread.address + 1,
                            position: position + 1, slots: thread.slots)
                    }
                case .anyExceptLineTerminator:
                    if position < input.count, !RegexInput.isLineTerminator(input.scalars[position]) {
                        addThread(
                            to: &next, generation: nextGeneration, address: thread.address + 1,
                            position: position + 1, slots: thread.slots)
                    }
                case .split, .jump, .save, .assert, .requireProgress, .clearCaptures:
                    break
                }
                if case .match = program.instructions[thread.address] { break }
            }
            if steps > workLimit { return .exceededWorkLimit }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
            currentGeneration = nextGeneration
            if current.isEmpty, matched != nil { break }
            position += 1
        }
        return matched.map(Outcome.match) ?? .noMatch
    }

    private func scalar(at position: Int) -> UInt32 {
        program.isCaseInsensitive ? input.folded[position] : input.scalars[position]
    }

    private func matches(_ characterClass: RegexCharacterClass, at position: Int) -> Bool {
        let value = input.scalars[position]
        guard program.isCaseInsensitive else { return characterClass.matches(anyOf: value, value, value) }
        return characterClass.matches(anyOf: value, input.folded[position], input.uppercased[position])
    }

    /// Follows the empty transitions from `address` at `position` and appends the threads that reach a
    /// consuming instruction or `match`, in priority order, skipping addresses already on the list.
    private mutating func addThread(
        to list: inout [Thread], generation listGeneration: Int, address: Int, position: Int, slots: [Int]
    ) {
        var slots = slots
        stack.removeAll(keepingCapacity: true)
        stack.append(.explore(address))
        while let frame = stack.popLast() {
            switch frame {
            case .restore(let slot, let value):
                slots[slot] = value
            case .explore(let address):
                guard marks[address] != listGeneration else { continue }
                marks[address] = listGeneration
                steps += 1
                switch program.instructions[address] {
                case .jump(let target):
                    stack.append(.explore(target))
                case .split(let first, let second):
                    stack.append(.explore(second))
                    stack.append(.explore(first))
                case .save(let slot):
                    stack.append(.restore(slot: slot, value: slots[slot]))
                    stack.append(.explore(address + 1))
                    slots[slot] = position
                case .assert(let assertion):
                    if holds(assertion, at: position) { stack.append(.explore(address + 1)) }
                case .requireProgress(let slot):
                    if slots[slot] != position { stack.append(.explore(address + 1)) }
                case .clearCaptures(let first, let last):
                    for slot in (2 * first)...(2 * last + 1) where slots[slot] != -1 {
                        stack.append(.restore(slot: slot, value: slots[slot]))
                        slots[slot] = -1
                    }
                    stack.append(.explore(address + 1))
                case .scalar, .characterClass, .anyExceptLineTerminator, .match:
                    list.append(Thread(address: address, slots: slots))
                }
            }
        }
    }

    private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
        switch assertion {
        case .startOfLine:
            return position == 0
                || (program.isMultiline && RegexInput.isLineTerminator(input.scalars[position - 1]))
        case .endOfLine:
            return position == input.count
                || (program.isMultiline && RegexInput.isLineTerminator(input.scalars[position]))
        case .wordBoundary:
            return input.isWordCharacter(at: position - 1) != input.isWordCharacter(at: position)
        case .notWordBoundary:
            return input.isWordCharacter(at: position - 1) == input.isWordCharacter(at: position)
        }
    }
}
