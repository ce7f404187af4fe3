import HTTPTypes
import Hummingbird

/// The methods each route answers, so that a request to a known path with another method gets 405
/// with `Allow` instead of 404 (Hummingbird's router cannot tell the two apart).
struct RouteMethods: Sendable {
    private let routes: [(path: RouterPath, methods: [HTTPRequest.Method])]

    /// Reads the routes `router` has.
    init(_ router: Router<DeliveryRequestContext>) {
        var byPath: [String: (path: RouterPath, methods: [HTTPRequest.Method])] = [:]
        for route in router.routes {
            byPath[route.path.description, default: (route.path, [])].methods.append(route.method)
            // Every GET route also answers HEAD (the router generates those endpoints).
            if route.method == .get { byPath[route.path.description]?.methods.append(.head) }
        }
        routes = byPath.values.sorted { $0.path.description < $1.path.description }
    }

    /// The methods some route of `path` answers, sorted; empty if no route matches the path at all.
    func allowed(for path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        var methods = Set<HTTPRequest.Method>()
        for route in routes where Self.matches(route.path, segments) { methods.formUnion(route.methods) }
        return methods.sorted { $0.rawValue < $1.rawValue }
    }

    private static func matches(_ path: RouterPath, _ segments: [Substring]) -> Bool {
        let components = path.components
        for (index, component) in components.enumerated() {
            if component.description == "**" { return true }
            guard index < segments.count, component ~= segments[index] else { return false }
        }
        return components.count == segments.count
    }
}
