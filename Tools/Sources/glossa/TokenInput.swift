import GlossaJSON
import GlossaMessages

/// Token values given as JSON (`--tokens`, the `tokens` field of a batch line): an object from token name to
/// value, each value read in TMLKit's conventions by `MessageValue(tmlJSON:)` — strings, numbers kept as
/// written, objects with a gender and a display name, `[object, "display"]`, lists.
enum TokenInput {
    static func tokens(from value: JSONValue) throws(InputError) -> [String: MessageValue] {
        guard case .object(let object) = value else {
            throw InputError(description: "expected a JSON object of token values, found \(value.kind)")
        }
        var tokens: [String: MessageValue] = [:]
        for (name, json) in object { tokens[name] = MessageValue(tmlJSON: json) }
        return tokens
    }
}
