import ArgumentParser

/// The exit statuses of `glossa`, documented in every command's help and in the README.
enum ExitStatus {
    /// Everything asked was answered.
    static let success = ExitCode.success
    /// Some input could not be answered: an unknown or malformed locale, a string that is not a number,
    /// malformed JSON, a file that cannot be read; with `render --strict`, a message rendered with
    /// diagnostics; in batch mode, a line that was answered with an error object. (`render` without
    /// `--strict` exits 0 even when tokens could not be resolved: rendering never fails.)
    static let badInput = ExitCode.failure
    /// The command line itself was wrong (argument-parser's validation failure, like `EX_USAGE`).
    static let usage = ExitCode.validationFailure

    static let documentation = """
        Exit status: 0 success; 1 bad input (an unknown or malformed locale, a string that is not a \
        number, malformed JSON, a file that cannot be read; for render --strict, a message rendered with \
        diagnostics; in batch mode, any line answered with an error); 64 usage error.
        """
}
