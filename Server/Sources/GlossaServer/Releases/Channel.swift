/// One entry of a release channel (such as `production`): the release that apps whose version is in
/// ``range`` get, and the one it replaced (what a roll back returns to).
public struct ChannelEntry: Sendable, Hashable {
    /// The channel's name.
    public var channel: String
    /// The app versions the entry serves.
    public var range: AppVersionRange
    /// The release served.
    public var release: Int
    /// The release served before the last change, if any.
    public var previousRelease: Int?
    /// When the entry last changed (Unix milliseconds).
    public var updatedAt: Int64

    /// Creates an entry.
    public init(channel: String, range: AppVersionRange, release: Int, previousRelease: Int?, updatedAt: Int64) {
        self.channel = channel
        self.range = range
        self.release = release
        self.previousRelease = previousRelease
        self.updatedAt = updatedAt
    }
}

/// One change of a channel, as its history records it.
public struct ChannelEvent: Sendable, Hashable {
    /// What was done.
    public enum Action: String, Sendable, Hashable {
        /// A release was promoted to the entry.
        case promote
        /// The entry went back to its previous release.
        case rollback
    }

    /// The channel's name.
    public var channel: String
    /// The event's number in the channel's history, from 1.
    public var sequence: Int
    /// What was done.
    public var action: Action
    /// The entry that changed.
    public var range: AppVersionRange
    /// The release the entry serves after the change.
    public var release: Int
    /// The release it served before, if any.
    public var previousRelease: Int?
    /// Who made the change.
    public var actor: WorkflowActor
    /// When (Unix milliseconds).
    public var at: Int64

    /// Creates an event.
    public init(
        channel: String, sequence: Int, action: Action, range: AppVersionRange, release: Int, previousRelease: Int?,
        actor: WorkflowActor, at: Int64
    ) {
        self.channel = channel
        self.sequence = sequence
        self.action = action
        self.range = range
        self.release = release
        self.previousRelease = previousRelease
        self.actor = actor
        self.at = at
    }
}

/// Channel names: 1 to 64 characters among lowercase ASCII letters, digits, `-` and `_`, starting with
/// a letter or digit (they are path segments and appear in logs).
public enum ChannelName {
    /// Whether `name` is a valid channel name.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, (1...64).contains(name.utf8.count) else { return false }
        func allowed(_ byte: UInt8) -> Bool { (97...122).contains(byte) || (48...57).contains(byte) }
        return allowed(first)
            && name.utf8.allSatisfy { allowed($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// `"production"`, or `"production" for app versions 1.0.0…2.0.0`, for messages.
    static func describe(_ channel: String, _ range: AppVersionRange) -> String {
        range.isUnbounded ? "\"\(channel)\"" : "\"\(channel)\" for app versions \(range)"
    }

    /// The entry an app of `version` gets from `entries`: among those whose range contains the version,
    /// the one with the newest release.
    public static func resolve(_ entries: [ChannelEntry], appVersion version: AppVersion?) -> ChannelEntry? {
        entries.filter { $0.range.contains(version) }.max { $0.release < $1.release }
    }
}

extension ChannelEntry {
    /// `entries` in the order they are listed in (``precedes(_:_:)``).
    static func sorted(_ entries: [ChannelEntry]) -> [ChannelEntry] { entries.sorted { precedes($0, $1) } }

    /// The order entries are listed in: by channel, then lowest minimum (open first), then lowest
    /// maximum (open last).
    static func precedes(_ lhs: ChannelEntry, _ rhs: ChannelEntry) -> Bool {
        if lhs.channel != rhs.channel { return lhs.channel < rhs.channel }
        if lhs.range.minimum != rhs.range.minimum {
            guard let left = lhs.range.minimum else { return true }
            guard let right = rhs.range.minimum else { return false }
            return left < right
        }
        guard let left = lhs.range.maximum else { return false }
        guard let right = rhs.range.maximum else { return true }
        return left < right
    }
}
