#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LanguageCase {
    /// Values longer than this many Unicode scalars are returned unchanged.
    public static let maximumValueLength = 8_192
    /// At most this many distinct units (words) of a value are transformed; later ones stay as they are.
    public static let maximumUnitCount = 128
    /// At most this many rules-engine steps (``RuleLimits/maximumSteps``) are spent per application,
    /// over all conditions and operations of all units; a unit whose rules run out of steps stays as it
    /// is, as do the units after it.
    public static let maximumSteps = 1_000_000

    /// Applies the case to `value`, as TML's Ruby SDK does (`LanguageCase#apply`):
    ///
    /// 1. HTML tags (`<…>`, `</…>`) are set aside and restored afterwards; they are never transformed.
    /// 2. The units are the tag-free text as a whole (``LanguageCaseApplication/phrase``) or its
    ///    distinct words, split on whitespace, `/` and `\` (``LanguageCaseApplication/words``).
    /// 3. Every occurrence of each unit's text outside the tags is replaced, in unit order (a plain
    ///    substring replacement, as Ruby's `gsub`: a unit that occurs inside a longer word is replaced
    ///    there too).
    /// 4. A unit becomes the value of the **operation** of the first rule whose condition holds, with
    ///    `@value` bound to the unit and `@gender` to `gender`, or `"unknown"` when there is none. A
    ///    unit no rule matches, or whose operation fails, stays as it is.
    ///
    /// Deviations from Ruby, for robustness: empty words (from doubled separators) are not units,
    /// where Ruby would replace the empty string between every character; placeholders cannot be
    /// matched by later units; and the work is bounded (``maximumValueLength``,
    /// ``maximumUnitCount``, ``maximumSteps``), so hostile definitions or values cannot hang.
    ///
    /// - Parameters:
    ///   - value: the displayed token value or template parameter.
    ///   - gender: the gender of the token object (`male`, `female`, …), if known.
    public func apply(to value: String, gender: String?) -> String {
        apply(to: value, gender: gender, key: LanguageCaseMemo.GenderKey(gender))
    }

    /// ``apply(to:gender:)`` for an argument's object gender (`nil` when the value is not an object),
    /// as the resolver passes it: the memo's key for it is read from a table, not made from its text.
    func apply(to value: String, objectGender gender: Gender?) -> String {
        apply(to: value, gender: gender?.rawValue, key: LanguageCaseMemo.GenderKey(gender))
    }

    /// ``apply(to:gender:)`` with the memo's key of `gender`. The memo is used without retaining it:
    /// the case holds it for the whole call, and retaining it cost a lookup two atomic operations.
    @inline(__always)
    private func apply(to value: String, gender: String?, key: LanguageCaseMemo.GenderKey) -> String {
        guard let memo = memo.map(Unmanaged.passUnretained) else {
            return computeApplication(to: value, gender: gender)
        }
        if let known = memo._withUnsafeGuaranteedRef({ $0.result(for: value, gender: gender, key: key) }) {
            return known
        }
        let result = computeApplication(to: value, gender: gender)
        memo._withUnsafeGuaranteedRef { $0.remember(result, for: value, gender: gender, key: key) }
        return result
    }

    /// ``apply(to:gender:)`` without the memo.
    private func computeApplication(to value: String, gender: String?) -> String {
        guard !rules.isEmpty, value.unicodeScalars.count <= Self.maximumValueLength else { return value }
        if !value.isEmpty, !value.unicodeScalars.contains(where: { $0 == "<" || Self.isWordSeparator($0) }) {
            // One word and no tag (a name, most often): the value is its only unit and its only
            // occurrence, so the steps below would return its transform; skip splitting and rebuilding.
            var budget = Self.maximumSteps
            return transform(value, gender: .string(gender ?? "unknown"), today: Date(), budget: &budget) ?? value
        }
        var segments = CaseSegment.split(value)
        let units = self.units(of: segments)
        guard !units.isEmpty else { return value }
        for (index, unit) in units.enumerated() {
            segments = CaseSegment.mark(unit, as: index, in: segments)
        }
        var budget = Self.maximumSteps
        let genderValue = RuleValue.string(gender ?? "unknown")
        let today = Date()
        let transformed = units.map { unit -> String in
            let text = String(String.UnicodeScalarView(unit))
            return transform(text, gender: genderValue, today: today, budget: &budget) ?? text
        }
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let scalars): result.unicodeScalars.append(contentsOf: scalars)
            case .tag(let tag): result.unicodeScalars.append(contentsOf: tag)
            case .unit(let index): result += transformed[index]
            }
        }
        return result
    }

    /// The distinct units of the tag-free text, in order of first appearance.
    private func units(of segments: [CaseSegment]) -> [[Unicode.Scalar]] {
        var sanitized: [Unicode.Scalar] = []
        for case .text(let scalars) in segments { sanitized.append(contentsOf: scalars) }
        switch application {
        case .phrase:
            return sanitized.isEmpty ? [] : [sanitized]
        case .words:
            var units: [[Unicode.Scalar]] = []
            var seen: Set<String> = []
            for word in sanitized.split(whereSeparator: Self.isWordSeparator) {
                guard units.count < Self.maximumUnitCount else { break }
                let unit = Array(word)
                if seen.insert(String(String.UnicodeScalarView(unit))).inserted { units.append(unit) }
            }
            return units
        }
    }

    /// Ruby's `/[\s\/\\]/`: ASCII whitespace, slash and backslash.
    private static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "/", "\\": true
        default: false
        }
    }

    /// The operation value of the first rule whose condition holds for `unit`, or `nil`; `budget` is
    /// the number of rules-engine steps left, and running out ends the search.
    private func transform(_ unit: String, gender: RuleValue, today: Date, budget: inout Int) -> String? {
        var environment = RuleEnvironment(variables: ["@value": .string(unit), "@gender": gender], today: today)
        let perEvaluation = environment.limits.maximumSteps
        /// Evaluates `program` within what is left of the budget; `nil` when the budget ran out.
        func run(_ program: RuleProgram) -> Result<RuleValue, RuleEvaluationError>? {
            guard budget > 0 else { return nil }
            environment.limits.maximumSteps = min(perEvaluation, budget)
            let (result, steps) = program.evaluateCountingSteps(in: environment)
            budget -= max(steps, 1)
            if case .failure = result, budget <= 0 { return nil }
            return result
        }
        for rule in rules {
            if let condition = rule.condition {
                guard let outcome = run(condition) else { return nil }
                guard case .success(let value) = outcome, value.isTruthy else { continue }
            }
            guard case .success(let result)? = run(rule.operation) else { return nil }
            return result.text
        }
        return nil
    }
}

/// A piece of a value being transformed by a language case.
enum CaseSegment {
    /// Text not (yet) claimed by a unit.
    case text([Unicode.Scalar])
    /// An HTML tag, restored verbatim.
    case tag([Unicode.Scalar])
    /// An occurrence of the unit with this index.
    case unit(Int)

    /// Splits `value` into text and the tags Ruby's `/<\/?[^>]*>/` finds.
    static func split(_ value: String) -> [CaseSegment] {
        let scalars = Array(value.unicodeScalars)
        var segments: [CaseSegment] = []
        var textStart = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            guard let close = scalars[index...].firstIndex(of: ">") else { break }
            if textStart < index { segments.append(.text(Array(scalars[textStart..<index]))) }
            segments.append(.tag(Array(scalars[index...close])))
            index = close + 1
            textStart = index
        }
        if textStart < scalars.count { segments.append(.text(Array(scalars[textStart...]))) }
        return segments
    }

    /// Replaces every occurrence of `unit` in the text segments by `.unit(index)`.
    static func mark(_ unit: [Unicode.Scalar], as index: Int, in segments: [CaseSegment]) -> [CaseSegment] {
        var result: [CaseSegment] = []
        result.reserveCapacity(segments.count)
        for segment in segments {
            guard case .text(let text) = segment else {
                result.append(segment)
                continue
            }
            var start = 0
            var position = 0
            while position + unit.count <= text.count {
                if text[position..<(position + unit.count)].elementsEqual(unit) {
                    if start < position { result.append(.text(Array(text[start..<position]))) }
                    result.append(.unit(index))
                    position += unit.count
                    start = position
                } else {
                    position += 1
                }
            }
            if start < text.count { result.append(.text(Array(text[start...]))) }
        }
        return result
    }
}
