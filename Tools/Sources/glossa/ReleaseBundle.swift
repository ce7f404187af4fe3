import Foundation
import GlossaDelivery

/// How `glossa bundle` checks and writes a release archive into an app's folder.
enum ReleaseBundle {
    /// Installs the archive into a temporary folder with GlossaDelivery's ``ReleaseInstaller``, as the
    /// app will at its first launch, so that an archive the app would refuse is refused now.
    static func check(_ bytes: Data, named name: ReleaseArchiveName, origin: String) async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-bundle-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let archive = scratch.appendingPathComponent(name.fileName)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try bytes.write(to: archive)
        } catch {
            throw InputError(description: "cannot check \(origin): \(error.localizedDescription)")
        }
        let installer = ReleaseInstaller(
            directory: scratch.appendingPathComponent("installed"), logger: SilentDeliveryLogger())
        if case .rejected(let error, _) = await installer.installBundledArchive(at: archive) {
            throw InputError(description: "\(origin): an app would refuse this archive: \(error)")
        }
    }

    /// Writes the archive into `output` (created if needed) and removes the other release archives
    /// there, so that the folder holds one release. Answers the names removed.
    static func write(_ bytes: Data, named name: ReleaseArchiveName, into output: String) throws -> [String] {
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(description: "\(output): cannot be written (\(error.localizedDescription))")
        }
        try OutputFile.write([UInt8](bytes), to: folder.appendingPathComponent(name.fileName).path)
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0 != name.fileName && ReleaseArchiveName(fileName: $0) != nil
        }.sorted()
        for other in others {
            do {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(other))
            } catch {
                throw InputError(description: "\(output)/\(other): cannot be removed (\(error.localizedDescription))")
            }
        }
        return others
    }
}
