import GlossaJSON
import GlossaMessages

extension TMLRelease.Translation {
    /// This translation as a candidate the TML engine selects by context (“Choosing a translation” in GlossaMessages'
    /// TMLSemantics article): its label, its `context` as token → (context keyword → rule keyword), and its
    /// `precedence`. Members the engine does not use (`locale`, `locked`, `id`, `rank`…) are ignored.
    ///
    /// Both context forms are read: `{"user": {"gender": "female"}}`, and the older tr8n form
    /// `{"count": [{"type": "number", "key": "one"}]}` that tml-ruby, tml-php and tml-java fixtures
    /// still use. No context, `null` or `{}` always applies.
    ///
    /// - Returns: nil when the context has another shape (so when it applies cannot be known); see
    ///   ``selectionCandidate()`` for where.
    public var candidate: TMLTranslation? { try? selectionCandidate() }

    /// ``candidate``, or an error saying which part of the context has another shape.
    public func selectionCandidate() throws(TMLContextShapeError) -> TMLTranslation {
        var rules: [String: [String: String]] = [:]
        switch context {
        case nil, .null?:
            break
        case .object(let tokens)?:
            for (token, conditions) in tokens {
                rules[token] = try Self.conditions(conditions, token: token)
            }
        case let other?:
            throw TMLContextShapeError(path: [], found: other)
        }
        return TMLTranslation(label: label, context: rules, precedence: otherMembers["precedence"]?.intValue)
    }

    /// A token's conditions in either form.
    private static func conditions(_ value: JSONValue, token: String) throws(TMLContextShapeError) -> [String: String] {
        var result: [String: String] = [:]
        if let object = value.objectValue {
            for (contextKeyword, rule) in object {
                guard let ruleKeyword = rule.stringValue else {
                    throw TMLContextShapeError(path: [token, contextKeyword], found: rule)
                }
                result[contextKeyword] = ruleKeyword
            }
            return result
        }
        guard let legacy = value.arrayValue else { throw TMLContextShapeError(path: [token], found: value) }
        for item in legacy {
            guard let contextKeyword = item["type"]?.stringValue, let ruleKeyword = item["key"]?.stringValue else {
                throw TMLContextShapeError(path: [token], found: item)
            }
            result[contextKeyword] = ruleKeyword
        }
        return result
    }
}

/// Where a TML translation's `context` has a shape the engine cannot select by: the path inside the
/// context (`[]` the context itself, `["count"]` a token's conditions, `["count", "number"]` one rule)
/// and the value found there.
public struct TMLContextShapeError: Error, Sendable, Hashable {
    /// The members from the context down to the offending value.
    public let path: [String]
    /// The value found there.
    public let found: JSONValue

    /// Creates an error.
    public init(path: [String], found: JSONValue) {
        self.path = path
        self.found = found
    }
}
