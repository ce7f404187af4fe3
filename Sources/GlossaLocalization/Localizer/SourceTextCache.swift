import Foundation
import GlossaMessages

/// Compiled source text that lives in code rather than in a catalog (TML labels, Transifex source
/// strings, callers' default values), by text. Bounded: past ``limit`` entries it starts over, so
/// text built at runtime cannot grow it without end.
final class SourceTextCache: @unchecked Sendable {
    static let limit = 4096
    private let lock = NSLock()
    private var messages: [String: CompiledMessage?] = [:]

    func message(for text: String, compile: () -> CompiledMessage?) -> CompiledMessage? {
        lock.lock()
        if let cached = messages[text] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let compiled = compile()
        lock.lock()
        defer { lock.unlock() }
        if messages.count >= Self.limit { messages.removeAll(keepingCapacity: true) }
        messages[text] = compiled
        return compiled
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        messages.removeAll()
    }
}
