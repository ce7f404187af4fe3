import Foundation
import GlossaMessages

extension Localizer {
    /// Transifex Native's `t(sourceString, context:, key:, params)`: the translation of a source
    /// string, looked up in each catalog of the chain by every key scheme Transifex clients use — the
    /// explicit `key` if given, else the source string (or `string::context`), then the Swift SDK's
    /// `txGenerateKey` and the Python/JavaScript hashed key. Without a translation the source string
    /// is rendered, through the missing policy.
    public func translate(
        _ sourceString: String, context: String? = nil, key: String? = nil,
        arguments: MessageArguments = [:], table: String? = nil
    ) -> String {
        let primary = key ?? CatalogKey.sourceString(sourceString, context: context).rawValue
        return resolve(
            LookupRequest(
                key: primary,
                alternateKeys: key != nil
                    ? nil
                    : {
                        [
                            CatalogKey.transifexGenerated(sourceString: sourceString, context: context).rawValue,
                            CatalogKey.transifexHashed(sourceString: sourceString, context: context).rawValue,
                        ]
                    },
                table: table ?? Catalog.defaultTable, arguments: arguments, sourceText: sourceString),
            as: TextKind())
    }
}
