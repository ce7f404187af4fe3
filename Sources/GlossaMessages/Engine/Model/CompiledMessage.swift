/// A message compiled for rendering: the compact form every syntax compiles into.
///
/// Compile once, render many times with different arguments and outputs. Compiling never fails:
/// what does not make sense is kept verbatim and reported when rendered (and by the syntax's parser
/// as a diagnostic with its position).
public struct CompiledMessage: Sendable {
    /// The source text the message was compiled from.
    public let source: String
    /// The names of the arguments the message refers to, in order of first use.
    public let argumentNames: [String]
    let parts: [MessagePart]

    init(source: String, parts: [MessagePart]) {
        self.source = source
        self.parts = parts
        var names: [String] = []
        var seen: Set<String> = []
        func collect(_ parts: [MessagePart]) {
            for part in parts {
                switch part {
                case .argument(let argument):
                    if seen.insert(argument.name).inserted { names.append(argument.name) }
                case .selection(let selection):
                    if seen.insert(selection.argument).inserted { names.append(selection.argument) }
                    for variant in selection.variants { collect(variant.parts) }
                case .decoration(let decoration):
                    collect(decoration.children)
                case .literal, .unresolved:
                    break
                }
            }
        }
        collect(parts)
        argumentNames = names
    }
}
