/// An argument's transforms with what the engine's capability protocols let the resolver do
/// without calling them: ``integerFormat`` (``IntegerFormattingTransform``) and ``textTransform``
/// (``DisplayTextTransform``), asked of the only transform once, when the list is prepared. An
/// argument with a formatting transform (``ArgumentPart/formatting``) and no other answers
/// ``integerFormat`` through it.
///
/// Asking takes two dynamic casts of the transform, which cost more than compiling the rest of a
/// short message (a cast to a protocol copies the transform into a new existential). A front end
/// that gives many arguments the same list (ICU's `#` and `{name}`, one list per compiler)
/// prepares it once and hands it with each argument
/// (``MessageProgram/appendArgument(_:slot:transforms:)``); other arguments are prepared as they
/// are appended.
struct PreparedTransforms: Sendable {
    /// The transforms, in order.
    let list: [any ValueTransform]
    /// How the only transform shows integers, when it answers ``IntegerFormattingTransform``.
    let integerFormat: IntegerArgumentFormat?
    /// The only transform, when it answers ``DisplayTextTransform``.
    let textTransform: DisplayTextTransformReference?

    /// Prepares `list`, asking its only transform (if it has exactly one) for the capabilities, or
    /// `formatting`, which formats the value before `list` applies, when `list` is empty.
    init(_ list: [any ValueTransform], formatting: (any ValueFormattingTransform)? = nil) {
        self.list = list
        if let formatting {
            integerFormat = list.isEmpty ? formatting.integerFormat : nil
            textTransform = nil
            return
        }
        guard list.count == 1 else {
            integerFormat = nil
            textTransform = nil
            return
        }
        integerFormat = (list[0] as? any IntegerFormattingTransform)?.integerFormat
        textTransform = (list[0] as? any DisplayTextTransform).map(DisplayTextTransformReference.init)
    }
}
