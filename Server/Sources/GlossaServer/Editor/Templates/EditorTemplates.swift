/// The editor's Mustache templates, compiled into the binary as Swift strings (no files to find at
/// run time, on Linux or macOS): the layout's ``header`` and ``footer`` partials and one template per
/// page. Values are always written with double mustaches, which escape them for HTML.
enum EditorTemplates {
    /// Every template by the name pages render it with.
    static let all: [(String, String)] = [
        ("header", header), ("footer", footer), ("signIn", signIn), ("invitation", invitation),
        ("projects", projects), ("strings", strings), ("editor", editor), ("settings", settings),
        ("files", files), ("releases", releases),
        ("releaseCompare", releaseCompare), ("releaseDiff", releaseDiff), ("error", error),
    ]

    /// The start of every page: the document head (style sheet and script from `/assets`, never
    /// inline) and the top bar with the signed-in user and the sign-out form.
    static let header = """
        <!doctype html>
        <html lang="{{lang}}">
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
        {{/user}}
        {{#user}}
        <form class="inline" method="post" action="/preferences/language" id="interface-language-form">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="interface-language" class="visually-hidden">{{t.layout_interfaceLanguage}}</label>
        <select id="interface-language" name="language">{{#interfaceLanguages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}}</option>{{/interfaceLanguages}}</select>
        <button type="submit" class="secondary">{{t.layout_setLanguage}}</button>
        </form>
        <button type="button" class="secondary" data-help aria-keyshortcuts="?">{{t.layout_shortcuts}}</button>
        <form class="inline" method="post" action="/sign-out">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <button type="submit" class="secondary">{{t.layout_signOut}}</button>
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
        <h2 id="shortcut-title">{{t.help_title}}</h2>
        <dl class="meta">
        <dt><kbd>Ctrl</kbd>+<kbd>Enter</kbd></dt><dd>{{t.help_saveNext}}</dd>
        <dt><kbd>Ctrl</kbd>+<kbd>S</kbd></dt><dd>{{t.help_save}}</dd>
        <dt><kbd>Alt</kbd>+<kbd>→</kbd>, <kbd>Alt</kbd>+<kbd>←</kbd></dt><dd>{{t.help_nextPrevious}}</dd>
        <dt><kbd>Alt</kbd>+<kbd>A</kbd></dt><dd>{{t.help_approve}}</dd>
        <dt><kbd>Alt</kbd>+<kbd>C</kbd></dt><dd>{{t.help_copySource}}</dd>
        <dt><kbd>Alt</kbd>+<kbd>1</kbd>…<kbd>5</kbd></dt><dd>{{t.help_insertSuggestion}}</dd>
        <dt><kbd>?</kbd></dt><dd>{{t.help_toggle}}</dd>
        <dt><kbd>Esc</kbd></dt><dd>{{t.help_close}}</dd>
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
        <h1>{{t.signIn_title}}</h1>
        {{#error}}<p class="error" role="alert">{{.}}</p>{{/error}}
        <form method="post" action="/sign-in">
        <input type="hidden" name="next" value="{{next}}">
        <label for="email">{{t.signIn_email}}</label>
        <input type="email" id="email" name="email" value="{{email}}" autocomplete="username" required>
        <label for="password">{{t.signIn_password}}</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required>
        <div class="actions"><button type="submit">{{t.signIn_submit}}</button></div>
        </form>
        </div>
        {{> footer}}
        """

    /// `GET /invite/{token}`: a new account, or the signed-in user's, joins the project.
    static let invitation = """
        {{> header}}
        <div class="card narrow">
        <h1>{{heading}}</h1>
        <p>{{invitedAs}}</p>
        {{#error}}<p class="error" role="alert">{{.}}</p>{{/error}}
        <form method="post" action="{{accept}}">
        {{#user}}
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <p>{{joinAs}}</p>
        {{/user}}
        {{^user}}
        <label for="name">{{t.invitation_name}}</label>
        <input type="text" id="name" name="name" autocomplete="name" required>
        <label for="email">{{t.signIn_email}}</label>
        <input type="email" id="email" name="email" autocomplete="username" required>
        <label for="password">{{t.signIn_password}}</label>
        <input type="password" id="password" name="password" autocomplete="new-password" required>
        {{/user}}
        <div class="actions"><button type="submit">{{t.invitation_accept}}</button></div>
        </form>
        </div>
        {{> footer}}
        """

    /// `GET /`: the projects with their languages' progress.
    static let projects = """
        {{> header}}
        <h1>{{t.projects_title}}</h1>
        {{#none}}<p>{{t.projects_none}}</p>{{/none}}
        {{#projects}}
        <section class="card" id="project-{{id}}">
        <h2>{{name}} <span class="muted">{{caption}}</span></h2>
        <p class="muted project-summary">{{summary}}</p>
        {{#settings}}<p><a href="{{.}}" class="settings-link">{{t.projects_settingsLink}}</a></p>{{/settings}}
        {{#files}}<p><a href="{{.}}" class="files-link">{{t.projects_filesLink}}</a></p>{{/files}}
        {{#releases}}<p><a href="{{.}}" class="releases-link">{{t.projects_releasesLink}}</a></p>{{/releases}}
        <table>
        <thead><tr><th scope="col">{{t.projects_language}}</th><th scope="col">{{t.status_translated}}</th><th scope="col">{{t.status_needsReview}}</th>
        <th scope="col">{{t.status_reviewed}}</th><th scope="col">{{t.projects_strings}}</th></tr></thead>
        <tbody>
        {{#languages}}
        <tr>
        <td><a href="{{href}}">{{name}} ({{code}})</a></td>
        <td><progress class="translated" max="{{scale}}" value="{{withTranslation.count}}" aria-label="{{translatedLabel}}"></progress>
        {{withTranslation.percent}} %</td>
        <td><progress class="needsReview" max="{{scale}}" value="{{needsReview.count}}" aria-label="{{needsReviewLabel}}"></progress>
        {{needsReview.count}}</td>
        <td><progress class="reviewed" max="{{scale}}" value="{{reviewed.count}}" aria-label="{{reviewedLabel}}"></progress>
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
        <nav class="nav" aria-label="{{t.nav_breadcrumb}}"><a href="/">{{t.projects_title}}</a></nav>
        <h1>{{project.name}} · {{languageName}} <span class="muted">({{language}})</span></h1>
        <form method="get" action="{{action}}" role="search" class="card">
        <label for="q">{{t.list_search}}</label>
        <input type="search" id="q" name="q" value="{{search}}">
        <label for="status">{{t.list_status}}</label>
        <select id="status" name="status">
        {{#filters}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}} ({{count}})</option>{{/filters}}
        </select>
        <label for="tag">{{t.list_tag}}</label>
        <input type="text" id="tag" name="tag" value="{{tag}}">
        <label for="since">{{t.list_since}}</label>
        <input type="date" id="since" name="since" value="{{since}}">
        <label><input type="checkbox" id="comments" name="comments" value="1"{{#withComments}} checked{{/withComments}}> {{t.list_withComments}}</label>
        <button type="submit">{{t.list_show}}</button>
        </form>
        <div id="string-list" data-changes="{{changes}}" data-revision="{{revision}}">
        <p id="counts" aria-live="polite">{{counts}}</p>
        <table>
        <thead><tr><th scope="col">{{t.list_key}}</th><th scope="col">{{t.list_source}}</th><th scope="col">{{t.list_translation}}</th>
        <th scope="col">{{t.list_status}}</th></tr></thead>
        <tbody>
        {{#strings}}
        <tr><td class="key"><a href="{{href}}">{{key}}</a></td><td>{{source}}</td>
        <td dir="{{dir}}" lang="{{language}}">{{translation}}</td>
        <td><span class="status {{status}}">{{statusLabel}}</span></td></tr>
        {{/strings}}
        </tbody>
        </table>
        </div>
        <nav class="nav" aria-label="{{t.nav_pages}}">
        <span>{{#previous}}<a rel="prev" href="{{.}}">{{t.list_previousPage}}</a>{{/previous}}</span>
        <span>{{#next}}<a rel="next" href="{{.}}">{{t.list_nextPage}}</a>{{/next}}</span>
        </nav>
        {{> footer}}
        """

    /// A page that could not be shown: its status and why.
    static let error = """
        {{> header}}
        <div class="card narrow">
        <h1>{{status}} · {{message}}</h1>
        {{#details}}<p class="error">{{.}}</p>{{/details}}
        <p><a href="/">{{t.error_back}}</a></p>
        </div>
        {{> footer}}
        """
}
