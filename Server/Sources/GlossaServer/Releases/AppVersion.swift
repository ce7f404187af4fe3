/// An app version as channels target them: semantic versioning's `major.minor.patch` (missing parts
/// are 0, so `2` and `2.1` are `2.0.0` and `2.1.0`), compared numerically; a pre-release or build
/// suffix (`-beta.1`, `+42`) is accepted and ignored, so `2.1.0-beta` matches what `2.1.0` matches.
public struct AppVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major, minor and patch numbers.
    public let parts: [Int]

    /// Parses `text`; nil unless it is one to three dot-separated whole numbers (each at most nine
    /// digits), optionally followed by `-…` or `+…`.
    public init?(_ text: String) {
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let fields = core.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var parts: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 9, field.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(field)
            else { return nil }
            parts.append(number)
        }
        while parts.count < 3 { parts.append(0) }
        self.parts = parts
    }

    /// `major.minor.patch`.
    public var description: String { parts.map(String.init).joined(separator: ".") }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }
}

/// The app versions a channel entry serves: from ``minimum`` to ``maximum``, both included; a missing
/// bound is open.
public struct AppVersionRange: Sendable, Hashable {
    /// The lowest version served, or nil for no lower bound.
    public var minimum: AppVersion?
    /// The highest version served, or nil for no upper bound.
    public var maximum: AppVersion?

    /// Creates a range; nil bounds are open.
    public init(minimum: AppVersion? = nil, maximum: AppVersion? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Every version.
    public static let all = AppVersionRange()

    /// Whether the range has no bound.
    public var isUnbounded: Bool { minimum == nil && maximum == nil }

    /// Whether an app of `version` gets this entry. An app that sends no version matches only the
    /// unbounded entry: a range says which binaries it was made for, and an unknown binary is none of them.
    public func contains(_ version: AppVersion?) -> Bool {
        guard let version else { return isUnbounded }
        if let minimum, version < minimum { return false }
        if let maximum, maximum < version { return false }
        return true
    }
}

extension AppVersionRange: CustomStringConvertible {
    /// `1.0.0…2.0.0`, `1.0.0…`, `…2.0.0`, or `any`.
    public var description: String {
        isUnbounded ? "any" : "\(minimum?.description ?? "")…\(maximum?.description ?? "")"
    }
}

extension AppVersionRange {
    /// Why ``read(minimum:maximum:)`` refused a range.
    enum ReadingError: Error, Sendable, Equatable {
        /// A bound (the minimum when `minimum` is true) is not a version.
        case notAVersion(minimum: Bool, text: String)
        /// The maximum is below the minimum.
        case maximumBelowMinimum
    }

    /// The range between two bounds as written (nil or empty: open), as the API's JSON and the web
    /// editor's form give them, or why not. A `Result` rather than a typed `throws`: Swift 6.3.1 crashes
    /// in release builds on async functions that call typed-throwing ones (see ``ProtocolError``).
    static func read(minimum: String?, maximum: String?) -> Result<AppVersionRange, ReadingError> {
        func bound(_ text: String?, isMinimum: Bool) -> Result<AppVersion?, ReadingError> {
            guard let text, !text.isEmpty else { return .success(nil) }
            guard let version = AppVersion(text) else { return .failure(.notAVersion(minimum: isMinimum, text: text)) }
            return .success(version)
        }
        switch (bound(minimum, isMinimum: true), bound(maximum, isMinimum: false)) {
        case (.failure(let error), _), (_, .failure(let error)):
            return .failure(error)
        case (.success(let low), .success(let high)):
            if let low, let high, high < low { return .failure(.maximumBelowMinimum) }
            return .success(AppVersionRange(minimum: low, maximum: high))
        }
    }
}
