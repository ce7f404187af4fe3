import Foundation
import GlossaMessages

/// Compiled source text that lives in code rather than in a catalog (TML labels, Transifex source
/// strings, callers' default values), by text. Bounded: past ``limit`` entries it starts over, so
/// text built at runtime cannot grow it without end.
final class SourceTextCache: @unchecked Sendable {
    static let limit = 4096
    private let messages = Locked<[String: CompiledMessage?]>([:])

    func message(for text: String, compile: () -> CompiledMessage?) -> CompiledMessage? {
        if let cached = messages.withLock({ $0[text] }) { return cached }
        let compiled = compile()
        messages.withLock { messages in
            if messages.count >= Self.limit { messages.removeAll(keepingCapacity: true) }
            messages[text] = compiled
        }
        return compiled
    }

    func removeAll() {
        messages.withLock { $0.removeAll() }
    }
}
