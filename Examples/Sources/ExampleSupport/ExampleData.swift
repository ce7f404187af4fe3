import Foundation

/// Where an example app finds its data: the folder named by its first argument, else
/// `Examples/Data/<name>` of the checkout it was built from.
public enum ExampleData {
    /// The data folder of the example `name` (`TMLKit`, `Transifex`…).
    public static func folder(_ name: String, sourceFile: String = #filePath) -> URL {
        let arguments = CommandLine.arguments.dropFirst()
        if let given = arguments.first { return URL(fileURLWithPath: given) }
        // Examples/Sources/<target>/main.swift → Examples/Data/<name>
        return URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data").appendingPathComponent(name)
    }

    /// Prints `label: value`, the line format the example tests check.
    public static func show(_ label: String, _ value: String?) {
        print("\(label): \(value ?? "nil")")
    }
}
