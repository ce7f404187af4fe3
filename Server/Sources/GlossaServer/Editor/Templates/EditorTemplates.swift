/// The editor's Mustache templates, compiled into the binary as Swift strings (no files to find at
/// run time, on Linux or macOS): the layout's ``header`` and ``footer`` partials and one template per
/// page. Values are always written with double mustaches, which escape them for HTML.
enum EditorTemplates {
    /// Every template by the name pages render it with.
    static let all: [(String, String)] = [
        ("header", header), ("footer", footer), ("signIn", signIn), ("invitation", invitation),
        ("projects", projects), ("strings", strings), ("editor", editor), ("settings", settings),
        ("files", files), ("error", error),
    ]

    /// The start of every page: the document head (style sheet and script from `/assets`, never
    /// inline) and the top bar with the signed-in user and the sign-out form.
    static let header = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}} · Glossa</title>
        <link rel="stylesheet" href="/assets/editor.css">
        <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
        <script src="/assets/editor.js" defer></script>
        </head>
        <body>
        <header class="top">
        <a href="/"><strong>Glossa</strong></a>
        <span class="spacer"></span>
        {{#user}}
        <span id="signed-in-as">{{name}}</span>
        <button type="button" class="secondary" data-help aria-keyshortcuts="?">Shortcuts</button>
        <form class="inline" method="post" action="/sign-out">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <button type="submit" class="secondary">Sign out</button>
        </form>
        {{/user}}
        </header>
        <main>

        """

    /// The end of every page, with the keyboard shortcuts' help overlay (opened with `?`).
    static let footer = """
        </main>
        <div id="shortcut-help" hidden role="dialog" aria-modal="true" aria-labelledby="shortcut-title">
        <div class="card">
        <h2 id="shortcut-title">Keyboard shortcuts</h2>
        <dl class="meta">
        <dt><kbd>Ctrl</kbd>+<kbd>Enter</kbd></dt><dd>Save and go to the next string</dd>
        <dt><kbd>Ctrl</kbd>+<kbd>S</kbd></dt><dd>Save</dd>
        <dt><kbd>Alt</kbd>+<kbd>→</kbd>, <kbd>Alt</kbd>+<kbd>←</kbd></dt><dd>Next, previous string</dd>
        <dt><kbd>Alt</kbd>+<kbd>A</kbd></dt><dd>Approve, then the next string</dd>
        <dt><kbd>Alt</kbd>+<kbd>C</kbd></dt><dd>Copy the source into the field</dd>
        <dt><kbd>Alt</kbd>+<kbd>1</kbd>…<kbd>5</kbd></dt><dd>Insert suggestion 1 to 5</dd>
        <dt><kbd>?</kbd></dt><dd>Show or hide this help</dd>
        <dt><kbd>Esc</kbd></dt><dd>Close it</dd>
        </dl>
        </div>
        </div>
        </body>
        </html>

        """

    /// `GET /sign-in`.
    static let signIn = """
        {{> header}}
        <div class="card narrow">
        <h1>Sign in</h1>
        {{#error}}<p class="error" role="alert">{{.}}</p>{{/error}}
        <form method="post" action="/sign-in">
        <input type="hidden" name="next" value="{{next}}">
        <label for="email">E-mail address</label>
        <input type="email" id="email" name="email" value="{{email}}" autocomplete="username" required>
        <label for="password">Password</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required>
        <div class="actions"><button type="submit">Sign in</button></div>
        </form>
        </div>
        {{> footer}}
        """

    /// `GET /invite/{token}`: a new account, or the signed-in user's, joins the project.
    static let invitation = """
        {{> header}}
        <div class="card narrow">
        <h1>Join {{project}}</h1>
        <p>You are invited as <strong>{{role}}</strong> (languages: {{languages}}).</p>
        {{#error}}<p class="error" role="alert">{{.}}</p>{{/error}}
        <form method="post" action="{{accept}}">
        {{#user}}
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <p>You will join as {{name}}.</p>
        {{/user}}
        {{^user}}
        <label for="name">Your name</label>
        <input type="text" id="name" name="name" autocomplete="name" required>
        <label for="email">E-mail address</label>
        <input type="email" id="email" name="email" autocomplete="username" required>
        <label for="password">Password</label>
        <input type="password" id="password" name="password" autocomplete="new-password" required>
        {{/user}}
        <div class="actions"><button type="submit">Accept the invitation</button></div>
        </form>
        </div>
        {{> footer}}
        """

    /// `GET /`: the projects with their languages' progress.
    static let projects = """
        {{> header}}
        <h1>Projects</h1>
        {{#none}}<p>You are in no project yet: ask a project manager for an invitation.</p>{{/none}}
        {{#projects}}
        <section class="card" id="project-{{id}}">
        <h2>{{name}} <span class="muted">({{id}}, source: {{source}})</span></h2>
        {{#settings}}<p><a href="{{.}}" class="settings-link">Settings: languages, members, invitations, tokens</a></p>{{/settings}}
        {{#files}}<p><a href="{{.}}" class="files-link">Import and export files</a></p>{{/files}}
        <table>
        <thead><tr><th scope="col">Language</th><th scope="col">Translated</th><th scope="col">Needs review</th>
        <th scope="col">Reviewed</th><th scope="col">Strings</th></tr></thead>
        <tbody>
        {{#languages}}
        <tr>
        <td><a href="{{href}}">{{name}} ({{code}})</a></td>
        <td><progress class="translated" max="{{scale}}" value="{{withTranslation.count}}" aria-label="{{code}} translated"></progress>
        {{withTranslation.percent}} %</td>
        <td><progress class="needsReview" max="{{scale}}" value="{{needsReview.count}}" aria-label="{{code}} needs review"></progress>
        {{needsReview.count}}</td>
        <td><progress class="reviewed" max="{{scale}}" value="{{reviewed.count}}" aria-label="{{code}} reviewed"></progress>
        {{reviewed.percent}} %</td>
        <td>{{total}}</td>
        </tr>
        {{/languages}}
        </tbody>
        </table>
        </section>
        {{/projects}}
        {{> footer}}
        """

    /// `GET /projects/{project}/{lang}`: search, filters, a page of strings.
    static let strings = """
        {{> header}}
        <nav class="nav" aria-label="Breadcrumb"><a href="/">Projects</a></nav>
        <h1>{{project.name}} · {{languageName}} <span class="muted">({{language}})</span></h1>
        <form method="get" action="{{action}}" role="search" class="card">
        <label for="q">Search in keys, sources and translations</label>
        <input type="search" id="q" name="q" value="{{search}}">
        <label for="status">Status</label>
        <select id="status" name="status">
        {{#filters}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}} ({{count}})</option>{{/filters}}
        </select>
        <label for="tag">Tag</label>
        <input type="text" id="tag" name="tag" value="{{tag}}">
        <label for="since">Changed since</label>
        <input type="date" id="since" name="since" value="{{since}}">
        <label><input type="checkbox" id="comments" name="comments" value="1"{{#withComments}} checked{{/withComments}}> With comments</label>
        <button type="submit">Show</button>
        </form>
        <div id="string-list" data-changes="{{changes}}" data-revision="{{revision}}">
        <p id="counts" aria-live="polite">{{#empty}}No strings match.{{/empty}}{{^empty}}Strings {{first}}–{{last}} of {{total}}{{/empty}}</p>
        <table>
        <thead><tr><th scope="col">Key</th><th scope="col">Source</th><th scope="col">Translation</th>
        <th scope="col">Status</th></tr></thead>
        <tbody>
        {{#strings}}
        <tr><td class="key"><a href="{{href}}">{{key}}</a></td><td>{{source}}</td>
        <td dir="{{dir}}" lang="{{language}}">{{translation}}</td>
        <td><span class="status {{status}}">{{statusLabel}}</span></td></tr>
        {{/strings}}
        </tbody>
        </table>
        </div>
        <nav class="nav" aria-label="Pages">
        <span>{{#previous}}<a rel="prev" href="{{.}}">Previous page</a>{{/previous}}</span>
        <span>{{#next}}<a rel="next" href="{{.}}">Next page</a>{{/next}}</span>
        </nav>
        {{> footer}}
        """

    /// A page that could not be shown: its status and why.
    static let error = """
        {{> header}}
        <div class="card narrow">
        <h1>{{status}} · {{message}}</h1>
        {{#details}}<p class="error">{{.}}</p>{{/details}}
        <p><a href="/">Back to the projects</a></p>
        </div>
        {{> footer}}
        """
}
