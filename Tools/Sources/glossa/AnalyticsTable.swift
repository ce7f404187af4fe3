import Foundation
import GlossaCDS
import GlossaJSON

/// The text form of `GET /analytics`'s document: a line per day with its fetches, by language and by
/// client SDK (most first), and a line of totals.
///
/// ```
/// day         fetches  by language  by SDK
/// 2026-11-26        0
/// 2026-11-27        5  fr 3, de 2   glossa-swift/1.0 4, unknown 1
/// total             5  fr 3, de 2   glossa-swift/1.0 4, unknown 1
/// ```
struct AnalyticsTable {
    /// One line of the table.
    struct Row {
        var label: String
        var fetches: Int
        var languages: [(String, Int)]
        var sdks: [(String, Int)]
    }

    var days: [Row]
    var total: Row

    /// Reads the document, or says which member is wrong.
    init(document: JSONValue) throws(CDSWireError) {
        guard let data = document["data"]?.arrayValue else { throw CDSWireError("\"data\" is not an array") }
        var days: [Row] = []
        for (index, day) in data.enumerated() {
            guard let date = day["date"]?.stringValue else { throw CDSWireError("data[\(index)].date is not a string") }
            days.append(try Self.row(date, day, at: "data[\(index)]"))
        }
        guard let total = document["meta"]?["total"] else { throw CDSWireError("no meta.total") }
        self.days = days
        self.total = try Self.row("total", total, at: "meta.total")
    }

    private static func row(_ label: String, _ value: JSONValue, at path: String) throws(CDSWireError) -> Row {
        guard let fetches = value["fetches"]?.intValue else { throw CDSWireError("\(path).fetches is not a number") }
        return Row(
            label: label, fetches: fetches, languages: try counts(value["languages"], at: "\(path).languages"),
            sdks: try counts(value["sdks"], at: "\(path).sdks"))
    }

    /// The counts of an object, most first, then by name.
    private static func counts(_ value: JSONValue?, at path: String) throws(CDSWireError) -> [(String, Int)] {
        guard let object = value?.objectValue else { throw CDSWireError("\(path) is not an object") }
        var counts: [(String, Int)] = []
        for (key, count) in object.members {
            guard let number = count.intValue else { throw CDSWireError("\(path).\(key) is not a number") }
            counts.append((key, number))
        }
        return counts.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// The table's lines, its columns aligned.
    var lines: [String] {
        let rows = days + [total]
        func list(_ counts: [(String, Int)]) -> String { counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let cells =
            [["day", "fetches", "by language", "by SDK"]]
            + rows.map { [$0.label, String($0.fetches), list($0.languages), list($0.sdks)] }
        let widths = (0..<4).map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { cell in
            let fetches = String(repeating: " ", count: widths[1] - cell[1].count) + cell[1]
            let line = [
                cell[0].padding(toLength: widths[0], withPad: " ", startingAt: 0), fetches,
                cell[2].padding(toLength: widths[2], withPad: " ", startingAt: 0), cell[3],
            ].joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
