#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor in large blocks.
///
/// `beforeBlocking` runs each time the reader has no complete line left and is about to wait for more
/// input. Batch mode flushes its answers there: a caller that pipes in thousands of lines gets them back in
/// large writes, and a caller that sends one line and waits for its answer is not left waiting.
struct LineReader: ~Copyable {
    private let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var endOfInput = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next line without its terminator ("\n" or "\r\n"), or nil at the end of the input. A last line
    /// without a terminator is still a line.
    mutating func nextLine(beforeBlocking: () -> Void) -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                return line
            }
            if endOfInput {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            beforeBlocking()
            fill()
        }
    }

    private mutating func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let chunk = 64 * 1024
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var received = 0
        while true {
            received = buffer.withUnsafeMutableBytes { bytes in
                read(fileDescriptor, bytes.baseAddress! + oldCount, chunk)
            }
            if received < 0 && errno == EINTR { continue }
            break
        }
        buffer.removeLast(chunk - max(received, 0))
        if received <= 0 { endOfInput = true }
    }
}
