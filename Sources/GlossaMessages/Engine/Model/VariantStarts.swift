/// Where each variant of a selection starts: up to six inline (selections rarely have more), the
/// rest in an array, so most selections allocate nothing for them.
struct VariantStarts: Sendable {
    private var inline: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
    /// The starts past the sixth; `nil` until there is one, so that copying and dropping the starts
    /// of a smaller selection retains and releases nothing.
    private var overflow: [Int32]?
    /// How many variants there are.
    private(set) var count = 0

    private static var inlineCount: Int { 6 }

    /// No variants yet.
    init() {}

    /// Adds the start of the next variant.
    mutating func append(_ start: Int32) {
        switch count {
        case 0: inline.0 = start
        case 1: inline.1 = start
        case 2: inline.2 = start
        case 3: inline.3 = start
        case 4: inline.4 = start
        case 5: inline.5 = start
        default:
            if overflow == nil { overflow = [] }
            overflow?.append(start)
        }
        count += 1
    }

    /// The start of variant `index`.
    @inline(__always)
    subscript(index: Int) -> Int32 {
        if index < Self.inlineCount {
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index &* 4, as: Int32.self) }
        }
        return overflow?[index - Self.inlineCount] ?? 0
    }

    /// The same starts, each `offset` instructions later.
    func shifted(by offset: Int32) -> VariantStarts {
        var shifted = VariantStarts()
        for index in 0..<count { shifted.append(self[index] &+ offset) }
        return shifted
    }
}
