/// Messages in several locales as the tools see them, read from a String Catalog or JSON catalog files:
/// every value with its variation path, state and place in the file.
///
/// This is the tools' read-only view for lint, statistics, pseudo-localization and code generation; the
/// file formats themselves are read and written by their own readers.
public struct MessageCatalog: Sendable {
    /// The file (or the first of the files) it was read from.
    public var path: String
    /// The source language.
    public var sourceLocale: String
    /// Every locale with at least one value, source first, then in order of appearance.
    public var locales: [String]
    /// The entries, in file order.
    public var entries: [CatalogEntry]
    /// The syntax its values are written in (`nil`: guessed per value).
    public var syntax: MessageSyntax?
    /// Problems with the files themselves (duplicate keys, malformed JSON), found while reading.
    public var problems: [CatalogProblem]

    /// Creates a catalog.
    public init(
        path: String, sourceLocale: String, locales: [String] = [], entries: [CatalogEntry] = [],
        syntax: MessageSyntax? = nil, problems: [CatalogProblem] = []
    ) {
        self.path = path
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.entries = entries
        self.syntax = syntax
        self.problems = problems
    }

    /// The locales other than the source.
    public var targetLocales: [String] { locales.filter { $0 != sourceLocale } }
}

/// A place in a catalog file.
public struct FilePosition: Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let file: String
    /// 1-based line; 0 when unknown.
    public let line: Int
    /// 1-based column; 0 when unknown.
    public let column: Int

    /// Creates a position.
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file` when the line is unknown.
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}

/// A problem with a catalog file itself.
public struct CatalogProblem: Sendable, Hashable {
    /// What kind.
    public enum Kind: String, Sendable, Hashable {
        /// A key appears twice (the last one wins when the file is loaded).
        case duplicateKey
        /// The file cannot be read as its format.
        case malformed
    }
    /// What kind.
    public let kind: Kind
    /// Where.
    public let position: FilePosition
    /// What is wrong.
    public let message: String
    /// The format of the file (`strings`, `xcstrings`, …).
    public let format: String

    /// Creates a problem.
    public init(kind: Kind, position: FilePosition, message: String, format: String) {
        self.kind = kind
        self.position = position
        self.message = message
        self.format = format
    }
}

/// One key of a catalog with its values in every locale.
public struct CatalogEntry: Sendable {
    /// The key.
    public var key: String
    /// The translators' comment.
    public var comment: String?
    /// `false` when the key is marked "don't translate".
    public var shouldTranslate: Bool
    /// The String Catalog extraction state (`manual`, `stale`, …), if any.
    public var extractionState: String?
    /// The longest a value may be, in characters, if the catalog says.
    public var characterLimit: Int?
    /// Where the key is.
    public var position: FilePosition?
    /// Values by locale.
    public var localizations: [String: CatalogLocalization]

    /// Creates an entry.
    public init(
        key: String, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
        characterLimit: Int? = nil, position: FilePosition? = nil, localizations: [String: CatalogLocalization] = [:]
    ) {
        self.key = key
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.characterLimit = characterLimit
        self.position = position
        self.localizations = localizations
    }
}

/// The values of one key in one locale.
public struct CatalogLocalization: Sendable {
    /// Every value: the plain one (path `[]`) or one per variation case (`["plural", "one"]`,
    /// `["device", "iphone", "plural", "few"]`, `["substitutions", "count", "plural", "one"]`).
    public var forms: [CatalogForm]
    /// The String Catalog substitutions (`%#@name@`), by name.
    public var substitutions: [String: CatalogSubstitution]

    /// Creates a localization.
    public init(forms: [CatalogForm], substitutions: [String: CatalogSubstitution] = [:]) {
        self.forms = forms
        self.substitutions = substitutions
    }

    /// The plural groups: for each path prefix ending in `plural`, the categories present.
    public var pluralGroups: [(prefix: [String], categories: [String], position: FilePosition?)] {
        var groups: [(prefix: [String], categories: [String], position: FilePosition?)] = []
        for form in forms {
            guard let index = form.path.lastIndex(of: "plural"), index + 1 < form.path.count else { continue }
            let prefix = Array(form.path[...index])
            let category = form.path[index + 1]
            if let existing = groups.firstIndex(where: { $0.prefix == prefix }) {
                groups[existing].categories.append(category)
            } else {
                groups.append((prefix, [category], form.position))
            }
        }
        return groups
    }

    /// Whether every value is translated: present, not empty, and not in state `new`.
    public var isTranslated: Bool {
        !forms.isEmpty && forms.allSatisfy { !$0.value.isEmpty && $0.state != "new" }
    }

    /// Whether some value is marked as needing review.
    public var needsReview: Bool { forms.contains { $0.state == "needs_review" } }
}

/// One value of a localization.
public struct CatalogForm: Sendable {
    /// Where in the variations it is (`[]` for a plain value).
    public var path: [String]
    /// The text.
    public var value: String
    /// The translation state (`translated`, `new`, `needs_review`, `stale`), if the format has one.
    public var state: String?
    /// Where the value is.
    public var position: FilePosition?

    /// Creates a form.
    public init(path: [String] = [], value: String, state: String? = nil, position: FilePosition? = nil) {
        self.path = path
        self.value = value
        self.state = state
        self.position = position
    }

    /// The path as String Catalogs' XLIFF ids write it: `plural.one`, or `` for a plain value.
    public var pathDescription: String { path.joined(separator: ".") }

    /// For a substitution's case, the substitution's name.
    public var substitutionName: String? {
        path.count >= 2 && path[0] == "substitutions" ? path[1] : nil
    }
}

/// A String Catalog substitution: which argument it takes and with what format specifier.
public struct CatalogSubstitution: Sendable, Hashable {
    /// The 1-based argument number.
    public var argumentNumber: Int?
    /// The specifier without `%` (`lld`).
    public var formatSpecifier: String?

    /// Creates a substitution.
    public init(argumentNumber: Int?, formatSpecifier: String?) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
    }
}
