import Foundation

/// Reads archives (tar, tar.gz, zip, detected from their bytes) and folders into ``FileTree``s, and
/// writes them, safely: see ``TarArchive`` and ``ZipArchive`` for what is refused.
public struct ArchiveReader: Sendable {
    /// Size, count and ratio limits.
    public var limits: ReadLimits

    /// Creates a reader.
    public init(limits: ReadLimits = ReadLimits()) {
        self.limits = limits
    }

    /// The files in the archive `bytes`.
    public func read(_ bytes: [UInt8], fileName: String? = nil) throws(FormatError) -> (
        files: FileTree, diagnostics: [FormatDiagnostic]
    ) {
        guard let kind = ArchiveKind(detecting: bytes) else {
            throw FormatError(.syntax, "not a tar, tar.gz or zip archive", file: fileName)
        }
        switch kind {
        case .zip:
            return try ZipArchive.read(bytes, limits: limits, fileName: fileName)
        case .tar, .tarGZip:
            return try TarArchive.read(bytes, kind: kind, limits: limits, fileName: fileName)
        }
    }

    /// The files under `directory` on disk. Symbolic links are refused (they could point anywhere),
    /// as are special files; the limits apply.
    public func read(directory: URL) throws(FormatError) -> FileTree {
        var files = FileTree()
        var total = 0
        var pending: [(url: URL, relative: String)] = [(directory, "")]
        let manager = FileManager.default
        while let (url, relative) = pending.popLast() {
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: url.path).sorted()
            } catch {
                throw FormatError(.syntax, "cannot list \(url.path): \(error.localizedDescription)", file: url.path)
            }
            for name in names.reversed() {
                let child = url.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                let attributes = try? manager.attributesOfItem(atPath: child.path)
                let type = attributes?[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?:
                    pending.append((child, path))
                case .typeRegular?:
                    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
                    guard size <= limits.maximumFileSize else {
                        throw FormatError(.limit, "\(path) is \(size) bytes, over the limit", file: child.path)
                    }
                    total += size
                    guard total <= limits.maximumTotalSize, files.count < limits.maximumFileCount else {
                        throw FormatError(.limit, "the folder is larger than the limits allow", file: directory.path)
                    }
                    guard let data = manager.contents(atPath: child.path) else {
                        throw FormatError(.syntax, "cannot read \(child.path)", file: child.path)
                    }
                    files[path] = [UInt8](data)
                case .typeSymbolicLink?:
                    throw FormatError(
                        .unsafeArchiveMember, "refused \(path): symbolic links are not followed", file: child.path)
                default:
                    throw FormatError(
                        .unsafeArchiveMember, "refused \(path): not a regular file or folder", file: child.path)
                }
            }
        }
        return files
    }

    /// `files` as an archive of `kind`.
    public static func write(_ files: FileTree, as kind: ArchiveKind) -> [UInt8] {
        switch kind {
        case .tar: TarArchive.write(files)
        case .tarGZip: GZip.compress(TarArchive.write(files))
        case .zip: ZipArchive.write(files)
        }
    }

    /// Writes `files` under `directory`, creating folders. Every path is checked again, and no
    /// existing symbolic link on the way is followed, so nothing is written outside `directory`.
    public static func write(_ files: FileTree, toDirectory directory: URL) throws(FormatError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FormatError(.syntax, "cannot create \(directory.path): \(error.localizedDescription)")
        }
        for path in files.paths {
            guard case .success(let safe) = ArchivePath.validate(path) else {
                throw FormatError(.unsafeArchiveMember, "refused to write \"\(path)\" outside the destination")
            }
            var url = directory
            let components = safe.split(separator: "/").map(String.init)
            for (index, component) in components.enumerated() {
                url = url.appendingPathComponent(component)
                if let type = (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType,
                    type == .typeSymbolicLink
                {
                    throw FormatError(
                        .unsafeArchiveMember, "refused to write through the symbolic link \(url.path)", file: url.path)
                }
                if index < components.count - 1 {
                    do {
                        try manager.createDirectory(at: url, withIntermediateDirectories: true)
                    } catch {
                        throw FormatError(.syntax, "cannot create \(url.path): \(error.localizedDescription)")
                    }
                }
            }
            do {
                try Data(files[path] ?? []).write(to: url)
            } catch {
                throw FormatError(.syntax, "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }
}
