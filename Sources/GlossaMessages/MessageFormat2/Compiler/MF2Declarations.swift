/// The declarations of a message whose values depend on arguments, compiled into slots in
/// declaration order (`.input` and `.local` alike): each render resolves every slot once, in order,
/// each call reading earlier slots' values by index. However long a chain of declarations or
/// however often a variable is read, a render calls each declared function once, and nothing
/// recurses.
///
/// Declarations whose values are known when compiling have no slot: they are resolved then.
struct MF2Declarations: Sendable {
    /// The slots' calls, in declaration order.
    private(set) var slots: [MF2Call] = []
    /// Each slot's declaration expression as written and where it starts: what its problems name.
    private var sites: [(source: String, location: SourceLocation)] = []
    /// Whether a render reports each slot's problems: those of the declarations the message uses,
    /// directly or through others (``MF2Scope/declarationReports()``).
    var reportedSlots: [Bool] = []
    let context: MF2FunctionContext

    init(context: MF2FunctionContext) {
        self.context = context
    }

    /// Makes room for `count` slots (a message's declarations, at most one slot each).
    mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
        sites.reserveCapacity(count)
    }

    /// Adds a slot for `call` (which reads only earlier slots), declared by the expression `site`
    /// names, and returns its reference.
    mutating func append(_ call: MF2Call, at site: (source: String, location: SourceLocation)) -> MF2Reference {
        slots.append(call)
        sites.append(site)
        return .slot(slots.count - 1)
    }

    /// The first argument `reference` reads, if any (a slot's is known when it is added).
    func firstArgument(of reference: MF2Reference) -> String? {
        switch reference {
        case .value: nil
        case .argument(let name): name
        case .slot(let index): slots[index].firstArgument
        }
    }

    /// The argument whose integer values `term` formats as the locale's standard integer format
    /// does, if it does: a plain argument (formatted as `:number` formats it), or a slot or call that
    /// is `:number` or `:integer` of it without options (``MF2Call/plainIntegerArgument``).
    func integerFormattedArgument(of term: MF2Term) -> String? {
        switch term {
        case .reference(.argument(let name)): name
        case .reference(.slot(let index)): slots[index].plainIntegerArgument
        case .reference(.value), .failed: nil
        case .call(let call): call.plainIntegerArgument
        }
    }

    /// Every slot's value for `arguments`, resolved in order.
    func resolve(arguments: MessageArguments) -> MF2Locals {
        var locals = MF2Locals()
        locals.values.reserveCapacity(slots.count)
        for (index, slot) in slots.enumerated() {
            let (value, problems) = slot.resolve(arguments: arguments, locals: locals, in: context)
            locals.values.append(value)
            if !problems.isEmpty, index < reportedSlots.count, reportedSlots[index] {
                locals.problems += problems.map { RenderProblem($0.kind, $0.reason, at: sites[index]) }
            }
        }
        return locals
    }

    /// The slots' values for the render of `renderContext`: those its prelude resolved, or (outside
    /// a render, as when a selector is asked for keys directly) resolved now.
    func locals(in renderContext: RenderContext) -> MF2Locals {
        if let locals = renderContext.locals?.value as? MF2Locals, locals.values.count == slots.count { return locals }
        return resolve(arguments: renderContext.arguments)
    }
}

/// The values of a message's declaration slots for one render (`nil` where the declaration failed),
/// and what resolving the slots the message uses found, each problem at its declaration, in
/// declaration order: the resolver reports them once per render (``MF2Prelude``).
struct MF2Locals: Sendable {
    var values: [(any MF2Value)?] = []
    var problems: [RenderProblem] = []

    /// The value `reference` stands for.
    func value(of reference: MF2Reference, arguments: MessageArguments) -> (any MF2Value)? {
        switch reference {
        case .value(let value): value
        case .argument(let name): arguments[name].map { MF2PlainValue($0) }
        case .slot(let index): values[index]
        }
    }
}
