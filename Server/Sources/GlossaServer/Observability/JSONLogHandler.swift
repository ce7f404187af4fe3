import Foundation
import GlossaJSON
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A swift-log handler that writes one JSON object per line, for log collectors (`glossa serve
/// --log-format json`):
///
/// ```json
/// {"time":"2026-11-26T23:20:10.123Z","level":"info","label":"glossa.server","message":"push applied","request_id":"…","metadata":{"project":"demo"}}
/// ```
///
/// `request_id` is the request's `X-Request-ID` (the logger metadata `hb.request.id`), present on every
/// line written for a request; the rest of the metadata (the handler's, its provider's and the line's)
/// is in `metadata`, strings as strings, lists and dictionaries as JSON arrays and objects.
public struct JSONLogHandler: LogHandler {
    /// The logger's label.
    public let label: String
    /// The handler's own metadata, on every line.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level written.
    public var logLevel: Logger.Level
    /// Metadata added to every line when it is written.
    public var metadataProvider: Logger.MetadataProvider?
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> Date

    /// Writes lines of `label` at `level` and above with `write` (each call one line, its newline
    /// included; standard error by default), stamped with `now`.
    public init(
        label: String, level: Logger.Level = .info, metadataProvider: Logger.MetadataProvider? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        write: @escaping @Sendable (String) -> Void = JSONLogHandler.standardError
    ) {
        self.label = label
        self.logLevel = level
        self.metadataProvider = metadataProvider
        self.now = now
        self.write = write
    }

    /// Writes `line` to standard error in one call.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The handler's metadata value for `metadataKey`.
    public subscript(metadataKey metadataKey: String) -> Logger.Metadata.Value? {
        get { metadata[metadataKey] }
        set { metadata[metadataKey] = newValue }
    }

    /// Writes `event` as one line.
    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let explicit = event.metadata { merged.merge(explicit) { _, new in new } }
        write(line(level: event.level, message: event.message.description, metadata: merged))
    }

    /// The JSON line of one event.
    func line(level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
        var metadata = metadata
        var object: JSONObject = [
            "time": .string(Self.timestamp(now())), "level": .string(level.rawValue), "label": .string(label),
            "message": .string(message),
        ]
        if let id = metadata.removeValue(forKey: RequestIdentifier.metadataKey) {
            object.append("request_id", .string(id.description))
        }
        if !metadata.isEmpty {
            object.append(
                "metadata",
                .object(JSONObject(metadata.sorted { $0.key < $1.key }.map { ($0.key, Self.json($0.value)) })))
        }
        return JSONWriter().string(from: .object(object)) + "\n"
    }

    private static func json(_ value: Logger.Metadata.Value) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .stringConvertible(let value): .string(value.description)
        case .array(let values): .array(values.map(json))
        case .dictionary(let values):
            .object(JSONObject(values.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) }))
        }
    }

    /// `2026-11-26T23:20:10.123Z`: UTC, milliseconds.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(milliseconds.quotient(dividingBy: 1000))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2))T"
            + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2))."
            + "\(padded(Int32(milliseconds.remainder(dividingBy: 1000)), 3))Z"
    }
}

extension Int64 {
    /// Floor division (for times before 1970 too).
    fileprivate func quotient(dividingBy divisor: Int64) -> Int64 {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The non-negative remainder of ``quotient(dividingBy:)``.
    fileprivate func remainder(dividingBy divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
