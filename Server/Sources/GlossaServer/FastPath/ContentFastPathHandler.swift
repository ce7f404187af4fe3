import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// A channel handler between Hummingbird's HTTP codec and its request loop that answers what
/// ``ContentFastPath`` can answer on the event loop, without a task, a request context, the router or
/// the middleware chain (a conditional GET costs as much as a 200 there). Everything else passes on.
///
/// Responses stay in request order: a request is answered here only when every request passed on has
/// had its response written; otherwise it is passed on too and queues behind them.
final class ContentFastPathHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let fastPath: ContentFastPath
    private var date = HTTPDate()
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
        if passedOn == 0, let answer = fastPath.answer(request, date: date.current()) {
            context.write(wrapOutboundOut(.head(answer.head)), promise: nil)
            if let body = answer.body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
            context.write(wrapOutboundOut(.end(nil)), promise: nil)
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
}
