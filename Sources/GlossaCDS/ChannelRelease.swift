import GlossaJSON

/// What a channel of Glossa's server serves to an app: the entry matching the app's version (its
/// app-version range) and that entry's release, the `data` of `GET /releases/channels/{name}?app_version=…`.
///
/// The server writes it with ``json``; the delivery client reads it with ``init(json:at:)``.
public struct ChannelRelease: Sendable, Hashable {
    /// The channel's name (`production`).
    public var channel: String
    /// The lowest app version the entry serves (`2.0.0`), or nil for no lower bound.
    public var minimumAppVersion: String?
    /// The highest app version the entry serves, or nil for no upper bound.
    public var maximumAppVersion: String?
    /// The release the channel serves to the app.
    public var release: PublishedRelease

    /// Creates a channel answer.
    public init(
        channel: String, minimumAppVersion: String? = nil, maximumAppVersion: String? = nil,
        release: PublishedRelease
    ) {
        self.channel = channel
        self.minimumAppVersion = minimumAppVersion
        self.maximumAppVersion = maximumAppVersion
        self.release = release
    }

    /// The answer's `data` as the server writes it: `{"min_app_version": "2.0.0" or null,
    /// "max_app_version": … or null, "channel": "production", "release": {…}}`, the release as
    /// ``PublishedRelease/json`` writes it.
    public var json: JSONValue {
        .object([
            "min_app_version": minimumAppVersion.map(JSONValue.string) ?? .null,
            "max_app_version": maximumAppVersion.map(JSONValue.string) ?? .null,
            "channel": .string(channel), "release": release.json,
        ])
    }

    /// Reads the `data` object of the server's answer.
    ///
    /// - Parameters:
    ///   - json: the `data` object.
    ///   - path: where it is in its document, for messages.
    /// - Throws: ``CDSWireError`` naming the member that is missing or wrong (`data.release is missing`).
    public init(json: JSONValue, at path: String = "data") throws(CDSWireError) {
        let reader = WireMembers(json, at: path)
        self.init(
            channel: try reader.string("channel"), minimumAppVersion: try reader.optionalString("min_app_version"),
            maximumAppVersion: try reader.optionalString("max_app_version"),
            release: try PublishedRelease(json: reader.member("release").value, at: "\(path).release"))
    }
}
