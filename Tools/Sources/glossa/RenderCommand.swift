import ArgumentParser
import GlossaCLDR
import GlossaJSON
import GlossaMessages

/// `glossa render`: renders a message with token values in a locale, as an app would.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render a message in a locale: TML, ICU MessageFormat, MessageFormat 2, Apple format strings, "
            + "expressions, placeholders.",
        discussion: """
            The label is the message in the source language (English). With --translations, the first \
            candidate translation whose context matches the tokens is rendered with the locale's rules \
            (plural forms, genders, language cases); without a matching one, the label itself is rendered \
            with English rules. en and ru are bundled with their language cases; every other locale CLDR \
            knows gets a number context from its plural rules, so {count || one: …, few: …, many: …, \
            other: …} works in Polish, Arabic or Welsh.

            Examples:
              glossa render --locale en --tokens '{"count": 5}' \\
                'You have {count || message}'
                You have 5 messages
              glossa render --syntax tml --locale ru --tokens '{"count": 2}' \\
                --translations ru/translations.json 'You have {count || message}'
                У вас есть 2 сообщения
              glossa render --locale en --format html --tokens '{"user": "<script>"}' \\
                'Hi [bold: {user}]'
                Hi <strong>&lt;script&gt;</strong>
              glossa render --locale en 'Hello {name}'
                Hello {name}
                (standard error: glossa: 1:7: no value for "name" ({name}))
              echo '{"locale":"en","label":"Hi {user}","tokens":{"user":"Anna"}}' \\
                | glossa render --batch
                {"output":"Hi Anna","diagnostics":[]}

            Other syntaxes (--syntax icu|mf2|apple|expressions|placeholders) take the message as the argument \
            and its values with --arguments, a JSON object by name (for apple also an array, by position: \
            "1", "2", …). Numbers keep their digits, {"date": <ms since 1970>} is a date.
              glossa render --syntax icu --locale ru --arguments '{"count": 22}' \\
              '{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}'
                22 файла
              glossa render --syntax apple --locale en --arguments '["Anna", 1234]' \\
                '%1$@ has %2$lld items'
                Anna has 1,234 items
              glossa render --syntax expressions --locale en --arguments '{"x": 5}' --fitting-width 200 \\
                '{"ie:x=1": "one car", "ie:x>1": "%d cars"}'
                5 cars
              glossa render --syntax placeholders --locale en \\
                --arguments '{"UserName": "Anna"}' 'Hi $(UserName)'
                Hi Anna
            --expressions gives shared expressions (expressions.json) and --fitting-width the width for \
            length variations. Their batch lines are {"locale", "message", "arguments", "format", \
            "expressions", "fittingWidth"}, answered like TML's.

            Unicode MessageFormat 2 (--syntax mf2) takes --arguments by name and --bidi-isolation default \
            (placeholders between bidi isolates, the specification's default) or none. Its diagnostics \
            name the specification's error type; a message with syntax or data model errors reports \
            every one of them. Batch lines are {"locale", "message", "arguments", "format", \
            "bidiIsolation"}; each diagnostic also has "type" (syntax-error, unresolved-variable, \
            bad-operand…) and "category" (syntax, data-model, resolution, selection, formatting).
              glossa render --syntax mf2 --locale ru --bidi-isolation none --arguments '{"n": 22}' \\
                '.input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}'
                22 файла

            Token values (--tokens, and "tokens" in batch lines) are a JSON object in TMLKit's \
            conventions: strings; numbers, kept as written (1.50 has two visible fraction digits); objects \
            such as {"name": "Anna", "gender": "female"}; [object, "display text"]; lists such as \
            [["a", "b", "c"], "{$0}", {"limit": 2}].

            --translations reads JSON translation data: a release archive file such as \
            ru/translations.json or ru/sources/<source>.json, {"results": {"<key>": [{"label": ..., \
            "context": {"count": {"number": "few"}}}, ...]}}, of which the candidates under the label's key \
            md5(label + ";;;" + description) are used (none if the key is absent); or the API's answer for \
            one key, {"results": [...]}; or a bare array of candidates [{"label", "context", "precedence"}].

            Batch mode reads JSON lines from standard input: {"locale", "label", "description", "tokens", \
            "translations", "format"}, with locale and label required, description "" by default, \
            translations an array of candidates {"label", "context", "precedence"} (or an archive object, \
            looked up by key as above) and format "text" (default) or "html". It writes exactly one JSON \
            line per input line, in order: {"output": "...", "diagnostics": [{"line": 1, "column": 10, \
            "kind": "missingArgument", "reason": "...", "source": "{name}"}]}; a line that cannot be answered \
            (blank lines included) gets {"line":N,"error":"..."}, and the others are still answered.

            Rendering never fails: a token that cannot be resolved stays in the output as written, and a \
            diagnostic says where and why (line:column: reason (source), on standard error; in batch mode, \
            in the answer). The exit status is still 0, unless --strict is given: then a message rendered \
            with diagnostics makes it 1 (in batch mode, at the end, after every line is answered).

            \(ExitStatus.documentation)
            """
    )

    @Argument(help: "The message (label) in the source language, such as 'You have {count || message}'.")
    var label: String?

    @Option(help: "The message syntax.")
    var syntax: RenderSyntax = .tml

    @Option(help: ArgumentHelp("The locale to render in, such as ru or pt-BR.", valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("Token values, as a JSON object.", valueName: "json"))
    var tokens: String?

    @Option(
        help: ArgumentHelp(
            "The label's description, which is part of its translation key (default: none).", valueName: "text")
    )
    var description: String?

    @Option(
        help: ArgumentHelp(
            "A JSON file of translations: a release archive file or an array of candidates.", valueName: "file")
    )
    var translations: String?

    @Option(help: "The output format; text if not given.")
    var format: RenderFormat?

    @Option(
        help: ArgumentHelp(
            "Argument values for --syntax icu|mf2|apple|expressions|placeholders, as JSON.", valueName: "json"))
    var arguments: String?

    @Option(
        help: ArgumentHelp("Shared expressions (expressions.json content) for --syntax expressions.", valueName: "json")
    )
    var expressions: String?

    @Option(help: ArgumentHelp("The fitting width for length variations and width rules.", valueName: "width"))
    var fittingWidth: Int?

    @Option(help: "Bidi isolation of placeholders for --syntax mf2; default if not given.")
    var bidiIsolation: RenderBidiIsolation?

    @Flag(help: "Exit with status 1 if the message was rendered with diagnostics.")
    var strict = false

    @Flag(help: "Read JSON lines from standard input and answer each with a JSON line.")
    var batch = false

    mutating func validate() throws {
        if batch {
            guard label == nil, locale == nil, tokens == nil, description == nil, translations == nil, format == nil,
                arguments == nil, expressions == nil, fittingWidth == nil, bidiIsolation == nil
            else {
                throw ValidationError(
                    "--batch reads labels, locales, tokens, translations and formats from standard input; "
                        + "give only --syntax and --strict."
                )
            }
            return
        }
        guard label != nil else { throw ValidationError("Missing expected argument '<label>'.") }
        guard let locale else { throw ValidationError("Missing expected option '--locale <locale>'.") }
        guard bidiIsolation == nil || syntax == .mf2 else {
            throw ValidationError("--bidi-isolation is for --syntax mf2.")
        }
        if syntax != .tml {
            guard tokens == nil, translations == nil, description == nil else {
                throw ValidationError(
                    "--tokens, --translations and --description are for --syntax tml; use --arguments.")
            }
            _ = try LocaleIdentifier(validating: locale)
            _ = try syntaxRequest()
            return
        }
        guard arguments == nil, expressions == nil, fittingWidth == nil else {
            throw ValidationError(
                "--arguments, --expressions and --fitting-width are for the other syntaxes; TML takes --tokens.")
        }
        // Bad input: reported as `glossa: …` with exit status 1 (see GlossaCommand.main()).
        var rendering = MessageRendering()
        _ = try rendering.language(locale)
        _ = try tokenValues()
    }

    func run() throws {
        if batch { return try runBatch() }
        if syntax == .mf2 {
            let request = try syntaxRequest()
            let rendered = MF2Rendering.render(
                label ?? "", locale: request.locale, arguments: request.arguments,
                bidiIsolation: (bidiIsolation ?? .default).isolation, format: request.format)
            return try report(text: rendered.text, diagnostics: rendered.diagnostics.map(\.line))
        }
        if syntax != .tml {
            let rendered = try SyntaxRendering.render(syntax, try syntaxRequest())
            return try report(rendered)
        }
        var rendering = MessageRendering()
        let label = label ?? ""
        let description = description ?? ""
        let language = try rendering.language(locale ?? "")
        let candidates =
            try translations.map { path throws(InputError) in
                try TranslationInput.translations(
                    file: path, key: TranslationKey(label: label, description: description))
            } ?? []
        let rendered = rendering.render(
            label: label, description: description, tokens: try tokenValues(), translations: candidates,
            language: language, format: format ?? .text)
        try report(rendered)
    }

    private func report(_ rendered: RenderedMessage) throws {
        try report(text: rendered.text, diagnostics: rendered.diagnostics.map(\.line))
    }

    /// Prints the output, and the diagnostics (`line:column: …`) on standard error.
    private func report(text: String, diagnostics: [String]) throws {
        StandardOutput.write(lines: [text])
        if !diagnostics.isEmpty {
            StandardError.write(diagnostics.map { "glossa: \($0)\n" }.joined())
            if strict { throw ExitStatus.badInput }
        }
    }

    private func syntaxRequest() throws(InputError) -> SyntaxRendering.Request {
        let message: JSONValue
        if syntax == .expressions, let label, label.first == "{" || label.first == "\"" {
            message = try JSONInput.value(argument: label, name: "the message")
        } else {
            message = .string(label ?? "")
        }
        var values: [String: MessageValue] = [:]
        if let arguments {
            values = try SyntaxRendering.arguments(try JSONInput.value(argument: arguments, name: "--arguments"))
        }
        return SyntaxRendering.Request(
            locale: try LocaleIdentifier(validating: locale ?? ""), message: message, arguments: values,
            expressions: try expressions.map { text throws(InputError) in
                try JSONInput.value(argument: text, name: "--expressions")
            }, fittingWidth: fittingWidth, format: format ?? .text)
    }

    private func tokenValues() throws(InputError) -> [String: MessageValue] {
        guard let tokens else { return [:] }
        let value = try JSONInput.value(argument: tokens, name: "--tokens")
        do throws(InputError) {
            return try TokenInput.tokens(from: value)
        } catch {
            throw InputError(description: "--tokens: \(error.description)")
        }
    }

    private func runBatch() throws {
        var batch = RenderBatch(syntax: syntax)
        let lineCount = BatchLoop.run(&batch)
        var problems: [String] = []
        if let failure = BatchLoop.failure(errorCount: batch.errorCount, lineCount: lineCount) {
            problems.append(failure.description)
        }
        if strict && batch.diagnosedCount > 0 {
            problems.append("\(batch.diagnosedCount) of \(lineCount) lines were rendered with diagnostics (--strict)")
        }
        if !problems.isEmpty { throw InputError(description: problems.joined(separator: "; ")) }
    }
}
