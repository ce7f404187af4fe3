import SwiftSyntax

/// Reads the localizable strings out of the calls a ``CandidateCollector`` kept, one file at a time.
struct CallReader {
    let file: String
    let converter: SourceLocationConverter
    let literals: LiteralReader
    private(set) var strings: [ExtractedString] = []
    private(set) var warnings: [ExtractionWarning] = []

    init(file: String, converter: SourceLocationConverter, types: DeclaredTypes) {
        self.file = file
        self.converter = converter
        self.literals = LiteralReader(types: types)
    }

    mutating func read(_ call: FunctionCallExprSyntax) {
        guard let name = CallRules.calleeName(call.calledExpression) else { return }
        let arguments = CallArguments(list: call.arguments)
        let isMember = CallRules.isMember(call.calledExpression)
        switch name {
        case "NSLocalizedString" where !isMember:
            guard let key = arguments.firstUnlabeled else { return }
            add(
                api: .nsLocalizedString, syntax: .apple, key: key, allowsInterpolation: false, call: call,
                value: arguments.labeled("value"), comment: arguments.labeled("comment"),
                table: arguments.labeled("tableName"))
        case "String" where arguments.firstLabel == "localized":
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
            guard let key = arguments.labeled("forKey") else { return }
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
            guard let key = arguments.firstUnlabeled, case let value = literals.read(key), value.isLiteral else {
                return
            }
            add(
                api: .swiftUI, syntax: .apple, key: key, call: call, comment: arguments.labeled("comment"),
                table: arguments.labeled("tableName"))
        default:
            return
        }
    }

    /// A literal declared as a `LocalizedStringResource` or `LocalizedStringKey`.
    mutating func readTypedLiteral(type: String, literal: ExprSyntax) {
        guard literals.read(literal).isLiteral else { return }
        add(
            api: type == "LocalizedStringKey" ? .localizedStringKey : .localizedStringResource, syntax: .apple,
            key: literal, call: literal)
    }

    private mutating func add(
        api: LocalizableAPI, syntax: MessageSyntaxHint, key keyExpression: ExprSyntax,
        allowsInterpolation: Bool = true, call: some SyntaxProtocol, value: ExprSyntax? = nil,
        comment: ExprSyntax? = nil, table: ExprSyntax? = nil, context: ExprSyntax? = nil,
        referencesAreResources: Bool = false
    ) {
        let key: String
        switch literals.read(keyExpression) {
        case .text(let text):
            key = text
        case .format(let format) where allowsInterpolation:
            key = format
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
        if let value { string.defaultValue = text(of: value, api: api, argument: "default value") }
        if let comment, let text = text(of: comment, api: api, argument: "comment") { string.comments = [text] }
        if let table { string.table = text(of: table, api: api, argument: "table") }
        if let context { string.context = text(of: context, api: api, argument: "description") }
        strings.append(string)
    }

    /// The text of an argument that must be a literal; a warning when it is not.
    private mutating func text(of expression: ExprSyntax, api: LocalizableAPI, argument: String) -> String? {
        switch literals.read(expression) {
        case .text(let text), .format(let text):
            return text
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
