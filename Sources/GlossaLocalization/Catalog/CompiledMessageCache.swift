import Foundation
import GlossaMessages

/// The messages of one catalog compiled so far, shared by every thread that renders from it.
///
/// Compiling happens outside the lock; two threads that compile the same message at once both
/// succeed and the first result is kept, so a render never waits for another's compile.
///
/// Entries' own messages, which nearly every lookup renders, are found by entry number in an array
/// (made on the first compile); the alternatives of TML translations with a context, by key. Each
/// result is held in a ``Compiled`` object, so reading one under the lock is one retain rather than
/// a copy of the message's fields.
final class CompiledMessageCache: @unchecked Sendable {
    /// An entry, and which of its alternative translations (0 for the entry's own message).
    struct Key: Hashable {
        let entry: Int32
        let alternative: Int32
    }

    /// A compiled message, or nil when the message renders as its text.
    final class Compiled: Sendable {
        let message: CompiledMessage?

        init(_ message: CompiledMessage?) { self.message = message }
    }

    /// What is compiled: entries' own messages by entry number, alternatives by key.
    private struct Storage {
        var messages: [Compiled?] = []
        var alternatives: [Key: Compiled] = [:]
        var count = 0

        func cached(_ key: Key) -> Compiled? {
            guard key.alternative == 0 else { return alternatives[key] }
            let entry = Int(key.entry)
            return entry < messages.count ? messages[entry] : nil
        }

        /// Stores `compiled` unless another thread stored the key first; returns what is stored.
        mutating func store(_ compiled: Compiled, for key: Key, entryCount: Int) -> Compiled {
            if let cached = cached(key) { return cached }
            if key.alternative == 0 {
                if messages.isEmpty { messages = Array(repeating: nil, count: max(entryCount, Int(key.entry) + 1)) }
                messages[Int(key.entry)] = compiled
            } else {
                alternatives[key] = compiled
            }
            count += 1
            return compiled
        }
    }

    private let storage = Locked(Storage())
    /// How many entries the catalog has (the size of the array of entries' messages).
    private let entryCount: Int

    /// A cache for a catalog of `entryCount` entries.
    init(entryCount: Int) {
        self.entryCount = entryCount
    }

    /// The cached message, or the result of `compile`, which is then cached (nil — the message
    /// renders as its text — is cached too).
    func message(for key: Key, compile: () -> CompiledMessage?) -> CompiledMessage? {
        if let cached = storage.withLock({ $0.cached(key) }) { return cached.message }
        let compiled = Compiled(compile())
        return storage.withLock { $0.store(compiled, for: key, entryCount: entryCount) }.message
    }

    /// How many messages are compiled.
    var count: Int {
        storage.withLock { $0.count }
    }
}
