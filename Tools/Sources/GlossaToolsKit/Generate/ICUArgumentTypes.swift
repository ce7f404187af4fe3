import GlossaMessages

/// The Swift types of an ICU message's typed simple arguments (`{price, number}` → `Double`,
/// `{day, date}` → `Date`).
enum ICUArgumentTypes {
    static func types(in message: String) -> [(String, String)] {
        var result: [(String, String)] = []
        func walk(_ nodes: [ICUNode]) {
            for node in nodes {
                switch node {
                case .argument(let argument):
                    switch argument.type {
                    case "number"?: result.append((argument.name, "Swift.Double"))
                    case "date"?, "time"?: result.append((argument.name, "Foundation.Date"))
                    default: break
                    }
                case .plural(let plural):
                    for variant in plural.variants { walk(variant.nodes) }
                case .select(let select):
                    for variant in select.variants { walk(variant.nodes) }
                case .text, .pound, .invalid:
                    break
                }
            }
        }
        walk(ICUParser.parse(message).nodes)
        return result
    }
}
