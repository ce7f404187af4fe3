/// The largest keys, strings and pushes the server stores, so that one request cannot fill the
/// database or make every later read of the project slow (``ServerConfiguration``'s
/// `maximumKeyLength`, `maximumStringLength` and `maximumStringsPerPush`).
struct StorageLimits: Sendable, Hashable {
    /// The longest key, in UTF-8 bytes.
    var keyLength: Int
    /// The longest source string or translation, in UTF-8 bytes.
    var stringLength: Int
    /// The most strings in one push, translation update or import.
    var stringsPerRequest: Int

    init(_ configuration: ServerConfiguration) {
        keyLength = configuration.maximumKeyLength
        stringLength = configuration.maximumStringLength
        stringsPerRequest = configuration.maximumStringsPerPush
    }

    /// Refuses `entries` if there are too many (413) or one has a key or string that is too long (422),
    /// saying which and what the limit is.
    func check<Entries: Collection>(
        _ entries: Entries, key: (Entries.Element) -> String, string: (Entries.Element) -> String
    ) throws {
        if entries.count > stringsPerRequest {
            throw ProtocolError(
                status: .contentTooLarge, message: "Payload Too Large",
                details: "The request has \(entries.count) strings; this server accepts at most \(stringsPerRequest) "
                    + "per request: split it")
        }
        for entry in entries {
            let key = key(entry)
            if key.utf8.count > keyLength {
                throw Self.unprocessable(
                    "The key \(Self.excerpt(key)) is \(key.utf8.count) bytes long; this server accepts "
                        + "keys of at most \(keyLength) bytes")
            }
            let length = string(entry).utf8.count
            if length > stringLength {
                throw Self.unprocessable(
                    "The string of key \(Self.excerpt(key)) is \(length) bytes long; this "
                        + "server accepts strings of at most \(stringLength) bytes")
            }
        }
    }

    private static func unprocessable(_ details: String) -> ProtocolError {
        ProtocolError(status: .unprocessableContent, message: "Unprocessable Content", details: details)
    }

    /// The key's first 40 characters, quoted, with `…` if there are more.
    private static func excerpt(_ key: String) -> String {
        "\"" + (key.count > 40 ? key.prefix(40) + "…" : key) + "\""
    }
}
