import Foundation
import GlossaJSON

extension MessageValue {
    /// An argument value given as JSON, as `glossa render --arguments`, batch lines and test fixtures
    /// give them for ICU, Apple, expression and placeholder messages:
    ///
    /// | JSON | value |
    /// |---|---|
    /// | `"text"` | a string |
    /// | `5`, `1.50`, `-2e3` | a number keeping the digits it is written with |
    /// | `true`, `null` | a Boolean, nothing |
    /// | `{"date": 1700000000000}` or `{"date": "2023-11-14T22:13:20Z"}` | a date (milliseconds since 1970, or ISO 8601: `2023-11-14`, `2023-11-14T22:13:20.5+01:00`; without an offset, in UTC) |
    /// | `[a, b]` and other objects | as TML token values (``init(tmlJSON:)``): lists, gendered objects |
    public init(argumentJSON json: JSONValue) {
        if case .object(let object) = json, object.count == 1, let date = object["date"] {
            if let milliseconds = date.numberValue?.double {
                self = .date(Date(timeIntervalSince1970: milliseconds / 1000))
                return
            }
            if let text = date.stringValue, let parsed = ISO8601DateTime(parsing: text)?.date(in: .gmt) {
                self = .date(parsed)
                return
            }
        }
        self.init(tmlJSON: json)
    }

    /// Arguments given as a JSON object (by name) or array (by position: `"1"`, `"2"`, … as Apple
    /// format strings number them); `nil` for any other JSON.
    public static func arguments(fromJSON json: JSONValue) -> [String: MessageValue]? {
        switch json {
        case .object(let object):
            var arguments: [String: MessageValue] = [:]
            for (key, value) in object { arguments[key] = MessageValue(argumentJSON: value) }
            return arguments
        case .array(let elements):
            var arguments: [String: MessageValue] = [:]
            for (index, value) in elements.enumerated() {
                arguments[String(index + 1)] = MessageValue(argumentJSON: value)
            }
            return arguments
        default:
            return nil
        }
    }
}
