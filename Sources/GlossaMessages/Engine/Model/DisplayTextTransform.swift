/// A transform whose result depends on the value only through its display text and, for an object,
/// its gender (TML's language cases): an argument whose only transform it is has it applied by the
/// resolver to the value read in place, without the general transform path.
///
/// The engine asks a transform list for this capability once, when it is prepared
/// (``PreparedTransforms``); a syntax adds such a transform without touching the resolver.
/// Conformers are classes, so the program's ``DisplayTextTransformReference`` holds a reference, not
/// a value existential to copy.
protocol DisplayTextTransform: ValueTransform, AnyObject {
    /// What `text` becomes, or `nil` when the transform does not apply (the general path then keeps
    /// the text and reports why). `gender` is the object's gender (``Gender/unknown`` when it has
    /// none) when the value is an object, `nil` otherwise: passed as the enumeration, so a transform
    /// that keys a memo on it need not read its text.
    func transformDisplayText(_ text: String, gender: Gender?) -> String?
}

extension DisplayTextTransform {
    /// The general path's answer, the same as the resolver's in-place one.
    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        var gender: Gender?
        if case .object(let object) = value { gender = object.gender ?? .unknown }
        return transformDisplayText(text, gender: gender)
    }
}

/// An argument's ``DisplayTextTransform`` behind a reference of the program's own, which the
/// resolver reads in place without retaining it (``unretained(of:)``): the program outlives the
/// render, and retaining the transform on every render would cost two atomic operations.
final class DisplayTextTransformReference: Sendable {
    let transform: any DisplayTextTransform

    init(_ transform: any DisplayTextTransform) {
        self.transform = transform
    }

    /// The reference of a program argument, if it has one, without retaining it. Valid while the
    /// program is (the whole render).
    @inline(__always)
    static func unretained(of argument: UnsafePointer<MessageProgram.Argument>)
        -> Unmanaged<DisplayTextTransformReference>?
    {
        argument.pointee.textTransform.map { Unmanaged.passUnretained($0) }
    }
}
