/// Renders to HTML. Every caller-supplied value is escaped unless marked safe; decoration templates
/// are trusted. Decorations use the caller's value for their name when it is a template or
/// attributes, else the default templates, else `<name>…</name>`.
///
/// MessageFormat 2 markup (``DecorationValue/isMarkup``) is written only through
/// ``markupTemplates``, an allow-list looked up as ``templates`` are (``DecorationTemplates/htmlMarkup``
/// by default: `{#b}bold{/b}` → `<b>bold</b>`, `{#br/}` → `<br>`): the markup's options fill the
/// template's `{$attribute}` placeholders, escaped, and markup whose name has no template keeps
/// only its content, so a message can never open an element (`<script>`) or an attribute the
/// table does not name.
public struct HTMLOutput: MessageOutput {
    /// The HTML rendered so far.
    public var html: String { buffer.string() }
    /// The default decoration templates.
    public var templates: DecorationTemplates {
        get { customTemplates ?? .html }
        set { customTemplates = newValue }
    }
    /// The templates, or `nil` for the standard ``DecorationTemplates/html`` (read when a decoration
    /// needs it, so a render without decorations neither retains nor releases the table).
    private var customTemplates: DecorationTemplates?
    /// The templates of MessageFormat 2 markup: the elements it may write, and the options each
    /// writes as attributes. Markup with no template here keeps only its content.
    public var markupTemplates: DecorationTemplates {
        get { customMarkupTemplates ?? .htmlMarkup }
        set { customMarkupTemplates = newValue }
    }
    /// The markup templates, or `nil` for the standard ``DecorationTemplates/htmlMarkup``.
    private var customMarkupTemplates: DecorationTemplates?
    private var buffer: UTF8Buffer
    private var stack = DecorationStack()

    /// Creates an empty output, with room for about `capacity` bytes.
    ///
    /// - Parameters:
    ///   - templates: the decoration templates; `nil` (the default) for ``DecorationTemplates/html``,
    ///     which the output then reads only when a decoration needs it, so a render without
    ///     decorations neither retains nor releases the table.
    ///   - markupTemplates: the templates of MessageFormat 2 markup; `nil` (the default) for
    ///     ``DecorationTemplates/htmlMarkup``, read likewise only when markup is written.
    ///   - capacity: the bytes to reserve for the HTML.
    public init(templates: DecorationTemplates? = nil, markupTemplates: DecorationTemplates? = nil, capacity: Int = 0) {
        customTemplates = templates
        customMarkupTemplates = markupTemplates
        buffer = UTF8Buffer(capacity: capacity)
    }

    /// Calls `body` with the UTF-8 written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { buffer.withBytes(body) }

    /// An output that writes into `scratch` while the HTML fits; it must not outlive `scratch`.
    /// The output has the standard templates.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        buffer = UTF8Buffer(scratch: scratch)
    }

    /// Appends message text as it is (it comes from the translation).
    public mutating func appendLiteral(_ text: String) { buffer.append(text) }

    /// Appends message text given as UTF-8, as it is. Inlined where the resolver calls it (a
    /// decoration's fold is a few bytes; the call cost more than the copy).
    @inline(__always)
    public mutating func appendLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }

    /// Appends a value, escaped unless safe.
    public mutating func appendValue(_ text: String, isSafe: Bool) {
        if isSafe { buffer.append(text) } else { Self.appendEscaped(text, to: &buffer) }
    }

    /// Appends an argument's UTF-8, escaped unless safe.
    public mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>, isSafe: Bool) {
        if isSafe { buffer.append(bytes) } else { Self.appendEscaped(bytes, to: &buffer) }
    }

    /// The text HTML-escaped.
    public func escapedValue(_ text: String) -> String {
        // Most values need no escaping: they are returned as they are, not rebuilt.
        Self.needsEscaping(text) ? Self.escape(text) : text
    }

    /// Opens a decoration.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        beginDecoration(DecorationName(name), value: value)
    }

    /// Opens a decoration named ahead.
    public mutating func beginDecoration(_ name: DecorationName, value: MessageValue?) {
        if value == nil, let template = templates.template(for: name), let prefix = template.literalPrefix,
            template.literalSuffix != nil
        {
            // The usual decoration: a default template of literal text, no caller value.
            prefix.withUnsafeBufferPointer { buffer.append($0) }
            stack.push(OpenDecoration(template: template, attributes: nil, contentStart: buffer.count))
            return
        }
        let request = DecorationRequest(value)
        if request.isMarkup {
            beginMarkup(name, attributes: request.attributes)
            return
        }
        guard !request.contentOnly else {
            stack.push(nil)
            return
        }
        let template =
            request.template ?? templates.template(for: name)
            ?? DecorationTemplate("<\(name.text)>{$0}</\(name.text)>")
        DecorationTemplate.append(template.prefix, attributes: request.attributes, escapesAttributes: true, to: &buffer)
        stack.push(OpenDecoration(template: template, attributes: request.attributes, contentStart: buffer.count))
    }

    /// Opens markup through its template in ``markupTemplates`` (options escaped into its
    /// placeholders), or, without one, keeps only its content.
    private mutating func beginMarkup(_ name: DecorationName, attributes: [String: String]) {
        guard let template = markupTemplates.template(for: name) else {
            stack.push(nil)
            return
        }
        DecorationTemplate.append(template.prefix, attributes: attributes, escapesAttributes: true, to: &buffer)
        stack.push(OpenDecoration(template: template, attributes: attributes, contentStart: buffer.count))
    }

    /// Closes the innermost decoration.
    public mutating func endDecoration() {
        guard let open = stack.pop() else { return }
        let template = open.template
        if !template.includesContent || template.suffixRepeatsContent {
            // A template without {$0} replaces the content (TML's substitution); one with several
            // repeats it at each.
            let content = buffer.removeSuffix(from: open.contentStart)
            if template.includesContent { content.withUnsafeBufferPointer { buffer.append($0) } }
            DecorationTemplate.append(
                template.suffix, attributes: open.attributes ?? [:], content: content, escapesAttributes: true,
                to: &buffer)
        } else if let suffix = template.literalSuffix {
            suffix.withUnsafeBufferPointer { buffer.append($0) }
        } else {
            DecorationTemplate.append(
                template.suffix, attributes: open.attributes ?? [:], escapesAttributes: true, to: &buffer)
        }
    }

    /// The HTML, for the renderer that lent the scratch space.
    func finish() -> String { buffer.assembledString() }

    /// Escapes `& < > " '` for HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var buffer = UTF8Buffer(capacity: text.utf8.count + 16)
        appendEscaped(text, to: &buffer)
        return buffer.string()
    }

    /// The inverse of ``escape(_:)``: `&amp; &lt; &gt; &quot; &#39;` back to `& < > " '`; other
    /// entities are left as they are, since ``escape(_:)`` never writes them.
    public static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            rest = rest[ampersand...]
            if let escape = escapes.first(where: { rest.hasPrefix($0.entity) }) {
                output.append(escape.character)
                rest = rest.dropFirst(escape.entity.count)
            } else {
                output.append("&")
                rest = rest.dropFirst()
            }
        }
        return output + rest
    }

    /// The entities ``escape(_:)`` writes, with the characters they stand for.
    private static let escapes: [(entity: String, character: Character)] = [
        ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
    ]

    /// The entity that replaces `byte` in escaped text, if it is one of `& < > " '`.
    @inline(__always)
    static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// Whether `text` has a character ``escape(_:)`` replaces.
    ///
    /// Reads the bytes where the string keeps them: iterating `utf8` costs some fifty instructions a
    /// byte, which for two short names in an HTML render was more than the rest of the render.
    static func needsEscaping(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(needsEscaping) { return found }
        var copy = text
        return copy.withUTF8(needsEscaping)
    }

    /// Whether `bytes` has one of `& < > " '`.
    @inline(__always)
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Bit n is set for the byte n that needs escaping (all are below 64).
        let escaped: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
        for byte in bytes where byte < 64 && escaped >> byte & 1 != 0 { return true }
        return false
    }

    /// Appends `text` escaped, copying runs that need no escaping whole.
    static func appendEscaped(_ text: String, to buffer: inout UTF8Buffer) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &buffer) }) == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0, to: &buffer) }
        }
    }

    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout UTF8Buffer) {
        // Most values need no escaping: one scan, one copy.
        guard needsEscaping(bytes) else {
            buffer.append(bytes)
            return
        }
        var runStart = 0
        for index in bytes.indices {
            guard let entity = entity(for: bytes[index]) else { continue }
            buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            buffer.append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
