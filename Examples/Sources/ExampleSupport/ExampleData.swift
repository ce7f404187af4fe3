import Foundation

/// Where an example app finds its data: the folder named by its first argument that is not an
/// option (`--name value`), else `Examples/Data/<name>` of the checkout it was built from.
public enum ExampleData {
    /// The data folder of the example `name` (`TMLKit`, `Transifex`…).
    public static func folder(_ name: String, sourceFile: String = #filePath) -> URL {
        if let given = positionalArguments().first { return URL(fileURLWithPath: given) }
        // Examples/Sources/<target>/main.swift → Examples/Data/<name>
        return URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data").appendingPathComponent(name)
    }

    /// The value of the option `--name value` on the command line, else of the environment variable
    /// `environment`; nil when neither is set (or the value is empty).
    public static func option(_ name: String, environment: String) -> String? {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count {
            return arguments[index + 1]
        }
        let value = ProcessInfo.processInfo.environment[environment]
        return value?.isEmpty == false ? value : nil
    }

    /// The command line's arguments without the options and their values.
    static func positionalArguments() -> [String] {
        var result: [String] = []
        var arguments = CommandLine.arguments.dropFirst()[...]
        while let argument = arguments.popFirst() {
            if argument.hasPrefix("--") {
                _ = arguments.popFirst()
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// Prints `label: value`, the line format the example tests check.
    public static func show(_ label: String, _ value: String?) {
        print("\(label): \(value ?? "nil")")
    }
}
