/// The table a file belongs to, as Apple platforms look strings up: a bundle (the folder holding the
/// `.lproj` folders or the catalog) and a table name.
///
/// `App/en.lproj/Localizable.strings`, `App/en.lproj/Localizable.stringsdict` and
/// `App/Localizable.xcstrings` are one table, `Localizable` in `App`: an app has either the catalog or the
/// pair, and at run time a key's `.stringsdict` entry wins over its `.strings` entry. The same name in
/// another folder (`Widget/en.lproj/InfoPlist.strings`) is another target's table.
public struct TableLocation: Sendable, Hashable, CustomStringConvertible {
    /// The folder holding the table's files, `/`-separated, empty at the top; never `.`, `..` or absolute.
    public var folder: String
    /// The table's name (`Localizable`, `InfoPlist`, `Main`).
    public var name: String

    /// The table of a file path, as an entry's ``LocalizationEntry/table`` or an XLIFF `<file original>`
    /// gives it; `nil` is the default table, `Localizable` at the top.
    public init(path: String?) {
        guard let path else {
            self.init(folder: "", name: "Localizable")
            return
        }
        var components = path.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
        let file = components.popLast() ?? "Localizable"
        if let last = components.last, last.hasSuffix(".lproj") { components.removeLast() }
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        self.init(folder: components.joined(separator: "/"), name: stem.isEmpty ? file : stem)
    }

    /// A table in `folder` named `name`.
    public init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    /// Where the table's String Catalog goes: `App/Localizable.xcstrings`.
    public var catalogPath: String {
        folder.isEmpty ? "\(name).xcstrings" : "\(folder)/\(name).xcstrings"
    }

    /// `Localizable` or `App/Localizable`.
    public var description: String { folder.isEmpty ? name : "\(folder)/\(name)" }

    /// Whether a file path is a `.stringsdict` (read as a property list of plural rules).
    static func isPropertyList(_ path: String?) -> Bool {
        path?.lowercased().hasSuffix(".stringsdict") ?? false
    }

    /// Whether the entries of the file at `path` give way to the other files of their table: true for
    /// a `.strings` file. At run time a key in both a table's `.strings` and `.stringsdict` files is
    /// looked up in the `.stringsdict`, so its entry wins; a String Catalog or any other file of the
    /// table wins as well.
    ///
    /// This is the one statement of the rule: merging tables (``LocalizationFormat`` writing a String
    /// Catalog), reading an `.lproj` folder, and GlossaLocalization's `CatalogPrecedence` ask here.
    public static func givesWay(file path: String?) -> Bool {
        path?.lowercased().hasSuffix(".strings") ?? false
    }
}
