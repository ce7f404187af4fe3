/// Where a value a render resolves comes from: a value known when compiling, an argument, or the
/// slot of a declaration (``MF2Declarations``), already resolved when it is read.
enum MF2Reference: Sendable {
    /// A value resolved when compiling (a literal, or a declaration that reads no argument).
    case value(any MF2Value)
    /// The value of the argument of that name.
    case argument(String)
    /// The value of declaration slot `index`.
    case slot(Int)
}
