import Foundation
import GlossaJSON

/// Decides whether an unpacked release is good enough to install.
public protocol ReleaseValidating: Sendable {
    /// Checks the release unpacked in `directory`, which should be version `version`.
    ///
    /// - Throws: ``ReleaseError/invalidRelease(_:)`` saying what is wrong.
    func validate(releaseAt directory: URL, version: String) throws(ReleaseError)
}

/// Checks a TML release: `snapshot.json` exists and is an object whose `version` (if present) is the
/// expected one — or, for a release without a snapshot (as GlossaFormats' `TMLReleaseFormat` writes
/// them for Glossa's server and `glossa bundle`, named by their archive alone), `translation_keys.json`
/// exists — and every `.json` file in the release parses.
public struct TMLReleaseValidator: ReleaseValidating {
    /// Creates the validator.
    public init() {}

    /// Validates the release.
    public func validate(releaseAt directory: URL, version: String) throws(ReleaseError) {
        let snapshot = directory.appendingPathComponent("snapshot.json")
        if let data = FileManager.default.contents(atPath: snapshot.path) {
            let root: JSONValue
            do {
                root = try JSONParser().parse(data)
            } catch {
                throw .invalidRelease("snapshot.json: \(error.message) at \(error.location)")
            }
            guard root.objectValue != nil else { throw .invalidRelease("snapshot.json is not an object") }
            if let declared = root["version"]?.stringValue, declared != version {
                throw .invalidRelease("snapshot.json says version \(declared), expected \(version)")
            }
        } else if !FileManager.default.fileExists(
            atPath: directory.appendingPathComponent("translation_keys.json").path)
        {
            throw .invalidRelease("snapshot.json and translation_keys.json are missing: not a TML release")
        }
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw .invalidRelease("cannot list the release")
        }
        for case let file as URL in files where file.pathExtension == "json" {
            guard let bytes = FileManager.default.contents(atPath: file.path) else { continue }
            do {
                _ = try JSONParser().parse(bytes)
            } catch {
                let relative = file.path.dropFirst(directory.path.count + 1)
                throw .invalidRelease("\(relative): \(error.message) at \(error.location)")
            }
        }
    }
}
