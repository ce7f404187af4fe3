/// A `multipart/form-data` body (RFC 7578), as browsers send a form with a file input: its text fields
/// and its files. Malformed bodies are refused with an ``EditorFormError`` that says which part and
/// byte offset is wrong; nothing of a refused form is used.
struct MultipartForm: Sendable {
    /// A file of the form.
    struct File: Sendable {
        /// The name the browser gave (`fr.xliff`), without any directory.
        var fileName: String
        /// Its bytes.
        var bytes: [UInt8]
    }

    /// Text fields by name (the first of a repeated name).
    var fields: [String: String] = [:]
    /// Files by field name (the first of a repeated name).
    var files: [String: File] = [:]

    /// The most parts a form may have: the editor's forms have a handful.
    static let maximumParts = 64

    /// The `boundary` parameter of a `multipart/form-data` content type, or nil for another type.
    static func boundary(contentType: String) throws -> String? {
        let parameters = contentType.split(separator: ";").map { $0.trimmingWhitespace() }
        guard let type = parameters.first, type.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            guard let equals = parameter.firstIndex(of: "="),
                parameter[..<equals].trimmingWhitespace().lowercased() == "boundary"
            else { continue }
            var value = parameter[parameter.index(after: equals)...].trimmingWhitespace()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            guard (1...70).contains(value.utf8.count) else {
                throw EditorFormError("The form's boundary must be 1 to 70 characters long")
            }
            return value
        }
        throw EditorFormError("The multipart form has no boundary in its Content-Type")
    }

    /// Reads `body`, whose parts are separated by `boundary`.
    init(_ body: [UInt8], boundary: String) throws {
        let dashBoundary = Array("--\(boundary)".utf8)
        let delimiter = Array("\r\n--\(boundary)".utf8)
        // The first boundary may open the body or follow a preamble's CRLF.
        var position: Int
        if body.starts(with: dashBoundary) {
            position = dashBoundary.count
        } else if let found = Self.find(delimiter, in: body, from: 0) {
            position = found + delimiter.count
        } else {
            throw EditorFormError("The multipart form has no part: its boundary never occurs")
        }
        var part = 0
        while true {
            if Self.matches(body, at: position, "--") { return }
            guard Self.matches(body, at: position, "\r\n") else {
                throw EditorFormError("Part \(part + 1): a boundary must end its line (byte \(position))")
            }
            part += 1
            guard part <= Self.maximumParts else {
                throw EditorFormError("The form has more than \(Self.maximumParts) parts")
            }
            let start = position + 2
            guard let end = Self.find(delimiter, in: body, from: start) else {
                throw EditorFormError("Part \(part) (byte \(start)) ends before the form's closing boundary")
            }
            try add(part: part, body[start..<end], offset: start)
            position = end + delimiter.count
        }
    }

    /// Reads one part's headers and content.
    private mutating func add(part: Int, _ bytes: ArraySlice<UInt8>, offset: Int) throws {
        guard let blank = Self.find(Array("\r\n\r\n".utf8), in: bytes, from: bytes.startIndex),
            !bytes.starts(with: Array("\r\n".utf8))
        else {
            throw EditorFormError("Part \(part) (byte \(offset)) has no headers ending in a blank line")
        }
        let headerBytes = Array(bytes[bytes.startIndex..<blank])
        let content = Array(bytes[(blank + 4)...])
        guard let headers = String(validating: headerBytes, as: UTF8.self) else {
            throw EditorFormError("Part \(part) (byte \(offset)): its headers are not UTF-8")
        }
        var disposition: [String: String]?
        for line in headers.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                throw EditorFormError("Part \(part) (byte \(offset)): header \"\(line.prefix(40))\" has no colon")
            }
            if line[..<colon].trimmingWhitespace().lowercased() == "content-disposition" {
                disposition = Self.parameters(line[line.index(after: colon)...])
            }
        }
        guard let disposition, let name = disposition["name"], !name.isEmpty else {
            throw EditorFormError("Part \(part) (byte \(offset)) has no Content-Disposition with a name")
        }
        if let fileName = disposition["filename"] {
            let base = fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
            if files[name] == nil { files[name] = File(fileName: base, bytes: content) }
        } else {
            guard let text = String(validating: content, as: UTF8.self) else {
                throw EditorFormError("Field \"\(name)\" (part \(part)) is not UTF-8")
            }
            if fields[name] == nil { fields[name] = text }
        }
    }

    /// The parameters of a `form-data; name="x"; filename="y"` header value, names lowercased.
    static func parameters(_ value: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = value
        while let semicolon = rest.firstIndex(of: ";") {
            rest = rest[rest.index(after: semicolon)...].drop { $0 == " " || $0 == "\t" }
            guard let equals = rest.firstIndex(of: "=") else { break }
            let name = rest[..<equals].trimmingWhitespace().lowercased()
            rest = rest[rest.index(after: equals)...]
            var parameterValue = ""
            if rest.first == "\"" {
                // A quoted string: browsers percent-encode `"` and line breaks; a backslash escapes.
                var index = rest.index(after: rest.startIndex)
                while index < rest.endIndex, rest[index] != "\"" {
                    if rest[index] == "\\", rest.index(after: index) < rest.endIndex {
                        index = rest.index(after: index)
                    }
                    parameterValue.append(rest[index])
                    index = rest.index(after: index)
                }
                rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                parameterValue = rest[..<end].trimmingWhitespace()
                rest = rest[end...]
            }
            if result[name] == nil { result[name] = parameterValue }
        }
        return result
    }

    /// Whether `bytes` holds `text`'s UTF-8 at `position`.
    private static func matches(_ bytes: [UInt8], at position: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
    }

    /// The index of the first occurrence of `needle` in `haystack` at or after `start`.
    private static func find<Bytes: RandomAccessCollection<UInt8>>(
        _ needle: [UInt8], in haystack: Bytes, from start: Int
    )
        -> Int? where Bytes.Index == Int
    {
        guard let first = needle.first, !needle.isEmpty, haystack.endIndex - needle.count >= start else { return nil }
        var index = start
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
