import Logging

/// Keeps the caches of every server sharing the database in step with the writes: a committed write
/// updates this server's response cache and token cache at once, then is published on the
/// ``ChangeFeed``; a notice from another server drops the affected cached bodies here.
///
/// On SQLite and in memory the feed is local and publishing does nothing: one process serves the
/// database, and it has updated its own caches.
///
/// Every publish also queues the ``PurgeHook``'s call, when one is configured, for a CDN in front: only the
/// server that made the change calls it, off the request's path.
struct ChangePropagation: Sendable {
    /// This process's identifier (``PushCoordinator/instance``), so it ignores its own notices.
    let origin: String
    let cache: ResponseCache
    let authenticator: Authenticator
    /// Apps' reads of release channels.
    let channels: ChannelCache
    let feed: any ChangeFeed
    /// The call to a CDN's purge endpoint after each publish, if configured.
    var purges: PurgeHook? = nil
    /// Counts the notices received, if metrics are recorded.
    var metrics: ServerMetrics? = nil
    let logger: Logger

    /// A push through this server committed `report`: the content bodies are patched on their next read
    /// (rebuilt without the revision the push wrote), and the other servers drop the project's bodies.
    func pushed(projectID: String, report: PushReport) async {
        if let revision = report.revision {
            cache.recordPush(projectID: projectID, changes: ContentChanges(plan: report.plan), revision: revision)
        } else {
            cache.invalidate(projectID: projectID)
        }
        await publish(ChangeNotice(origin: origin, projectID: projectID, kind: .push))
    }

    /// Translations of the project were written (a save, a review, an import, a bulk update).
    func translationsChanged(projectID: String, language: String?) async {
        cache.invalidate(projectID: projectID)
        await publish(ChangeNotice(origin: origin, projectID: projectID, kind: .translations, language: language))
    }

    /// `POST /invalidate` or `/purge`: drops the project's bodies (of `language` only, if given) here and
    /// on every other server. Returns how many this server dropped.
    func invalidate(projectID: String, language: String?) async -> Int {
        let count = cache.invalidate(projectID: projectID, language: language)
        await publish(ChangeNotice(origin: origin, projectID: projectID, kind: .invalidate, language: language))
        return count
    }

    /// The project's languages or tokens changed: its bodies and its cached tokens are dropped.
    func settingsChanged(projectID: String) async {
        cache.invalidate(projectID: projectID)
        channels.invalidate(projectID: projectID)
        authenticator.forget(projectID: projectID)
        await publish(ChangeNotice(origin: origin, projectID: projectID, kind: .settings))
    }

    /// A channel of the project was promoted or rolled back: its cached channels are dropped here and on
    /// every other server. The purge hook is not called: its paths are content's.
    func channelsChanged(projectID: String) async {
        channels.invalidate(projectID: projectID)
        await publish(ChangeNotice(origin: origin, projectID: projectID, kind: .channels))
    }

    /// Applies a notice received from the feed; its own notices and payloads that are not notices are
    /// ignored.
    func receive(_ payload: String) {
        guard let notice = ChangeNotice(payload: payload) else {
            logger.debug("ignored a notification that is not a change notice", metadata: ["payload": "\(payload)"])
            return
        }
        guard notice.origin != origin else { return }
        metrics?.received(notice.kind)
        switch notice.kind {
        case .push, .translations:
            cache.invalidate(projectID: notice.projectID)
        case .invalidate:
            cache.invalidate(projectID: notice.projectID, language: notice.language)
        case .settings:
            cache.invalidate(projectID: notice.projectID)
            channels.invalidate(projectID: notice.projectID)
            authenticator.forget(projectID: notice.projectID)
        case .channels:
            channels.invalidate(projectID: notice.projectID)
        }
    }

    /// After the feed's connection was (re)established: notices may have been missed meanwhile, so every
    /// cached body is checked against the database's revision on its next read, and cached tokens are
    /// looked up again.
    func revalidateAll() {
        cache.revalidateAll()
        channels.invalidateAll()
        authenticator.forgetAll()
    }

    /// Publishes `notice`; a failure is logged, not thrown: the write has committed, and the other
    /// servers see it within their revalidation interval anyway.
    private func publish(_ notice: ChangeNotice) async {
        if notice.kind != .channels {
            purges?.enqueue(projectID: notice.projectID, change: notice.kind, language: notice.language)
        }
        do {
            try await feed.publish(notice.payload)
        } catch {
            logger.warning(
                "could not notify the other servers of a change; they see it within the revalidation interval",
                metadata: ["project": "\(notice.projectID)", "error": "\(error)"])
        }
    }
}
