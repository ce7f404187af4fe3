/// The format key of an interpolated literal before every interpolation's type is known.
///
/// A literal is read one file at a time, but the type of an interpolated name may be declared in
/// another file (a property of a model type, a function's result). Such an interpolation stays
/// ``Part/unknown(name:)`` until the declarations of the whole tree are in, then becomes its type's
/// specifier, `%@` when no file states the type.
struct FormatText: Sendable, Hashable {
    /// A piece of the key.
    enum Part: Sendable, Hashable {
        /// Literal text, `%` already doubled.
        case text(String)
        /// A known specifier (`%lld`) or placeholder (`${applicationName}`).
        case specifier(String)
        /// An interpolation whose type this file does not state; `name` is what to look up elsewhere
        /// (a variable, property or function name), `nil` when there is nothing to look up.
        case unknown(name: String?)
    }

    var parts: [Part] = []

    /// Whether some interpolation waits for a type from another file.
    var isResolved: Bool {
        !parts.contains {
            if case .unknown(name: .some) = $0 { return true }
            return false
        }
    }

    /// The key, with each unknown interpolation given `type(name)`'s specifier.
    func rendered(type: (String) -> String? = { _ in nil }) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text), .specifier(let text): result += text
            case .unknown(let name): result += DeclaredTypes.specifier(forType: name.flatMap(type))
            }
        }
        return result
    }
}
