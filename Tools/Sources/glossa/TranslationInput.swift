import Foundation
import GlossaFormats
import GlossaJSON
import GlossaMessages

/// Candidate translations given as JSON (`--translations FILE`, the `translations` field of a batch line).
///
/// Accepted forms (“Translation data” in GlossaMessages' TMLSemantics article):
/// - a release archive file (`<locale>/translations.json`, `<locale>/sources/<source>.json`):
///   `{"results": {"<md5 key>": [{"label": …, "context": {…}}, …], …}}` — the candidates of the label's
///   key are used, none if the key is absent;
/// - the translation API's answer for one key: `{"results": [{"label": …}, …]}`;
/// - a bare array of candidates `[{"label": …, "context": {…}, "precedence": 1}, …]`.
///
/// A candidate is `{"label": "…", "context": {"count": {"number": "few"}}, "precedence": 1}`; `context` and
/// `precedence` are optional and other fields (`locale`, `locked`, `id`…) are ignored.
enum TranslationInput {
    /// Reads the candidates for `key` from the JSON file at `path`.
    static func translations(file path: String, key: TranslationKey) throws(InputError) -> [TMLTranslation] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw InputError(description: "\(quoted(path)): \(reason)")
        }
        let value = try JSONInput.value(file: Array(data), path: path)
        do throws(InputError) {
            return try translations(in: value, key: key)
        } catch {
            throw InputError(description: "\(quoted(path)): \(error.description)")
        }
    }

    /// The candidates for `key` in an archive, API answer or bare array.
    static func translations(in value: JSONValue, key: TranslationKey) throws(InputError) -> [TMLTranslation] {
        switch value {
        case .array(let candidates):
            return try translations(from: candidates)
        case .object(let object):
            switch object["results"] {
            case .object(let results)?:
                guard let entry = results[key.rawValue] else { return [] }
                guard case .array(let candidates) = entry else {
                    throw InputError(
                        description: "\"results\".\(quoted(key.rawValue)) must be an array of translations, "
                            + "found \(entry.kind)")
                }
                do throws(InputError) {
                    return try translations(from: candidates)
                } catch {
                    throw InputError(description: "\"results\".\(quoted(key.rawValue)): \(error.description)")
                }
            case .array(let candidates)?:
                do throws(InputError) {
                    return try translations(from: candidates)
                } catch {
                    throw InputError(description: "\"results\": \(error.description)")
                }
            case let results?:
                throw InputError(
                    description: "\"results\" must be an object of translations by key or an array of "
                        + "translations, found \(results.kind)")
            case nil:
                throw InputError(
                    description: "expected {\"results\": {...}} or an array of translations, "
                        + "found an object without \"results\"")
            }
        default:
            throw InputError(
                description: "expected {\"results\": {...}} or an array of translations, found \(value.kind)")
        }
    }

    /// Candidates in order; errors name the candidate (`translation 2: …`, counting from 1).
    static func translations(from candidates: [JSONValue]) throws(InputError) -> [TMLTranslation] {
        var translations: [TMLTranslation] = []
        translations.reserveCapacity(candidates.count)
        for (index, candidate) in candidates.enumerated() {
            do throws(InputError) {
                translations.append(try translation(from: candidate))
            } catch {
                throw InputError(description: "translation \(index + 1): \(error.description)")
            }
        }
        return translations
    }

    private static func translation(from value: JSONValue) throws(InputError) -> TMLTranslation {
        guard case .object(let object) = value else {
            throw InputError(description: "expected an object such as {\"label\": \"...\"}, found \(value.kind)")
        }
        guard let labelValue = object["label"] else { throw InputError(description: "missing field \"label\"") }
        guard case .string(let label) = labelValue else {
            throw InputError(description: "field \"label\" must be a string, found \(labelValue.kind)")
        }
        var precedence: Int?
        switch object["precedence"] {
        case nil, .null?: break
        case let value?:
            guard let integer = value.intValue else {
                throw InputError(description: "field \"precedence\" must be an integer, found \(value.line)")
            }
            precedence = integer
        }
        // The context is read as a release's translations are (TMLRelease.Translation.candidate, which
        // also takes tr8n's older list form); only the messages are the command line's own.
        var members = JSONObject()
        if let precedence { members.append("precedence", .number(JSONNumber(precedence))) }
        let translation = TMLRelease.Translation(label: label, context: object["context"], otherMembers: members)
        do throws(TMLContextShapeError) {
            return try translation.selectionCandidate()
        } catch {
            let place = error.path.map(quoted).joined(separator: ".")
            switch error.path.count {
            case 0:
                throw InputError(
                    description: "field \"context\" must be an object such as {\"count\": {\"number\": \"few\"}}, "
                        + "found \(error.found.kind)")
            case 1:
                throw InputError(
                    description: "\"context\".\(place) must be an object such as {\"number\": \"few\"}, "
                        + "found \(error.found.kind)")
            default:
                throw InputError(description: "\"context\".\(place) must be a string, found \(error.found.kind)")
            }
        }
    }
}
