import ArgumentParser

/// Options every command shares.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text, for scripts.")
    var json = false
}
