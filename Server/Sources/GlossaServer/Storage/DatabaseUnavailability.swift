/// Whether `error` says the database cannot be reached for now (it is down, restarting or refusing
/// connections), rather than that a statement or the request was wrong.
///
/// Such a request is answered 503 with `Retry-After`; a read the server has answered before is served from
/// memory instead (the response cache and the token lookups keep their last answer for the outage).
func isDatabaseUnavailable(_ error: any Error) -> Bool {
    (error as? PostgresError)?.isUnavailable == true
}
