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

/// The columns of a statement's result, shared by its rows: each row holds its values by position, not
/// a dictionary of its own (a release reads hundreds of thousands of rows).
final class SQLColumns: Sendable {
    /// The column names, in the result's order.
    let names: [String]
    /// The position of each name (the first, if a name occurs twice).
    let positions: [String: Int]

    init(names: [String]) {
        self.names = names
        self.positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One result row, read by column name.
public struct SQLRow: Sendable {
    let columns: SQLColumns
    /// The values, in the order of `columns`.
    let cells: [SQLValue]

    /// The row's values by column name.
    public var values: [String: SQLValue] {
        Dictionary(zip(columns.names, cells).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }

    private func value(_ column: String) -> SQLValue? {
        columns.positions[column].map { cells[$0] }
    }

    func text(_ column: String) throws -> String {
        guard case .text(let text)? = value(column) else { throw StoreError.corrupt("column \(column) is not text") }
        return text
    }

    func optionalText(_ column: String) -> String? {
        if case .text(let text)? = value(column) { return text }
        return nil
    }

    func integer(_ column: String) throws -> Int64 {
        switch value(column) {
        case .integer(let number)?: return number
        case .text(let text)?: if let number = Int64(text) { return number }
        default: break
        }
        throw StoreError.corrupt("column \(column) is not an integer")
    }

    func optionalInteger(_ column: String) -> Int64? { try? integer(column) }
}
