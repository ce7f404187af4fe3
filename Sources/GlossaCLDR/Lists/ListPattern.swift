/// The kind of list a ``ListPattern`` joins: CLDR's `standard` ("a, b, and c") or `or` ("a, b, or c").
public enum ListPatternKind: String, Sendable, CaseIterable {
    /// A conjunction: CLDR's `standard` list pattern.
    case and
    /// A disjunction: CLDR's `or` list pattern.
    case or
}

/// How a locale joins the items of a list, from CLDR's list patterns (`listPatterns` in the
/// locale's data): `a, b, and c` in English, `a、b和c` in Chinese, `a, b и c` in Russian.
///
/// CLDR gives four patterns, each `{0}` and `{1}` among the locale's words and punctuation: one for
/// exactly two items, and for longer lists one for the start, one for the middle and one for the end.
/// A list of n ≥ 3 items is `start(i₀, middle(i₁, … middle(iₙ₋₃, end(iₙ₋₂, iₙ₋₁))))`. Each part a
/// locale does not give is inherited along its ``LocaleIdentifier/parentChain``, as CLDR resolves it.
public struct ListPattern: Sendable, Hashable {
    /// One of the four patterns, split around its two items.
    public struct Part: Sendable, Hashable {
        /// The text before the first item (usually empty).
        public let before: String
        /// The text between the items (`", "`, `" and "`, `"和"`).
        public let between: String
        /// The text after the second item (usually empty).
        public let after: String
    }

    /// What a formatted list is made of, in order: literal text of the pattern, or an item.
    public enum Piece: Sendable, Hashable {
        /// Text of the pattern.
        case literal(String)
        /// The item at this index.
        case item(Int)
    }

    /// The pattern for a list of exactly two items.
    public let two: Part
    /// The pattern joining the first item to the rest of a longer list.
    public let start: Part
    /// The pattern joining an item in the middle to the rest.
    public let middle: Part
    /// The pattern joining the last two items.
    public let end: Part

    /// The list pattern of `kind` for `locale`.
    public init(for locale: LocaleIdentifier, kind: ListPatternKind = .and) {
        let chain = locale.parentChain.map(\.posixIdentifier)
        func part(_ name: String) -> Part {
            for key in chain {
                if let pattern = ListPatterns.table["\(key) \(kind.rawValue) \(name)"] { return pattern }
            }
            // Unreachable with the generated data, which the generator checks gives all of root's parts.
            return Part(before: "", between: ", ", after: "")
        }
        two = part("2")
        start = part("start")
        middle = part("middle")
        end = part("end")
    }

    /// The pieces of a list of `count` items, in order.
    public func pieces(count: Int) -> [Piece] {
        switch count {
        case ..<1: return []
        case 1: return [.item(0)]
        case 2: return Self.joined([two], count: 2)
        default: return Self.joined([start] + Array(repeating: middle, count: count - 3) + [end], count: count)
        }
    }

    /// `items` joined: `["a", "b", "c"]` → `"a, b, and c"` in English.
    public func format(_ items: [String]) -> String {
        pieces(count: items.count).reduce(into: "") { text, piece in
            switch piece {
            case .literal(let literal): text += literal
            case .item(let index): text += items[index]
            }
        }
    }

    /// The nesting `parts[0](i₀, parts[1](i₁, … parts[last](iₙ₋₂, iₙ₋₁)))` written out flat.
    private static func joined(_ parts: [Part], count: Int) -> [Piece] {
        var pieces: [Piece] = []
        func literal(_ text: String) { if !text.isEmpty { pieces.append(.literal(text)) } }
        for (index, part) in parts.enumerated() {
            literal(part.before)
            pieces.append(.item(index))
            literal(part.between)
        }
        pieces.append(.item(count - 1))
        for part in parts.reversed() { literal(part.after) }
        return pieces
    }
}

/// The generated list patterns, decoded once: `"zh and end"` → its part.
enum ListPatterns {
    static let table: [String: ListPattern.Part] = {
        var result: [String: ListPattern.Part] = [:]
        for line in ListPatternData.entries.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let first = fields[3].firstRange(of: "{0}"),
                let second = fields[3].firstRange(of: "{1}")
            else { continue }
            let pattern = fields[3]
            result["\(fields[0]) \(fields[1]) \(fields[2])"] = ListPattern.Part(
                before: String(pattern[..<first.lowerBound]),
                between: String(pattern[first.upperBound..<second.lowerBound]),
                after: String(pattern[second.upperBound...]))
        }
        return result
    }()
}
