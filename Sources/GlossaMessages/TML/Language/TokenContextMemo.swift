import Foundation

/// Which context a token name falls in, remembered per language definition: matching a name against
/// every context's token expression runs regular expressions, and a message's compile asks for the
/// same few names (`count`, `user`) again and again.
///
/// At most ``capacity`` names are remembered (hostile labels cannot grow it); later names are matched
/// every time.
final class TokenContextMemo: @unchecked Sendable {
    // `indices` is read and written only under `lock`.

    /// Names remembered at most.
    static let capacity = 1_024
    /// Longer names are not remembered.
    static let maximumNameLength = 128

    private let lock = MemoLock()

    deinit { lock.destroy() }
    /// The index of the name's context among the definition's contexts, or `-1` for none.
    private var indices: [String: Int] = [:]

    /// The remembered context index for `name` (`-1`: no context), or `nil` when it is not known.
    func index(for name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return indices[name]
    }

    /// Remembers `index` for `name`, while there is room.
    func remember(_ index: Int, for name: String) {
        guard name.utf8.count <= Self.maximumNameLength else { return }
        lock.lock()
        defer { lock.unlock() }
        if indices.count < Self.capacity { indices[name] = index }
    }
}
