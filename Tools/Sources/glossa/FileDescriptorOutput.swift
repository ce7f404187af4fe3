import GlossaFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered output to a file descriptor: text is collected and written in large blocks, so that batch mode
/// makes one system call per many answers rather than one per line.
struct FileDescriptorOutput: ~Copyable {
    private let fileDescriptor: Int32
    private let capacity: Int
    private var buffer: [UInt8] = []

    init(fileDescriptor: Int32, capacity: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Appends `text`, writing the buffer out once it is full.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Appends raw bytes (binary output such as an archive), writing the buffer out once it is full.
    mutating func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    /// Writes out everything buffered so far.
    mutating func flush() {
        buffer.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: fileDescriptor) }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        buffer.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: fileDescriptor) }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32) {
        guard var address = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Darwin)
                let written = Darwin.write(fileDescriptor, address, remaining)
            #elseif canImport(Glibc)
                let written = Glibc.write(fileDescriptor, address, remaining)
            #else
                let written = Musl.write(fileDescriptor, address, remaining)
            #endif
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }  // a closed pipe: nothing more can be delivered
            address += written
            remaining -= written
        }
    }
}

/// Diagnostics on standard error, written at once.
enum StandardError {
    static func write(_ message: String) {
        var output = FileDescriptorOutput(fileDescriptor: 2)
        output.write(message)
        output.flush()
    }
}

/// Ordinary (non-batch) command output on standard output, one block per command.
enum StandardOutput {
    static func write(lines: [String]) {
        var output = FileDescriptorOutput(fileDescriptor: 1)
        for line in lines {
            output.write(line)
            output.write("\n")
        }
        output.flush()
    }
}

/// Where a command writes a whole output file: `-` is standard output; a regular file (or a new one)
/// is replaced atomically; a device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written
/// through and never replaced (see `FileOutput`).
enum OutputFile {
    /// Writes `bytes` to `path`, or to standard output for `-`.
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        if path == "-" {
            var output = FileDescriptorOutput(fileDescriptor: 1)
            output.write(bytes: bytes)
            output.flush()
            return
        }
        do {
            try FileOutput.write(bytes, toPath: path)
        } catch {
            throw InputError(description: error.description)
        }
    }
}
