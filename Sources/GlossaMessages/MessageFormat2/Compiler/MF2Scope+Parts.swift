import GlossaCLDR

/// The engine's program for a message's body, written as it is compiled (``MF2ProgramWriter``).
extension MF2Scope {
    /// Writes one part of a pattern: text, a placeholder, markup (which `writer` pairs into
    /// decorations: plain text writes them as nothing, as the specification's string formatting
    /// does, HTML through its markup templates, `AttributedString` as attributes), or what was
    /// skipped of a broken placeholder.
    mutating func append(_ part: MF2PatternPart, to writer: inout MF2ProgramWriter) {
        switch part {
        case .text(let text, let range): writer.appendLiteral(text, at: range.utf8Offsets)
        case .expression(let expression): appendParts(of: expression, to: &writer)
        case .markup(let markup):
            writer.appendUnresolved(
                Self.reports(MF2UOptions.markupProblems(markup), at: markup.range.start, firstShowing: nil))
            let name = markup.identifier.description
            switch markup.kind {
            case .open: writer.open(name, options: options(of: markup))
            case .close: writer.close(name)
            case .standalone:
                writer.open(name, options: options(of: markup))
                writer.close(name)
            }
        case .invalid(let piece):
            writer.appendUnresolved(
                UnresolvedPart(
                    verbatim: piece.source, reason: "syntax-error: \(piece.reason)", location: piece.range.start))
        }
    }

    /// Markup's options for the output: literals as they are, variables bound when compiling
    /// formatted now, variables that are arguments read at each render. An option whose value a
    /// render would have to compute (a declaration calling a function on an argument), or that fails,
    /// is left out. Attributes (`@name`) are for tools and do not reach the output, as the
    /// specification says.
    private func options(of markup: MF2Markup) -> MarkupOptions {
        var options = MarkupOptions()
        for option in markup.options {
            let name = option.identifier.description
            switch option.value {
            case .literal(let literal): options.options.append((name, .text(literal.value)))
            case .variable(let variable):
                switch value(of: variable.name) {
                case .resolved(let value):
                    guard let formatted = try? value.format(in: compiler.context) else { continue }
                    options.options.append((name, .text(formatted.text)))
                case .pending(.argument(let argument)): options.options.append((name, .argument(argument)))
                case .pending(.value(let value)):
                    guard let formatted = try? value.format(in: compiler.context) else { continue }
                    options.options.append((name, .text(formatted.text)))
                case .pending(.slot), .failed: continue
                }
            }
        }
        return options
    }

    /// Writes a placeholder: its formatted value (or fallback), and one unresolved part per error
    /// found in it when compiling, which the render reports (the errors of the declarations it reads
    /// are reported once, at the declarations: ``MF2Scope/declarationReports()``).
    ///
    /// A placeholder that only shows a variable a render resolves (`{$count}`) shows the program's
    /// entry of the first one of that variable from its own place: variants often repeat it, and it
    /// compiles alike each time.
    mutating func appendParts(of expression: MF2Expression, to writer: inout MF2ProgramWriter) {
        let sharedVariable: String?
        if expression.function == nil, case .variable(let variable) = expression.operand {
            sharedVariable = variable.name
        } else {
            sharedVariable = nil
        }
        if let sharedVariable, appendRepeated(sharedVariable, at: expression.range, to: &writer) { return }
        let binding = resolve(expression)
        use(binding.reads)
        let fallback = Self.fallback(of: expression)
        let location = expression.range.start
        switch binding.value {
        case .failed:
            let problems = Self.problems(of: binding, failing: expression)
            if !problems.isEmpty, case .variable(let variable) = expression.operand,
                case .pending(let operand) = self.value(of: variable.name)
            {
                // Its fallback and errors whatever the operand, and the operand's own when a render
                // finds it has no value.
                writer.appendArgument(
                    pendingPart(.failed(operand: operand, errors: problems), fallback: fallback, at: location))
                return
            }
            let reports = Self.reports(problems, at: location, firstShowing: fallback)
            // A variable whose declaration failed, which reports why: its fallback alone.
            if reports.isEmpty {
                writer.appendLiteral(fallback)
            } else {
                writer.appendUnresolved(reports)
            }
        case .resolved(let value):
            do {
                let formatted = try value.format(in: compiler.context)
                writer.appendUnresolved(Self.reports(binding.problems, at: location, firstShowing: nil))
                let direction = compiler.messageDirection
                // A value, even when known now: HTML escapes what a function (an app's too) wrote.
                writer.appendValue(direction.map { formatted.isolated(in: $0) } ?? formatted.text)
            } catch {
                writer.appendUnresolved(Self.reports(binding.problems + [error], at: location, firstShowing: fallback))
            }
        case .pending(let term):
            writer.appendUnresolved(Self.reports(binding.problems, at: location, firstShowing: nil))
            let entry = writer.appendArgument(pendingPart(term, fallback: fallback, at: location))
            if let sharedVariable, binding.problems.isEmpty { variablePlaceholders.set(sharedVariable, to: entry) }
        }
    }

    /// Writes a placeholder at `range` that only shows the variable `name` as one before it did
    /// (``variablePlaceholders``), and returns `true`; `false`, writing nothing, when none did.
    func appendRepeated(_ name: String, at range: SourceRange, to writer: inout MF2ProgramWriter) -> Bool {
        guard let entry = variablePlaceholders[name] else { return false }
        writer.appendArgumentUse(entry, at: range)
        return true
    }

    /// The part of a placeholder a render resolves: it reads the first argument of `term`, and
    /// shows `fallback` when it cannot be formatted.
    private func pendingPart(_ term: MF2Term, fallback: String, at location: SourceLocation) -> ArgumentPart {
        let argument = firstArgument(of: term) ?? ""
        let transform = MF2FormatTransform(
            term: term, argument: argument, declarations: declarations,
            messageDirection: compiler.messageDirection, integerDigits: compiler.integerDigits)
        return ArgumentPart(
            name: argument, attributePath: [], transforms: [], verbatim: fallback, location: location,
            formatting: transform)
    }

    /// Unresolved parts reporting `problems`, the first showing `fallback` (none when `nil`), the
    /// others nothing.
    static func reports(
        _ problems: [MF2FunctionError], at location: SourceLocation, firstShowing fallback: String?
    ) -> [UnresolvedPart] {
        problems.enumerated().map { index, problem in
            UnresolvedPart(
                verbatim: index == 0 ? fallback ?? "" : "", reason: "\(problem.type.rawValue): \(problem.message)",
                location: location)
        }
    }

    /// The argument whose slot a `.match` on `variables` reads: the first argument selected on (the
    /// selector reads the others, and literals, itself), else the first variable's name.
    func selectionArgument(of variables: [MF2Variable]) -> String {
        for variable in variables {
            let bound = binding(of: variable.name)
            guard case .pending(let reference) = bound.value, !bound.preventsSelection,
                let argument = declarations.firstArgument(of: reference)
            else { continue }
            return argument
        }
        return variables.first?.name ?? ""
    }

    /// The selector of a `.match` on `variables` whose variants have `variantKeys` (in source order,
    /// `nil` for `*`), and the reports of the selectors that cannot select, in order.
    mutating func selector(
        of variables: [MF2Variable], variantKeys: [[String?]]
    ) -> (selector: MF2MatchSelector, reports: [UnresolvedPart]) {
        var reports: [UnresolvedPart] = []
        var selectors: [MF2MatchSelector.Selector] = []
        selectors.reserveCapacity(variables.count)
        for (index, variable) in variables.enumerated() {
            let bound = binding(of: variable.name)
            use(variable.name)
            var problems: [MF2FunctionError] = []
            var selector = MF2MatchSelector.Selector.failed
            switch bound.value {
            case .resolved(let value):
                let keys = MF2MatchSelector.keys(of: variantKeys, at: index)
                do {
                    selector = .resolved(preferred: try value.select(among: keys, in: compiler.context))
                } catch {
                    problems.append(MF2FunctionError(.badSelector, "$\(variable.name) cannot select: \(error.message)"))
                }
            case .pending(let reference):
                if bound.preventsSelection {
                    problems.append(
                        MF2FunctionError(.badSelector, "$\(variable.name) cannot select: its options are bad"))
                } else {
                    selector = .pending(reference)
                }
            case .failed:
                problems.append(
                    MF2FunctionError(.badSelector, "$\(variable.name) cannot select: its expression failed"))
            }
            reports += Self.reports(problems, at: variable.range.start, firstShowing: nil)
            selectors.append(selector)
        }
        let selector = MF2MatchSelector(selectors: selectors, variantKeys: variantKeys, declarations: declarations)
        return (selector, reports)
    }
}
