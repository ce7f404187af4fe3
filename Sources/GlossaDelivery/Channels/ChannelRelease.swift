import GlossaJSON

/// What a channel of Glossa's server serves to an app: the entry matching the app's version (its
/// app-version range) and that entry's release (`GET /releases/channels/{name}?app_version=…`, read
/// with the app's token by ``CDSClient/channelRelease(_:appVersion:)``).
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

    /// Reads the `data` object of the server's answer.
    ///
    /// - Throws: ``CDSError/malformedResponse(_:)`` naming the member that is missing or wrong.
    public init(json: JSONValue) throws(CDSError) {
        let reader = WireMembers(json, at: "data")
        channel = try reader.string("channel")
        minimumAppVersion = try reader.optionalString("min_app_version")
        maximumAppVersion = try reader.optionalString("max_app_version")
        release = try PublishedRelease(json: reader.member("release").value, at: "data.release")
    }
}
