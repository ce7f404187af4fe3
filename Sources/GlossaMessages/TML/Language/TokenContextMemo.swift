import Foundation

/// Which context a token name falls in, remembered per language definition: matching a name against
/// every context's token expression runs regular expressions, and a message's compile asks for the
/// same few names (`count`, `user`) again and again.
///
/// At most ``capacity`` names are remembered (hostile labels cannot grow it); later names are matched
/// every time.
final class TokenContextMemo: Sendable {
    /// Names remembered at most.
    static let capacity = 1_024
    /// Longer names are not remembered.
    static let maximumNameLength = 128

    /// The index of each name's context among the definition's contexts, or `-1` for none.
    private let indices = Locked<[String: Int]>([:])

    /// The remembered context index for `name` (`-1`: no context), or `nil` when it is not known.
    func index(for name: String) -> Int? {
        indices.withLock { $0[name] }
    }

    /// Remembers `index` for `name`, while there is room.
    func remember(_ index: Int, for name: String) {
        guard name.utf8.count <= Self.maximumNameLength else { return }
        indices.withLock { indices in
            if indices.count < Self.capacity { indices[name] = index }
        }
    }
}
