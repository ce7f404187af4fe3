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
    let store: any ProjectStore
    do {
        store = try await database.location.openStore(logger: .init(label: "glossa.project"))
    } catch {
        throw InputError(description: "cannot open the database (\(database.location)): \(error)")
    }
    do {
        let result = try await body(ProjectAdministration(store: store))
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
              glossa project create shop --name "Shop app" --source en-GB --languages fr,pt_BR --json
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

/// `glossa project token`.
struct ProjectTokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Issue another token and secret for a project.",
        discussion: "Example:\n  glossa project token demo --json")

    @Argument(help: "The project identifier.")
    var id: String

    @Flag(help: "Print the credentials as one JSON object.")
    var json = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let (project, credentials) = try await withAdministration(database) { administration in
            guard let project = try await administration.store.project(id: id) else {
                throw InputError(description: "no project \(quoted(id))")
            }
            return (project, try await administration.issueToken(projectID: id))
        }
        printCredentials(project, credentials, json: json)
    }
}
