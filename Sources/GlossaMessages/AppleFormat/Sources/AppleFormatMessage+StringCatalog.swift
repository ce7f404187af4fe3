import GlossaJSON

extension AppleFormatMessage {
    /// The message of one localization of a String Catalog entry (`strings.<key>.localizations.<lang>`):
    /// its `stringUnit` value with its `substitutions` (`argNum`, `formatSpecifier`, plural variations,
    /// `%arg`), or its `variations` by `plural` or `device` (nested device → plural too) as variables.
    /// `nil` when the localization has neither a string unit nor variations.
    public init?(stringCatalogLocalization json: JSONValue) {
        var variables: [String: AppleFormatVariable] = [:]
        guard let format = Self.format(of: json, path: "", variables: &variables) else { return nil }
        for (name, substitution) in json["substitutions"]?.objectValue ?? JSONObject() {
            let forms = Self.pluralForms(substitution["variations"]?["plural"])
            variables[name] = .plural(
                AppleFormatPlural(
                    forms: forms, argument: substitution["argNum"]?.intValue,
                    valueType: substitution["formatSpecifier"]?.stringValue ?? "lld"))
        }
        self.init(format: format, variables: variables)
    }

    /// The format of a localization or variant: its string unit's value, or a reference to a variable
    /// made from its variations.
    private static func format(of json: JSONValue, path: String, variables: inout [String: AppleFormatVariable])
        -> String?
    {
        if let value = json["stringUnit"]?["value"]?.stringValue { return value }
        guard let variations = json["variations"]?.objectValue else { return nil }
        if let plural = variations["plural"] {
            let name = path + "plural"
            variables[name] = .plural(AppleFormatPlural(forms: pluralForms(plural), valueType: "lld"))
            return "%#@\(name)@"
        }
        if let device = variations["device"]?.objectValue {
            let name = path + "device"
            var forms: [String: String] = [:]
            for (key, variant) in device {
                forms[key] = format(of: variant, path: "\(name).\(key).", variables: &variables)
            }
            variables[name] = .device(forms)
            return "%#@\(name)@"
        }
        return nil
    }

    private static func pluralForms(_ json: JSONValue?) -> [String: String] {
        var forms: [String: String] = [:]
        for (category, variant) in json?.objectValue ?? JSONObject() {
            if let value = variant["stringUnit"]?["value"]?.stringValue { forms[category] = value }
        }
        return forms
    }
}
