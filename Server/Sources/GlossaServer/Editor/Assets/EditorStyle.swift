/// The editor's style sheet, served as `/assets/editor.css`: system fonts, readable widths, the
/// progress bars, and logical properties so right-to-left fields and lists lay out mirrored.
enum EditorStyle {
    static let text = #"""
        :root { --ink: #1d2430; --muted: #596273; --line: #d5dae2; --accent: #1f5fbf; --bad: #b3261e;
          --good: #1e7b34; --warn: #8a5a00; font-family: system-ui, sans-serif; color: var(--ink); }
        body { margin: 0; line-height: 1.45; background: #f7f8fa; }
        header.top { display: flex; gap: 1rem; align-items: center; padding: .5rem 1rem; background: #fff;
          border-block-end: 1px solid var(--line); }
        header.top .spacer { flex: 1; }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        a { color: var(--accent); }
        h1 { font-size: 1.4rem; margin-block: .5rem 1rem; }
        h2 { font-size: 1.1rem; margin-block: 1.2rem .5rem; }
        form.inline { display: inline; }
        button, .button { font: inherit; padding: .35rem .8rem; border: 1px solid var(--accent); border-radius: 4px;
          background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
        button.secondary { background: #fff; color: var(--accent); }
        button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
        label { display: block; font-weight: 600; margin-block: .6rem .2rem; }
        input[type=text], input[type=date], input[type=email], input[type=password], input[type=search], textarea, select {
          font: inherit; padding: .35rem .5rem; border: 1px solid var(--line); border-radius: 4px;
          box-sizing: border-box; }
        textarea { width: 100%; min-height: 3.5rem; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin-block-end: 1rem; }
        .narrow { max-width: 26rem; margin: 3rem auto; }
        .error, .errors li { color: var(--bad); }
        .warnings li { color: var(--warn); }
        .changed-elsewhere { color: var(--warn); border: 1px solid var(--warn); border-radius: 6px; padding: .6rem 1rem; }
        .changed-elsewhere[hidden] { display: none; }
        .notice { color: var(--good); }
        .muted { color: var(--muted); }
        .bar { display: flex; height: .7rem; border-radius: 4px; overflow: hidden; background: #e6e9ee;
          min-width: 12rem; }
        .bar span { display: block; height: 100%; }
        .bar .reviewed { background: var(--good); }
        .bar .translated { background: var(--accent); }
        .bar .needsReview { background: #e0a100; }
        table { border-collapse: collapse; width: 100%; background: #fff; }
        th, td { text-align: start; padding: .4rem .5rem; border-block-end: 1px solid var(--line); vertical-align: top; }
        td.key { font-family: ui-monospace, monospace; font-size: .9rem; word-break: break-all; }
        .status { font-size: .8rem; padding: .05rem .4rem; border-radius: 3px; background: #e6e9ee; white-space: nowrap; }
        .status.reviewed { background: #d5efdc; }
        .status.needsReview { background: #fbeac0; }
        .status.untranslated { background: #f6d6d3; }
        .filters a { margin-inline-end: .6rem; }
        .filters a[aria-current] { font-weight: 700; }
        .editor { display: grid; grid-template-columns: 2fr 1fr; gap: 1rem; }
        @media (max-width: 50rem) { .editor { grid-template-columns: 1fr; } }
        .source { font-size: 1.1rem; white-space: pre-wrap; }
        .chips span { display: inline-block; font-size: .8rem; background: #e6e9ee; border-radius: 3px;
          padding: 0 .4rem; margin-inline-end: .3rem; }
        dl.meta { display: grid; grid-template-columns: auto 1fr; gap: .2rem .8rem; margin: 0; }
        dl.meta dt { color: var(--muted); }
        dl.meta dd { margin: 0; }
        ul.plain, ol.plain { list-style: none; padding: 0; margin: 0; }
        ul.plain li, ol.plain li { padding-block: .3rem; border-block-end: 1px solid var(--line); }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-block-start: .8rem; }
        .nav { display: flex; justify-content: space-between; margin-block-end: .5rem; }
        #shortcut-help { position: fixed; inset: 0; background: rgba(0, 0, 0, .45); display: flex;
          align-items: center; justify-content: center; }
        #shortcut-help[hidden] { display: none; }
        #shortcut-help .card { max-width: 30rem; }
        kbd { font-family: ui-monospace, monospace; border: 1px solid var(--line); border-radius: 3px;
          padding: 0 .3rem; background: #f2f4f7; }
        .js-only { display: none; }
        mark.term { background: #fff1b8; color: inherit; border-block-end: 2px dotted var(--warn); }
        .once { border-color: var(--good); }
        code.secret { font-size: .95rem; word-break: break-all; user-select: all; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        .live .js-only { display: block; }
        fieldset.choices { border: 1px solid var(--line); border-radius: 4px; margin: .6rem 0; }
        fieldset.choices legend { font-weight: 600; }
        fieldset.choices label, label.check { display: inline-block; font-weight: 400; margin-inline-end: 1rem; }
        ul.compact li { padding-block: .1rem; border: 0; }
        .diff del { background: #f6d6d3; text-decoration: line-through; }
        .diff ins { background: #d5efdc; text-decoration: none; }
        """#
}
