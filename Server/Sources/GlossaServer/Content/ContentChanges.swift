/// What one push changed in the unfiltered content of a project, by key: the string now served, or nil
/// for a key the push deleted. The source language serves the source texts; a target language serves
/// `""` for a new key and for one whose translations the push dropped, and keeps its translation of a
/// string whose source text changed otherwise (flagged for review, which unfiltered content ignores).
struct ContentChanges: Sendable {
    /// The changes of the source language's content.
    var source: [String: String?] = [:]
    /// The changes of every target language's content.
    var target: [String: String?] = [:]

    init(plan: PushPlan) {
        for string in plan.created {
            source[string.key] = PluralForm.wire(string.string)
            target[string.key] = ""
        }
        for string in plan.updated { source[string.key] = PluralForm.wire(string.string) }
        for key in plan.translationsDropped { target[key] = "" }
        for string in plan.deleted {
            source[string.key] = .some(nil)
            target[string.key] = .some(nil)
        }
    }

    /// The changes of the source language's content, or of a target language's.
    func changes(isSource: Bool) -> [String: String?] { isSource ? source : target }
}
