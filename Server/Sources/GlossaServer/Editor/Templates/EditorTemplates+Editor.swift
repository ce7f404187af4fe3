extension EditorTemplates {
    /// `GET /projects/{project}/{lang}/edit?key=…`: the source and what the developer said about it,
    /// the translation's fields (one per plural category of the target language), the live checks and
    /// preview, review, suggestions, history and comments.
    static let editor = """
        {{> header}}
        <nav class="nav" aria-label="{{t.nav_strings}}">
        <a href="{{list}}">{{project.name}} · {{languageName}}</a>
        <span>{{#previous}}<a rel="prev" href="{{.}}" aria-keyshortcuts="Alt+ArrowLeft">{{t.editor_previous}}</a>{{/previous}}
        {{#next}}<a rel="next" href="{{.}}" aria-keyshortcuts="Alt+ArrowRight">{{t.editor_next}}</a>{{/next}}</span>
        </nav>
        <div class="editor">
        <section>
        <div class="card">
        <h1 class="key" id="string-key">{{key}}</h1>
        <p class="source" id="source-text" lang="{{sourceLanguage}}">{{#sourceSegments}}{{#term}}<mark class="term" title="{{title}}">{{text}}</mark>{{/term}}{{^term}}{{text}}{{/term}}{{/sourceSegments}}</p>
        <dl class="meta">
        <dt>{{t.editor_status}}</dt><dd><span class="status {{status}}" id="string-status">{{statusLabel}}</span></dd>
        {{#developerComment}}<dt>{{t.editor_comment}}</dt><dd id="developer-comment">{{.}}</dd>{{/developerComment}}
        {{#characterLimit}}<dt>{{t.editor_lengthLimit}}</dt><dd>{{.}}</dd>{{/characterLimit}}
        {{#hasTags}}<dt>{{t.editor_tags}}</dt><dd class="chips">{{#tags}}<span>{{.}}</span>{{/tags}}</dd>{{/hasTags}}
        {{#hasOccurrences}}<dt>{{t.editor_occurrences}}</dt><dd>{{#occurrences}}<code>{{.}}</code> {{/occurrences}}</dd>{{/hasOccurrences}}
        </dl>
        </div>
        <p class="changed-elsewhere" id="live-change" role="status" hidden></p>
        <form id="translation-form" class="card" method="post" action="{{action}}" data-check="{{check}}" data-changes="{{changes}}" data-revision="{{revision}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <input type="hidden" name="based_on" value="{{basedOn}}">
        {{#notice}}<p class="notice" role="status">{{.}}</p>{{/notice}}
        {{#hasErrors}}<div role="alert"><ul class="errors" id="save-errors">{{#errors}}<li>{{.}}</li>{{/errors}}</ul></div>{{/hasErrors}}
        {{#fields}}
        <label for="{{name}}">{{label}}</label>
        <textarea id="{{name}}" name="{{name}}" dir="{{dir}}" lang="{{language}}" data-translation{{^canTranslate}} readonly{{/canTranslate}}>{{value}}</textarea>
        {{/fields}}
        {{#hasWarnings}}<ul class="warnings" id="stored-warnings">{{#warnings}}<li>{{.}}</li>{{/warnings}}</ul>{{/hasWarnings}}
        <div class="js-only" aria-live="polite">
        <ul class="errors" id="live-errors"></ul>
        <ul class="warnings" id="live-warnings"></ul>
        {{#plural}}<h2>{{t.editor_preview}}</h2><ul class="plain" id="preview" dir="{{dir}}" lang="{{language}}"></ul>{{/plural}}
        </div>
        <div class="actions">
        {{#canTranslate}}
        <button type="submit" name="action" value="save" aria-keyshortcuts="Control+S">{{t.editor_save}}</button>
        {{#next}}<button type="submit" name="action" value="save-next" class="secondary" aria-keyshortcuts="Control+Enter">{{t.editor_saveNext}}</button>{{/next}}
        {{/canTranslate}}
        </div>
        </form>
        {{#canReview}}
        <div class="card" id="review">
        <h2>{{t.review_title}}</h2>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <input type="hidden" name="next" value="1">
        <input type="hidden" name="based_on" value="{{basedOn}}">
        <label for="review-comment">{{t.review_comment}}</label>
        <textarea id="review-comment" name="comment"></textarea>
        <div class="actions">
        <button type="submit" name="action" value="approve" id="approve" aria-keyshortcuts="Alt+A">{{t.review_approve}}</button>
        <button type="submit" name="action" value="reject" id="reject" class="danger">{{t.review_reject}}</button>
        </div>
        </form>
        </div>
        {{/canReview}}
        </section>
        <aside>
        {{#hasGlossary}}
        <div class="card" id="glossary">
        <h2>{{t.glossary_title}}</h2>
        <dl class="meta">
        {{#glossaryTerms}}<dt>{{term}}</dt><dd>{{#translation}}<span dir="{{dir}}" lang="{{language}}">{{.}}</span>{{/translation}}{{^translation}}<span class="muted">{{t.glossary_noTranslation}}</span>{{/translation}}{{#note}}<br><span class="muted">{{.}}</span>{{/note}}</dd>
        {{/glossaryTerms}}
        </dl>
        </div>
        {{/hasGlossary}}
        {{#canTranslate}}
        <div class="card">
        <h2>{{t.suggestions_title}}</h2>
        {{^suggestions}}<p class="muted">{{t.suggestions_none}}</p>{{/suggestions}}
        <ol class="plain" id="suggestions">
        {{#suggestions}}
        <li data-suggestion="{{number}}" data-text="{{translation}}">
        <span class="muted">{{number}}. {{score}} % · {{source}}</span><br>
        <span dir="{{dir}}" lang="{{language}}">{{translation}}</span>
        {{#parts}}<input type="hidden" data-field="{{field}}" value="{{value}}">{{/parts}}
        <button type="button" class="secondary" data-insert-suggestion="{{number}}" aria-keyshortcuts="Alt+{{number}}">{{t.suggestions_insert}}</button>
        </li>
        {{/suggestions}}
        </ol>
        </div>
        {{/canTranslate}}
        <div class="card">
        <h2>{{t.history_title}}</h2>
        {{^history}}<p class="muted">{{t.history_none}}</p>{{/history}}
        <ul class="plain" id="history">
        {{#history}}
        <li><span class="muted">{{when}} · {{actor}} · {{channel}} · {{status}}</span><br>
        <span dir="{{dir}}" lang="{{language}}">{{text}}</span>{{#comment}}<br><em>{{.}}</em>{{/comment}}
        {{#canTranslate}}<form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="version" value="{{version}}">
        <button type="submit" name="action" value="restore" class="secondary">{{t.history_restore}}</button></form>{{/canTranslate}}
        </li>
        {{/history}}
        </ul>
        <nav class="nav" aria-label="{{t.nav_historyPages}}">
        <span>{{#newerHistory}}<a href="{{.}}" id="newer-history">{{t.history_newer}}</a>{{/newerHistory}}</span>
        <span>{{#olderHistory}}<a href="{{.}}" id="older-history">{{t.history_older}}</a>{{/olderHistory}}</span>
        </nav>
        </div>
        <div class="card">
        <h2>{{t.comments_title}}</h2>
        {{^comments}}<p class="muted">{{t.comments_none}}</p>{{/comments}}
        <ul class="plain" id="comments">
        {{#comments}}<li><span class="muted">{{author}} · {{when}}</span><br>{{body}}</li>{{/comments}}
        </ul>
        {{#canComment}}
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="comment-body">{{t.comments_new}}</label>
        <textarea id="comment-body" name="body" required></textarea>
        <div class="actions"><button type="submit" name="action" value="comment" class="secondary">{{t.comments_submit}}</button></div>
        </form>
        {{/canComment}}
        </div>
        </aside>
        </div>
        {{> footer}}
        """
}
