/// tar archives (POSIX ustar, with GNU long names and pax path records), read into a ``FileTree`` and
/// written from one.
///
/// Reading refuses, with an error naming the member: paths that are absolute or contain `..`;
/// symbolic and hard links (a link can make a later member write outside the destination); devices
/// and FIFOs; bad header checksums; truncated members; and archives over the ``ReadLimits``.
public enum TarArchive {
    /// Whether `bytes` look like a tar archive (a ustar magic or a valid header checksum).
    public static func isTar(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 512 else { return false }
        if bytes[257..<262].elementsEqual("ustar".utf8) { return true }
        return checksumMatches(bytes, at: 0)
    }

    /// Reads every regular file in `bytes`.
    public static func read(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        var files = FileTree()
        var diagnostics: [FormatDiagnostic] = []
        var position = 0
        var longName: String?
        var paxPath: String?
        var total = 0
        func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            FormatError(kind, "tar: \(message)", file: fileName)
        }
        while position + 512 <= bytes.count {
            if bytes[position..<(position + 512)].allSatisfy({ $0 == 0 }) { break }
            guard checksumMatches(bytes, at: position) else {
                throw fail("bad header checksum at byte \(position): the archive is corrupt or not a tar file")
            }
            let type = bytes[position + 156]
            guard let size = number(bytes, position + 124, 12) else {
                throw fail("unreadable size in the header at byte \(position)")
            }
            let dataStart = position + 512
            guard size >= 0, dataStart + size <= bytes.count else {
                throw fail("truncated: a member needs \(size) bytes but the archive ends first")
            }
            let data = Array(bytes[dataStart..<(dataStart + size)])
            position = dataStart + (size + 511) / 512 * 512
            var name = string(bytes, position: dataStart - 512, offset: 0, length: 100)
            let prefix = string(bytes, position: dataStart - 512, offset: 345, length: 155)
            if bytes[dataStart - 512 + 257..<dataStart - 512 + 262].elementsEqual("ustar".utf8), !prefix.isEmpty {
                name = prefix + "/" + name
            }
            if let long = longName {
                name = long
                longName = nil
            }
            if let pax = paxPath {
                name = pax
                paxPath = nil
            }
            switch type {
            case UInt8(ascii: "L"):
                longName = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
                continue
            case UInt8(ascii: "x"):
                paxPath = paxRecords(data)["path"]
                continue
            case UInt8(ascii: "g"):
                continue
            case UInt8(ascii: "5"):
                if let refused = ArchivePath.refusalOfDirectory(name) {
                    throw fail(refused.message, kind: .unsafeArchiveMember)
                }
                continue
            case UInt8(ascii: "0"), 0, UInt8(ascii: "7"):
                break
            case UInt8(ascii: "1"), UInt8(ascii: "2"):
                throw fail("refused the archive member \"\(name)\": links are not allowed", kind: .unsafeArchiveMember)
            default:
                throw fail(
                    "refused the archive member \"\(name)\": type '\(Character(Unicode.Scalar(type)))' is not a regular file",
                    kind: .unsafeArchiveMember)
            }
            let path: String
            switch ArchivePath.validate(name) {
            case .success(let valid): path = valid
            case .failure(let refused): throw fail(refused.message, kind: .unsafeArchiveMember)
            }
            guard size <= limits.maximumFileSize else {
                throw fail("\"\(path)\" is \(size) bytes, over the limit of \(limits.maximumFileSize)", kind: .limit)
            }
            total += size
            guard total <= limits.maximumTotalSize else {
                throw fail("the files total more than \(limits.maximumTotalSize) bytes", kind: .limit)
            }
            if files[path] != nil {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .duplicateKey, "\"\(path)\" appears twice in the archive; the later copy is used",
                        file: fileName))
            } else if files.count >= limits.maximumFileCount {
                throw fail("more than \(limits.maximumFileCount) files", kind: .limit)
            }
            files[path] = data
        }
        if position + 512 > bytes.count, position < bytes.count {
            throw fail("truncated: the archive ends inside a header")
        }
        return (files, diagnostics)
    }

    /// The archive for `files`: a directory entry for each directory, regular files with mode 0644,
    /// owner 0, and modification time `modificationTime` (seconds since 1970), ending with two zero
    /// blocks. Paths longer than ustar allows get a pax `path` record.
    public static func write(_ files: FileTree, modificationTime: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        var directories = Set<String>()
        for path in files.paths {
            var components = path.split(separator: "/").dropLast()
            var parents: [String] = []
            while !components.isEmpty {
                parents.append(components.joined(separator: "/") + "/")
                components = components.dropLast()
            }
            for directory in parents.reversed() where directories.insert(directory).inserted {
                appendMember(
                    directory, data: [], type: UInt8(ascii: "5"), mode: 0o755, time: modificationTime, to: &output)
            }
            appendMember(
                path, data: files[path] ?? [], type: UInt8(ascii: "0"), mode: 0o644, time: modificationTime, to: &output
            )
        }
        output += [UInt8](repeating: 0, count: 1024)
        return output
    }

    private static func appendMember(
        _ path: String, data: [UInt8], type: UInt8, mode: Int, time: Int, to output: inout [UInt8]
    ) {
        var name = path
        var prefix = ""
        if path.utf8.count > 100 {
            if let split = splitForUstar(path) {
                (prefix, name) = split
            } else {
                let record = paxRecord("path", path)
                appendHeader(
                    name: "PaxHeader", prefix: "", size: record.count, type: UInt8(ascii: "x"), mode: 0o644, time: time,
                    to: &output)
                appendData(record, to: &output)
                name = String(decoding: path.utf8.suffix(100), as: UTF8.self)
            }
        }
        appendHeader(name: name, prefix: prefix, size: data.count, type: type, mode: mode, time: time, to: &output)
        appendData(data, to: &output)
    }

    private static func splitForUstar(_ path: String) -> (String, String)? {
        let bytes = Array(path.utf8)
        for index in stride(from: min(bytes.count - 1, 155), through: 1, by: -1) where bytes[index] == UInt8(ascii: "/")
        {
            let prefix = bytes[..<index]
            let name = bytes[(index + 1)...]
            if name.count <= 100, !name.isEmpty {
                return (String(decoding: prefix, as: UTF8.self), String(decoding: name, as: UTF8.self))
            }
        }
        return nil
    }

    private static func paxRecord(_ key: String, _ value: String) -> [UInt8] {
        let body = " \(key)=\(value)\n"
        var length = body.utf8.count + 1
        while "\(length)".utf8.count + body.utf8.count != length { length += 1 }
        return Array("\(length)\(body)".utf8)
    }

    private static func appendHeader(
        name: String, prefix: String, size: Int, type: UInt8, mode: Int, time: Int, to output: inout [UInt8]
    ) {
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, _ offset: Int, _ length: Int) {
            for (index, byte) in text.utf8.prefix(length).enumerated() { header[offset + index] = byte }
        }
        func octal(_ value: Int, _ offset: Int, _ length: Int) {
            let text = String(value, radix: 8)
            put(String(repeating: "0", count: max(0, length - 1 - text.count)) + text, offset, length - 1)
        }
        put(name, 0, 100)
        octal(mode, 100, 8)
        octal(0, 108, 8)
        octal(0, 116, 8)
        octal(size, 124, 12)
        octal(time, 136, 12)
        header[156] = type
        put("ustar", 257, 6)
        put("00", 263, 2)
        put(prefix, 345, 155)
        for index in 148..<156 { header[index] = 0x20 }
        let sum = header.reduce(0) { $0 + Int($1) }
        octal(sum, 148, 7)
        header[155] = 0x20
        output += header
    }

    private static func appendData(_ data: [UInt8], to output: inout [UInt8]) {
        output += data
        let padding = (512 - data.count % 512) % 512
        output += [UInt8](repeating: 0, count: padding)
    }

    private static func checksumMatches(_ bytes: [UInt8], at position: Int) -> Bool {
        guard position + 512 <= bytes.count, let stored = number(bytes, position + 148, 8) else { return false }
        var unsigned = 0
        for index in 0..<512 {
            unsigned += (148..<156).contains(index) ? 0x20 : Int(bytes[position + index])
        }
        return stored == unsigned
    }

    /// An octal (or GNU base-256) number field.
    private static func number(_ bytes: [UInt8], _ offset: Int, _ length: Int) -> Int? {
        if bytes[offset] & 0x80 != 0 {
            var value = Int(bytes[offset] & 0x7F)
            for index in 1..<length {
                guard value < Int.max >> 9 else { return nil }
                value = value << 8 | Int(bytes[offset + index])
            }
            return value
        }
        var value = 0
        var sawDigit = false
        for index in 0..<length {
            let byte = bytes[offset + index]
            if byte == 0 || (byte == 0x20 && sawDigit) { break }
            if byte == 0x20 { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7"), value < Int.max >> 4 else { return nil }
            value = value * 8 + Int(byte - UInt8(ascii: "0"))
            sawDigit = true
        }
        return value
    }

    private static func string(_ bytes: [UInt8], position: Int, offset: Int, length: Int) -> String {
        let field = bytes[(position + offset)..<(position + offset + length)]
        return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    private static func paxRecords(_ data: [UInt8]) -> [String: String] {
        var records: [String: String] = [:]
        var position = 0
        while position < data.count {
            var lengthEnd = position
            while lengthEnd < data.count, data[lengthEnd] != 0x20 { lengthEnd += 1 }
            guard let length = Int(String(decoding: data[position..<lengthEnd], as: UTF8.self)), length > 0,
                position + length <= data.count, lengthEnd + 1 < position + length
            else { break }
            let record = String(decoding: data[(lengthEnd + 1)..<(position + length - 1)], as: UTF8.self)
            if let equals = record.firstIndex(of: "=") {
                records[String(record[..<equals])] = String(record[record.index(after: equals)...])
            }
            position += length
        }
        return records
    }
}
