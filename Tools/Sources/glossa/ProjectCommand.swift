import ArgumentParser
import Foundation
import GlossaJSON
import GlossaServer

/// `glossa project …`: projects, languages and tokens of the delivery server, written straight to its
/// database (the server picks changes up within seconds, without a restart).
struct ProjectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Create and list the delivery server's projects, languages and tokens.",
        discussion: """
            Examples:
              glossa project create demo --source en --languages fr,de,el
              glossa project list
              glossa project add-language demo ar
              glossa project token demo

            The secret is printed once; the server stores only its hash.

            Exit status: 0 success; 1 bad input (a malformed identifier or language, a project that \
            exists or does not, a database that cannot be opened); 64 usage error.
            """,
        subcommands: [
            ProjectCreateCommand.self, ProjectListCommand.self, ProjectAddLanguageCommand.self,
            ProjectTokenCommand.self,
        ]
    )
}

/// Opens the store for one administrative command and closes it afterwards.
func withAdministration<Result>(
    _ database: DatabaseOptions, _ body: (ProjectAdministration) async throws -> Result
) async throws -> Result {
    try await withStore(database) { try await body(ProjectAdministration(store: $0)) }
}

/// Opens the database for one command, runs `body` and closes it; errors become ``InputError``s.
func withStore<Result>(_ database: DatabaseOptions, _ body: (any ServerStore) async throws -> Result)
    async throws -> Result
{
    let store: any ServerStore
    do {
        store = try await database.location.openStore(
            logger: .init(label: "glossa.project"),
            startupTimeout: database.startupTimeout(environment: ProcessInfo.processInfo.environment))
    } catch {
        throw InputError(description: "cannot open the database (\(database.location)): \(error)")
    }
    do {
        let result = try await body(store)
        try await store.close()
        return result
    } catch let error as InputError {
        try? await store.close()
        throw error
    } catch {
        try? await store.close()
        throw InputError(description: "\(error)")
    }
}

func printCredentials(_ project: Project, _ credentials: ProjectCredentials, json: Bool) {
    if json {
        print(
            JSONWriter().string(
                from: .object([
                    "project": .string(project.id), "source": .string(project.sourceLanguage),
                    "languages": .array(project.languages.map { .string($0) }), "token": .string(credentials.token),
                    "secret": .string(credentials.secret),
                ])))
    } else {
        print("project:   \(project.id)")
        print(
            "languages: \(([project.sourceLanguage] + project.languages).joined(separator: ", ")) (source \(project.sourceLanguage))"
        )
        print("token:     \(credentials.token)")
        print("secret:    \(credentials.secret)")
    }
}

/// `glossa project create`.
struct ProjectCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Create a project and print its token and secret.",
        discussion: """
            Examples:
              glossa project create demo --source en --languages fr,de
              glossa project create shop --name "Shop app" --source en-GB \\
                --languages fr,pt_BR --json
            """)

    @Argument(help: "The project identifier: 1–64 letters, digits, '-', '_' or '.'.")
    var id: String

    @Option(help: "A human-readable name (default: the identifier).")
    var name: String?

    @Option(help: ArgumentHelp("The source language (BCP 47).", valueName: "language"))
    var source = "en"

    @Option(help: ArgumentHelp("Target languages, comma-separated.", valueName: "languages"))
    var languages = ""

    @Flag(help: "Print the project and credentials as one JSON object.")
    var json = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let targets = languages.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        let (project, credentials) = try await withAdministration(database) { administration in
            try await administration.createProject(id: id, name: name, sourceLanguage: source, languages: targets)
        }
        printCredentials(project, credentials, json: json)
    }
}

/// `glossa project list`.
struct ProjectListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List projects with their languages.",
        discussion: "Example:\n  glossa project list\n    demo  en → de, fr")

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let projects = try await withAdministration(database) { try await $0.store.projects() }
        for project in projects {
            print("\(project.id)  \(project.sourceLanguage) → \(project.languages.joined(separator: ", "))")
        }
    }
}

/// `glossa project add-language`.
struct ProjectAddLanguageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-language", abstract: "Add target languages to a project.",
        discussion: "Example:\n  glossa project add-language demo ar he")

    @Argument(help: "The project identifier.")
    var id: String

    @Argument(help: "Languages to add.")
    var languages: [String]

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let project = try await withAdministration(database) { administration in
            try await administration.addLanguages(languages, to: id)
            return try await administration.store.project(id: id)
        }
        if let project {
            print("\(project.id)  \(project.sourceLanguage) → \(project.languages.joined(separator: ", "))")
        }
    }
}

/// `glossa project token`: issue, list, revoke, rotate and expire tokens.
struct ProjectTokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Issue, list, revoke, rotate or expire a project's tokens.",
        discussion: """
            Changes are written to the database; every server sharing it refuses a revoked or expired \
            token within 2 seconds, without a restart.

            Examples:
              glossa project token demo --json
              glossa project token create demo --expires 90d
              glossa project token list demo
              glossa project token rotate 1/0123abcd… --grace 1h
              glossa project token expire 1/0123abcd… --expires 2027-01-31
              glossa project token revoke 1/0123abcd…
            """,
        subcommands: [
            ProjectTokenCreateCommand.self, ProjectTokenListCommand.self, ProjectTokenRevokeCommand.self,
            ProjectTokenRotateCommand.self, ProjectTokenExpireCommand.self,
        ],
        defaultSubcommand: ProjectTokenCreateCommand.self)
}

/// `glossa project token [create]`.
struct ProjectTokenCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Issue another token and secret for a project.",
        discussion: "Example:\n  glossa project token create demo --expires 90d --json")

    @Argument(help: "The project identifier.")
    var id: String

    @Option(help: ArgumentHelp("When the token stops working: \(TokenExpiry.help).", valueName: "when"))
    var expires: TokenExpiry?

    @Flag(help: "Print the credentials as one JSON object.")
    var json = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let (project, credentials) = try await withAdministration(database) { administration in
            guard let project = try await administration.store.project(id: id) else {
                throw InputError(description: "no project \(quoted(id))")
            }
            return (
                project,
                try await administration.issueToken(projectID: id, expiresAt: expires?.unixMilliseconds)
            )
        }
        printCredentials(project, credentials, json: json)
    }
}

/// `glossa project token list`.
struct ProjectTokenListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a project's tokens and when they expire (secrets are never shown).",
        discussion: "Example:\n  glossa project token list demo\n    1/0123…  expires never")

    @Argument(help: "The project identifier.")
    var id: String

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let tokens = try await withAdministration(database) { administration in
            guard try await administration.store.project(id: id) != nil else {
                throw InputError(description: "no project \(quoted(id))")
            }
            return try await administration.store.tokens(of: id)
        }
        StandardOutput.write(lines: tokens.map { "\($0.token)  expires \(TokenExpiry.describe($0.expiresAt))" })
    }
}

/// `glossa project token revoke`.
struct ProjectTokenRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke", abstract: "Revoke a token at once (servers refuse it within 2 seconds).",
        discussion: "Example:\n  glossa project token revoke 1/0123abcd…")

    @Argument(help: "The token to revoke.")
    var token: String

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        try await withAdministration(database) { try await $0.revokeToken(token) }
        StandardOutput.write(lines: ["revoked \(token)"])
    }
}

/// `glossa project token rotate`.
struct ProjectTokenRotateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate",
        abstract: "Issue new credentials for a token's project and retire the token (at once or after --grace).",
        discussion: "Example:\n  glossa project token rotate 1/0123abcd… --grace 1h --expires 90d")

    @Argument(help: "The token to replace.")
    var token: String

    @Option(
        help: ArgumentHelp(
            "How long the old token keeps working, such as 1h (default: it is revoked at once).", valueName: "duration")
    )
    var grace: TokenExpiry?

    @Option(help: ArgumentHelp("When the new token stops working: \(TokenExpiry.help).", valueName: "when"))
    var expires: TokenExpiry?

    @Flag(help: "Print the new credentials as one JSON object.")
    var json = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let (project, credentials) = try await withAdministration(database) { administration in
            try await administration.rotateToken(
                token, expiresAt: expires?.unixMilliseconds, oldTokenExpiresAt: grace?.unixMilliseconds)
        }
        printCredentials(project, credentials, json: json)
    }
}

/// `glossa project token expire`.
struct ProjectTokenExpireCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expire", abstract: "Set (or with 'never', clear) when a token stops working.",
        discussion: "Example:\n  glossa project token expire 1/0123abcd… --expires 2027-01-31")

    @Argument(help: "The token.")
    var token: String

    @Option(help: ArgumentHelp("When it stops working: \(TokenExpiry.help).", valueName: "when"))
    var expires: TokenExpiry

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        try await withAdministration(database) { try await $0.setExpiry(of: token, to: expires.unixMilliseconds) }
        StandardOutput.write(lines: ["\(token) expires \(TokenExpiry.describe(expires.unixMilliseconds))"])
    }
}
