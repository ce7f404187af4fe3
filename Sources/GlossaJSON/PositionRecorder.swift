/// Collects where values and keys start while the scanner runs with positions turned on.
///
/// Offsets arrive in increasing order, so one forward-moving ``LineLocator`` turns them into lines
/// and columns as they come, in time linear in the input.
struct PositionRecorder {
    private var locator: LineLocator
    /// Pointers of the containers being read, innermost last.
    private var containerPointers: [String] = []
    /// Pointer of the value recorded last.
    private var lastPointer = ""
    /// Key offset waiting for its value.
    private var pendingKey: JSONLocation?
    /// What has been recorded.
    private(set) var entries: [String: JSONSourceMap.Entry] = [:]
    /// Pointers in document order.
    private(set) var order: [String] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        locator = LineLocator(bytes)
    }

    mutating func recordKeyStart(_ offset: Int) {
        pendingKey = locator.locate(offset)
    }

    /// Records the value starting at `offset`, reached from its container by `component` (`nil`
    /// for the top-level value).
    mutating func recordValueStart(_ offset: Int, component: JSONPathComponent?) {
        let pointer: String
        if let component {
            pointer = (containerPointers.last ?? "") + "/" + component.pointerToken
        } else {
            pointer = ""
        }
        let location = locator.locate(offset)
        if entries.updateValue(JSONSourceMap.Entry(value: location, key: pendingKey), forKey: pointer) == nil {
            order.append(pointer)
        }
        pendingKey = nil
        lastPointer = pointer
    }

    /// The value recorded last is a container whose members follow.
    mutating func openContainer() {
        containerPointers.append(lastPointer)
    }

    /// The innermost container is complete.
    mutating func closeContainer() {
        containerPointers.removeLast()
    }
}
