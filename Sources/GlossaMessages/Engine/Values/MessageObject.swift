/// The grammatical gender of a person or thing a message refers to.
public enum Gender: String, Sendable, Hashable, Codable, CaseIterable {
    /// Masculine.
    case male
    /// Feminine.
    case female
    /// Known to be neither, or deliberately unspecified.
    case other
    /// Not known.
    case unknown
}

/// An object passed to a message: what it displays as, its gender, and named attributes that method
/// tokens (`{user.name}`) and attribute forms read.
public struct MessageObject: Sendable {
    /// The text shown for the object itself.
    public var displayText: String {
        get { storage.displayText }
        set { update { $0.displayText = newValue } }
    }
    /// Whether `displayText` may be inserted into HTML unescaped (TML's "literal" forms).
    public var displayTextIsSafe: Bool {
        get { storage.displayTextIsSafe }
        set { update { $0.displayTextIsSafe = newValue } }
    }
    /// The object's gender, when it has one.
    public var gender: Gender? {
        get { storage.gender }
        set { update { $0.gender = newValue } }
    }
    /// Named attributes (`name`, `email`, …).
    public var attributes: [String: MessageValue] {
        get { storage.attributes }
        set { update { $0.attributes = newValue } }
    }
    /// The number the object stands for, when it is a number shown with other text (TML's
    /// `[5, "five"]`): number contexts select with it.
    public var number: MessageNumber? {
        get { storage.number }
        set { update { $0.number = newValue } }
    }

    /// The fields, shared between copies: a value argument is copied on every render, and one
    /// reference costs less to copy than five fields. Changes copy the storage first.
    private var storage: Storage

    /// The fields of the object an argument holds, if it holds one, without retaining them: for a
    /// render reading its arguments in place. Valid while the argument is, which for a render's
    /// arguments is the whole render (the caller's context owns them). Reading an object out of the
    /// arguments' memory would otherwise retain and release it each time: two atomic operations.
    @inline(__always)
    static func unretainedFields(of entry: UnsafePointer<MessageArguments.Entry>) -> Unmanaged<Storage>? {
        guard case .object(let object) = entry.pointee.value else { return nil }
        return Unmanaged.passUnretained(object.storage)
    }

    /// The fields, shared between copies (see ``storage``).
    final class Storage: Sendable {
        let displayText: String
        let displayTextIsSafe: Bool
        let gender: Gender?
        let attributes: [String: MessageValue]
        let number: MessageNumber?

        fileprivate init(_ fields: Fields) {
            displayText = fields.displayText
            displayTextIsSafe = fields.displayTextIsSafe
            gender = fields.gender
            attributes = fields.attributes
            number = fields.number
        }

        fileprivate var fields: Fields {
            Fields(
                displayText: displayText, displayTextIsSafe: displayTextIsSafe, gender: gender,
                attributes: attributes, number: number)
        }
    }

    fileprivate struct Fields {
        var displayText: String
        var displayTextIsSafe: Bool
        var gender: Gender?
        var attributes: [String: MessageValue]
        var number: MessageNumber?
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// Creates an object.
    public init(
        displayText: String, displayTextIsSafe: Bool = false, gender: Gender? = nil,
        attributes: [String: MessageValue] = [:], number: MessageNumber? = nil
    ) {
        storage = Storage(
            Fields(
                displayText: displayText, displayTextIsSafe: displayTextIsSafe, gender: gender,
                attributes: attributes, number: number))
    }
}

/// A list argument: its elements and how they are joined (TML `[[users], "{$0}", {limit: 4}]`).
///
/// With the default ``separator`` and a ``joiner`` of `"and"` or `"or"` (TML's own words, which the
/// TML SDKs translate), the list is joined the way the message's language joins lists, from CLDR's
/// list patterns: `a, b, and c` in English, `a, b и c` in Russian, `a、b和c` in Chinese. Any other
/// separator or joiner is used as written: the separator between elements and the joiner, with a
/// space either side, before the last.
public struct MessageList: Sendable {
    /// The elements.
    public var elements: [MessageValue]
    /// How each element is shown: its own display text, or a template where `{$0}` is that text
    /// (the element text is escaped in HTML; the template is trusted).
    public var elementTemplate: String?
    /// At most this many elements are listed; the rest are summarised by ``remainder``.
    public var limit: Int
    /// Between elements: `", "` (the default) follows the language; anything else is used as written.
    public var separator: String
    /// Before the last element: `"and"` (the default) or `"or"` follow the language; any other word is
    /// used as written; empty joins everything with the separator.
    public var joiner: String
    /// What stands for the elements beyond ``limit``, with `{count}` for their number (`"{count} more"`,
    /// trusted), joined as the list's last element. Without one: `1 other`, `2 others` in English (TML's
    /// own source text) and `+2` in every other language, whose words the message's author supplies here.
    public var remainder: String?

    /// Creates a list.
    public init(
        _ elements: [MessageValue], elementTemplate: String? = nil, limit: Int = 4, separator: String = ", ",
        joiner: String = "and", remainder: String? = nil
    ) {
        self.elements = elements
        self.elementTemplate = elementTemplate
        self.limit = limit
        self.separator = separator
        self.joiner = joiner
        self.remainder = remainder
    }
}

/// What the caller supplies for a decoration token such as `[link: …]`.
public struct DecorationValue: Sendable {
    /// A template with `{$0}` for the decorated content (`"<a href='x'>{$0}</a>"`), trusted.
    public var template: String?
    /// Attributes substituted into the default template (`href` for `{$href}`); escaped in HTML.
    public var attributes: [String: String]
    /// Whether the decoration is MessageFormat 2 markup (`{#b}…{/b}`), whose options are the
    /// ``attributes``. Markup is written only where an output knows its name as safe: HTML looks it
    /// up in ``HTMLOutput/markupTemplates`` (unknown names keep only their content), plain text
    /// writes nothing for it (the specification's string formatting), `AttributedString` marks the
    /// content as it marks any decoration.
    public var isMarkup: Bool

    /// Creates a decoration value.
    public init(template: String? = nil, attributes: [String: String] = [:], isMarkup: Bool = false) {
        self.template = template
        self.attributes = attributes
        self.isMarkup = isMarkup
    }
}
