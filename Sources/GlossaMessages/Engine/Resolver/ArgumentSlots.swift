/// The values of a message's slots for one render: for each slot, the position of its value among
/// the caller's arguments (`-1`: none), found once per render and read when used.
///
/// ``MessageResolver`` reads arguments through it.
struct ArgumentSlots {
    let entries: UnsafeBufferPointer<MessageArguments.Entry>
    let positions: UnsafeBufferPointer<Int>

    /// Finds the program's slots among the context's arguments and calls `body` with them.
    @inline(__always)
    static func with(
        _ program: MessageProgram, in context: RenderContext, _ body: (ArgumentSlots) -> Bool
    ) -> Bool {
        let slotCount = program.slots.count
        guard slotCount <= inlineSlotCount else {
            let positions = [Int](unsafeUninitializedCapacity: slotCount) { positions, count in
                program.slots.withUnsafeBufferPointer { slots in
                    context.argumentPositions(
                        of: slots, namesAreASCII: program.slotNamesAreASCII, into: positions.baseAddress!)
                }
                count = slotCount
            }
            return context.withArgumentEntries { entries in
                positions.withUnsafeBufferPointer { body(ArgumentSlots(entries: entries, positions: $0)) }
            }
        }
        // A constant capacity: the space is on the stack, and nothing is copied into the closures.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: inlineSlotCount) { positions in
            context.withArgumentEntries { entries in
                program.slots.withUnsafeBufferPointer { slots in
                    context.argumentPositions(
                        of: slots, namesAreASCII: program.slotNamesAreASCII, into: positions.baseAddress!)
                }
                return body(
                    ArgumentSlots(entries: entries, positions: UnsafeBufferPointer(rebasing: positions[0..<slotCount])))
            }
        }
    }

    /// Slots found in stack space; a message with more (rare) finds them in an array.
    private static var inlineSlotCount: Int { 16 }

    /// The value of `slot`, if the caller passed one.
    subscript(slot: Int) -> MessageValue? {
        let position = positions[slot]
        return position < 0 ? nil : entries[position].value
    }

    /// The caller's entry for `slot`, to read its value in place (a copy of the value would retain
    /// what it refers to); `nil` when the caller passed none.
    @inline(__always)
    func entry(_ slot: Int) -> UnsafePointer<MessageArguments.Entry>? {
        let position = positions[slot]
        guard position >= 0, let base = entries.baseAddress else { return nil }
        return base + position
    }

    /// Whether the caller passed no value for `slot`.
    @inline(__always)
    func isEmpty(_ slot: Int) -> Bool { positions[slot] < 0 }

    /// The variant the shortcuts choose for the slot's value, if they answer for it (read in
    /// place: a count, a gender or a text, without copying the value).
    @inline(__always)
    func variant(_ slot: Int, shortcuts: SelectionShortcuts) -> Int? {
        let position = positions[slot]
        guard position >= 0 else { return nil }
        switch entries[position].value {
        case .number(let number):
            return shortcuts.variant(for: number)
        case .object(let object):
            return shortcuts.variant(for: object.gender ?? .unknown)
        case .string(let text), .safeString(let text):
            return shortcuts.variant(forText: text)
        default:
            return nil
        }
    }
}
