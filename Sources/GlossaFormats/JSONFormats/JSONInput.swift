import GlossaJSON

/// Parses JSON for the JSON-based formats and reports positions of values with the wrong type.
///
/// Positions cost as much as the parse itself, and well-formed files need none, so the text is parsed
/// without them; the first diagnostic that needs a position parses it again with them.
final class JSONInput {
    let document: JSONDocument
    let fileName: String?
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var sourceMap: JSONSourceMap??

    init(_ bytes: [UInt8], options: ReadOptions) throws(FormatError) {
        do {
            document = try JSONParser(maximumDepth: options.limits.maximumDepth).parseDocument(bytes)
        } catch {
            throw FormatError(
                .syntax, error.message, file: options.fileName,
                location: SourceLocation(line: error.line, column: error.column, offset: error.offset))
        }
        fileName = options.fileName
        self.bytes = bytes
        maximumDepth = options.limits.maximumDepth
    }

    var value: JSONValue { document.value }

    func location(_ path: [JSONPathComponent]) -> SourceLocation? {
        if sourceMap == nil {
            sourceMap = .some(try? JSONParser(maximumDepth: maximumDepth).parseWithPositions(bytes).sourceMap)
        }
        guard let map = sourceMap ?? nil, let location = map.location(at: path) else { return nil }
        return SourceLocation(line: location.line, column: location.column, offset: location.offset)
    }

    /// Duplicate keys as warnings.
    var duplicateDiagnostics: [FormatDiagnostic] {
        document.diagnostics.map {
            FormatDiagnostic(
                .warning, .duplicateKey, $0.message + "; the later value wins", file: fileName,
                location: SourceLocation(line: $0.location.line, column: $0.location.column, offset: $0.location.offset)
            )
        }
    }

    func diagnostic(_ message: String, at path: [JSONPathComponent], key: String? = nil) -> FormatDiagnostic {
        FormatDiagnostic(.error, .invalidValue, message, file: fileName, location: location(path), key: key)
    }

    /// The top-level object, or an error saying what it is instead.
    func rootObject(_ what: String) throws(FormatError) -> JSONObject {
        guard let object = value.objectValue else {
            throw FormatError(.invalidValue, "\(what) is a JSON object", file: fileName, location: location([]))
        }
        return object
    }
}

extension JSONObject {
    /// The last value per key, in order of first appearance (duplicates collapse as most readers do).
    var lastValues: [(key: String, value: JSONValue)] {
        if Set(keys).count == keys.count { return members }
        var order: [String] = []
        var values: [String: JSONValue] = [:]
        for (key, value) in self {
            if values.updateValue(value, forKey: key) == nil { order.append(key) }
        }
        return order.compactMap { key in values[key].map { (key, $0) } }
    }
}

/// The JSON layout the JSON writers use: two-space indentation and a final newline.
let prettyJSON = JSONWriter(style: .pretty(indent: 2), finalNewline: true)
