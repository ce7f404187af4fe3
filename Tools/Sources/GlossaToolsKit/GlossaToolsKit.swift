// The lint checks and the catalog model live in the root package's GlossaLint (the server validates
// with them too); re-exported so that the tool and its tests use them as before.
@_exported import GlossaLint

/// The logic behind the `glossa` command-line tool: source-string extraction, lint, pseudo-localization,
/// Swift code generation and coverage statistics.
///
/// The command files in `glossa` parse arguments and print; everything they compute is here, so it is
/// tested without running the binary. Level: tools (above the runtime; apps never import it).
public enum GlossaToolsKit {}
