import Hummingbird

/// Who may do what on the workflow API (`/api/v1/projects/{project}/…`): the routes ask an injected
/// ``WorkflowAccess`` before they read or write, so the server's authorization (accounts, roles) plugs
/// in without the routes knowing about it.
public protocol WorkflowAccess: Sendable {
    /// The actor of `request` if it may do `action` (one of the workflow's: ``Action/readStrings``,
    /// `translate`, `review`, `comment`, `manageGlossary`, `useTranslationMemory`; and the release
    /// API's ``Action/readReleases`` and ``Action/manageReleases``) on `projectID`;
    /// throws the server's 401 or 403 ``ProtocolError`` otherwise.
    func authorize(_ request: Request, context: DeliveryRequestContext, projectID: String, action: Action)
        async throws -> WorkflowActor
}

/// Who made a change or wrote a comment, as history and comments record it.
public struct WorkflowActor: Sendable, Hashable {
    /// A stable identifier (a user id, or `project-secret`).
    public var id: String
    /// The name shown next to the change.
    public var name: String

    /// Creates an actor.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The actor of requests made with a project's secret (`Bearer <token>:<secret>`).
    public static let projectSecret = WorkflowActor(id: "project-secret", name: "Project secret")

    /// The actor history records for `principal`: the user, or ``projectSecret`` for project credentials.
    init(_ principal: Principal) {
        switch principal {
        case .user(let user, _): self.init(id: user.id, name: user.name)
        case .project: self = .projectSecret
        }
    }
}
