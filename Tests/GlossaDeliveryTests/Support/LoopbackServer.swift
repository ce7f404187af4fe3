import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request the loopback server received, exactly as sent.
struct RecordedRequest: Sendable {
    var method: String
    /// The request target: path and raw query (`/content/el?filter%5Btags%5D=a`).
    var target: String
    /// Header fields in the order received, names as spelled on the wire.
    var headerFields: [(name: String, value: String)]
    var body: Data

    var path: String { String(target.prefix { $0 != "?" }) }
    var query: String? { target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) } }

    /// The value of a header, looked up without regard to case.
    func header(_ name: String) -> String? {
        headerFields.last { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// A scripted answer.
struct ScriptedResponse: Sendable {
    var status: Int
    var headers: [(String, String)] = []
    var body: Data = Data()
    /// Real seconds to wait before answering (a slow server).
    var delay: TimeInterval = 0
    /// Announce this many more bytes than are sent, then close (a truncated body).
    var truncateBy: Int = 0

    static func json(_ status: Int, _ body: String, headers: [(String, String)] = []) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(body.utf8))
    }

    static func status(_ status: Int, _ body: String = "") -> ScriptedResponse {
        ScriptedResponse(status: status, body: Data(body.utf8))
    }
}

/// A small HTTP/1.1 server on 127.0.0.1, port 0, written on the C socket API (no third-party code).
/// Each connection gets one scripted response and is closed. Routes are queues of responses per path;
/// the last response of a queue repeats.
final class LoopbackServer: @unchecked Sendable {
    private let listener: Int32
    let port: Int
    private let lock = NSLock()
    private var routes: [String: [ScriptedResponse]] = [:]
    private var received: [RecordedRequest] = []
    private var inFlight = 0
    private(set) var maximumInFlight = 0
    private var stopped = false

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init() throws {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, stream, 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Scripts the responses for `path` (without query), in order; the last one repeats.
    func script(_ path: String, _ responses: ScriptedResponse...) {
        lock.withLock { routes[path] = responses }
    }

    var requests: [RecordedRequest] { lock.withLock { received } }

    func requests(to path: String) -> [RecordedRequest] { requests.filter { $0.path == path } }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if isStopped { return }
                continue
            }
            let thread = Thread { [weak self] in
                self?.serve(connection)
                close(connection)
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        let response: ScriptedResponse = lock.withLock {
            received.append(request)
            inFlight += 1
            maximumInFlight = max(maximumInFlight, inFlight)
            guard var queue = routes[request.path], let first = queue.first else {
                return .json(404, #"{"status":404,"message":"Not found"}"#)
            }
            if queue.count > 1 {
                queue.removeFirst()
                routes[request.path] = queue
            }
            return first
        }
        var waited: TimeInterval = 0
        while waited < response.delay, !isStopped {
            usleep(10_000)
            waited += 0.01
        }
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        if response.status != 304 {
            head += "Content-Length: \(response.body.count + response.truncateBy)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        bytes.append(response.body)
        lock.withLock { inFlight -= 1 }
        write(connection, bytes)
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count >= 4 {
                headerEnd = (0...(buffer.count - 4)).first { Array(buffer[$0..<$0 + 4]) == separator }
            }
        }
        guard let end = headerEnd else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var fields: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields.append(
                (
                    name: String(line[..<colon]),
                    value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                ))
        }
        let length = fields.last { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        var body = Array(buffer[(end + 4)...])
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            body.append(contentsOf: chunk[0..<count])
        }
        return RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headerFields: fields, body: Data(body))
    }

    private func write(_ connection: Int32, _ data: Data) {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, flags)
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    private func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 304: "Not Modified"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
