#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a rules-engine program is evaluated against: variable bindings, the clock and the limits.
public struct RuleEnvironment: Sendable {
    /// Variable bindings. Definitions name variables with an `@` (`@n`, `@gender`, `@value`); a key may be
    /// given with or without the `@`.
    public var variables: [String: RuleValue]
    /// The current instant (an injected clock): `(now)` returns it and `(today)` the start of its day.
    public var today: Date
    /// The calendar, and through its `timeZone` the time zone, in which `(today)`, `(date …)`,
    /// `(time …)` and day-granular date comparisons are computed.
    public var calendar: Calendar
    /// Bounds on the work of one evaluation.
    public var limits: RuleLimits

    /// Creates an environment; by default the clock is the current time and the calendar Gregorian in
    /// the current time zone.
    public init(
        variables: [String: RuleValue] = [:], today: Date = Date(),
        calendar: Calendar = Calendar(identifier: .gregorian), limits: RuleLimits = RuleLimits()
    ) {
        self.variables = variables
        self.today = today
        self.calendar = calendar
        self.limits = limits
    }

    /// The time zone of ``calendar``.
    public var timeZone: TimeZone {
        get { calendar.timeZone }
        set { calendar.timeZone = newValue }
    }

    /// The value bound to `name`; for `@x`, a binding of `x` is also found.
    func value(of name: String) -> RuleValue? {
        if let value = variables[name] { return value }
        guard name.hasPrefix("@") else { return nil }
        return variables[String(name.dropFirst())]
    }
}
