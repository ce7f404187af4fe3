extension EditorTemplates {
    /// `GET /projects/{project}/files`: a language exported in a format (a plain `GET` form, so the
    /// browser downloads the file), and a file imported (a `multipart/form-data` form with the CSRF
    /// token) with the import's report: what was imported, refused with the checks' errors, skipped
    /// with why, keys the project does not have, and the reader's warnings.
    static let files = """
        {{> header}}
        <nav class="nav" aria-label="Breadcrumb"><a href="/">Projects</a></nav>
        <h1>{{project.name}} · Import and export <span class="muted">({{project.id}}, source: {{project.source}})</span></h1>
        {{#error}}<p class="error" role="alert" id="files-error">{{.}}</p>{{/error}}
        {{#report}}
        <section class="card" id="import-report" role="status" aria-labelledby="report-title">
        <h2 id="report-title">Imported {{fileName}} into {{languageName}} ({{language}})</h2>
        <dl class="meta">
        <dt>Translations imported</dt><dd id="imported-count">{{imported}}</dd>
        <dt>Empty entries, left as they are</dt><dd id="empty-count">{{empty}}</dd>
        </dl>
        {{#refused}}
        <h3>Refused by the checks</h3>
        <ul id="import-refused">{{#.}}<li><code>{{key}}</code>: {{#errors}}{{.}} {{/errors}}</li>{{/.}}</ul>
        {{/refused}}
        {{#skipped}}
        <h3>Not imported: the server keeps one string per key</h3>
        <ul id="import-skipped">{{#.}}<li><code>{{key}}</code>: {{reason}}</li>{{/.}}</ul>
        {{/skipped}}
        {{#unknown}}
        <h3>Keys the project does not have (push them first)</h3>
        <ul id="import-unknown">{{#.}}<li><code>{{.}}</code></li>{{/.}}</ul>
        {{/unknown}}
        {{#warnings}}
        <h3>Warnings from reading the file</h3>
        <ul id="import-warnings">{{#.}}<li>{{.}}</li>{{/.}}</ul>
        {{/warnings}}
        </section>
        {{/report}}
        {{#import}}
        <section class="card" id="import" aria-labelledby="import-title">
        <h2 id="import-title">Import translations</h2>
        <form method="post" action="{{action}}" enctype="multipart/form-data">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="import-file">File</label>
        <input type="file" id="import-file" name="file" required>
        <label for="import-language">Language</label>
        <select id="import-language" name="language">{{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}} ({{code}})</option>{{/languages}}</select>
        <label for="import-format">Format</label>
        <select id="import-format" name="format"><option value="">From the file's name</option>{{#formats}}<option value="{{name}}">{{label}}</option>{{/formats}}</select>
        <label for="import-status">Import as</label>
        <select id="import-status" name="status"><option value="translated">Translated</option><option value="reviewed">Reviewed (reviewers only)</option></select>
        <div class="actions"><button type="submit">Import</button></div>
        </form>
        </section>
        {{/import}}
        {{#export}}
        <section class="card" id="export" aria-labelledby="export-title">
        <h2 id="export-title">Export translations</h2>
        <form method="get" action="{{action}}">
        <label for="export-language">Language</label>
        <select id="export-language" name="language">{{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}} ({{code}})</option>{{/languages}}</select>
        <label for="export-format">Format</label>
        <select id="export-format" name="format">{{#formats}}<option value="{{name}}">{{label}}</option>{{/formats}}</select>
        <label><input type="checkbox" name="reviewed" value="1"> Reviewed translations only</label>
        <div class="actions"><button type="submit">Download</button></div>
        </form>
        </section>
        {{/export}}
        {{> footer}}
        """
}
