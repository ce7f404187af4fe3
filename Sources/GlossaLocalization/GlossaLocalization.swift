// GlossaLocalization — level 2 of Glossa: catalogs and the Localizer. Typed catalogs per locale (each
// declaring its message syntax, messages compiled lazily), key schemes (explicit, TML, Transifex),
// the per-key fallback chain, missing and error policies, runtime locale switching with observers
// and a persisted choice, and reusable localized strings. Depends on GlossaCLDR and GlossaMessages;
// the delivery client (level 3) implements ``CatalogSource``.

// An app imports one module: locales and message values come with it.
@_exported import GlossaCLDR
@_exported import GlossaMessages
