/// tar archives (POSIX ustar, with GNU long names and pax path records), read into a ``FileTree`` and
/// written from one.
///
/// Reading refuses, with an error naming the member: paths that are absolute or contain `..`;
/// symbolic and hard links (a link can make a later member write outside the destination); devices
/// and FIFOs; bad header checksums; truncated members; and archives over the ``ReadLimits``. Having no
/// directory, a tar archive is judged one header at a time, each before its member's data is read:
/// the member over its size limit, the one that brings the total past its limit and the one past the
/// count limit are refused before anything of theirs is read or (in a tar.gz) inflated.
public enum TarArchive {
    /// Whether `bytes` look like a tar archive (a ustar magic or a valid header checksum), or are an
    /// empty one (`isEmptyTar(_:)`).
    public static func isTar(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 512 else { return false }
        if bytes[257..<262].elementsEqual("ustar".utf8) { return true }
        return checksumMatches(bytes, at: 0) || isEmptyTar(bytes)
    }

    /// Whether `bytes` are an empty tar archive: the two zero blocks that end an archive, and zeros up
    /// to the end (the padding to a whole record: `tar cf x.tar --files-from /dev/null` writes 10,240
    /// zero bytes, bsdtar 1,024).
    static func isEmptyTar(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 1024 && bytes.allSatisfy { $0 == 0 }
    }

    /// Reads every regular file in `bytes`, one header at a time (see ``TarArchive``); a path that
    /// appears twice keeps its later copy, with a warning.
    public static func read(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        try read(bytes, kind: .tar, limits: limits, fileName: fileName)
    }

    /// Reads every regular file of the tar or tar.gz archive `bytes` (`kind` `.tar` or `.tarGZip`); a
    /// tar.gz is inflated as its members are read, never whole beside them.
    static func read(_ bytes: [UInt8], kind: ArchiveKind, limits: ReadLimits, fileName: String?)
        throws(FormatError) -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        var members = try Members(bytes, kind: kind, limits: limits, fileName: fileName)
        var files = FileTree()
        while let member = try members.next() { files[member.path] = try members.data() }
        try members.finish()
        return (files, members.diagnostics)
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

    static func checksumMatches(_ bytes: [UInt8], at position: Int) -> Bool {
        guard position + 512 <= bytes.count, let stored = number(bytes, position + 148, 8) else { return false }
        var unsigned = 0
        for index in 0..<512 {
            unsigned += (148..<156).contains(index) ? 0x20 : Int(bytes[position + index])
        }
        return stored == unsigned
    }

    /// An octal (or GNU base-256) number field.
    static func number(_ bytes: [UInt8], _ offset: Int, _ length: Int) -> Int? {
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

    static func string(_ bytes: [UInt8], position: Int, offset: Int, length: Int) -> String {
        let field = bytes[(position + offset)..<(position + offset + length)]
        return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    static func paxRecords(_ data: [UInt8]) -> [String: String] {
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
