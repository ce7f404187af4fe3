// `Localizer.string(_:)` side by side with Foundation's `Bundle.localizedString(forKey:value:table:)`,
// in one process, interleaved: the same 10,000 keys (`screen.<n>.title`, messages of 28–36 bytes) as
// Glossa catalogs (TML and ICU) and as a `.strings` table in a bundle written to a temporary directory.
//
//   swift run -c release --package-path Benchmarks localizer-vs-bundle-bench [iterations] [rounds] [filter]
//   scripts/bench-localizer-vs-bundle.sh
//
// Cases, each a lookup of a key stepping by 7 through the 10,000:
// - plain: a message without arguments (TML and ICU catalogs; `Bundle.localizedString`);
// - plural: a message with one count argument, through the CLDR plural rules (TML and ICU catalogs),
//   against `Bundle.localizedString` + `String(format:)` of `%d` (Foundation has no plural on the
//   lookup path; the goal is Glossa's plural at most Foundation's lookup + format).
// - ru cases: a Russian TML message inflecting two names (`{actor::dat}`, `{target::gen}`) through
//   the language's cases, with two people alternating (the case memo answers) and with 4,096
//   distinct full names (the memo, 512 slots per case, mostly misses: the rules run), which shows
//   what the memo saves on a real call. Not compared with Foundation, which has no grammatical cases.
// Each round runs every case once, the order reversed on odd rounds; one `RESULT` line per case and
// round, like the anchors, then the medians and the ratios with the goals (issue 15): plain ≤ 0.5 ×
// Bundle, plural ≤ 1 × (Bundle + `String(format:)`).

import AnchorHarness
import Foundation
import GlossaLocalization

let arguments = CommandLine.arguments
let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
/// Only the cases whose name contains it run (all by default), for profiling one case.
let filter = arguments.count > 3 ? arguments[3] : ""
let keyCount = 10_000

let plainEntries = (0..<keyCount).map { index in
    (key: "screen.\(index).title", message: "Title of the screen number \(index)")
}
let tmlPluralEntries = (0..<keyCount).map { index in
    (key: "screen.\(index).items", message: "{count|| file, files} in folder \(index)")
}
let icuPluralEntries = (0..<keyCount).map { index in
    (key: "screen.\(index).items", message: "{count, plural, one {# file} other {# files}} in folder \(index)")
}

let russianCaseEntries = (0..<keyCount).map { index in
    (key: "screen.\(index).liked", message: "{actor::dat} понравилось сообщение {target::gen} (\(index))")
}

/// A person in the Russian case messages.
struct Person: GenderedMessageObject, Sendable {
    let name: String
    let gender: Gender
    var displayName: String { name }
}

/// Two people, alternated: every case application after the first is answered by the memo.
let twoPeople = [Person(name: "Михаил", gender: .male), Person(name: "Анна", gender: .female)]
/// 4,096 distinct full names (given name and surname, both inflected), more than a case memo keeps.
let manyPeople: [Person] = {
    let men = ["Михаил", "Иван", "Пётр", "Олег", "Игорь", "Лев", "Антон", "Борис"]
    let women = ["Анна", "Мария", "Ольга", "Наталья", "Елена", "Ирина", "Вера", "Софья"]
    let starts = ["Ба", "Ва", "Га", "Да", "За", "Ка", "Ла", "Ма", "На", "Па", "Ра", "Са", "Та", "Фа", "Ха", "Ча"]
    let middles = ["б", "в", "г", "д", "з", "к", "л", "м", "н", "п", "р", "с", "т", "ф", "х", "ч"]
    let surnames = starts.flatMap { start in middles.map { start + $0 + "ов" } }  // Бабов, Бавов, …
    return surnames.flatMap { surname in
        men.map { Person(name: "\($0) \(surname)", gender: .male) }
            + women.map { Person(name: "\($0) \(surname)а", gender: .female) }
    }
}()

/// A bundle holding the plain entries and `%d files in folder <n>` under the plural keys, as
/// `fr.lproj/Localizable.strings`.
func makeBundle() throws -> (Bundle, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "glossa-bundle-bench-\(ProcessInfo.processInfo.processIdentifier).bundle")
    let lproj = root.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    var table = ""
    for entry in plainEntries { table += "\"\(entry.key)\" = \"\(entry.message)\";\n" }
    for index in 0..<keyCount { table += "\"screen.\(index).items\" = \"%d files in folder \(index)\";\n" }
    try table.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    // The language's own `.lproj` bundle, as apps that switch language in-app (SKLocalizable,
    // MCLocalization) look strings up, so the process's language settings do not matter.
    guard let bundle = Bundle(path: lproj.path) else { throw CocoaError(.fileReadUnknown) }
    return (bundle, root)
}

/// A localizer showing French from one catalog of `entries` in `syntax`.
func makeLocalizer(
    _ syntax: any MessageSyntax, _ entries: [(key: String, message: String)], language: String = "fr"
) throws -> Localizer {
    let english = try LocaleIdentifier(parsing: "en")
    let shown = try LocaleIdentifier(parsing: language)
    let catalog = try Catalog(locale: shown, syntax: syntax, entries: entries)
    return Localizer(
        sourceLocale: english, appLocales: [english, shown], catalogs: [catalog], preferredLanguages: [shown],
        store: InMemoryLocaleStore(), notificationCenter: nil)
}

let tmlPlain = try makeLocalizer(TMLSyntax(), plainEntries)
let icuPlain = try makeLocalizer(ICUSyntax(), plainEntries)
let tmlPlural = try makeLocalizer(TMLSyntax(), tmlPluralEntries)
let icuPlural = try makeLocalizer(ICUSyntax(), icuPluralEntries)
let tmlRussianCases = try makeLocalizer(TMLSyntax(), russianCaseEntries, language: "ru")
let russianCaseKeys = russianCaseEntries.map { CatalogKey($0.key) }
let plainKeys = plainEntries.map { CatalogKey($0.key) }
let pluralKeys = tmlPluralEntries.map { CatalogKey($0.key) }
let plainNames = plainEntries.map(\.key)
let pluralNames = tmlPluralEntries.map(\.key)
let (bundle, bundleRoot) = try makeBundle()
defer { try? FileManager.default.removeItem(at: bundleRoot) }

/// The count each call renders: 1, 2, 5 and 21 in turn (French `one` and `other`).
let counts = [1, 2, 5, 21]

// Every side answers with the translation, not the key.
let checks: [(String, String)] = [
    (tmlPlain.string(plainKeys[1]), "Title of the screen number 1"),
    (icuPlain.string(plainKeys[1]), "Title of the screen number 1"),
    (tmlPlural.string(pluralKeys[1], arguments: ["count": 1]), "1 file in folder 1"),
    (icuPlural.string(pluralKeys[1], arguments: ["count": 5]), "5 files in folder 1"),
    (bundle.localizedString(forKey: plainNames[1], value: nil, table: nil), "Title of the screen number 1"),
    (
        String(format: bundle.localizedString(forKey: pluralNames[1], value: nil, table: nil), 5),
        "5 files in folder 1"
    ),
    (
        tmlRussianCases.string(russianCaseKeys[1], arguments: ["actor": twoPeople[0], "target": twoPeople[1]]),
        "Михаилу понравилось сообщение Анны (1)"
    ),
    (
        // Full names: what the language's case rules make of them, rendered directly.
        tmlRussianCases.string(russianCaseKeys[2], arguments: ["actor": manyPeople[8], "target": manyPeople[1]]),
        TMLCompiler(language: .russian).compile(russianCaseEntries[2].message).render(
            RenderContext(
                arguments: ["actor": manyPeople[8], "target": manyPeople[1]], locale: LanguageDefinition.russian.locale)
        ).text
    ),
]
for (index, (got, expected)) in checks.enumerated() where got != expected {
    printError("localizer-vs-bundle-bench: check \(index) gave \"\(got)\", expected \"\(expected)\"")
    exit(1)
}

/// One measured case.
struct Case {
    let name: String
    let body: (Int) -> Int
}

let cases: [Case] = [
    Case(name: "glossa Localizer.string plain TML 10k") { tmlPlain.string(plainKeys[$0]).utf8.count },
    Case(name: "glossa Localizer.string plain ICU 10k") { icuPlain.string(plainKeys[$0]).utf8.count },
    Case(name: "foundation Bundle.localizedString plain 10k") {
        bundle.localizedString(forKey: plainNames[$0], value: nil, table: nil).utf8.count
    },
    Case(name: "glossa Localizer.string plural TML 10k") {
        tmlPlural.string(pluralKeys[$0], arguments: ["count": counts[$0 & 3]]).utf8.count
    },
    Case(name: "glossa Localizer.string plural ICU 10k") {
        icuPlural.string(pluralKeys[$0], arguments: ["count": counts[$0 & 3]]).utf8.count
    },
    Case(name: "foundation Bundle.localizedString + String(format:) 10k") {
        String(format: bundle.localizedString(forKey: pluralNames[$0], value: nil, table: nil), counts[$0 & 3])
            .utf8.count
    },
    Case(name: "glossa Localizer.string ru cases TML 10k, 2 names") {
        let (actor, target) = (twoPeople[$0 & 1], twoPeople[($0 & 1) ^ 1])
        return tmlRussianCases.string(russianCaseKeys[$0], arguments: ["actor": actor, "target": target]).utf8.count
    },
    Case(name: "glossa Localizer.string ru cases TML 10k, 4096 names") {
        let (actor, target) = (manyPeople[$0 & 4095], manyPeople[($0 &* 5 &+ 1) & 4095])
        return tmlRussianCases.string(russianCaseKeys[$0], arguments: ["actor": actor, "target": target]).utf8.count
    },
]

/// `value` with two decimals.
func formatted(_ value: Double) -> String { String(format: "%.2f", value) }

/// Nanoseconds per call of `body` over `iterations` keys (after a tenth as many to warm up).
func time(_ body: (Int) -> Int) -> Double {
    var sink = 0
    for index in 0..<(iterations / 10) { sink &+= body((index &* 7) % keyCount) }
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<iterations { sink &+= body((index &* 7) % keyCount) }
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    if sink == 42 { printError("") }
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
}

var results: [String: [Double]] = [:]
for round in 0..<rounds {
    for benchCase in round % 2 == 0 ? cases : cases.reversed() where filter.isEmpty || benchCase.name.contains(filter) {
        let nanoseconds = time(benchCase.body)
        results[benchCase.name, default: []].append(nanoseconds)
        print("RESULT\t\(benchCase.name)\t\(formatted(nanoseconds))\tns/op")
    }
}

/// The median of a case's rounds.
let median = { (name: String) -> Double in
    let values = (results[name] ?? [0]).sorted()
    return values[values.count / 2]
}

print("")
print("| case | median ns | ratio | goal |")
print("|---|---:|---:|---|")
let bundlePlain = median(cases[2].name)
let bundleFormat = median(cases[5].name)
for (index, benchCase) in cases.enumerated() {
    let value = median(benchCase.name)
    switch index {
    case 0, 1:
        print("| \(benchCase.name) | \(formatted(value)) | \(formatted(value / bundlePlain)) × Bundle | ≤ 0.50 |")
    case 3, 4:
        print(
            "| \(benchCase.name) | \(formatted(value)) | \(formatted(value / bundleFormat)) × Bundle + format "
                + "| ≤ 1.00 |")
    default:
        print("| \(benchCase.name) | \(formatted(value)) | | |")
    }
}
