import GlossaJSON

extension AppleFormatMessage {
    /// The message as a catalog stores it, read back by ``AppleFormatCompiler/compile(source:)``: a
    /// format without variables as itself (unless it starts with `{`), anything else as compact JSON —
    /// `{"format":"%#@files@","variables":{"files":{"plural":{"one":"%d file","other":"%d files"},
    /// "argument":1,"valueType":"d"}}}`, with `"device"` or `"width"` instead of `"plural"` for the
    /// other rules. Keys are sorted, so equal messages are stored alike.
    public var catalogSource: String {
        if variables.isEmpty, format.utf8.first != UInt8(ascii: "{") { return format }
        var root = JSONObject()
        root.append("format", .string(format))
        if !variables.isEmpty {
            var byName = JSONObject()
            for name in variables.keys.sorted() {
                guard let variable = variables[name] else { continue }
                var object = JSONObject()
                switch variable {
                case .plural(let plural):
                    object.append("plural", Self.forms(plural.forms))
                    if let argument = plural.argument { object.append("argument", .number(JSONNumber(argument))) }
                    object.append("valueType", .string(plural.valueType))
                case .device(let forms):
                    object.append("device", Self.forms(forms))
                case .width(let forms):
                    var byWidth: [String: String] = [:]
                    for (width, text) in forms { byWidth[String(width)] = text }
                    object.append("width", Self.forms(byWidth))
                }
                byName.append(name, .object(object))
            }
            root.append("variables", .object(byName))
        }
        return JSONWriter().string(from: .object(root))
    }

    private static func forms(_ forms: [String: String]) -> JSONValue {
        var object = JSONObject()
        for key in forms.keys.sorted() { object.append(key, .string(forms[key] ?? "")) }
        return .object(object)
    }

    /// Reads ``catalogSource``'s JSON form; the error says what is wrong.
    init(catalogJSON json: JSONValue) throws(AppleFormatSourceError) {
        guard let format = json["format"]?.stringValue else {
            throw AppleFormatSourceError("a message with variables needs a \"format\" string")
        }
        var variables: [String: AppleFormatVariable] = [:]
        for (name, value) in json["variables"]?.objectValue ?? JSONObject() {
            if let forms = value["plural"] {
                var argument: Int?
                if let number = value["argument"] {
                    guard let int = number.intValue, int >= 1 else {
                        throw AppleFormatSourceError("the argument of \"\(name)\" must be a positive integer")
                    }
                    argument = int
                }
                variables[name] = .plural(
                    AppleFormatPlural(
                        forms: try Self.strings(forms, name), argument: argument,
                        valueType: value["valueType"]?.stringValue ?? "lld"))
            } else if let forms = value["device"] {
                variables[name] = .device(try Self.strings(forms, name))
            } else if let forms = value["width"] {
                var byWidth: [Int: String] = [:]
                for (key, text) in try Self.strings(forms, name) {
                    guard let width = Int(key) else {
                        throw AppleFormatSourceError("the width \"\(key)\" of \"\(name)\" is not an integer")
                    }
                    byWidth[width] = text
                }
                variables[name] = .width(byWidth)
            } else {
                throw AppleFormatSourceError("the variable \"\(name)\" has no plural, device or width forms")
            }
        }
        self.init(format: format, variables: variables)
    }

    private static func strings(_ json: JSONValue, _ name: String) throws(AppleFormatSourceError) -> [String: String] {
        guard let object = json.objectValue else {
            throw AppleFormatSourceError("the forms of \"\(name)\" must be an object of strings")
        }
        var forms: [String: String] = [:]
        for (key, value) in object {
            guard let text = value.stringValue else {
                throw AppleFormatSourceError("the form \"\(key)\" of \"\(name)\" must be a string")
            }
            forms[key] = text
        }
        return forms
    }
}

/// Why a stored Apple format message cannot be read.
struct AppleFormatSourceError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension AppleFormatCompiler {
    /// Compiles a message as a catalog stores it (``AppleFormatMessage/catalogSource``): JSON with a
    /// format and its variables when the text starts with `{` and reads as such, Transifex's
    /// `<cds-root>` units (``CDSUnits``, as a CDS delivers device variations and substitutions) for the
    /// compiler's ``device``, else a format string.
    ///
    /// Text that starts with `{` but is not JSON is a format string (Apple strings may start with a
    /// brace); JSON that is an object without a `"format"` string, or with unreadable variables, renders
    /// its source and reports why, and so does a `<cds-root>` document that is not well formed (with the
    /// line and column of the problem).
    public func compile(source: String) -> CompiledMessage {
        if CDSUnits.isCDSRoot(source) {
            do throws(SyntaxDiagnostic) {
                return compile(try CDSUnits(parsing: source).message(for: device))
            } catch {
                return .unreadable(source, reason: "<cds-root>: \(error.message)", at: error.location)
            }
        }
        guard source.utf8.first == UInt8(ascii: "{"), let json = try? JSONParser().parse(source),
            json.objectValue?["format"] != nil
        else { return compile(source) }
        do {
            return compile(try AppleFormatMessage(catalogJSON: json))
        } catch {
            return .unreadable(source, reason: error.description, at: SourceLocation(line: 1, column: 1))
        }
    }
}
