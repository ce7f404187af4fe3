import GlossaJSON
import HTTPTypes
import Hummingbird

/// What apps read with their token (``Action/readContent``, like `/content`):
/// - `GET /releases/channels/{channel}[?app_version=2.1.0]`: the release the channel serves to that app
///   version (the newest release among the entries whose range holds it; without a version, the entry
///   for every version), with the address of each file
///   (from ``ChannelCache``: no database query while the channel was checked within the revalidation
///   interval);
/// - `GET /releases/files/{sha256}`: a release file by the SHA-256 of its bytes, served as immutable
///   (`Cache-Control: public, max-age=31536000, immutable`, its hash as a strong `ETag`). Read from the
///   store once, then answered from memory (``ReleaseFileCache``) by the event-loop fast path
///   (``ContentFastPath``), like cached content.
struct ReleaseDeliveryRoutes {
    let services: ServerServices
    let store: any ReleaseStore

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("releases/channels/:channel") { request, context in
            let project = try context.authenticated().project
            let name = try context.parameters.decoded("channel")
            guard ChannelName.isValid(name) else { throw ProtocolError.notFound("No channel \"\(name)\"") }
            var version: AppVersion?
            if let text = request.decodedQuery["app_version"], !text.isEmpty {
                guard let parsed = AppVersion(text) else {
                    throw ProtocolError.badRequest(
                        "app_version must be a version such as 2.1 or 2.1.3, not \"\(text)\"")
                }
                version = parsed
            }
            let entries = try await services.channels.entries(name, projectID: project.id) {
                try await store.channelEntries(name, projectID: project.id)
            }
            guard let entry = ChannelName.resolve(entries, appVersion: version) else {
                throw ProtocolError.notFound(
                    entries.isEmpty
                        ? "No channel \"\(name)\""
                        : "Channel \"\(name)\" has no release for app version \(version?.description ?? "(none given)")"
                )
            }
            let body = try await services.channels.answer(for: entry, projectID: project.id) {
                guard let release = try await store.release(entry.release, projectID: project.id) else {
                    throw StoreError.corrupt("channel \(name) points at a missing release \(entry.release)")
                }
                let answer = ChannelRelease(
                    channel: name, minimumAppVersion: entry.range.minimum?.description,
                    maximumAppVersion: entry.range.maximum?.description, release: release.manifest)
                return CachedBody(
                    bytes: JSONWriter().bytes(from: .object(["data": answer.json])),
                    cacheControl: services.cacheControl)
            }
            return Response(status: .ok, headers: body.okHeaders, body: .init(byteBuffer: body.bytes))
        }
        group.get("releases/files/:sha256") { request, context in
            let project = try context.authenticated().project
            let sha256 = try context.parameters.decoded("sha256")
            guard PublishedRelease.File.isAddress(sha256) else {
                throw ProtocolError.badRequest("A release file's address is its SHA-256 in 64 lowercase hex digits")
            }
            guard
                let served = try await services.releaseFiles.file(
                    projectID: project.id, sha256: sha256,
                    load: { try await store.releaseFile(sha256, projectID: project.id) })
            else { throw ProtocolError.notFound("No release file \(sha256)") }
            return Response(status: .ok, headers: served.okHeaders, body: .init(byteBuffer: served.bytes))
        }
    }
}
