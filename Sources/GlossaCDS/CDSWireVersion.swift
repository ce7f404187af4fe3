/// The version of the Content Delivery Service protocol that this module's types describe.
///
/// Clients announce it in every request (`Accept-Version: v2`, as Transifex's SDKs do). The CDS and
/// Glossa's server answer every version alike (a request without the header is `v1`), so the version
/// names the protocol whose shapes ``PushPayload``, ``SourceString`` and ``ContentFilter`` describe
/// rather than selecting a behaviour.
public enum CDSWireVersion: String, Sendable, Hashable, CaseIterable {
    /// The first protocol, assumed when a request names none.
    case v1
    /// The protocol every current SDK sends, and the one this module writes.
    case v2

    /// The version clients send.
    public static let current = CDSWireVersion.v2

    /// The request header that carries it.
    public static let headerName = "Accept-Version"
}
