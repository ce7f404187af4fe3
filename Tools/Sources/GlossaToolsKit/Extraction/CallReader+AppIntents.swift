import SwiftSyntax

extension CallReader {
    /// App Intents' strings: the `LocalizedStringResource` arguments of `IntentDescription`,
    /// `IntentDialog`, `TypeDisplayRepresentation`, `DisplayRepresentation`, `@Parameter(title:)`,
    /// `.result(dialog:)`, `AppShortcut(shortTitle:)` and parameter summaries (`Summary("Add \(\.$url)")`,
    /// table `Localizable`), and `AppShortcut` phrases
    /// (table `AppShortcuts`, `\(.applicationName)` written `${applicationName}`), as Xcode extracts them.
    mutating func readAppIntent(
        name: String, arguments: CallArguments, isMember: Bool, place: some SyntaxProtocol
    ) {
        guard let labels = CallRules.appIntentArguments[name], isMember == (name == "result") else { return }
        for label in labels {
            guard let argument = label == "_" ? arguments.firstUnlabeled : arguments.labeled(label) else {
                continue
            }
            // A resource built elsewhere (a variable, `LocalizedStringResource(…)`) is not this call's string.
            let isLiteral = LiteralReader.alternatives(of: argument).allSatisfy { literals.read($0).isLiteral }
            guard isLiteral else { continue }
            add(api: .appIntents, syntax: .apple, key: argument, call: place)
        }
        // A parameter summary: `Summary("Add \(\.$url) to \(\.$account)")` is "Add ${url} to ${account}".
        if name == "Summary", !isMember, let summary = arguments.firstUnlabeled, literals.read(summary).isLiteral {
            add(api: .appIntents, syntax: .apple, key: summary, placeholders: true, call: place)
        }
        if name == "AppShortcut", let phrases = arguments.labeled("phrases")?.as(ArrayExprSyntax.self) {
            for phrase in phrases.elements where literals.read(phrase.expression).isLiteral {
                add(
                    api: .appIntents, syntax: .apple, key: phrase.expression, placeholders: true,
                    call: phrase.expression, fixedTable: "AppShortcuts")
            }
        }
    }

    /// `@Parameter(title: "Account")` and the other attributes of ``CallRules/appIntentArguments``.
    mutating func read(_ attribute: AttributeSyntax) {
        guard case .argumentList(let list) = attribute.arguments,
            let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
        else { return }
        readAppIntent(name: name, arguments: CallArguments(list: list), isMember: false, place: attribute)
    }
}
