// Regenerates `Sources/GlossaCLDR/Generated/` from `Data/CLDR/`.
//
//     swift run generate-cldr            # from the package root
//     swift run generate-cldr --check    # exit 1 if any committed file differs from what would be written
import Foundation
import GlossaCLDRGenerator

let arguments = CommandLine.arguments.dropFirst()
let checkOnly = arguments.contains("--check")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let dataDirectory = root.appendingPathComponent("Data/CLDR")
let outputDirectory = root.appendingPathComponent("Sources/GlossaCLDR/Generated")

do {
    let files = try CLDRGenerator().generateAll(from: dataDirectory)
    var stale: [String] = []
    for file in files {
        let url = outputDirectory.appendingPathComponent(file.name)
        let existing = try? Data(contentsOf: url)
        let fresh = Data(file.contents.utf8)
        if existing == fresh { continue }
        stale.append(file.name)
        if !checkOnly { try fresh.write(to: url, options: .atomic) }
    }
    if checkOnly {
        if stale.isEmpty {
            print("generated CLDR sources are up to date (\(files.count) files)")
        } else {
            FileHandle.standardError.write(
                Data("out of date: \(stale.joined(separator: ", ")); run `swift run generate-cldr`\n".utf8))
            exit(1)
        }
    } else {
        print("wrote \(stale.count) of \(files.count) files in Sources/GlossaCLDR/Generated")
    }
} catch {
    FileHandle.standardError.write(Data("generate-cldr: \(error)\n".utf8))
    exit(1)
}
