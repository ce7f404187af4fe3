/// The HTTP methods the Content Delivery Service uses.
public enum HTTPMethod: String, Sendable, Hashable {
    /// `GET`: languages, content and job status.
    case get = "GET"
    /// `POST`: pushing source strings, invalidating and purging.
    case post = "POST"
}
