import Foundation

/// An object that receives re-rendered strings by reuse identifier (TMLKit's
/// `updateTMLLocalizedStringWithInfo:forReuseIdentifier:`).
@MainActor
public protocol ReusableLocalization: AnyObject {
    /// Called after a locale change with the value registered under `reuseIdentifier`, re-rendered.
    func updateLocalizedString(_ string: String, forReuseIdentifier reuseIdentifier: String)
}

/// An object that re-localizes itself after a locale change (TMLKit's `updateReusableTMLStrings`,
/// MCLocalization's `localize` pattern).
@MainActor
public protocol ReusableLocalizationsUpdating: AnyObject {
    /// Called after every locale change or catalog update.
    func updateReusableLocalizedStrings(using localizer: Localizer)
}

/// TMLKit's reusable localized strings: objects registered with a localized value and where to put
/// it (a key path, a reuse identifier, or the object itself), rewritten on the main actor after every
/// locale change. Owners are held weakly; a released owner is forgotten with what it registered.
@MainActor
public final class ReusableLocalizedStrings {
    private struct Registration {
        weak var owner: AnyObject?
        let ownerIdentifier: ObjectIdentifier
        let slot: AnyHashable
        let update: @MainActor (AnyObject, Localizer) -> Void
    }

    private var registrations: [Registration] = []

    nonisolated init() {}

    /// How many registrations have a live owner.
    public var count: Int {
        registrations.removeAll { $0.owner == nil }
        return registrations.count
    }

    func add(
        owner: AnyObject, slot: AnyHashable, update: @escaping @MainActor (AnyObject, Localizer) -> Void
    ) {
        let identifier = ObjectIdentifier(owner)
        registrations.removeAll { $0.owner == nil || ($0.ownerIdentifier == identifier && $0.slot == slot) }
        registrations.append(Registration(owner: owner, ownerIdentifier: identifier, slot: slot, update: update))
    }

    /// Forgets everything `owner` registered.
    public func remove(_ owner: AnyObject) {
        let identifier = ObjectIdentifier(owner)
        registrations.removeAll { $0.owner == nil || $0.ownerIdentifier == identifier }
    }

    /// Re-renders every live registration with `localizer` and forgets released owners.
    func refresh(using localizer: Localizer) {
        registrations.removeAll { $0.owner == nil }
        for registration in registrations {
            guard let owner = registration.owner else { continue }
            registration.update(owner, localizer)
        }
    }
}

extension Localizer {
    /// Writes `value` into `owner`'s `keyPath` now and again after every locale change, while `owner`
    /// lives (TMLKit's reuse identifier as a key path: `"titleLabel.attributedText"`).
    ///
    /// ```swift
    /// localizer.bind(\.title, of: screen, to: .tml("[bold: Title]: {title}", tokens: ["title": "My Title"]))
    /// ```
    @MainActor
    public func bind<Owner: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner, to value: LocalizedValue<Value>
    ) {
        owner[keyPath: keyPath] = value.render(self)
        reusableStrings.add(owner: owner, slot: AnyHashable(keyPath)) { object, localizer in
            guard let owner = object as? Owner else { return }
            owner[keyPath: keyPath] = value.render(localizer)
        }
    }

    /// ``bind(_:of:to:)`` for an optional property, such as `UILabel.text` (`String?`) or
    /// `attributedText`: the property always receives a value.
    ///
    /// ```swift
    /// localizer.bind(\.text, of: label, to: .string("greeting", arguments: ["user": name]))
    /// ```
    @MainActor
    public func bind<Owner: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Owner, Value?>, of owner: Owner, to value: LocalizedValue<Value>
    ) {
        bind(keyPath, of: owner, to: LocalizedValue<Value?> { localizer in value.render(localizer) })
    }

    /// Renders `value` now and returns it; after every locale change `owner` receives it again through
    /// ``ReusableLocalization/updateLocalizedString(_:forReuseIdentifier:)`` (TMLKit's
    /// `TMLLocalizedStringWithReuseIdentifier`).
    @MainActor
    @discardableResult
    public func register<Owner: ReusableLocalization>(
        _ owner: Owner, reuseIdentifier: String, value: LocalizedValue<String>
    ) -> String {
        reusableStrings.add(owner: owner, slot: AnyHashable("reuse:" + reuseIdentifier)) { object, localizer in
            (object as? Owner)?.updateLocalizedString(value.render(localizer), forReuseIdentifier: reuseIdentifier)
        }
        return value.render(self)
    }

    /// Calls `owner`'s ``ReusableLocalizationsUpdating/updateReusableLocalizedStrings(using:)`` after
    /// every locale change, while it lives (TMLKit's `registerObjectWithReusableLocalizedStrings:`).
    @MainActor
    public func registerForUpdates<Owner: ReusableLocalizationsUpdating>(_ owner: Owner) {
        reusableStrings.add(owner: owner, slot: AnyHashable("object")) { object, localizer in
            (object as? Owner)?.updateReusableLocalizedStrings(using: localizer)
        }
    }
}
