import GlossaJSON
import HTTPTypes
import Hummingbird

extension Response {
    /// A JSON response written with GlossaJSON's compact writer.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(
            status: status, headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: JSONWriter().bytes(from: value))))
    }
}

extension JSONValue {
    /// A JSON array of strings.
    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
    /// A JSON integer.
    static func integer(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}
