/// Compiles a ``RegexNode`` tree into a ``RegexProgram``: `save 0`, the pattern, `save 1`, `match`.
///
/// Counted repetitions are expanded (`e{2,4}` → `e e (?:e(?:e)?)?`); the parser has already checked that
/// the result stays within ``BoundedRegex/maximumProgramSize``. Quantifiers follow JavaScript: each
/// iteration starts with the body's captures unset, and an optional iteration that matches the empty
/// string fails (so `(a?)?` on `""` leaves group 1 unset, and `(?:x??)?y` prefers consuming `x`).
struct RegexCompiler {
    private var program = RegexProgram()

    static func compile(
        _ node: RegexNode, captureGroupCount: Int, options: BoundedRegex.Options
    ) -> RegexProgram {
        var compiler = RegexCompiler()
        compiler.program.captureGroupCount = captureGroupCount
        compiler.program.isCaseInsensitive = options.contains(.caseInsensitive)
        compiler.program.isMultiline = options.contains(.multiline)
        compiler.program.isAnchoredAtStart = !options.contains(.multiline) && startsWithStartAnchor(node)
        if !options.contains(.multiline) {
            compiler.program.endFilter = RegexEndFilter(node, caseInsensitive: options.contains(.caseInsensitive))
        }
        compiler.emit(.save(0))
        compiler.compile(node)
        compiler.emit(.save(1))
        compiler.emit(.match)
        return compiler.program
    }

    private var nextAddress: Int { program.instructions.count }

    @discardableResult
    private mutating func emit(_ instruction: RegexInstruction) -> Int {
        program.instructions.append(instruction)
        return program.instructions.count - 1
    }

    private mutating func compile(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            emit(.scalar(program.isCaseInsensitive ? RegexCaseFolding.fold(value) : value))
        case .characterClass(let characterClass):
            program.classes.append(characterClass)
            emit(.characterClass(program.classes.count - 1))
        case .anyExceptLineTerminator:
            emit(.anyExceptLineTerminator)
        case .assertion(let assertion):
            emit(.assert(assertion))
        case .group(let inner, let index):
            if let index { emit(.save(2 * index)) }
            compile(inner)
            if let index { emit(.save(2 * index + 1)) }
        case .concatenation(let items):
            for item in items { compile(item) }
        case .alternation(let alternatives):
            compileAlternation(alternatives)
        case .repetition(let inner, let minimum, let maximum, let isGreedy):
            compileRepetition(inner, minimum: minimum, maximum: maximum, isGreedy: isGreedy)
        }
    }

    private mutating func compileAlternation(_ alternatives: [RegexNode]) {
        var jumpsToEnd: [Int] = []
        for (offset, alternative) in alternatives.enumerated() {
            guard offset < alternatives.count - 1 else {
                compile(alternative)
                break
            }
            let split = emit(.split(0, 0))
            compile(alternative)
            jumpsToEnd.append(emit(.jump(0)))
            program.instructions[split] = .split(split + 1, nextAddress)
        }
        for jump in jumpsToEnd { program.instructions[jump] = .jump(nextAddress) }
    }

    private mutating func compileRepetition(_ inner: RegexNode, minimum: Int, maximum: Int?, isGreedy: Bool) {
        let groups = Self.captureGroups(in: inner)
        var progressSlot: Int?
        if Self.canMatchEmpty(inner) {
            progressSlot = (program.captureGroupCount + 1) * 2 + program.progressSlotCount
            program.progressSlotCount += 1
        }
        for _ in 0..<minimum { compileIteration(inner, groups: groups, progressSlot: nil) }
        guard let maximum else {
            let split = emit(.split(0, 0))
            compileIteration(inner, groups: groups, progressSlot: progressSlot)
            emit(.jump(split))
            program.instructions[split] = branch(body: split + 1, exit: nextAddress, isGreedy: isGreedy)
            return
        }
        var splits: [Int] = []
        for _ in minimum..<max(minimum, maximum) {
            splits.append(emit(.split(0, 0)))
            compileIteration(inner, groups: groups, progressSlot: progressSlot)
        }
        for split in splits {
            program.instructions[split] = branch(body: split + 1, exit: nextAddress, isGreedy: isGreedy)
        }
    }

    /// One iteration: captures of the body reset, and for optional iterations of a body that can match
    /// the empty string, a check that the iteration consumed something.
    private mutating func compileIteration(_ inner: RegexNode, groups: ClosedRange<Int>?, progressSlot: Int?) {
        if let groups { emit(.clearCaptures(first: groups.lowerBound, last: groups.upperBound)) }
        if let progressSlot { emit(.save(progressSlot)) }
        compile(inner)
        if let progressSlot { emit(.requireProgress(progressSlot)) }
    }

    /// Whether `node` can match the empty string.
    static func canMatchEmpty(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion: return true
        case .scalar, .characterClass, .anyExceptLineTerminator: return false
        case .group(let inner, _): return canMatchEmpty(inner)
        case .concatenation(let items): return items.allSatisfy(canMatchEmpty)
        case .alternation(let alternatives): return alternatives.contains(where: canMatchEmpty)
        case .repetition(let inner, let minimum, _, _): return minimum == 0 || canMatchEmpty(inner)
        }
    }

    /// The numbers of the capture groups inside `node` (they are consecutive), or `nil`.
    static func captureGroups(in node: RegexNode) -> ClosedRange<Int>? {
        func merge(_ a: ClosedRange<Int>?, _ b: ClosedRange<Int>?) -> ClosedRange<Int>? {
            guard let a else { return b }
            guard let b else { return a }
            return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
        }
        switch node {
        case .empty, .assertion, .scalar, .characterClass, .anyExceptLineTerminator: return nil
        case .group(let inner, let index): return merge(index.map { $0...$0 }, captureGroups(in: inner))
        case .concatenation(let items), .alternation(let items): return items.map(captureGroups).reduce(nil, merge)
        case .repetition(let inner, _, _, _): return captureGroups(in: inner)
        }
    }

    private func branch(body: Int, exit: Int, isGreedy: Bool) -> RegexInstruction {
        isGreedy ? .split(body, exit) : .split(exit, body)
    }

    private static func startsWithStartAnchor(_ node: RegexNode) -> Bool {
        switch node {
        case .assertion(.startOfLine): return true
        case .concatenation(let items): return items.first.map(startsWithStartAnchor) ?? false
        case .group(let inner, _): return startsWithStartAnchor(inner)
        case .alternation(let alternatives): return alternatives.allSatisfy(startsWithStartAnchor)
        case .repetition(let inner, let minimum, _, _): return minimum > 0 && startsWithStartAnchor(inner)
        default: return false
        }
    }
}
