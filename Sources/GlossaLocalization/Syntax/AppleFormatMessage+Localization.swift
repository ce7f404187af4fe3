import GlossaFormats
import GlossaMessages

extension AppleFormatMessage {
    /// The Apple format message of a localization in GlossaFormats' model: the string unit's value, or
    /// a `%#@…@` reference to a variable made from the variant's variations; substitutions become
    /// variables of their name (with their argument number and format specifier). Nested variations
    /// (a device's plural forms) become variables named by their path (`device.iphone.plural`).
    /// Nil when a variation is neither plural, device nor width, or a variant is empty.
    init?(localization: Localization) {
        var variables: [String: AppleFormatVariable] = [:]
        guard let format = Self.format(of: localization.variant, path: "", variables: &variables) else { return nil }
        for substitution in localization.substitutions {
            guard
                let variable = Self.variable(
                    substitution.variations, path: substitution.name + ".", argument: substitution.argumentNumber,
                    valueType: substitution.formatSpecifier, variables: &variables)
            else { return nil }
            variables[substitution.name] = variable
        }
        self.init(format: format, variables: variables)
    }

    /// The format of a variant: its text, or a reference to the variable its variations become.
    private static func format(
        of variant: Variant, path: String, variables: inout [String: AppleFormatVariable]
    ) -> String? {
        guard let variations = variant.variations else { return variant.unit?.value }
        let name = path + variations.kind.rawValue
        guard
            let variable = Self.variable(
                variations, path: name + ".", argument: nil, valueType: nil, variables: &variables)
        else { return nil }
        variables[name] = variable
        return "%#@\(name)@"
    }

    private static func variable(
        _ variations: Variations, path: String, argument: Int?, valueType: String?,
        variables: inout [String: AppleFormatVariable]
    ) -> AppleFormatVariable? {
        var forms: [String: String] = [:]
        for option in variations.cases {
            guard let form = format(of: option.variant, path: path + option.key + ".", variables: &variables) else {
                return nil
            }
            forms[option.key] = form
        }
        switch variations.kind {
        case .plural:
            return .plural(AppleFormatPlural(forms: forms, argument: argument, valueType: valueType ?? "lld"))
        case .device:
            return .device(forms)
        case .width:
            var byWidth: [Int: String] = [:]
            for (key, form) in forms {
                guard let width = Int(key) else { return nil }
                byWidth[width] = form
            }
            return .width(byWidth)
        default:
            return nil
        }
    }
}
