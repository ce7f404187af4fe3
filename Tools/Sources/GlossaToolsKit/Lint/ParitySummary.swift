/// The placeholders of a localization, gathered over all its values: what a translation is compared
/// against (the source's) or what it uses (a translation's).
struct ParitySummary {
    let syntax: MessageSyntax
    let substitutions: [String: CatalogSubstitution]
    /// Apple format argument types by number.
    private(set) var types: [Int: FormatArgumentType] = [:]
    /// The conversion that first gave each argument number (for messages).
    private(set) var sources: [Int: String] = [:]
    /// TML tokens and ICU argument names.
    private(set) var names: Set<String> = []
    /// For arguments given through a `%#@name@` variable, the variable's name.
    private(set) var variableNames: [Int: String] = [:]

    init(forms: [CatalogForm], syntax: MessageSyntax, substitutions: [String: CatalogSubstitution]) {
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
        for argument in analysis.arguments {
            let number = number(of: argument)
            if let variable = argument.variable, variableNames[number] == nil { variableNames[number] = variable }
            guard types[number] == nil else { continue }
            types[number] = argumentType(of: argument, in: form) ?? argument.type
            sources[number] = argument.source
        }
        // `%arg` in a substitution's case stands for the substitution's argument.
        if let name = form.substitutionName, let substitution = substitutions[name],
            let number = substitution.argumentNumber, let specifier = substitution.formatSpecifier, types[number] == nil
        {
            types[number] = FormatArgumentType(formatSpecifier: specifier)
            sources[number] = "%" + specifier
        }
    }

    /// The argument number, which for a variable is its substitution's when stated.
    private func number(of argument: FormatArgument) -> Int {
        if let variable = argument.variable, let number = substitutions[variable]?.argumentNumber { return number }
        return argument.number
    }

    /// The type of an argument, a variable's from its substitution's format specifier (`nil` when unknown).
    func argumentType(of argument: FormatArgument, in form: CatalogForm) -> FormatArgumentType? {
        guard let variable = argument.variable else { return argument.type }
        return substitutions[variable]?.formatSpecifier.map { FormatArgumentType(formatSpecifier: $0) }
    }
}
