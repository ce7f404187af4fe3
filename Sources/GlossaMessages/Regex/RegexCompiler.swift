/// Compiles a ``RegexNode`` tree into a ``RegexProgram``: `save 0`, the pattern, `save 1`, `match`.
///
/// Counted repetitions are expanded (`e{2,4}` → `e e (?:e(?:e)?)?`); the parser has already checked that
/// the result stays within ``BoundedRegex/maximumProgramSize``.
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
        for _ in 0..<minimum { compile(inner) }
        guard let maximum else {
            let split = emit(.split(0, 0))
            compile(inner)
            emit(.jump(split))
            program.instructions[split] = branch(body: split + 1, exit: nextAddress, isGreedy: isGreedy)
            return
        }
        var splits: [Int] = []
        for _ in minimum..<max(minimum, maximum) {
            splits.append(emit(.split(0, 0)))
            compile(inner)
        }
        for split in splits {
            program.instructions[split] = branch(body: split + 1, exit: nextAddress, isGreedy: isGreedy)
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
