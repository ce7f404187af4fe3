/// Chooses a variant of a selection from an argument's value.
///
/// Each syntax brings its selectors (a TML language context, an ICU plural with offset, Apple's plural
/// rule with its exact zero); the resolver only asks for the keys, most preferred first, and renders
/// the first variant the message has. Adding a syntax never touches the resolver.
public protocol MessageSelector: Sendable {
    /// The variant keys that fit `value`, most preferred first (for example `=1`, `one`, `other`),
    /// or a failure explaining why nothing fits (for example "count is not a number").
    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure>

    /// This selector fitted to one selection whose variants have `variantKeys` (in order): it
    /// answers with the index of the variant to render, so a render compares no keys. Compiling a
    /// message calls this once per selection. By default the keys of ``keys(for:in:)`` are matched
    /// against the variants' keys; selectors that can map their choices to variants ahead override it.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector
}

extension MessageSelector {
    /// Matches the keys of ``keys(for:in:)`` against the variants' keys, most preferred first.
    public func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        KeyMatchingSelector(selector: self, variantKeys: variantKeys)
    }
}

/// A selector fitted to the variants of one selection (see ``MessageSelector/prepared(forVariantKeys:)``).
public protocol PreparedSelector: Sendable {
    /// The variant to render for `value`, or why none can be.
    func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice
    /// Tables that answer for the commonest values without a call; by default none.
    var shortcuts: SelectionShortcuts { get }
}

extension PreparedSelector {
    /// No shortcuts: every value is chosen by ``choose(for:in:)``.
    public var shortcuts: SelectionShortcuts { .none }
}

/// Tables a prepared selector hands the resolver so that it chooses for the values messages meet
/// most (small non-negative integers, gendered objects) by indexing, without calling the selector.
///
/// Values map to classes (a language context's rules, plural categories), which a selector can
/// share between all the selections of a locale; classes map to this selection's variants. A `-1`
/// anywhere means "ask the selector", so a table never has to be complete, only right where it
/// answers.
public struct SelectionShortcuts: Sendable {
    /// The class of each integer `0..<integerClasses.count`, or `-1`.
    public var integerClasses: [Int16] { classTables?.integers ?? [] }
    /// The class of each ``Gender`` (in `allCases` order) of an object argument, or `-1`; empty when
    /// genders are not answered ahead.
    public var genderClasses: [Int16] { classTables?.genders ?? [] }
    /// The variant of each class, or `-1`.
    public var variantByClass: [Int16] { classTables?.variants ?? [] }
    /// The tables of a selection whose values map to classes (a TML context's); `nil` for the others
    /// (plurals and selects on text), so that storing or dropping their shortcuts, once per selection
    /// a message compiles, costs one reference each rather than three more.
    private let classTables: ClassTables?
    /// How a plural selection chooses for integers (it then answers for numbers instead of
    /// ``integerClasses``), if its selector handed one over.
    let plural: PluralShortcut?
    /// The variant keys a text value (a string or safe string) is compared with, in order: a text
    /// equal to key `i` chooses variant `i`; `nil` when texts are not answered ahead.
    let textKeys: [String]?
    /// The variant of a text equal to none of ``textKeys``, or `-1` (ask the selector).
    let otherTextVariant: Int32

    /// ``integerClasses``, ``genderClasses`` and ``variantByClass``.
    private struct ClassTables: Sendable {
        let integers: [Int16]
        let genders: [Int16]
        let variants: [Int16]
    }

    /// Creates shortcuts.
    public init(integerClasses: [Int16] = [], genderClasses: [Int16] = [], variantByClass: [Int16] = []) {
        let genders = genderClasses.count == Gender.allCases.count ? genderClasses : []
        classTables =
            integerClasses.isEmpty && genders.isEmpty && variantByClass.isEmpty
            ? nil : ClassTables(integers: integerClasses, genders: genders, variants: variantByClass)
        plural = nil
        textKeys = nil
        otherTextVariant = -1
    }

    /// Shortcuts of a plural selection: integers are chosen by `plural`.
    init(plural: PluralShortcut) {
        classTables = nil
        self.plural = plural
        textKeys = nil
        otherTextVariant = -1
    }

    /// Shortcuts of a selection on text (an ICU `select`): a text equal to one of `textKeys` chooses
    /// its variant (the first, when keys repeat), any other text `otherTextVariant` (`-1`: ask the
    /// selector).
    init(textKeys: [String], otherTextVariant: Int) {
        classTables = nil
        plural = nil
        self.textKeys = textKeys
        self.otherTextVariant = Int32(truncatingIfNeeded: otherTextVariant)
    }

    /// No shortcuts.
    public static let none = SelectionShortcuts()

    /// The variant for an integer, if the tables answer for it.
    @inline(__always)
    func variant(forInteger value: Int) -> Int? {
        guard let classTables, value >= 0, value < classTables.integers.count else { return nil }
        return Self.variant(ofClass: classTables.integers[value], in: classTables.variants)
    }

    /// The variant for a number, if the tables answer for it: by ``plural`` when there is one, else
    /// by ``integerClasses`` for an `Int`.
    @inline(__always)
    func variant(for number: MessageNumber) -> Int? {
        if let plural { return plural.variant(for: number) }
        guard let integer = number.integerValue else { return nil }
        return variant(forInteger: integer)
    }

    /// The variant for a text value, if the tables answer for it: the first of ``textKeys`` equal to
    /// it, else ``otherTextVariant``.
    ///
    /// Keys of the text's UTF-8 length are compared first (most keys differ in length, and a length
    /// is read without a call): that finds a key spelled as the text. A key of another length can
    /// still be canonically equivalent to it (the Kelvin sign and "K"), so when none of its length
    /// is, the others are compared before the text counts as none of them.
    @inline(__always)
    func variant(forText text: String) -> Int? {
        guard let textKeys else { return nil }
        let length = text.utf8.count
        var index = 0
        while index < textKeys.count {
            if textKeys[index].utf8.count == length, textKeys[index] == text { return index }
            index &+= 1
        }
        if let index = Self.equivalentKey(to: text, length: length, in: textKeys) { return index }
        return otherTextVariant >= 0 ? Int(otherTextVariant) : nil
    }

    /// The first of `keys` whose UTF-8 length is not `length` but which equals `text` (whose length
    /// it is). Out of line: only a text that is none of the keys comes here.
    @inline(never)
    private static func equivalentKey(to text: String, length: Int, in keys: [String]) -> Int? {
        keys.indices.first { keys[$0].utf8.count != length && keys[$0] == text }
    }

    /// The variant for a gender, if the tables answer for it.
    @inline(__always)
    func variant(for gender: Gender) -> Int? {
        guard let classTables, !classTables.genders.isEmpty else { return nil }
        return Self.variant(ofClass: classTables.genders[gender.tableIndex], in: classTables.variants)
    }

    /// The variant of class `index` in `variants` (``variantByClass``), if it has one.
    @inline(__always)
    private static func variant(ofClass index: Int16, in variants: [Int16]) -> Int? {
        guard index >= 0, Int(index) < variants.count else { return nil }
        let variant = variants[Int(index)]
        return variant >= 0 ? Int(variant) : nil
    }
}

/// What a ``PreparedSelector`` chose.
public enum VariantChoice: Sendable {
    /// Render the variant at this index.
    case variant(Int)
    /// Render the variant at this index, reporting what the selector found (a value it could not
    /// read, which made it choose a catch-all variant).
    case reportedVariant(Int, [RenderProblem])
    /// The selector chose these keys, but the message has no variant for any of them.
    case noVariant(SelectionKeys)
    /// The selector could not choose.
    case failure(SelectionFailure)

    /// The variant for the most preferred of `keys` among `variantKeys`, or ``noVariant(_:)``.
    public init(keys: SelectionKeys, among variantKeys: [String]) {
        if let index = variantKeys.firstIndex(of: keys.first) {
            self = .variant(index)
        } else if let key = keys.second, let index = variantKeys.firstIndex(of: key) {
            self = .variant(index)
        } else if let key = keys.third, let index = variantKeys.firstIndex(of: key) {
            self = .variant(index)
        } else {
            self = .noVariant(keys)
        }
    }
}

/// The default ``PreparedSelector``: the selector's keys matched against the variants' keys.
struct KeyMatchingSelector<Selector: MessageSelector>: PreparedSelector {
    let selector: Selector
    let variantKeys: [String]

    func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
        VariantChoice(matching: selector, value: value, context: context, variantKeys: variantKeys)
    }
}

/// Up to three variant keys, most preferred first, without allocating (selection runs on every render).
public struct SelectionKeys: Sendable, Hashable, Sequence {
    /// The most preferred key.
    public let first: String
    /// The next, if any.
    public let second: String?
    /// The last resort, if any.
    public let third: String?

    /// Creates keys in order of preference.
    public init(_ first: String, _ second: String? = nil, _ third: String? = nil) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// Iterates the keys in order.
    public func makeIterator() -> IndexingIterator<[String]> {
        [first, second, third].compactMap { $0 }.makeIterator()
    }

    /// Whether `key` is one of the keys.
    public func contains(_ key: String) -> Bool { key == first || key == second || key == third }
}

/// Why a selector could not choose.
public struct SelectionFailure: Error, Sendable, Hashable {
    /// What went wrong, in a few words.
    public let reason: String

    /// Creates a failure.
    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Changes the display text of an argument (a language case, a number format…).
public protocol ValueTransform: Sendable {
    /// The transformed text, or `nil` when the transform does not apply (a diagnostic says why, and
    /// the text is kept, or the argument's verbatim source shown when ``failureShowsVerbatim``).
    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String?
    /// A short name for diagnostics (`case gen`).
    var name: String { get }
    /// Whether an argument whose transform does not apply shows its verbatim source (MessageFormat
    /// 2's fallback, `{$x}`) rather than the value's text.
    var failureShowsVerbatim: Bool { get }
}

extension ValueTransform {
    /// By default a transform that does not apply keeps the value's text.
    public var failureShowsVerbatim: Bool { false }
}
