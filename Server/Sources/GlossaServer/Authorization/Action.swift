/// Everything a request can ask to do; ``Authorizer/authorize(_:_:projectID:)`` decides each one.
///
/// CDS routes map to the first group, the `/api/v1` account routes to the second; the third group
/// is for the translation workflow (strings, review, comments, glossary, translation memory); the
/// fourth for releases and channels (apps read a channel's release with ``readContent``).
public enum Action: Sendable, Hashable {
    /// `GET /languages`, `GET /content/…`: read what apps are served.
    case readContent
    /// `GET /export/…`: download translation files.
    case exportTranslations
    /// `POST /content`: push source strings.
    case pushSources
    /// `POST /translations/{lang}`: write translations in bulk.
    case writeTranslations
    /// `POST /import/{lang}`: import a translation file.
    case importTranslations
    /// `GET /jobs/content/{id}`: poll push jobs.
    case pollJobs
    /// `POST /invalidate…`, `POST /purge…`: drop cached content.
    case invalidateCache
    /// `GET /analytics`, `GET /api/v1/projects/{p}/analytics`: read the counts of content fetches.
    case readAnalytics

    /// Add or remove a project's target languages.
    case manageLanguages
    /// List members and change their roles.
    case manageMembers
    /// Issue, expire and revoke project tokens.
    case manageProjectTokens
    /// Create invitations to the project.
    case invite
    /// List, create, disable users and revoke their sessions (server administrators).
    case manageUsers
    /// Read one's own account, sign out, manage one's personal tokens (any signed-in user).
    case manageOwnAccount

    /// Read the project's strings and translations in the editor API.
    case readStrings
    /// Save a translation into `language`.
    case translate(language: String)
    /// Approve or reject a translation into `language`.
    case review(language: String)
    /// Comment on a string in `language`.
    case comment(language: String)
    /// Edit the project's glossary.
    case manageGlossary
    /// Ask the translation memory for suggestions.
    case useTranslationMemory

    /// List releases, read their manifests and diffs, read channels and their history.
    case readReleases
    /// Create releases; promote and roll back channels.
    case manageReleases

    /// The language an action is about, if it is about one.
    public var language: String? {
        switch self {
        case .translate(let language), .review(let language), .comment(let language): language
        default: nil
        }
    }
}

/// What ``Authorizer/authorize(_:_:projectID:)`` answers.
public enum Decision: Sendable, Hashable {
    /// The action may proceed.
    case allow
    /// Nobody is signed in (and the action needs someone): 401.
    case signInRequired
    /// The principal may not do this: 403.
    case deny

    /// Whether the action may proceed.
    public var isAllowed: Bool { self == .allow }

    /// Returns if allowed; throws the protocol's 401 or 403 error otherwise.
    public func require() throws {
        switch self {
        case .allow: return
        case .signInRequired: throw ProtocolError.unauthorized()
        case .deny: throw ProtocolError.forbidden()
        }
    }
}
