import GlossaJSON

/// What a push did (or, in a dry run, would do): the job's `details` and `errors`.
public struct PushReport: Sendable, Hashable {
    /// The plan that was applied.
    public var plan: PushPlan
    /// Whether nothing was written.
    public var dryRun: Bool
    /// The project's revision the push wrote (one above the revision before it), or nil if it wrote
    /// nothing: caches patch what they built at the revision before with the push's changes.
    public var revision: Int64?

    /// Creates a report of `plan`.
    public init(plan: PushPlan, dryRun: Bool, revision: Int64? = nil) {
        self.plan = plan
        self.dryRun = dryRun
        self.revision = revision
    }

    /// The most entries each `verbose` list and `errors` keep: a job stores its counts and a sample
    /// of its lists, not every pushed string again.
    public static let sampleSize = 100

    /// `{"created":N,…,"verbose":{"created":[{"string","key","occurrences","context"}],…}}`; the counts
    /// are exact, each `verbose` list holds the first ``sampleSize`` entries.
    public var details: JSONValue {
        func list(_ strings: [SourceString]) -> JSONValue {
            .array(
                strings.prefix(Self.sampleSize).map { string in
                    .object([
                        "string": .string(string.string), "key": .string(string.key),
                        "occurrences": .strings(string.occurrences), "context": .strings(string.context),
                    ])
                })
        }
        let failed: JSONValue = .array(
            plan.failed.prefix(Self.sampleSize).map {
                .object([
                    "key": .string($0.key), "string": .string(""), "occurrences": .array([]), "context": .array([]),
                ])
            })
        return .object([
            "created": .integer(plan.created.count), "updated": .integer(plan.updated.count),
            "skipped": .integer(plan.skipped.count), "deleted": .integer(plan.deleted.count),
            "failed": .integer(plan.failed.count),
            "verbose": .object([
                "created": list(plan.created), "updated": list(plan.updated), "skipped": list(plan.skipped),
                "deleted": list(plan.deleted), "failed": failed,
            ]),
        ])
    }

    /// One JSON:API error object per failed entry (the first ``sampleSize``); every member a string,
    /// `source` a string map (the Swift SDK decodes them strictly).
    public var errors: JSONValue {
        .array(
            plan.failed.prefix(Self.sampleSize).map { failure in
                .object([
                    "status": "400", "code": "invalid",
                    "title": .string(
                        failure.field.isEmpty
                            ? "Entry `\(failure.key)` is invalid" : "Field `\(failure.field)` is invalid"),
                    "detail": .string(failure.detail), "source": .object(["pointer": .string(failure.pointer)]),
                ])
            })
    }
}
