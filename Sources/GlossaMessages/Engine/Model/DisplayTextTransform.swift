/// A transform whose result depends on the value only through its display text and, for an object,
/// its gender (TML's language cases): an argument whose only transform it is has it applied by the
/// resolver to the value read in place, without the general transform path.
///
/// The program asks each argument's transform for this capability once, when it is made; a syntax
/// adds such a transform without touching the resolver. Conformers are classes: the program keeps
/// one reference, read on every render without copying a value existential.
protocol DisplayTextTransform: ValueTransform, AnyObject {
    /// What `text` becomes, or `nil` when the transform does not apply (the general path then keeps
    /// the text and reports why). `gender` is the object's gender (`"unknown"` when it has none) when
    /// the value is an object, `nil` otherwise.
    func transformDisplayText(_ text: String, gender: String?) -> String?
}

extension DisplayTextTransform {
    /// The general path's answer, the same as the resolver's in-place one.
    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        var gender: String?
        if case .object(let object) = value { gender = object.gender?.rawValue ?? "unknown" }
        return transformDisplayText(text, gender: gender)
    }
}
