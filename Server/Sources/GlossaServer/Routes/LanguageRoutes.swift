import GlossaJSON
import Hummingbird

/// `GET /languages`: the source language first, then the target languages, with names and direction.
struct LanguageRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("languages") { _, context in
            let project = try context.authenticated().project
            let body = try await services.cache.body(for: .init(projectID: project.id, resource: "languages")) {
                guard let current = try await services.store.project(id: project.id) else {
                    throw StoreError.unknownProject(project.id)
                }
                return Self.body(current)
            }
            return Response(status: .ok, headers: body.okHeaders, body: .init(byteBuffer: body.bytes))
        }
    }

    static func body(_ project: Project) -> [UInt8] {
        let languages = ([project.sourceLanguage] + project.languages).map(LanguageInfo.init(code:))
        let data: [JSONValue] = languages.map { info in
            .object([
                "code": .string(info.code), "name": .string(info.name), "localized_name": .string(info.localizedName),
                "rtl": .bool(info.rightToLeft),
            ])
        }
        return JSONWriter().bytes(
            from: .object([
                "data": .array(data), "meta": .object(["source_lang_code": .string(project.sourceLanguage)]),
            ]))
    }
}
