extension EditorTemplates {
    /// `GET /projects/{project}/files`: a language exported in a format (a plain `GET` form, so the
    /// browser downloads the file), and a file imported (a `multipart/form-data` form with the CSRF
    /// token) with the import's report: what was imported, refused with the checks' errors, skipped
    /// with why, keys the project does not have, and the reader's warnings.
    static let files = """
        {{> header}}
        <nav class="nav" aria-label="{{t.nav_breadcrumb}}"><a href="/">{{t.projects_title}}</a></nav>
        <h1>{{project.name}} · {{t.files_title}} <span class="muted">{{project.caption}}</span></h1>
        {{#error}}<p class="error" role="alert" id="files-error">{{.}}</p>{{/error}}
        {{#report}}
        <section class="card" id="import-report" role="status" aria-labelledby="report-title">
        <h2 id="report-title">{{title}}</h2>
        <dl class="meta">
        <dt>{{t.files_imported}}</dt><dd id="imported-count">{{imported}}</dd>
        <dt>{{t.files_empty}}</dt><dd id="empty-count">{{empty}}</dd>
        </dl>
        {{#refused}}
        <h3>{{t.files_refused}}</h3>
        <ul id="import-refused">{{#entries}}<li><code>{{key}}</code>: {{#errors}}{{.}} {{/errors}}</li>{{/entries}}</ul>
        {{/refused}}
        {{#skipped}}
        <h3>{{t.files_skipped}}</h3>
        <ul id="import-skipped">{{#entries}}<li><code>{{key}}</code>: {{reason}}</li>{{/entries}}</ul>
        {{/skipped}}
        {{#unknown}}
        <h3>{{t.files_unknown}}</h3>
        <ul id="import-unknown">{{#entries}}<li><code>{{.}}</code></li>{{/entries}}</ul>
        {{/unknown}}
        {{#warnings}}
        <h3>{{t.files_warnings}}</h3>
        <ul id="import-warnings">{{#entries}}<li>{{.}}</li>{{/entries}}</ul>
        {{/warnings}}
        </section>
        {{/report}}
        {{#import}}
        <section class="card" id="import" aria-labelledby="import-title">
        <h2 id="import-title">{{t.files_importTitle}}</h2>
        <form method="post" action="{{action}}" enctype="multipart/form-data">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="import-file">{{t.files_file}}</label>
        <input type="file" id="import-file" name="file" required>
        <label for="import-language">{{t.files_language}}</label>
        <select id="import-language" name="language">{{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}} ({{code}})</option>{{/languages}}</select>
        <label for="import-format">{{t.files_format}}</label>
        <select id="import-format" name="format"><option value="">{{t.files_formatFromName}}</option>{{#formats}}<option value="{{name}}">{{label}}</option>{{/formats}}</select>
        <label for="import-status">{{t.files_importAs}}</label>
        <select id="import-status" name="status"><option value="translated">{{t.files_asTranslated}}</option><option value="reviewed">{{t.files_asReviewed}}</option></select>
        <div class="actions"><button type="submit">{{t.files_import}}</button></div>
        </form>
        </section>
        {{/import}}
        {{#export}}
        <section class="card" id="export" aria-labelledby="export-title">
        <h2 id="export-title">{{t.files_exportTitle}}</h2>
        <form method="get" action="{{action}}">
        <label for="export-language">{{t.files_language}}</label>
        <select id="export-language" name="language">{{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}} ({{code}})</option>{{/languages}}</select>
        <label for="export-format">{{t.files_format}}</label>
        <select id="export-format" name="format">{{#formats}}<option value="{{name}}">{{label}}</option>{{/formats}}</select>
        <label><input type="checkbox" name="reviewed" value="1"> {{t.files_reviewedOnly}}</label>
        <div class="actions"><button type="submit">{{t.files_download}}</button></div>
        </form>
        </section>
        {{/export}}
        {{> footer}}
        """
}
