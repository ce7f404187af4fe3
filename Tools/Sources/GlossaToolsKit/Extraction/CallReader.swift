import GlossaLint
import SwiftSyntax

/// Reads the localizable strings out of the calls a ``CandidateCollector`` kept, one file at a time.
struct CallReader {
    let file: String
    let converter: SourceLocationConverter
    let literals: LiteralReader
    /// Functions called like `NSLocalizedString` (Xcode's `LOCALIZED_STRING_MACRO_NAMES`).
    let functionNames: Set<String>
    private(set) var strings: [ExtractedString] = []
    private(set) var warnings: [ExtractionWarning] = []
    /// Literal arguments of calls that may have a localizable parameter declared in another file.
    private(set) var candidates: [(parameter: LocalizableParameter, string: ExtractedString)] = []
    /// Literals assigned to a name this file does not declare, which another file may declare localizable.
    private(set) var assigned: [(name: String, string: ExtractedString)] = []

    init(file: String, converter: SourceLocationConverter, types: DeclaredTypes, functionNames: Set<String> = []) {
        self.file = file
        self.converter = converter
        self.literals = LiteralReader(types: types)
        self.functionNames = functionNames
    }

    mutating func read(_ call: FunctionCallExprSyntax) {
        guard let name = CallRules.calleeName(call.calledExpression) else { return }
        let arguments = CallArguments(list: call.arguments)
        let isMember = CallRules.isMember(call.calledExpression)
        switch name {
        case _ where (name == "NSLocalizedString" || functionNames.contains(name)) && !isMember:
            guard let key = arguments.firstUnlabeled else { return }
            add(
                api: .nsLocalizedString, syntax: .apple, key: key, allowsInterpolation: false, call: call,
                value: arguments.labeled("value"), comment: arguments.labeled("comment"),
                table: arguments.labeled("tableName"))
        case _ where ["String", "AttributedString", "init"].contains(name) && arguments.firstLabel == "localized":
            guard let key = arguments.labeled("localized") else { return }
            add(
                api: .stringLocalized, syntax: .apple, key: key, call: call,
                value: arguments.labeled("defaultValue"), comment: arguments.labeled("comment"),
                table: arguments.labeled("table"), referencesAreResources: true)
        case "LocalizedStringResource" where !isMember:
            guard let key = arguments.firstUnlabeled ?? arguments.labeled("stringLiteral") else { return }
            add(
                api: .localizedStringResource, syntax: .apple, key: key, call: call,
                value: arguments.labeled("defaultValue"), comment: arguments.labeled("comment"),
                table: arguments.labeled("table"))
        case "LocalizedStringKey" where !isMember:
            guard let key = arguments.firstUnlabeled ?? arguments.labeled("stringLiteral") else { return }
            add(api: .localizedStringKey, syntax: .apple, key: key, call: call)
        case _ where CallRules.localizeNames.contains(name) && isMember:
            guard let label = arguments.firstUnlabeled else { return }
            add(
                api: .localize, syntax: .tml, key: label, allowsInterpolation: false, call: call,
                table: Self.argument("table", ofCall: arguments.labeled("options")),
                context: arguments.labeled("description"))
        case _ where CallRules.keyedLookupNames.contains(name) && isMember && arguments.firstLabel == nil:
            guard let key = arguments.firstUnlabeled else { return }
            // A keyed lookup is recognised by its labels, so `text.string(x)` elsewhere is not a warning.
            let isLookup = ["default", "arguments", "table"].contains { arguments.labeled($0) != nil }
            guard isLookup || literals.read(key).isLiteral else { return }
            let value = arguments.labeled("default")
            let isICU = value.flatMap { literals.read($0).text }.map { MessageSyntax.guess($0) == .icu } ?? false
            add(
                api: .keyedLookup, syntax: isICU ? .icu : .apple, key: key, allowsInterpolation: false, call: call,
                value: value, table: arguments.labeled("table"))
        case "translate" where isMember && arguments.firstLabel == nil:
            guard let source = arguments.firstUnlabeled else { return }
            if let explicitKey = arguments.labeled("key") {
                add(
                    api: .translate, syntax: .icu, key: explicitKey, allowsInterpolation: false, call: call,
                    value: source, table: arguments.labeled("table"))
            } else {
                add(
                    api: .translate, syntax: .icu, key: source, allowsInterpolation: false, call: call,
                    table: arguments.labeled("table"), context: arguments.labeled("context"))
            }
        case "string" where isMember && arguments.firstLabel == "forKey":
            // `UserDefaults.standard.string(forKey:)` reads a setting: MCLocalization's lookup is the one
            // on a localizer, or the one given placeholders or a table.
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
            let isLookup =
                receiver.lowercased().contains("locali") || arguments.labeled("placeholders") != nil
                || arguments.labeled("table") != nil
            guard isLookup, let key = arguments.labeled("forKey") else { return }
            add(
                api: .stringForKey, syntax: .apple, key: key, allowsInterpolation: false, call: call,
                table: arguments.labeled("table"))
        case "localized" where isMember:
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            if let base, base.is(StringLiteralExprSyntax.self) {
                add(
                    api: .localized, syntax: .apple, key: base, allowsInterpolation: false, call: call,
                    table: arguments.labeled("tableName"))
            } else if let key = arguments.firstUnlabeled {
                add(
                    api: .localized, syntax: .apple, key: key, allowsInterpolation: false, call: call,
                    table: arguments.labeled("tableName"))
            }
        case _
        where (CallRules.swiftUIViews.contains(name) && !isMember)
            || (CallRules.swiftUIModifiers.contains(name) && isMember):
            // A non-literal title is a `StringProtocol` value shown verbatim: not localizable, not a warning.
            guard let key = arguments.firstUnlabeled, isLiteral(key) else { return }
            add(
                api: .swiftUI, syntax: .apple, key: key, call: call, comment: arguments.labeled("comment"),
                table: arguments.labeled("tableName"))
        case _ where isMember && CallRules.swiftUILabeledModifiers[name] != nil:
            guard let label = CallRules.swiftUILabeledModifiers[name], let key = arguments.labeled(label),
                isLiteral(key)
            else { return }
            add(api: .swiftUI, syntax: .apple, key: key, call: call)
        case _ where CallRules.appIntentArguments[name] != nil:
            readAppIntent(name: name, arguments: arguments, isMember: isMember, place: call)
        default:
            return
        }
    }

    /// The literal arguments of a call `glossa extract` does not know, kept in case the tree declares the
    /// parameter they go to as a `LocalizedStringKey` (a project's own view or function).
    mutating func readCandidate(_ call: FunctionCallExprSyntax) {
        guard let callee = CallRules.calleeName(call.calledExpression) else { return }
        for argument in call.arguments where argument.expression.is(StringLiteralExprSyntax.self) {
            let parameter = LocalizableParameter(callee: callee, label: argument.label?.text ?? "_")
            let before = strings.count
            add(api: .localizedStringKey, syntax: .apple, key: argument.expression, call: argument.expression)
            candidates += strings[before...].map { (parameter, $0) }
            strings.removeSubrange(before...)
        }
    }

    /// A literal assigned to `name` (`error = "…"`): a string when the file declares `name` as one of
    /// ``CallRules/literalTypes`` (optional or not), nothing when it declares another type, and a
    /// candidate for the whole tree's declarations when it declares none.
    mutating func readAssignment(name: String, literal: ExprSyntax) {
        if let declared = literals.types.types[name] {
            guard CallRules.literalTypes.contains(declared) else { return }
            readTypedLiteral(type: declared, literal: literal)
            return
        }
        let before = strings.count
        add(api: .localizedStringKey, syntax: .apple, key: literal, call: literal)
        assigned += strings[before...].map { (name, $0) }
        strings.removeSubrange(before...)
    }

    /// Whether `expression` is a literal, or a choice between literals (`ok ? "Yes" : "No"`).
    private func isLiteral(_ expression: ExprSyntax) -> Bool {
        LiteralReader.alternatives(of: expression).allSatisfy { literals.read($0).isLiteral }
    }

    /// A literal declared as (or returned as) a `LocalizedStringResource`, `LocalizedStringKey` or
    /// another type of ``CallRules/localizableTypes``.
    mutating func readTypedLiteral(type: String, literal: ExprSyntax) {
        // `.init(title: "Home")` where the type is a `DisplayRepresentation` is that type's initialiser.
        if let call = literal.as(FunctionCallExprSyntax.self), CallRules.calleeName(call.calledExpression) == "init",
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
        {
            readAppIntent(name: type, arguments: CallArguments(list: call.arguments), isMember: false, place: call)
            return
        }
        guard isLiteral(literal) else { return }
        add(
            api: type == "LocalizedStringKey" ? .localizedStringKey : .localizedStringResource, syntax: .apple,
            key: literal, call: literal)
    }

    /// Adds the string of `keyExpression`, or one string per branch of a choice between literals.
    mutating func add(
        api: LocalizableAPI, syntax: MessageSyntaxHint, key keyExpression: ExprSyntax,
        allowsInterpolation: Bool = true, placeholders: Bool = false, call: some SyntaxProtocol,
        value: ExprSyntax? = nil, comment: ExprSyntax? = nil, table: ExprSyntax? = nil, context: ExprSyntax? = nil,
        fixedTable: String? = nil, referencesAreResources: Bool = false
    ) {
        let alternatives = LiteralReader.alternatives(of: keyExpression)
        let keys =
            alternatives.count > 1 && alternatives.allSatisfy { literals.read($0).isLiteral }
            ? alternatives : [keyExpression]
        for key in keys {
            addOne(
                api: api, syntax: syntax, key: key, allowsInterpolation: allowsInterpolation,
                placeholders: placeholders, call: call, value: value, comment: comment, table: table,
                context: context, fixedTable: fixedTable, referencesAreResources: referencesAreResources)
        }
    }

    private mutating func addOne(
        api: LocalizableAPI, syntax: MessageSyntaxHint, key keyExpression: ExprSyntax,
        allowsInterpolation: Bool, placeholders: Bool, call: some SyntaxProtocol, value: ExprSyntax?,
        comment: ExprSyntax?, table: ExprSyntax?, context: ExprSyntax?, fixedTable: String?,
        referencesAreResources: Bool
    ) {
        let key: String
        var pending = ExtractedString.PendingFormats()
        switch literals.read(keyExpression, placeholders: placeholders) {
        case .text(let text):
            key = text
        case .format(let format) where allowsInterpolation:
            key = format.rendered()
            if !format.isResolved { pending.key = format }
        case .format:
            warn(
                .interpolatedKey, at: keyExpression,
                "\(api.rawValue) key is an interpolated string, built at run time: it cannot be extracted "
                    + "(pass the variable parts as arguments or tokens)")
            return
        case .notLiteral:
            let isReference =
                keyExpression.is(DeclReferenceExprSyntax.self) || keyExpression.is(MemberAccessExprSyntax.self)
            if referencesAreResources && isReference { return }
            warn(
                .dynamicString, at: keyExpression,
                "\(api.rawValue) key is not a string literal (\(Self.excerpt(keyExpression))): it cannot be "
                    + "extracted")
            return
        }
        // A modifier's call starts at the view it modifies: its place is its name's.
        let place: Syntax =
            call.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self).map {
                Syntax($0.declName)
            } ?? Syntax(call)
        var string = ExtractedString(
            key: key, syntax: syntax, apis: [api], occurrences: [position(of: place)])
        if let value {
            string.defaultValue = text(of: value, api: api, argument: "default value")
            if case .format(let format) = literals.read(value), !format.isResolved { pending.defaultValue = format }
        }
        if pending.key != nil || pending.defaultValue != nil { string.pending = pending }
        // An empty comment is no comment: Xcode writes none.
        if let comment, let text = text(of: comment, api: api, argument: "comment"), !text.isEmpty {
            string.comments = [text]
        }
        if let table { string.table = text(of: table, api: api, argument: "table") }
        if let fixedTable { string.table = fixedTable }
        if let context { string.context = text(of: context, api: api, argument: "description") }
        strings.append(string)
    }

    /// The text of an argument that must be a literal; a warning when it is not.
    private mutating func text(of expression: ExprSyntax, api: LocalizableAPI, argument: String) -> String? {
        switch literals.read(expression) {
        case .text(let text):
            return text
        case .format(let format):
            return format.rendered()
        case .notLiteral:
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            warn(
                .dynamicString, at: expression,
                "\(api.rawValue) \(argument) is not a string literal (\(Self.excerpt(expression))): it is left out")
            return nil
        }
    }

    private mutating func warn(_ kind: ExtractionWarning.Kind, at node: some SyntaxProtocol, _ message: String) {
        warnings.append(ExtractionWarning(kind: kind, position: position(of: node), message: message))
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }

    private static func excerpt(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}

extension CallReader {
    /// The argument `label` of a call written inline as another argument (`options: TMLOptions(table: "T")`).
    static func argument(_ label: String, ofCall expression: ExprSyntax?) -> ExprSyntax? {
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        return CallArguments(list: call.arguments).labeled(label)
    }
}

extension LiteralReader.Value {
    /// The text of a literal without interpolation.
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    var isLiteral: Bool {
        if case .notLiteral = self { return false }
        return true
    }
}
