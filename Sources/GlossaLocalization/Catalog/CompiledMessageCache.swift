import Foundation
import GlossaMessages

/// The messages of one catalog compiled so far, shared by every thread that renders from it.
///
/// Compiling happens outside the lock; two threads that compile the same message at once both
/// succeed and the first result is kept, so a render never waits for another's compile.
final class CompiledMessageCache: @unchecked Sendable {
    /// An entry, and which of its alternative translations (0 for the entry's own message).
    struct Key: Hashable {
        let entry: Int32
        let alternative: Int32
    }

    private let messages = Locked<[Key: CompiledMessage?]>([:])

    /// The cached message, or the result of `compile`, which is then cached (nil — the message
    /// renders as its text — is cached too).
    func message(for key: Key, compile: () -> CompiledMessage?) -> CompiledMessage? {
        if let cached = messages.withLock({ $0[key] }) { return cached }
        let compiled = compile()
        return messages.withLock { messages in
            if let cached = messages[key] { return cached }
            messages[key] = compiled
            return compiled
        }
    }

    /// How many messages are compiled.
    var count: Int {
        messages.withLock { $0.count }
    }
}
