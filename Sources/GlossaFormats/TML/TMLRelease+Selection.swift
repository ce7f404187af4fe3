import GlossaJSON
import GlossaMessages

extension TMLRelease.Translation {
    /// This translation as a candidate the TML engine selects by context (tml.md §2.10): its label,
    /// its `context` as token → (context keyword → rule keyword), and its `precedence`. Members the
    /// engine does not use (`locale`, `locked`, `id`, `rank`…) are ignored.
    ///
    /// Both context forms are read: `{"user": {"gender": "female"}}`, and the older tr8n form
    /// `{"count": [{"type": "number", "key": "one"}]}` that tml-ruby, tml-php and tml-java fixtures
    /// still use. No context, `null` or `{}` always applies.
    ///
    /// - Returns: nil when the context has another shape (so when it applies cannot be known).
    public var candidate: TMLTranslation? {
        var rules: [String: [String: String]] = [:]
        switch context {
        case nil, .null?:
            break
        case .object(let tokens)?:
            for (token, conditions) in tokens {
                guard let byContext = Self.conditions(conditions) else { return nil }
                rules[token] = byContext
            }
        default:
            return nil
        }
        return TMLTranslation(label: label, context: rules, precedence: otherMembers["precedence"]?.intValue)
    }

    /// A token's conditions in either form; nil for any other shape.
    private static func conditions(_ value: JSONValue) -> [String: String]? {
        var result: [String: String] = [:]
        if let object = value.objectValue {
            for (contextKeyword, rule) in object {
                guard let ruleKeyword = rule.stringValue else { return nil }
                result[contextKeyword] = ruleKeyword
            }
            return result
        }
        guard let legacy = value.arrayValue else { return nil }
        for item in legacy {
            guard let contextKeyword = item["type"]?.stringValue, let ruleKeyword = item["key"]?.stringValue else {
                return nil
            }
            result[contextKeyword] = ruleKeyword
        }
        return result
    }
}
