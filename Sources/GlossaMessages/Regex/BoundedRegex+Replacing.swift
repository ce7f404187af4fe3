extension BoundedRegex {
    /// One piece of a replacement template.
    enum TemplatePart {
        case text(String.UnicodeScalarView)
        case group(Int)
    }

    /// `text` with every match replaced by `template`, in which `$0`…`$9` and `\0`…`\9` insert a group (the
    /// whole match for 0; nothing for a group that does not exist or did not take part), `$&` inserts the
    /// whole match, `$$` a dollar sign and `\\` a backslash. Any other `$` or `\` is literal.
    ///
    /// Both reference styles work with every pattern: JavaScript's `$1` and Ruby's `\1` (TML data uses
    /// `$1`; Ruby only honoured it for `/…/i` patterns, which Glossa treats as a bug).
    public func replacingAll(in text: String, with template: String) -> String {
        replacingAll(in: text, with: template, workLimit: .max).result ?? text
    }

    /// Like ``replacingAll(in:with:)``, but gives up (`result == nil`) once the VM has run more than
    /// `workLimit` steps; also returns the steps used.
    func replacingAll(in text: String, with template: String, workLimit: Int) -> (result: String?, steps: Int) {
        guard program.mayMatch(text) else { return (text, 0) }
        let input = RegexInput(text, caseInsensitive: program.isCaseInsensitive)
        var machine = RegexVirtualMachine(program: program, input: input)
        guard let matches = Self.allSlots(&machine, workLimit: workLimit) else { return (nil, machine.steps) }
        let parts = Self.parseTemplate(template)
        let scalars = text.unicodeScalars
        var output = String.UnicodeScalarView()
        var copied = 0
        for slots in matches {
            output.append(contentsOf: scalars[input.indices[copied]..<input.indices[slots[0]]])
            for part in parts {
                switch part {
                case .text(let literal):
                    output.append(contentsOf: literal)
                case .group(let group):
                    guard group <= program.captureGroupCount else { continue }
                    let start = slots[2 * group]
                    let end = slots[2 * group + 1]
                    if start >= 0, end >= start {
                        output.append(contentsOf: scalars[input.indices[start]..<input.indices[end]])
                    }
                }
            }
            copied = slots[1]
        }
        output.append(contentsOf: scalars[input.indices[copied]...])
        return (String(output), machine.steps)
    }

    /// Splits a replacement template into literal text and group references.
    static func parseTemplate(_ template: String) -> [TemplatePart] {
        var parts: [TemplatePart] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(template.unicodeScalars)
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "$" || scalar == "\\", let next, ("0"..."9").contains(next) {
                flush()
                parts.append(.group(Int(next.value - 0x30)))
                index += 2
            } else if scalar == "$", next == "&" {
                flush()
                parts.append(.group(0))
                index += 2
            } else if (scalar == "$" && next == "$") || (scalar == "\\" && next == "\\") {
                literal.append(scalar)
                index += 2
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return parts
    }
}
