import GlossaJSON

/// What one server tells the others sharing its database after a write committed: which project, what
/// changed, and (for an invalidation of one language) which language. Sent as the payload of a
/// PostgreSQL `NOTIFY` on ``channel``, as JSON: `{"origin":"…","project":"…","change":"push"}`.
struct ChangeNotice: Sendable, Hashable {
    /// The one `LISTEN`/`NOTIFY` channel every server uses.
    static let channel = "glossa_changes"

    /// What changed.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A push of source strings.
        case push
        /// Translations: a save, a review, an import, `POST /translations/{lang}`.
        case translations
        /// `POST /invalidate` or `POST /purge` (of one language, or all).
        case invalidate
        /// The project's languages or tokens.
        case settings
        /// A release channel: a promotion or a roll back.
        case channels
    }

    /// The process that made the change (``PushCoordinator/instance``): it ignores its own notices, having
    /// updated its cache already.
    var origin: String
    /// The project changed.
    var projectID: String
    var kind: Kind
    /// The one language concerned, nil for all.
    var language: String?

    /// The `NOTIFY` payload.
    var payload: String {
        var object: JSONObject = [
            "origin": .string(origin), "project": .string(projectID), "change": .string(kind.rawValue),
        ]
        if let language { object.append("language", .string(language)) }
        return JSONWriter().string(from: .object(object))
    }

    init(origin: String, projectID: String, kind: Kind, language: String? = nil) {
        self.origin = origin
        self.projectID = projectID
        self.kind = kind
        self.language = language
    }

    /// Reads a payload; nil for one that is not a notice (another program may use the channel).
    init?(payload: String) {
        guard let json = try? JSONParser().parse(payload), case .object(let object) = json,
            let origin = object["origin"]?.stringValue, let projectID = object["project"]?.stringValue,
            let kind = object["change"]?.stringValue.flatMap(Kind.init(rawValue:))
        else { return nil }
        self.init(origin: origin, projectID: projectID, kind: kind, language: object["language"]?.stringValue)
    }
}
