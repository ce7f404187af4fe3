import GlossaJSON

extension MessageValue {
    /// A token value given as JSON in TMLKit's conventions (<doc:TMLSemantics#Token-values>), as the command-line tool,
    /// conformance fixtures and over-the-air payloads give them:
    ///
    /// | JSON | value |
    /// |---|---|
    /// | `"text"`, `5`, `1.50` | a string; a number keeping its digits |
    /// | `{"object": o, "value": "x"}` | `o` displayed as `x` (trusted) |
    /// | `{"object": o, "attribute": "name"}` (or `"property"`) | `o` displayed as `o.name` (escaped) |
    /// | `{"gender": "female", "name": "Anna", …}` | an object: display from `value`, `name`, `first_name`, `display_name`, `full_name` or `username`; gender from `gender`; every key an attribute |
    /// | `[o, "literal"]`, `[o, "@attribute"]`, `[o]` | `o` displayed as the literal, the attribute, or itself |
    /// | `[[a, b, c], "{$0}", {"limit": 2, "separator": ", ", "joiner": "or", "remainder": "{count} more"}]` | a list (see ``MessageList``) |
    public init(tmlJSON json: JSONValue) {
        switch json {
        case .null:
            self = .null
        case .bool(let bool):
            self = .bool(bool)
        case .string(let string):
            self = .string(string)
        case .number(let number):
            if let exact = MessageNumber(decimalText: number.text) {
                self = .number(exact)
            } else {
                self = .number(MessageNumber(number.double ?? 0))
            }
        case .array(let elements):
            self = Self.fromArray(elements)
        case .object(let object):
            self = .object(Self.object(from: object))
        }
    }

    private static func fromArray(_ elements: [JSONValue]) -> MessageValue {
        guard let first = elements.first else { return .list(MessageList([])) }
        if case .array(let items) = first {
            var list = MessageList(items.map(MessageValue.init(tmlJSON:)))
            if let format = elements.dropFirst().first?.stringValue {
                if format.hasPrefix("@") {
                    let attribute = String(format.dropFirst())
                    list.elements = list.elements.map { element in
                        guard case .object(let object) = element, let value = object.attributes[attribute] else {
                            return element
                        }
                        var displayed = object
                        displayed.displayText = DisplayText.of(value).0
                        displayed.displayTextIsSafe = false
                        return .object(displayed)
                    }
                } else {
                    list.elementTemplate = format
                }
            }
            if let options = elements.dropFirst(2).first?.objectValue {
                if let limit = options["limit"]?.intValue { list.limit = max(1, limit) }
                if let separator = options["separator"]?.stringValue { list.separator = separator }
                if let joiner = options["joiner"]?.stringValue { list.joiner = joiner }
                if let remainder = options["remainder"]?.stringValue { list.remainder = remainder }
            }
            return .list(list)
        }
        let base = MessageValue(tmlJSON: first)
        var object: MessageObject
        if case .object(let existing) = base {
            object = existing
        } else {
            object = MessageObject(displayText: DisplayText.of(base).0, gender: nil)
            if case .number(let number) = base { object.number = number }
        }
        guard let display = elements.dropFirst().first?.stringValue else {
            object.displayTextIsSafe = false
            return .object(object)
        }
        if display.hasPrefix("@") {
            let attribute = String(display.dropFirst())
            object.displayText = object.attributes[attribute].map { DisplayText.of($0).0 } ?? ""
            object.displayTextIsSafe = false
        } else {
            object.displayText = display
            object.displayTextIsSafe = true
        }
        return .object(object)
    }

    private static func object(from json: JSONObject) -> MessageObject {
        if let inner = json["object"] {
            var object: MessageObject
            if case .object(let innerObject) = inner {
                object = self.object(from: innerObject)
            } else {
                let value = MessageValue(tmlJSON: inner)
                object = MessageObject(displayText: DisplayText.of(value).0, gender: nil)
                if case .number(let number) = value { object.number = number }
            }
            if let value = json["value"] {
                object.displayText = DisplayText.of(MessageValue(tmlJSON: value)).0
                object.displayTextIsSafe = true
            } else if let attribute = (json["attribute"] ?? json["property"])?.stringValue {
                object.displayText = object.attributes[attribute].map { DisplayText.of($0).0 } ?? ""
                object.displayTextIsSafe = false
            }
            return object
        }
        var attributes: [String: MessageValue] = [:]
        for (key, value) in json { attributes[key] = MessageValue(tmlJSON: value) }
        var display = ""
        var safe = false
        if let value = json["value"] {
            display = DisplayText.of(MessageValue(tmlJSON: value)).0
            safe = true
        } else if let key = ["name", "first_name", "display_name", "full_name", "username"].first(where: {
            json[$0] != nil
        }),
            let value = json[key]
        {
            display = DisplayText.of(MessageValue(tmlJSON: value)).0
        }
        let gender = json["gender"]?.stringValue.map { Gender(rawValue: $0) ?? .unknown }
        return MessageObject(displayText: display, displayTextIsSafe: safe, gender: gender, attributes: attributes)
    }
}
