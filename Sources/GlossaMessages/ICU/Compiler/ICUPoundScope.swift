/// The plural that a `#` shows: its argument, slot and the transforms with its offset. (A class:
/// every variant and nested argument is handed it, so passing it on costs one reference.) Its `#`s
/// share one entry of the program's arguments, made at the first: a later `#` adds only its
/// instruction (and its location), nothing retained.
final class ICUPoundScope {
    let name: String
    let slot: Int
    let transforms: PreparedTransforms
    /// The program's argument entry the `#`s show, once the first is emitted (`-1` before).
    private var argument = -1

    init(name: String, slot: Int, transforms: PreparedTransforms) {
        self.name = name
        self.slot = slot
        self.transforms = transforms
    }

    /// Appends a `#` at `location` to `program`.
    func appendPound(at location: SourceLocation, into program: inout MessageProgram) {
        guard argument < 0 else {
            program.appendArgumentUse(argument, location: location)
            return
        }
        program.appendArgument(
            ArgumentPart(
                name: name, attributePath: [], transforms: transforms.list, verbatim: "#", location: location),
            slot: slot, transforms: transforms)
        argument = program.arguments.count - 1
    }
}
