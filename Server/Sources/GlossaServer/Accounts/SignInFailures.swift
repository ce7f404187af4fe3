/// Failed sign-ins of one e-mail address: counted in the database so every server instance sharing it
/// enforces the same lockout.
public struct SignInFailures: Sendable, Hashable {
    /// Consecutive failures since the last success or release.
    public var count: Int
    /// Until when sign-in is refused (Unix milliseconds); nil when not locked.
    public var lockedUntil: Int64?

    /// Creates a failure record.
    public init(count: Int, lockedUntil: Int64?) {
        self.count = count
        self.lockedUntil = lockedUntil
    }
}

extension SignInFailures {
    /// Counts one more failure at `now`: a lock that has run out is released first (the count starts
    /// again), and the `maximum`th failure locks until `now + lockout` (milliseconds).
    mutating func record(at now: Int64, maximum: Int, lockout: Int64) {
        if let lockedUntil, lockedUntil <= now {
            count = 0
            self.lockedUntil = nil
        }
        count += 1
        if count >= maximum { lockedUntil = now + lockout }
    }

    /// Whether sign-in is refused at `now`.
    func isLocked(at now: Int64) -> Bool {
        lockedUntil.map { $0 > now } ?? false
    }
}
