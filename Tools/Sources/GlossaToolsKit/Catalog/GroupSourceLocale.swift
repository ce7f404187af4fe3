import Foundation

/// Which locale is the source of single-locale files read together (`de.lproj/Localizable.strings`
/// with `en.lproj/Localizable.strings`) when `--source-locale` does not say.
///
/// The order the files were given in says nothing (a shell's `*/*.lproj` lists `de` before `en`), so
/// the source is, in order: the `developmentRegion` of the Xcode project in a folder above the
/// `.lproj` folders, when the group has that locale; `en`, the documented default, when the group
/// has it; the only locale of a one-locale group. Otherwise the loader stops and asks for
/// `--source-locale` rather than guess.
enum GroupSourceLocale {
    /// How many folders above a `.lproj` folder to look for an `.xcodeproj`.
    static let projectSearchDepth = 6

    /// The source locale of a group of `locales` read from `paths`.
    static func decide(locales: [String], paths: [String]) throws(CatalogError) -> String {
        if let region = paths.lazy.compactMap(developmentRegion(near:)).first, locales.contains(region) {
            return region
        }
        if locales.contains("en") { return "en" }
        if locales.count == 1, let only = locales.first { return only }
        throw CatalogError(
            message:
                "\(paths[0]): these files hold one table in \(locales.sorted().joined(separator: ", ")) and "
                + "nothing says which is the source language (no Xcode project's developmentRegion among "
                + "them, no en): give --source-locale")
    }

    /// The `developmentRegion` of the first `*.xcodeproj/project.pbxproj` in the folder that holds
    /// `path`'s `.lproj` folder or above it.
    static func developmentRegion(near path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard folder.lastPathComponent.hasSuffix(".lproj") else { return nil }
        let manager = FileManager.default
        for _ in 0..<projectSearchDepth {
            folder = folder.deletingLastPathComponent()
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                let project = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
                if let text = try? String(contentsOf: project, encoding: .utf8), let region = region(in: text) {
                    return region
                }
            }
            if folder.path == "/" { break }
        }
        return nil
    }

    /// `en` from `developmentRegion = en;` (the value may be quoted).
    static func region(in project: String) -> String? {
        guard let range = project.range(of: "developmentRegion = ") else { return nil }
        let value = project[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        let region = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
        return region.isEmpty ? nil : region
    }
}
