import GlossaJSON
import Hummingbird

/// A project's target languages for its managers: `GET /api/v1/projects/{project}/languages` (the same
/// body as the CDS `GET /languages`), `POST …/languages` with `{"languages": ["ar", "he"]}` and
/// `DELETE …/languages/{lang}`, which removes the language and every translation into it.
struct ProjectLanguageRoutes {
    let settings: ProjectSettings

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/languages") { _, context in
            Self.languages(try await managedProject(context))
        }
        group.post("projects/:project/languages") { request, context in
            let project = try await managedProject(context)
            let body = try await APIRequestBody.read(request)
            guard let items = body.object["languages"]?.arrayValue, !items.isEmpty else {
                throw ProtocolError.badRequest("/languages must be a non-empty array of language codes")
            }
            var codes: [String] = []
            for (index, item) in items.enumerated() {
                guard let code = item.stringValue else {
                    throw ProtocolError.badRequest("/languages/\(index) must be a language code")
                }
                codes.append(code)
            }
            return Self.languages(try await settings.addLanguages(codes, to: project))
        }
        group.delete("projects/:project/languages/:lang") { _, context in
            let project = try await managedProject(context)
            let code = try context.parameters.identifier("lang")
            return Self.languages(try await settings.removeLanguage(code, from: project))
        }
    }

    private func managedProject(_ context: DeliveryRequestContext) async throws -> Project {
        try await settings.project(
            try context.parameters.identifier("project"), .manageLanguages, as: context.principal)
    }

    static func languages(_ project: Project) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: LanguageRoutes.body(project))))
    }
}
