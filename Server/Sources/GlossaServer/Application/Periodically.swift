import ServiceLifecycle

/// Runs `body` every `interval` until the graceful shutdown of the service calling it (or its task's
/// cancellation): the loop of the services that sweep, flush or beat on a timer. With `first`, `body` runs
/// once before the first wait.
func periodically(
    every interval: Duration, startingNow first: Bool = false, _ body: @escaping @Sendable () async -> Void
) async {
    await cancelWhenGracefulShutdown {
        if first { await body() }
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            await body()
        }
    }
}
