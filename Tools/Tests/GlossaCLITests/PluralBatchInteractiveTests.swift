import Foundation
import Testing

/// Batch mode used as a co-process: a caller writes one line and waits for its answer before writing the
/// next. Output is buffered for throughput, so this checks that it is flushed before glossa waits for input.
@Suite("glossa plural --batch, one line at a time")
struct PluralBatchInteractiveTests {
    @Test func answersEachLineBeforeTheNextArrives() throws {
        let process = Process()
        process.executableURL = Glossa.executableURL
        process.arguments = ["plural", "--batch"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let reader = LineReceiver(output.fileHandleForReading)
        for (number, category) in [("1", "one"), ("2", "few"), ("5", "many")] {
            input.fileHandleForWriting.write(Data(#"{"locale":"ru","number":"\#(number)"}"#.utf8 + [0x0A]))
            let answer = reader.nextLine(timeout: .seconds(30))
            #expect(answer == #"{"locale":"ru","number":"\#(number)","type":"cardinal","category":"\#(category)"}"#)
            if answer == nil { return }  // not flushed: the deferred terminate ends glossa
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Reads lines from a pipe on a background thread, so that a test can wait for one with a time limit.
private final class LineReceiver: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = Data()
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty { ended = true } else { buffer.append(data) }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
    }

    /// The next line, or nil if none arrives within `timeout` or the pipe ends first.
    func nextLine(timeout: Duration) -> String? {
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }
}
