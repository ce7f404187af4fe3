/// Writes XML property lists in the layout Xcode and `plutil` use: the XML declaration and DOCTYPE,
/// tab indentation, one element per line, a final newline.
public struct PropertyListWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The property list as UTF-8 XML.
    public func bytes(from value: PropertyList) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, depth: 0, into: &text)
        text += "</plist>\n"
        return Array(text.utf8)
    }

    private func write(_ value: PropertyList, depth: Int, into text: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let string): text += "\(indent)<string>\(XMLEscaping.escape(string))</string>\n"
        case .integer(let number): text += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number): text += "\(indent)<real>\(number)</real>\n"
        case .bool(let bool): text += "\(indent)<\(bool ? "true" : "false")/>\n"
        case .date(let date): text += "\(indent)<date>\(XMLEscaping.escape(date))</date>\n"
        case .data(let data): text += "\(indent)<data>\(XMLEscaping.escape(data))</data>\n"
        case .array(let items):
            if items.isEmpty {
                text += "\(indent)<array/>\n"
                return
            }
            text += "\(indent)<array>\n"
            for item in items { write(item, depth: depth + 1, into: &text) }
            text += "\(indent)</array>\n"
        case .dictionary(let dictionary):
            if dictionary.members.isEmpty {
                text += "\(indent)<dict/>\n"
                return
            }
            text += "\(indent)<dict>\n"
            for member in dictionary.members {
                text += "\(indent)\t<key>\(XMLEscaping.escape(member.key))</key>\n"
                write(member.value, depth: depth + 1, into: &text)
            }
            text += "\(indent)</dict>\n"
        }
    }
}
