import ArgumentParser
import Foundation
import GlossaServer

/// Where the server's data is: shared by `glossa serve` and `glossa project …`.
struct DatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The directory of the embedded SQLite database (env GLOSSA_DATA_DIR; default ./glossa-data).",
            valueName: "directory"))
    var dataDir: String?

    @Option(
        help: ArgumentHelp(
            "A PostgreSQL database instead of SQLite: postgres://user:password@host:port/db[?sslmode=require] (env GLOSSA_DATABASE_URL).",
            valueName: "url"))
    var databaseURL: String?

    @Option(
        help: ArgumentHelp(
            "On PostgreSQL, how long opening the database waits for one that cannot be reached yet (refused or timed-out connections, an unknown host), trying once a second, in seconds from 0 (one attempt) to 3600; a database that refuses the credentials or the database name fails at once (env GLOSSA_DATABASE_STARTUP_TIMEOUT; default 30).",
            valueName: "seconds"))
    var databaseStartupTimeout: String?

    func validate() throws {
        _ = try startupTimeout(environment: ProcessInfo.processInfo.environment)
        if dataDir != nil && databaseURL != nil {
            throw ValidationError("give --data-dir or --database-url, not both")
        }
        if let databaseURL, !(databaseURL.hasPrefix("postgres://") || databaseURL.hasPrefix("postgresql://")) {
            throw ValidationError("--database-url must start with postgres://")
        }
    }

    /// How long opening a PostgreSQL database waits for it to become reachable: the flag, else
    /// `GLOSSA_DATABASE_STARTUP_TIMEOUT`, else ``DatabaseLocation/defaultStartupTimeout``.
    /// - Throws: `ValidationError` naming the option for anything but seconds from 0 to 3600.
    func startupTimeout(environment: [String: String]) throws -> Duration {
        guard
            let text = databaseStartupTimeout
                ?? environment["GLOSSA_DATABASE_STARTUP_TIMEOUT"].flatMap({ $0.isEmpty ? nil : $0 })
        else { return DatabaseLocation.defaultStartupTimeout }
        guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
            throw ValidationError("--database-startup-timeout must be a number of seconds from 0 to 3600, not \(text)")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The flag, else the environment, else `./glossa-data`.
    var location: DatabaseLocation {
        let environment = ProcessInfo.processInfo.environment
        if let databaseURL { return .postgres(databaseURL) }
        if let dataDir { return DatabaseLocation(argument: dataDir) }
        if let url = environment["GLOSSA_DATABASE_URL"], !url.isEmpty { return .postgres(url) }
        return DatabaseLocation(
            argument: environment["GLOSSA_DATA_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "glossa-data")
    }
}
