import GlossaJSON
import Hummingbird

/// The body of `GET /analytics` and `GET /api/v1/projects/{project}/analytics`, as transifex-delivery
/// answers it: for each day of `filter[since]` through `filter[until]` (UTC, `YYYY-MM-DD`, both
/// required, at most ``AnalyticsConfiguration/maximumRangeDays`` days), the content fetches by language
/// and by SDK, and their totals in `meta`. Days with no fetch are listed, empty. Counts reach the
/// database at each server's flush, so the current day lags by up to
/// ``AnalyticsConfiguration/flushInterval``.
struct AnalyticsReport {
    let first: Int64
    let last: Int64

    /// The range `query` asks for, or 400 saying which parameter is wrong.
    init(query: [String: String], maximumDays: Int) throws {
        func day(_ name: String) throws -> Int64 {
            guard let text = query[name], !text.isEmpty else {
                throw ProtocolError.badRequest(
                    "Date filter missing: ?filter[since]=<YYYY-MM-DD>&filter[until]=<YYYY-MM-DD>")
            }
            guard let day = AnalyticsDay.parse(text) else {
                throw ProtocolError.badRequest("\(name) must be a date YYYY-MM-DD (UTC), not \"\(text.prefix(40))\"")
            }
            return day
        }
        first = try day("filter[since]")
        last = try day("filter[until]")
        guard first <= last else { throw ProtocolError.badRequest("filter[until] must not be before filter[since]") }
        guard last - first < Int64(max(1, maximumDays)) else {
            throw ProtocolError.badRequest("The date range must be within \(maximumDays) days")
        }
    }

    /// The report of `projectID`'s stored counts.
    func response(services: ServerServices, projectID: String) async throws -> Response {
        let counts = try await services.store.contentFetches(projectID: projectID, from: first, through: last)
        return .json(Self.body(counts, from: first, through: last))
    }

    /// `{"data":[{"date","languages","sdks","fetches"}…],"meta":{"since","until","total":{…}}}`.
    static func body(_ counts: [ContentFetchCount], from first: Int64, through last: Int64) -> JSONValue {
        var byDay: [Int64: [ContentFetchCount]] = [:]
        for count in counts { byDay[count.day, default: []].append(count) }
        func summary(_ counts: [ContentFetchCount]) -> [(String, JSONValue)] {
            var languages: [String: Int64] = [:]
            var sdks: [String: Int64] = [:]
            for count in counts {
                languages[count.language, default: 0] += count.fetches
                sdks[count.sdk, default: 0] += count.fetches
            }
            func object(_ values: [String: Int64]) -> JSONValue {
                .object(JSONObject(values.sorted { $0.key < $1.key }.map { ($0.key, .integer(Int($0.value))) }))
            }
            return [
                ("languages", object(languages)), ("sdks", object(sdks)),
                ("fetches", .integer(Int(counts.reduce(0) { $0 + $1.fetches }))),
            ]
        }
        let days = (first...last).map { day in
            JSONValue.object(JSONObject([("date", .string(AnalyticsDay.string(day)))] + summary(byDay[day] ?? [])))
        }
        let meta = JSONObject([
            ("since", .string(AnalyticsDay.string(first))), ("until", .string(AnalyticsDay.string(last))),
            ("total", .object(JSONObject(summary(counts)))),
        ])
        return .object(JSONObject([("data", .array(days)), ("meta", .object(meta))]))
    }
}
