/// The logic behind the `glossa` command-line tool: source-string extraction, lint, pseudo-localization,
/// Swift code generation and coverage statistics.
///
/// The command files in `glossa` parse arguments and print; everything they compute is here, so it is
/// tested without running the binary. Level: tools (above the runtime; apps never import it).
public enum GlossaToolsKit {}
