import SwiftSyntax

/// Which calls hold localizable strings, and where in each call the key, value, comment, table and
/// context are.
///
/// Glossa's own calls (the `Localizer` of `GlossaLocalization`) are matched by name on any receiver:
/// `localize`, `localizeHTML`, `localizeAttributed` (TML labels with `description:`); `string`, `html`,
/// `attributedString` (keyed lookups with `default:` and `table:`); `translate` (Transifex Native,
/// with `context:` and `key:`); `string(forKey:)` (MCLocalization) and `localized` (SKLocalizable,
/// also `"key".localized()`). A call is taken only when its first argument has the expected label, so
/// an unrelated `translate(by:)` or `string(from:)` is not.
enum CallRules {
    /// The SwiftUI views whose first unlabelled argument is a `LocalizedStringKey` when it is a literal.
    static let swiftUIViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "Section", "Picker", "TextField", "SecureField", "Menu",
        "NavigationLink", "Stepper", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "LabeledContent",
        "ControlGroup", "GroupBox", "Tab", "TextEditor", "MultiDatePicker", "ShareLink", "LabeledToolbarItemGroup",
        "TableColumn", "ContentUnavailableView", "CommandMenu", "WindowGroup", "Window", "MenuBarExtra",
    ]
    /// The SwiftUI modifiers whose first unlabelled argument is a `LocalizedStringKey` when it is a literal.
    static let swiftUIModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "badge", "alert", "confirmationDialog", "accessibilityAction", "navigationBarTitle",
    ]
    /// The SwiftUI modifiers with a labelled `LocalizedStringKey` argument, and its label.
    static let swiftUILabeledModifiers: [String: String] = ["searchable": "prompt"]
    /// The types whose string literals are `LocalizedStringResource`s Xcode extracts: declared values of
    /// these types, and what computed properties and functions of these types return.
    static let localizableTypes: Set<String> = [
        "LocalizedStringResource", "LocalizedStringKey", "IntentDescription", "IntentDialog",
        "TypeDisplayRepresentation", "DisplayRepresentation",
    ]
    /// The types (as ``DeclaredTypes/baseName(of:)`` names them) whose parameters, enum case payloads
    /// and properties turn a string literal given to them into a localizable string: the literals a
    /// project passes to its own `init(title: LocalizedStringKey)` or `case invalid(LocalizedStringKey)`,
    /// or assigns to its `var error: LocalizedStringKey?` (`LocalizationValue` is `String.LocalizationValue`).
    static let literalTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue"]
    /// App Intents' initialisers and the labels of their `LocalizedStringResource` arguments (`_` for the
    /// first unlabelled one); `Parameter` is the `@Parameter(title:)` attribute.
    static let appIntentArguments: [String: [String]] = [
        "IntentDescription": ["_", "categoryName"],
        "IntentDialog": ["_", "full", "supporting"],
        "TypeDisplayRepresentation": ["name", "numericFormat"],
        "DisplayRepresentation": ["title", "subtitle"],
        "Parameter": ["title", "description", "requestValueDialog", "requestDisambiguationDialog"],
        "AppShortcut": ["shortTitle"],
        "result": ["dialog"],
        "Summary": [],
    ]
    /// The Localizer's TML calls.
    static let localizeNames: Set<String> = ["localize", "localizeHTML", "localizeAttributed"]
    /// The Localizer's keyed lookups.
    static let keyedLookupNames: Set<String> = ["string", "html", "attributedString"]

    /// Every callee name worth a closer look.
    static let names: Set<String> = swiftUIViews.union(swiftUIModifiers).union(localizeNames).union(keyedLookupNames)
        .union([
            "NSLocalizedString", "String", "AttributedString", "LocalizedStringResource", "LocalizedStringKey",
            "init", "translate", "localized",
        ]).union(appIntentArguments.keys).union(swiftUILabeledModifiers.keys)

    /// The callee's name: `f` in `f(…)`, `a.b.f(…)` and `.f(…)`; `String` in `String.init(…)`.
    static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
                return base.baseName.text
            }
            return name
        }
        return nil
    }

    /// Whether the callee is written as a member (`x.f(…)` or `.f(…)`), as modifiers are.
    static func isMember(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text != "init"
    }
}
