/// The placeholders of a localization, gathered over all its values: what a translation is compared
/// against (the source's) or what it uses (a translation's).
public struct ParitySummary: Sendable {
    let syntax: MessageSyntax
    let substitutions: [String: CatalogSubstitution]
    /// Apple format argument types by number.
    public private(set) var types: [Int: FormatArgumentType] = [:]
    /// The conversion that first gave each argument number (for messages).
    private(set) var sources: [Int: String] = [:]
    /// Every Apple format argument number used, typed or not (a variable without a specifier).
    var numbers: Set<Int> { Set(types.keys).union(variableNames.keys) }
    /// TML tokens and ICU argument names.
    private(set) var names: Set<String> = []
    /// For arguments given through a `%#@name@` variable, the variable's name.
    public private(set) var variableNames: [Int: String] = [:]
    /// Whether some value has a syntax error (for Apple format strings, a `%` that starts no conversion).
    private(set) var hasSyntaxIssues = false

    /// Gathers the placeholders of `forms` read in `syntax`.
    public init(forms: [CatalogForm], syntax: MessageSyntax, substitutions: [String: CatalogSubstitution]) {
        self.syntax = syntax
        self.substitutions = substitutions
        for form in forms {
            add(
                MessageAnalysis(form.value, syntax: syntax, substitutionArgument: form.substitutionName != nil),
                form: form)
        }
    }

    mutating func add(_ analysis: MessageAnalysis, form: CatalogForm) {
        names.formUnion(analysis.names)
        if !analysis.issues.isEmpty { hasSyntaxIssues = true }
        for argument in analysis.arguments {
            let number = number(of: argument, in: form)
            if let variable = argument.variable, variableNames[number] == nil { variableNames[number] = variable }
            if sources[number] == nil { sources[number] = argument.source }
            // A variable's type is its substitution's specifier; without one, its cases' conversions say.
            guard types[number] == nil, let type = argumentType(of: argument, in: form) else { continue }
            types[number] = type
            sources[number] = argument.source
        }
        // `%arg` in a substitution's case stands for the substitution's argument.
        if let name = form.substitutionName, let substitution = substitutions[name],
            let number = substitution.argumentNumber, let specifier = substitution.formatSpecifier, types[number] == nil
        {
            types[number] = FormatArgumentType(formatSpecifier: specifier)
            if sources[number] == nil { sources[number] = "%" + specifier }
        }
    }

    /// The argument number of `argument` in `form`. A variable's is its substitution's `argNum` when
    /// stated. In a substitution's case a conversion without a position continues from the
    /// substitution's argument, since Foundation puts the case's text in place of `%#@name@` before
    /// formatting (`%@ has %#@files@` with `%d files` reads `%d` as argument 2).
    func number(of argument: FormatArgument, in form: CatalogForm) -> Int {
        if let variable = argument.variable {
            return substitutions[variable]?.argumentNumber ?? argument.number
        }
        guard let name = form.substitutionName, !argument.source.contains("$") else { return argument.number }
        let base =
            substitutions[name]?.argumentNumber ?? variableNames.first { $0.value == name }?.key ?? 1
        return base + argument.number - 1
    }

    /// The type of an argument, a variable's from its substitution's format specifier (`nil` when unknown).
    func argumentType(of argument: FormatArgument, in form: CatalogForm) -> FormatArgumentType? {
        guard let variable = argument.variable else { return argument.type }
        return substitutions[variable]?.formatSpecifier.map { FormatArgumentType(formatSpecifier: $0) }
    }
}
