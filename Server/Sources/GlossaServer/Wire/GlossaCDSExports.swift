// The CDS wire types (`SourceString`, `PushPayload`, `PushOptions`, `ContentFilter`,
// `TranslationStatus`) are GlossaCDS's, shared with the delivery client so that what one writes
// the other reads; the server's files and its users see them through this import.
@_exported import GlossaCDS
