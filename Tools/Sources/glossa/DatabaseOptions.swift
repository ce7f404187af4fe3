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

    func validate() throws {
        if dataDir != nil && databaseURL != nil {
            throw ValidationError("give --data-dir or --database-url, not both")
        }
        if let databaseURL, !(databaseURL.hasPrefix("postgres://") || databaseURL.hasPrefix("postgresql://")) {
            throw ValidationError("--database-url must start with postgres://")
        }
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
