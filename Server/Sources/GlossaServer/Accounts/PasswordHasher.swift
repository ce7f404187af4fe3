import HummingbirdBcrypt
import NIOPosix

/// bcrypt for passwords, run on NIO's blocking thread pool so that a deliberately slow hash never
/// occupies an event loop or Swift's cooperative threads.
///
/// The password is first reduced to the hexadecimal SHA-256 of its UTF-8 bytes (64 characters), so
/// that bcrypt's 72-byte input limit neither truncates long passphrases nor lets them differ only after
/// the 72nd byte.
public struct PasswordHasher: Sendable {
    /// The bcrypt cost.
    public let cost: Int

    /// Creates a hasher with the bcrypt cost `cost` (4–31).
    public init(cost: Int) {
        self.cost = min(31, max(4, cost))
    }

    /// The bcrypt hash of `password` (`$2b$…`).
    public func hash(_ password: String) async throws -> String {
        let input = Self.prehash(password)
        let cost = UInt8(cost)
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(input, cost: cost) }
    }

    /// Whether `password` matches `hash` (bcrypt compares in constant time).
    public func verify(_ password: String, against hash: String) async throws -> Bool {
        let input = Self.prehash(password)
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(input, hash: hash) }
    }

    static func prehash(_ password: String) -> String {
        AccountSecret.hash(password)
    }
}
