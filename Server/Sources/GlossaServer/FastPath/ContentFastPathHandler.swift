import NIOCore
import NIOHTTP1

/// A channel handler right after the HTTP/1 request decoder — before Hummingbird converts requests to
/// HTTP types and hands them to its request loop — that answers what ``ContentFastPath`` can answer on the
/// event loop: no task, no request context, no router or middleware chain (through which a conditional
/// GET cost as much as a 200). Everything else passes on. Its answers go through NIO's response encoder,
/// like the router's.
///
/// Responses stay in request order: a request is answered here only when every request passed on has
/// had its response written; otherwise it is passed on too and queues behind them.
final class ContentFastPathHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let fastPath: ContentFastPath
    private var date = HTTPDate()
    /// The response heads of the last body answered.
    private var heads: (etag: String, ok: HTTPResponseHead, notModified: HTTPResponseHead)?
    /// Requests passed on whose response has not ended.
    private var passedOn = 0
    /// Dropping the rest (body, end) of a request answered here.
    private var discarding = false
    private var needsFlush = false

    init(fastPath: ContentFastPath) {
        self.fastPath = fastPath
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if discarding {
            if case .end = part { discarding = false }
            return
        }
        guard case .head(let request) = part else {
            context.fireChannelRead(data)
            return
        }
        let start = fastPath.metrics == nil ? nil : ContinuousClock.now
        if passedOn == 0, let answer = fastPath.answer(request) {
            let (ok, notModified) = responseHeads(for: answer.body)
            var head = answer.notModified ? notModified : ok
            // The router's order: X-Request-ID, then Date.
            head.headers.add(name: "X-Request-ID", value: answer.requestID)
            head.headers.add(name: "Date", value: date.current())
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if !answer.notModified, !answer.isHead {
                context.write(wrapOutboundOut(.body(.byteBuffer(answer.body.bytes))), promise: nil)
            }
            context.write(wrapOutboundOut(.end(nil)), promise: nil)
            if let start, let metrics = fastPath.metrics {
                metrics.histogram(for: answer).record(ContinuousClock.now - start)
            }
            needsFlush = true
            discarding = true
            return
        }
        passedOn += 1
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if needsFlush {
            needsFlush = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { passedOn -= 1 }
        context.write(data, promise: promise)
    }

    /// The 200 and 304 heads of `body`, built once per body; `X-Request-ID` and `Date` are added per answer.
    private func responseHeads(for body: CachedBody) -> (HTTPResponseHead, HTTPResponseHead) {
        if let heads, heads.etag == body.etag { return (heads.ok, heads.notModified) }
        func head(_ status: HTTPResponseStatus, _ fields: [(String, String)]) -> HTTPResponseHead {
            HTTPResponseHead(version: .http1_1, status: status, headers: HTTPHeaders(fields))
        }
        let ok = head(.ok, body.okHeaders.map { ($0.name.rawName, $0.value) })
        let notModified = head(.notModified, body.notModifiedHeaders.map { ($0.name.rawName, $0.value) })
        heads = (body.etag, ok, notModified)
        return (ok, notModified)
    }
}

/// Added by Hummingbird with its other channel handlers, after its HTTP-types codec: puts a
/// ``ConnectionTimeoutHandler`` (if timeouts are set) and a ``ContentFastPathHandler`` right after the
/// HTTP/1 request decoder instead, in that order (so the timeouts see the requests the fast path
/// answers), then leaves the pipeline. Without that decoder (another HTTP version) it only leaves, and
/// every request takes the full path.
final class ContentFastPathInstaller: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let fastPath: ContentFastPath
    private let timeouts: ConnectionTimeouts?

    init(fastPath: ContentFastPath, timeouts: ConnectionTimeouts? = nil) {
        self.fastPath = fastPath
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let operations = context.pipeline.syncOperations
        if let decoder = try? operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self) {
            let fastPathHandler = ContentFastPathHandler(fastPath: fastPath)
            try? operations.addHandler(fastPathHandler, position: .after(decoder))
            if let timeouts {
                try? operations.addHandler(
                    ConnectionTimeoutHandler(timeouts: timeouts), position: .before(fastPathHandler))
            }
        }
        operations.removeHandler(context: context, promise: nil)
    }
}
