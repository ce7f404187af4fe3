// The CDS wire types (`SourceString`, `PushOptions`, `ContentFilter`, `TranslationStatus`)
// are GlossaCDS's, shared with Glossa's server; an app that imports GlossaDelivery uses them without
// importing GlossaCDS.
@_exported import GlossaCDS
