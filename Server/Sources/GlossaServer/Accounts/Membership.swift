/// A role a user holds in one project.
public enum ProjectRole: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Manages the project's languages, members and tokens (and may do everything in it).
    case manager
    /// Pushes source strings, imports and exports translation files.
    case developer
    /// Translates into the membership's languages.
    case translator
    /// Reviews (approves or rejects) translations into the membership's languages.
    case reviewer

    /// Orders roles as declared (manager first).
    public static func < (lhs: ProjectRole, rhs: ProjectRole) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One role of a user in a project, limited to a set of target languages (empty: all of them).
public struct Membership: Sendable, Hashable {
    /// The project.
    public var projectID: String
    /// The user.
    public var userID: String
    /// The role.
    public var role: ProjectRole
    /// The target languages the role covers; empty for every language of the project.
    public var languages: [String]

    /// Creates a membership.
    public init(projectID: String, userID: String, role: ProjectRole, languages: [String] = []) {
        self.projectID = projectID
        self.userID = userID
        self.role = role
        self.languages = languages
    }

    /// Whether the membership covers `language` (every language when ``languages`` is empty).
    public func covers(_ language: String) -> Bool {
        languages.isEmpty || languages.contains(language)
    }
}
