import SwiftSyntax

/// The arguments of a call, looked up by label, including a trailing closure's absence.
struct CallArguments {
    let list: LabeledExprListSyntax

    /// The first argument, if it has no label.
    var firstUnlabeled: ExprSyntax? {
        guard let first = list.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The label of the first argument (`nil` if it has none or there are no arguments).
    var firstLabel: String? { list.first?.label?.text }

    /// The argument labelled `label`.
    func labeled(_ label: String) -> ExprSyntax? {
        list.first(where: { $0.label?.text == label })?.expression
    }

    /// The first of the argument labels in `labels` that is present.
    func labeled(anyOf labels: [String]) -> ExprSyntax? {
        for label in labels {
            if let expression = labeled(label) { return expression }
        }
        return nil
    }
}
