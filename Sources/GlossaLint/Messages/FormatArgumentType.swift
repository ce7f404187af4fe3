import GlossaMessages

/// The kind of value an Apple format conversion takes: what decides a generated Swift parameter's type
/// and whether a translation's conversion is compatible with the source's.
public enum FormatArgumentType: String, Sendable, Hashable {
    /// `d`, `i` (any length): a signed integer, `Int` in Swift.
    case integer
    /// `u`, `o`, `x`, `X`: an unsigned integer, `UInt`.
    case unsignedInteger
    /// `f`, `e`, `g`, `a` and capitals: `Double`.
    case double
    /// `@`: an object, `String` in generated code.
    case object
    /// `c`, `C`: a character.
    case character
    /// `s`, `S`: a C string.
    case cString
    /// `p`: a pointer.
    case pointer

    /// The type of a conversion character.
    public init(conversion: Character) {
        switch conversion {
        case "d", "i", "D": self = .integer
        case "u", "o", "x", "X", "U", "O": self = .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        case "c", "C": self = .character
        case "s", "S": self = .cString
        case "p": self = .pointer
        default: self = .object
        }
    }

    /// Whether the value is a whole number (`integer` or `unsignedInteger`).
    public var isInteger: Bool { self == .integer || self == .unsignedInteger }

    /// The type a String Catalog `formatSpecifier` (`lld`, `@`, `.2f`) names.
    public init(formatSpecifier: String) {
        self.init(conversion: formatSpecifier.last ?? "@")
    }

    /// The Swift type used for a parameter of this type.
    public var swiftType: String {
        switch self {
        case .integer: "Int"
        case .unsignedInteger: "UInt"
        case .double: "Double"
        case .object: "String"
        case .character: "CChar"
        case .cString: "UnsafePointer<CChar>"
        case .pointer: "UnsafeRawPointer"
        }
    }
}

/// One argument an Apple format string takes.
public struct FormatArgument: Sendable, Hashable {
    /// The 1-based argument number.
    public let number: Int
    /// Its type; for a `%#@name@` variable, ``FormatArgumentType/object`` until the variable's
    /// specifier says otherwise.
    public let type: FormatArgumentType
    /// The conversion as written (`%1$lld`, `%#@items@`).
    public let source: String
    /// For a variable (`%#@items@`), its name.
    public let variable: String?
}
