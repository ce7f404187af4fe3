import Foundation
import GlossaJSON

/// The installer's `state.json`: which release is current, which is kept as the fallback, and
/// whether the current one is confirmed. Writing it (atomically) is the commit point of an install.
struct ReleaseState: Sendable, Hashable {
    var current: String?
    var previous: String?
    var confirmed = true
    var unconfirmedLaunches = 0
    /// Versions rolled back from; not installed again.
    var rejected: [String] = []
    /// The version of the bundled archive last offered to the installer: a bundle is installed once,
    /// when the app first ships it, not again after the installed release moved away from it.
    var bundled: String?

    static func load(from url: URL) -> ReleaseState {
        guard let data = FileManager.default.contents(atPath: url.path), let root = try? JSONParser().parse(data) else {
            return ReleaseState()
        }
        func version(_ name: String) -> String? {
            root[name]?.stringValue.flatMap { ReleaseVersion.isValid($0) ? $0 : nil }
        }
        return ReleaseState(
            current: version("current"), previous: version("previous"), confirmed: root["confirmed"]?.boolValue ?? true,
            unconfirmedLaunches: root["unconfirmed_launches"]?.intValue ?? 0,
            rejected: (root["rejected"]?.arrayValue ?? []).compactMap(\.stringValue), bundled: version("bundled"))
    }

    func save(to url: URL) throws(ReleaseError) {
        var object = JSONObject()
        if let current { object.append("current", .string(current)) }
        if let previous { object.append("previous", .string(previous)) }
        object.append("confirmed", .bool(confirmed))
        object.append("unconfirmed_launches", .number(JSONNumber(unconfirmedLaunches)))
        object.append("rejected", .array(rejected.map(JSONValue.string)))
        if let bundled { object.append("bundled", .string(bundled)) }
        do {
            try AtomicFile.write(Data(JSONWriter().bytes(from: .object(object))), to: url)
        } catch {
            throw error == .cancelled ? .cancelled : .fileSystem(error.description)
        }
    }
}
