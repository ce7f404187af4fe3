import GlossaCLDR
import GlossaJSON

/// Answers `glossa plural --batch`: one JSON line in, one JSON line out.
///
/// Input: `{"locale":"ru","number":"21","type":"cardinal"}` (`type` optional, `cardinal` by default; the
/// number a string or a JSON number, kept exactly as written). Output, in the same order:
/// `{"locale":"ru","number":"21","type":"cardinal","category":"one"}`. A line that cannot be answered —
/// blank lines included, so output stays aligned with input — gets `{"line":N,"error":"…"}` plus whatever
/// input fields could be read.
struct PluralBatch: BatchAnswering {
    private struct RulesKey: Hashable {
        let locale: String
        let type: PluralRuleType
    }

    /// Rules (or the locale's error) by locale text as written, so a locale is parsed once per run.
    private var rulesCache: [RulesKey: Result<PluralRules, InputError>] = [:]

    private(set) var errorCount = 0

    mutating func answer(_ line: [UInt8], lineNumber: Int) -> String {
        var echoed: [(String, JSONValue)] = []
        do throws(InputError) {
            let members = try JSONInput.object(line: line)
            let locale = try Self.field("locale", in: members, echoingInto: &echoed)
            let number = try Self.field("number", in: members, allowingNumber: true, echoingInto: &echoed)
            let typeText = try Self.field("type", in: members, echoingInto: &echoed)
            let type: PluralRuleType
            if let typeText {
                guard let parsed = PluralRuleType(rawValue: typeText) else {
                    throw InputError(
                        description: "field \"type\" is \(quoted(typeText)), expected \"cardinal\" or \"ordinal\""
                    )
                }
                type = parsed
            } else {
                type = .cardinal
                echoed.append(("type", .string(type.rawValue)))
            }
            guard let locale else { throw InputError(description: "missing field \"locale\"") }
            guard let number else { throw InputError(description: "missing field \"number\"") }
            let rules = try rules(locale: locale, type: type).get()
            let operands: PluralOperands
            do throws(InputError) {
                operands = try PluralOperands(validating: number)
            } catch {
                throw error.in(field: "number")
            }
            echoed.append(("category", .string(rules.category(for: operands).rawValue)))
            return JSONValue.object(JSONObject(Self.inputOrder(echoed))).line
        } catch {
            errorCount += 1
            let answer: [(String, JSONValue)] =
                [("line", .number(JSONNumber(lineNumber))), ("error", .string(error.description))]
                + Self.inputOrder(echoed)
            return JSONValue.object(JSONObject(answer)).line
        }
    }

    private mutating func rules(locale: String, type: PluralRuleType) -> Result<PluralRules, InputError> {
        let key = RulesKey(locale: locale, type: type)
        if let cached = rulesCache[key] { return cached }
        let result = Result { () throws(InputError) -> PluralRules in
            do throws(InputError) {
                return PluralRules(locale: try LocaleIdentifier(validating: locale), type: type)
            } catch {
                throw error.in(field: "locale")
            }
        }
        rulesCache[key] = result
        return result
    }

    /// Orders echoed fields as the output format does: locale, number, type, category.
    private static func inputOrder(_ fields: [(String, JSONValue)]) -> [(String, JSONValue)] {
        let order = ["locale", "number", "type", "category"]
        return fields.sorted {
            (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count)
        }
    }

    /// The text of field `key` if present (nil if absent), echoed into the answer.
    private static func field(
        _ key: String,
        in members: JSONObject,
        allowingNumber: Bool = false,
        echoingInto echoed: inout [(String, JSONValue)]
    ) throws(InputError) -> String? {
        guard let value = members[key] else { return nil }
        switch value {
        case .string(let text):
            echoed.append((key, .string(text)))
            return text
        case .number(let number) where allowingNumber:
            echoed.append((key, .string(number.text)))
            return ScientificNotation.plainDecimal(number.text)
        default:
            let expected = allowingNumber ? "a string or a number" : "a string"
            throw InputError(description: "field \(quoted(key)) must be \(expected), found \(value.kind)")
        }
    }
}
