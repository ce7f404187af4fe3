/// The plural that a `#` shows: its argument's slot and offset. Its `#`s share one entry of the
/// program's arguments, made at the first (``ICUProgramEmitter/pound(at:)``): a later `#` adds only
/// its instruction (and its location), nothing retained.
///
/// A plain value (integers only), so that the emitter keeps, copies and restores it without reference
/// counting; `id` tells which copies are one scope: a later plural of the same argument without
/// offset shares the last such plural's scope, and copies pass the entry on when one is made.
struct ICUPoundScope {
    let slot: Int
    /// Where the plural's offset is in the emitter's ``ICUProgramEmitter/scopeOffsets`` (`-1`: none).
    let offset: Int
    /// The same for every copy of one scope, and distinct between scopes of a pattern.
    let id: Int
    /// The program's argument entry the `#`s show, once the first is emitted (`-1` before).
    var argument = -1
    /// Whether this copy is a later plural's, sharing an earlier plural's scope.
    var isShared = false
}
