/// The HTTP methods the Content Delivery Service and Glossa's release API use.
public enum HTTPMethod: String, Sendable, Hashable {
    /// `GET`: languages, content and job status.
    case get = "GET"
    /// `POST`: pushing source strings, invalidating and purging.
    case post = "POST"
    /// `PUT`: promoting a release to a channel (Glossa's release API).
    case put = "PUT"
}
