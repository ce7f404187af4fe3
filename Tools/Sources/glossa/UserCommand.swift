import ArgumentParser
import Foundation
import GlossaJSON
import GlossaServer

/// `glossa user …`: the server's user accounts, written straight to the database `glossa serve` uses
/// (the first administrator is created this way; the rest can be invited through the API).
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Create, list and disable the delivery server's user accounts.",
        discussion: """
            Examples:
              glossa user add --admin --email ada@example.com --name "Ada Lovelace"
              glossa user add --email bob@example.com --name Bob --password-stdin < pw
              glossa user list
              glossa user disable bob@example.com

            Without --password-stdin a password is generated and printed once; the server stores only \
            its bcrypt hash.

            Exit status: 0 success; 1 bad input (a malformed or taken e-mail address, a short password, \
            an unknown user, a database that cannot be opened); 64 usage error.
            """,
        subcommands: [UserAddCommand.self, UserListCommand.self, UserDisableCommand.self])
}

/// Opens the store for one account command and closes it afterwards.
func withAccounts<Result>(_ database: DatabaseOptions, _ body: (AccountService) async throws -> Result)
    async throws -> Result
{
    try await withStore(database) { store in
        try await body(AccountService(store: store, configuration: AccountConfiguration()))
    }
}

/// `glossa user add`.
struct UserAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Create a user (with --admin, a server administrator).",
        discussion: """
            Examples:
              glossa user add --admin --email ada@example.com --name "Ada Lovelace"
              glossa user add --email bob@example.com --name Bob --password-stdin < pw
            """)

    @Option(help: "The e-mail address (unique, regardless of case).")
    var email: String

    @Option(help: "The display name.")
    var name: String

    @Flag(help: "Make the user a server administrator.")
    var admin = false

    @Flag(help: "Read the password from the first line of standard input instead of generating one.")
    var passwordStdin = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let password: String
        let generated: Bool
        if passwordStdin {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else {
                throw InputError(description: "no password on standard input")
            }
            password = line
            generated = false
        } else {
            password = Self.generatePassword()
            generated = true
        }
        let user = try await withAccounts(database) { accounts in
            try await accounts.createUser(name: name, email: email, password: password, administrator: admin)
        }
        print("user:     \(user.email) (\(user.name))\(user.isAdministrator ? ", server administrator" : "")")
        print("id:       \(user.id)")
        if generated { print("password: \(password)") }
    }

    /// 20 characters from a 56-letter alphabet without look-alikes (about 116 bits).
    static func generatePassword() -> String {
        let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<20).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}

/// `glossa user list`.
struct UserListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List users.",
        discussion: "Example:\n  glossa user list\n    ada@example.com  Ada Lovelace  admin")

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let users = try await withAccounts(database) { try await $0.store.users() }
        for user in users {
            let flags = [user.isAdministrator ? "admin" : nil, user.isDisabled ? "disabled" : nil].compactMap { $0 }
            print(([user.email, user.name] + flags).joined(separator: "  "))
        }
    }
}

/// `glossa user disable`.
struct UserDisableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable",
        abstract: "Disable a user: sign-in is refused, sessions end, personal tokens stop working.",
        discussion: "Example:\n  glossa user disable bob@example.com")

    @Argument(help: "The user's e-mail address.")
    var email: String

    @Flag(help: "Enable the user again instead.")
    var enable = false

    @OptionGroup
    var database: DatabaseOptions

    func run() async throws {
        let user = try await withAccounts(database) { try await $0.setDisabled(!enable, email: email) }
        print("\(user.email) \(user.isDisabled ? "disabled" : "enabled")")
    }
}
