/// A value bound to or read from a SQL statement; the stores need only text, integers and null.
public enum SQLValue: Sendable, Hashable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// UTF-8 text.
    case text(String)

    /// `.text` or `.null`.
    static func optional(_ text: String?) -> SQLValue { text.map(SQLValue.text) ?? .null }
    /// `.integer` or `.null`.
    static func optional(_ number: Int?) -> SQLValue { number.map { .integer(Int64($0)) } ?? .null }
}

/// One result row, by column name.
public struct SQLRow: Sendable {
    /// The row's values by column name.
    public var values: [String: SQLValue]

    /// Creates a row.
    public init(values: [String: SQLValue]) { self.values = values }

    func text(_ column: String) throws -> String {
        guard case .text(let text)? = values[column] else { throw StoreError.corrupt("column \(column) is not text") }
        return text
    }

    func optionalText(_ column: String) -> String? {
        if case .text(let text)? = values[column] { return text }
        return nil
    }

    func integer(_ column: String) throws -> Int64 {
        switch values[column] {
        case .integer(let number)?: return number
        case .text(let text)?: if let number = Int64(text) { return number }
        default: break
        }
        throw StoreError.corrupt("column \(column) is not an integer")
    }

    func optionalInteger(_ column: String) -> Int64? { try? integer(column) }
}
