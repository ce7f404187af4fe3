import GlossaMessages

/// A position in a file: GlossaMessages' `SourceLocation`, the one location type of
/// the runtime, named here too so that code importing only GlossaFormats can spell it. File readers
/// give the 1-based line and column (in Unicode scalars) and the 0-based byte offset in the file as it
/// was read (in the decoded UTF-8 text for files read as UTF-16).
public typealias SourceLocation = GlossaMessages.SourceLocation
