import GlossaJSON
import Hummingbird

/// Releases and channels under `/api/v1/projects/{project}/` (``Action/readReleases`` to read,
/// ``Action/manageReleases`` to change; users by role, or the project's token and secret):
/// - `POST releases` `{"languages": […], "reviewed_only": true}`: a new release (201);
/// - `GET releases`, `GET releases/{number}`: the manifests, newest first;
/// - `GET releases/{from}/diff/{to}`: keys added, removed and changed per language;
/// - `GET channels`, `GET channels/{channel}` (with its history);
/// - `PUT channels/{channel}` `{"release": N, "min_app_version": …, "max_app_version": …}`: promote;
/// - `POST channels/{channel}/rollback` `{"min_app_version": …, "max_app_version": …}`: back to the
///   entry's previous release.
struct ReleaseRoutes {
    let services: ServerServices
    let store: any ReleaseStore
    let access: any WorkflowAccess

    func add(to api: RouterGroup<DeliveryRequestContext>) {
        let group = api.group("projects/:project")
        group.post("releases") { request, context in try await create(request, context) }
        group.get("releases") { request, context in
            let (project, _) = try await authorize(request, context, .readReleases)
            return WorkflowJSON.data(.array(try await store.releases(of: project.id).map(\.manifest.json)))
        }
        group.get("releases/:number") { request, context in
            let (project, _) = try await authorize(request, context, .readReleases)
            return WorkflowJSON.data(try await release(context, "number", project).manifest.json)
        }
        group.get("releases/:number/diff/:other") { request, context in try await diff(request, context) }
        group.get("channels") { request, context in
            let (project, _) = try await authorize(request, context, .readReleases)
            return WorkflowJSON.data(channels(try await store.channelEntries(of: project.id)))
        }
        group.get("channels/:channel") { request, context in
            let (project, _) = try await authorize(request, context, .readReleases)
            let name = try channelName(context)
            let entries = try await store.channelEntries(name, projectID: project.id)
            let history = try await store.channelHistory(name, projectID: project.id)
            guard !entries.isEmpty else { throw ProtocolError.notFound("No channel \"\(name)\"") }
            return WorkflowJSON.data(
                .object([
                    "name": .string(name), "entries": .array(entries.map(ReleaseJSON.entry)),
                    "history": .array(history.map(ReleaseJSON.event)),
                ]))
        }
        group.put("channels/:channel") { request, context in try await promote(request, context) }
        group.post("channels/:channel/rollback") { request, context in try await rollBack(request, context) }
    }

    private func authorize(_ request: Request, _ context: DeliveryRequestContext, _ action: Action) async throws
        -> (project: Project, actor: WorkflowActor)
    {
        let projectID = try context.parameters.decoded("project")
        let actor = try await access.authorize(request, context: context, projectID: projectID, action: action)
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        return (project, actor)
    }

    private func create(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, actor) = try await authorize(request, context, .manageReleases)
        let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
        var languages: [String]?
        if let value = body["languages"], !value.isNull {
            guard case .array(let items) = value, let codes = Optional(items.compactMap(\.stringValue)),
                codes.count == items.count
            else { throw ProtocolError.badRequest("/languages must be an array of language codes") }
            languages = codes
        }
        var reviewedOnly = false
        if let value = body["reviewed_only"], !value.isNull {
            guard case .bool(let flag) = value else {
                throw ProtocolError.badRequest("/reviewed_only must be true or false")
            }
            reviewedOnly = flag
        }
        let release = try await ReleaseBuilder.create(
            of: project, languages: languages, reviewedOnly: reviewedOnly, actor: actor,
            at: services.wallClock.unixMilliseconds(), in: store)
        return WorkflowJSON.data(release.manifest.json, status: .created)
    }

    /// The release numbered by the path parameter `name`, or 400 / 404.
    private func release(_ context: DeliveryRequestContext, _ name: String, _ project: Project) async throws -> Release
    {
        let text = try context.parameters.decoded(name)
        guard let number = Int(text), number > 0, number <= Int(Int32.max) else {
            throw ProtocolError.badRequest("A release number is a whole number from 1, not \"\(text)\"")
        }
        guard let release = try await store.release(number, projectID: project.id) else {
            throw ProtocolError.notFound("No release \(number)")
        }
        return release
    }

    private func diff(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, _) = try await authorize(request, context, .readReleases)
        let old = try await release(context, "number", project)
        let new = try await release(context, "other", project)
        return WorkflowJSON.data(try await services.releaseDiffs.diff(from: old, to: new, in: store).json)
    }

    private func channelName(_ context: DeliveryRequestContext) throws -> String {
        let name = try context.parameters.decoded("channel")
        guard ChannelName.isValid(name) else {
            throw ProtocolError.badRequest(
                "A channel name is 1 to 64 lowercase letters, digits, - and _, starting with a letter or digit")
        }
        return name
    }

    /// The entries grouped by channel: `{"production": [entry, …], …}`.
    private func channels(_ entries: [ChannelEntry]) -> JSONValue {
        var object = JSONObject()
        for entry in entries {
            var list = object[entry.channel]?.arrayValue ?? []
            list.append(ReleaseJSON.entry(entry))
            object.set(entry.channel, .array(list))
        }
        return .object(object)
    }

    /// `min_app_version` and `max_app_version` of `body`, or 400.
    private func range(_ body: JSONObject) throws -> AppVersionRange {
        let minimum = try WorkflowJSON.text(body, "min_app_version")
        let maximum = try WorkflowJSON.text(body, "max_app_version")
        switch AppVersionRange.read(minimum: minimum, maximum: maximum) {
        case .success(let range):
            return range
        case .failure(.notAVersion(let isMinimum, let text)):
            throw ProtocolError.badRequest(
                "/\(isMinimum ? "min" : "max")_app_version must be a version such as 2.1 or 2.1.3, not \"\(text)\"")
        case .failure(.maximumBelowMinimum):
            throw ProtocolError.badRequest("/max_app_version is below /min_app_version")
        }
    }

    private func promote(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, actor) = try await authorize(request, context, .manageReleases)
        let name = try channelName(context)
        let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
        guard case .number(let value)? = body["release"], let number = value.int, number > 0,
            number <= Int(Int32.max)
        else { throw ProtocolError.badRequest("/release must be a release number") }
        let entry = try await ChannelChanges(store: store, changes: services.changes).promote(
            number, channel: name, range: try range(body), projectID: project.id, actor: actor,
            at: services.wallClock.unixMilliseconds())
        return WorkflowJSON.data(ReleaseJSON.entry(entry))
    }

    private func rollBack(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, actor) = try await authorize(request, context, .manageReleases)
        let name = try channelName(context)
        let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
        let entry = try await ChannelChanges(store: store, changes: services.changes).rollBack(
            channel: name, range: try range(body), projectID: project.id, actor: actor,
            at: services.wallClock.unixMilliseconds())
        return WorkflowJSON.data(ReleaseJSON.entry(entry))
    }
}
