/// Reads XML property lists (`.stringsdict`, `.plist`) with positions in every error.
///
/// Binary property lists (`bplist00`) are recognised and refused with a clear message; OpenStep
/// text property lists are read by ``StringsFormat`` when they are `.strings` files.
public struct PropertyListReader: Sendable {
    /// Limits on nesting depth.
    public var limits: ReadLimits

    /// Creates a reader.
    public init(limits: ReadLimits = ReadLimits()) {
        self.limits = limits
    }

    /// Reads the property list in `bytes`; duplicate dictionary keys are reported in the diagnostics.
    public func read(_ bytes: [UInt8], fileName: String? = nil) throws(FormatError) -> (
        value: PropertyList, diagnostics: [FormatDiagnostic]
    ) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw FormatError(
                .syntax, "binary property lists are not supported; convert with `plutil -convert xml1`",
                file: fileName, location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        let options = ReadOptions(fileName: fileName, limits: limits)
        let (root, notes) = try XMLReader.parse(bytes, options: options)
        guard root.name == "plist" else {
            throw FormatError(
                .syntax, "expected <plist>, found <\(root.name)>", file: fileName, location: root.location)
        }
        let children = root.elements
        guard children.count == 1, let top = children.first else {
            throw FormatError(
                .syntax, "<plist> must hold exactly one value, found \(children.count)", file: fileName,
                location: root.location)
        }
        var diagnostics = notes
        let value = try convert(top, fileName: fileName, diagnostics: &diagnostics)
        return (value, diagnostics)
    }

    private func convert(_ element: XMLElement, fileName: String?, diagnostics: inout [FormatDiagnostic])
        throws(FormatError) -> PropertyList
    {
        func leaf() throws(FormatError) -> String {
            if let child = element.elements.first {
                throw FormatError(
                    .syntax, "<\(element.name)> cannot contain <\(child.name)>", file: fileName,
                    location: child.location)
            }
            return element.text
        }
        switch element.name {
        case "string": return .string(try leaf())
        case "integer":
            let text = try leaf().trimmingSpaces
            guard !text.isEmpty, Int(text) != nil || UInt64(text) != nil else {
                throw FormatError(
                    .invalidValue, "not an integer: \"\(text)\"", file: fileName, location: element.location)
            }
            return .integer(text)
        case "real":
            let text = try leaf().trimmingSpaces
            guard Double(text) != nil || ["nan", "+infinity", "-infinity", "inf", "-inf"].contains(text.lowercased())
            else {
                throw FormatError(
                    .invalidValue, "not a real number: \"\(text)\"", file: fileName, location: element.location)
            }
            return .real(text)
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "date": return .date(try leaf().trimmingSpaces)
        case "data": return .data(try leaf())
        case "array":
            var items: [PropertyList] = []
            for child in element.elements {
                items.append(try convert(child, fileName: fileName, diagnostics: &diagnostics))
            }
            return .array(items)
        case "dict":
            var dictionary = PropertyListDictionary()
            var seen: [String: SourceLocation] = [:]
            let children = element.elements
            var index = 0
            while index < children.count {
                let keyElement = children[index]
                guard keyElement.name == "key" else {
                    throw FormatError(
                        .syntax, "expected <key> in <dict>, found <\(keyElement.name)>", file: fileName,
                        location: keyElement.location)
                }
                guard index + 1 < children.count else {
                    throw FormatError(
                        .syntax, "the key \"\(keyElement.text)\" has no value", file: fileName,
                        location: keyElement.location)
                }
                let key = keyElement.text
                let valueElement = children[index + 1]
                if valueElement.name == "key" {
                    throw FormatError(
                        .syntax, "the key \"\(key)\" has no value (another <key> follows)", file: fileName,
                        location: valueElement.location)
                }
                let value = try convert(valueElement, fileName: fileName, diagnostics: &diagnostics)
                if let first = seen[key] {
                    diagnostics.append(
                        FormatDiagnostic(
                            .warning, .duplicateKey,
                            "duplicate key \"\(key)\" (first on line \(first.line)); the later value wins",
                            file: fileName, location: keyElement.location, key: key))
                    dictionary.members.removeAll { $0.key == key }
                }
                seen[key] = keyElement.location
                dictionary.members.append(.init(key: key, value: value, location: keyElement.location))
                index += 2
            }
            return .dictionary(dictionary)
        default:
            throw FormatError(
                .syntax, "<\(element.name)> is not a property-list element", file: fileName, location: element.location)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        var lower = scalars.startIndex
        var upper = scalars.endIndex
        func space(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
        }
        while lower < upper, space(scalars[lower]) { lower = scalars.index(after: lower) }
        while upper > lower, space(scalars[scalars.index(before: upper)]) { upper = scalars.index(before: upper) }
        return String(scalars[lower..<upper])
    }
}
