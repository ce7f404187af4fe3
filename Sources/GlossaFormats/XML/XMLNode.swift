/// An XML element as read by ``XMLReader``: name, attributes in order, children and where it starts.
struct XMLElement: Sendable, Hashable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    var location: SourceLocation

    static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes, by: { $0 == $1 })
            && lhs.children == rhs.children
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(children)
    }

    /// The value of the attribute `name` (the first if repeated).
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    var elements: [XMLElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The child elements named `name`.
    func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name || $0.localName == name }
    }

    /// The first child element named `name`.
    func element(named name: String) -> XMLElement? {
        elements.first { $0.name == name || $0.localName == name }
    }

    /// The name without a namespace prefix.
    var localName: Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }

    /// All text inside, concatenated (markup inside is skipped, its text kept).
    var text: String {
        var result = ""
        var stack: [XMLNode] = children.reversed()
        while let node = stack.popLast() {
            switch node {
            case .text(let text): result += text
            case .element(let element): stack.append(contentsOf: element.children.reversed())
            }
        }
        return result
    }
}

/// A node in an element's content.
enum XMLNode: Sendable, Hashable {
    case element(XMLElement)
    case text(String)
}
