import GlossaCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a render sees besides the message: the arguments, the locale and the clock.
///
/// A context is a value, but its fields live behind one reference that is copied on write, so
/// passing or storing a context costs one reference count however many arguments it holds, and
/// changing an argument of a context nobody else holds changes it in place.
public struct RenderContext: Sendable {
    /// The fields.
    private struct Fields {
        var arguments: MessageArguments
        var locale: LocaleIdentifier
        var now: Date
    }

    /// The fields behind one reference, shared by copies until one of them changes. A managed
    /// buffer's header is reached through a pointer, so reads and in-place changes cost no
    /// exclusivity bookkeeping (which a class's stored properties would).
    private final class Storage: ManagedBuffer<Fields, Void> {
        static func make(_ fields: Fields) -> Storage {
            // The class of `create` is `Self`, so the downcast cannot fail.
            unsafeDowncast(Storage.create(minimumCapacity: 0) { _ in fields }, to: Storage.self)
        }

        var fields: UnsafeMutablePointer<Fields> { withUnsafeMutablePointerToHeader { $0 } }
    }

    /// The storage, sendable because it is changed only through this type's accessors, and only
    /// when uniquely referenced (copy on write), like the standard library's collections.
    private struct Reference: @unchecked Sendable {
        var storage: Storage
    }

    private var reference: Reference

    private var storage: Storage {
        @inline(__always) get { reference.storage }
    }

    /// The arguments by name.
    public var arguments: MessageArguments {
        get { storage.fields.pointee.arguments }
        // An address rather than a `_modify` coroutine: changing one argument in place allocates
        // nothing (a coroutine's frame is allocated on every change).
        unsafeMutableAddress {
            makeUnique()
            return storage.fields.pointer(to: \.arguments)!
        }
    }

    /// The locale the message is rendered for.
    public var locale: LocaleIdentifier {
        get { storage.fields.pointee.locale }
        set {
            makeUnique()
            storage.fields.pointee.locale = newValue
        }
    }

    /// "Now", for rules that compare dates with today (injected so renders are reproducible).
    public var now: Date {
        get { storage.fields.pointee.now }
        set {
            makeUnique()
            storage.fields.pointee.now = newValue
        }
    }

    /// Creates a context.
    public init(arguments: MessageArguments = [:], locale: LocaleIdentifier = .root, now: Date = Date()) {
        reference = Reference(storage: Storage.make(Fields(arguments: arguments, locale: locale, now: now)))
    }

    /// Creates a context with arguments from a dictionary.
    public init(arguments: [String: MessageValue], locale: LocaleIdentifier = .root, now: Date = Date()) {
        self.init(arguments: MessageArguments(arguments), locale: locale, now: now)
    }

    /// Calls `body` with the arguments' entries, without copying them (what a render reads).
    func withArgumentEntries<Result>(_ body: (UnsafeBufferPointer<MessageArguments.Entry>) -> Result) -> Result {
        storage.fields.pointee.arguments.entries.withUnsafeBufferPointer(body)
    }

    /// The position of the argument named `name` among the entries.
    func argumentPosition(of name: String) -> Int? {
        storage.fields.pointee.arguments.position(of: name)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&reference.storage) {
            reference.storage = Storage.make(reference.storage.fields.pointee)
        }
    }
}
