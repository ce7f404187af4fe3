/// One instruction of a compiled pattern (a Thompson NFA in Pike-VM form).
enum RegexInstruction: Sendable, Hashable {
    /// Consumes one scalar equal to the operand (already case-folded when matching ignores case).
    case scalar(UInt32)
    /// Consumes one scalar in the class at this index of ``RegexProgram/classes``.
    case characterClass(Int)
    /// Consumes one scalar that is not a line terminator.
    case anyExceptLineTerminator
    /// Continues at both targets, the first with higher priority.
    case split(Int, Int)
    /// Continues at the target.
    case jump(Int)
    /// Records the current position in a capture slot.
    case save(Int)
    /// Continues only if the assertion holds at the current position.
    case assert(RegexAssertion)
    /// Continues only if the current position differs from the one recorded in the slot: an optional
    /// iteration of a quantifier must not match the empty string (JavaScript's RepeatMatcher rule).
    case requireProgress(Int)
    /// Unsets capture groups `first…last` (JavaScript resets a quantified group's captures on every
    /// iteration).
    case clearCaptures(first: Int, last: Int)
    /// The pattern matched.
    case match
}

/// A compiled pattern: instructions, the classes they refer to and the flags that affect matching.
struct RegexProgram: Sendable, Hashable {
    var instructions: [RegexInstruction] = []
    var classes: [RegexCharacterClass] = []
    /// The number of capture groups, not counting group 0 (the whole match).
    var captureGroupCount = 0
    var isCaseInsensitive = false
    var isMultiline = false
    /// True when every match must start at the beginning of the text (`^…` without `m`).
    var isAnchoredAtStart = false

    /// What the text's last scalar must be for a pattern anchored at the end (`nil`: no such rule).
    var endFilter: RegexEndFilter?

    /// Whether a search of `text` may find a match, judged without running the program.
    func mayMatch(_ text: String) -> Bool {
        endFilter?.admits(text, caseInsensitive: isCaseInsensitive) ?? true
    }

    /// Slots that record where optional iterations of quantifiers started.
    var progressSlotCount = 0

    /// Two slots (start, end) per group, group 0 included, then the progress slots.
    var slotCount: Int { (captureGroupCount + 1) * 2 + progressSlotCount }
}
