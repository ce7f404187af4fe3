import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP connection to a live server on loopback, for requests no HTTP client would send
/// (malformed framing, bodies cut short, clients that stall). A connection is used by one task or thread
/// at a time; it may be handed from one to another (from ``onThread(name:_:)`` back to a task).
final class RawHTTPConnection: @unchecked Sendable {
    private let socket: Int32
    private var received: [UInt8] = []

    /// What the server answered to one request.
    struct Answer {
        var status: Int
        var head: String
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: Int) throws {
        #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit {
        close(socket)
    }

    /// Sends `text` as it is (use `\r\n`); a peer that has closed is not an error.
    func send(_ text: String) async {
        await send(Array(text.utf8))
    }

    /// Sends `bytes` without blocking the calling thread: while the socket's buffer is full, the task
    /// sleeps instead. A blocking `send` or `poll` would hold one of the few threads of Swift's
    /// cooperative pool, on which the live server's request handling runs too; on a machine with two
    /// cores, two such waits stop the server from answering at all.
    func send(_ bytes: [UInt8]) async {
        var offset = 0
        while offset < bytes.count {
            guard let written = write(bytes[offset...]) else { return }
            if written == 0 {
                try? await Task.sleep(for: .milliseconds(2))
                continue
            }
            offset += written
        }
    }

    /// ``send(_:)-(byteArray)`` for a thread of the caller's own: while the socket's buffer is full, the
    /// thread waits in `poll`.
    func sendBlocking(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            guard let written = write(bytes[offset...]) else { return }
            if written == 0 {
                var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
                continue
            }
            offset += written
        }
    }

    /// Writes what the socket's buffer takes of `bytes` without blocking: the count written, 0 if the
    /// buffer is full, nil if the peer has closed.
    private func write(_ bytes: ArraySlice<UInt8>) -> Int? {
        let written = bytes.withUnsafeBytes {
            #if canImport(Glibc)
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            #else
                Darwin.send(socket, $0.baseAddress, $0.count, MSG_DONTWAIT)
            #endif
        }
        if written < 0, errno == EAGAIN || errno == EWOULDBLOCK { return 0 }
        return written > 0 ? written : nil
    }

    /// Reads one response (head, and a body of `Content-Length` bytes) within `timeout` seconds.
    ///
    /// Past the deadline, what has arrived is still read once before giving up: a task that the
    /// cooperative pool did not run for a while must not report a timeout the server did not cause.
    func readAnswer(timeout: Double = 10) async throws -> Answer {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let answer = takeAnswer() { return answer }
            let expired = Date() >= deadline
            guard try await readSome() else { throw closedEarly() }
            if expired, let answer = takeAnswer() { return answer }
            if expired { throw noAnswer(in: timeout) }
        }
    }

    /// ``readAnswer(timeout:)`` for a thread of the caller's own (never a task of the cooperative pool,
    /// see ``send(_:)-(byteArray)``): the thread sleeps in `poll` until bytes arrive, so the time it
    /// measures is the server's, not the granularity of a polling loop's sleeps.
    func readAnswerBlocking(timeout: Double = 10) throws -> Answer {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let answer = takeAnswer() { return answer }
            // Past the deadline, poll once without waiting, so that what arrived while this thread
            // was not scheduled still counts.
            let remaining = deadline.timeIntervalSinceNow
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let wait = remaining > 0 ? Int32(min(remaining * 1000, 1000)) + 1 : 0
            guard poll(&descriptor, 1, wait) > 0 else {
                if remaining > 0 { continue }
                throw noAnswer(in: timeout)
            }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            guard count > 0 else { throw closedEarly() }
            received += buffer[..<count]
        }
    }

    /// The first complete response of what has arrived, removed from it, or nil.
    private func takeAnswer() -> Answer? {
        guard let end = headEnd() else { return nil }
        let head = String(decoding: received[..<end], as: UTF8.self)
        let length = Self.contentLength(head) ?? 0
        guard received.count >= end + 4 + length else { return nil }
        let body = String(decoding: received[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        received.removeFirst(end + 4 + length)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Answer(status: status, head: head, body: body)
    }

    private func noAnswer(in timeout: Double) -> Failure {
        Failure(description: "no complete answer in \(timeout) s: \(String(decoding: received, as: UTF8.self))")
    }

    private func closedEarly() -> Failure {
        Failure(description: "closed before a complete answer: \(String(decoding: received, as: UTF8.self))")
    }

    /// Waits up to `timeout` seconds for the server to close the connection; returns the seconds it took,
    /// or nil if it stayed open. Bytes that arrive meanwhile are kept.
    func secondsUntilClosed(timeout: Double) async throws -> Double? {
        let start = Date()
        let deadline = start.addingTimeInterval(timeout)
        while Date() < deadline {
            if try await !readSome() { return Date().timeIntervalSince(start) }
        }
        return nil
    }

    /// Reads what has arrived, or sleeps a few milliseconds if nothing has (never blocks the thread, see
    /// ``send(_:)-(byteArray)``); false at end of stream (or a reset).
    private func readSome() async throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
            try await Task.sleep(for: .milliseconds(5))
            return true
        }
        if count <= 0 { return false }
        received += buffer[..<count]
        return true
    }

    private func headEnd() -> Int? {
        guard received.count >= 4 else { return nil }
        for index in 0...(received.count - 4)
        where received[index] == 13 && received[index + 1] == 10 && received[index + 2] == 13
            && received[index + 3] == 10
        {
            return index
        }
        return nil
    }

    private static func contentLength(_ head: String) -> Int? {
        for line in head.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }
}

extension RawHTTPConnection {
    /// The result of `work`, run on a new thread of normal priority while the caller's task is suspended:
    /// where the blocking calls (``sendBlocking(_:)``, ``readAnswerBlocking(timeout:)``) belong, so that a
    /// client's timing depends on neither the cooperative pool nor a polling loop's sleeps.
    static func onThread<Result: Sendable>(name: String, _ work: @escaping @Sendable () throws -> Result)
        async throws -> Result
    {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
            thread.name = name
            thread.start()
        }
    }
}
