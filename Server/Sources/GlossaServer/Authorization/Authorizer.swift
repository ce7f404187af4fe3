/// The one function that decides every request: CDS routes with project credentials, and the
/// `/api/v1` routes with sessions and personal tokens. The rules are in ``decide(_:memberships:action:projectID:)``,
/// which the documentation's table is generated from.
public struct Authorizer: Sendable {
    /// Where memberships are read.
    public let store: any AccountStore

    /// Creates an authorizer over `store`.
    public init(store: any AccountStore) {
        self.store = store
    }

    /// Whether `principal` may do `action` in `projectID` (nil for actions outside projects). A user's
    /// roles in the project are read from the store.
    public func authorize(_ principal: Principal?, _ action: Action, projectID: String?) async throws -> Decision {
        var memberships: [Membership] = []
        if case .user(let user, _)? = principal, !user.isAdministrator, let projectID {
            memberships = try await store.memberships(userID: user.id).filter { $0.projectID == projectID }
        }
        return Self.decide(principal, memberships: memberships, action: action, projectID: projectID)
    }

    /// ``authorize(_:_:projectID:)``, throwing the 401 or 403 error unless allowed.
    public func require(_ principal: Principal?, _ action: Action, projectID: String?) async throws {
        try await authorize(principal, action, projectID: projectID).require()
    }

    /// The rules, given the principal's memberships in `projectID`.
    public static func decide(
        _ principal: Principal?, memberships: [Membership], action: Action, projectID: String?
    ) -> Decision {
        switch principal {
        case nil:
            return .signInRequired
        case .project(let tokenProject, let scope)?:
            guard let projectID, projectID == tokenProject else { return .deny }
            return allows(scope, action) ? .allow : .deny
        case .user(let user, _)?:
            if user.isDisabled { return .signInRequired }
            if action == .manageOwnAccount || user.isAdministrator { return .allow }
            guard let projectID else { return .deny }
            let roles = memberships.filter { $0.projectID == projectID && $0.userID == user.id }
            return roles.contains { allows($0, action) } ? .allow : .deny
        }
    }

    /// What project credentials may do: the token alone reads content; with the secret, every CDS
    /// route and the whole workflow API (it can already write translations through `/translations`, so
    /// reviewing, commenting and the glossary grant it nothing new; its changes are recorded as
    /// ``WorkflowActor/projectSecret``), releases and channels included (a CI job releases with it);
    /// with the trust secret, content, jobs, cache invalidation and analytics (as transifex-delivery).
    static func allows(_ scope: AuthenticationScope, _ action: Action) -> Bool {
        switch (scope, action) {
        case (_, .readContent): true
        case (.private, .exportTranslations), (.private, .pushSources), (.private, .writeTranslations),
            (.private, .importTranslations):
            true
        case (.private, .readStrings), (.private, .translate), (.private, .review), (.private, .comment),
            (.private, .manageGlossary), (.private, .useTranslationMemory):
            true
        case (.private, .pollJobs), (.private, .invalidateCache), (.trust, .pollJobs), (.trust, .invalidateCache),
            (.private, .readAnalytics), (.trust, .readAnalytics):
            true
        case (.private, .readReleases), (.private, .manageReleases):
            true
        default: false
        }
    }

    /// What one role may do.
    static func allows(_ membership: Membership, _ action: Action) -> Bool {
        if let language = action.language, !membership.covers(language) { return false }
        switch membership.role {
        case .manager:
            return action != .manageUsers
        case .developer:
            switch action {
            case .readContent, .exportTranslations, .pushSources, .writeTranslations, .importTranslations,
                .pollJobs, .invalidateCache, .readStrings, .comment, .readReleases:
                return true
            default: return false
            }
        case .translator:
            switch action {
            case .readContent, .readStrings, .translate, .comment, .useTranslationMemory: return true
            default: return false
            }
        case .reviewer:
            switch action {
            case .readContent, .readStrings, .translate, .review, .comment, .useTranslationMemory: return true
            default: return false
            }
        }
    }
}
