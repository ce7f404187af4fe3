import NIOCore
import NIOHTTP1

/// How long a connection may take over each part of an exchange before the server closes it, like
/// nginx's `client_header_timeout`, `client_body_timeout` and `keepalive_timeout`.
struct ConnectionTimeouts: Sendable, Hashable {
    /// From the connection's start until its first request's header is complete.
    var header: TimeAmount
    /// Between two reads of a request body.
    var body: TimeAmount
    /// From the end of a response until the next request's header is complete (keep-alive).
    var idle: TimeAmount
}

/// A channel handler right after the HTTP/1 request decoder that closes connections which stay silent
/// too long: before the first request's header is complete (``ConnectionTimeouts/header``), between two
/// reads of a body (``ConnectionTimeouts/body``) and between a response and the next request
/// (``ConnectionTimeouts/idle``). While the server works on a request, no timer runs: slowness of
/// the server's own is not the client's fault.
final class ConnectionTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let timeouts: ConnectionTimeouts
    private var timer: Scheduled<Void>?
    /// Requests whose head was read and whose response has not ended.
    private var unanswered = 0
    /// A request's head was read and its end not yet.
    private var readingBody = false

    init(timeouts: ConnectionTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedule(timeouts.header, context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if timer == nil { schedule(timeouts.header, context) }
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingBody = true
            schedule(timeouts.body, context)
        case .body:
            if readingBody { schedule(timeouts.body, context) }
        case .end:
            readingBody = false
            // Answered already (the fast path answers at the head; an error can come before the body
            // ends): the connection is idle from here. Otherwise the server is working on it.
            if unanswered == 0 { schedule(timeouts.idle, context) } else { cancel() }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 && !readingBody { schedule(timeouts.idle, context) }
        }
        context.write(data, promise: promise)
    }

    private func schedule(_ delay: TimeAmount, _ context: ChannelHandlerContext) {
        cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.timer = nil
            context.close(promise: nil)
        }
    }

    private func cancel() {
        timer?.cancel()
        timer = nil
    }
}
