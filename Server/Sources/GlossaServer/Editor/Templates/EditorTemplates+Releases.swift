extension EditorTemplates {
    /// `GET /projects/{project}/releases`: for managers, the form that creates a release (languages,
    /// reviewed only); the releases, newest first, with their counts and the channels serving them;
    /// the channels' entries with their app versions (and, for managers, a roll-back button each) and
    /// the form that promotes a release; and a `GET` form comparing two releases. Every change is a
    /// form with the session's CSRF token; nothing needs the script.
    static let releases = """
        {{> header}}
        <nav class="nav" aria-label="{{t.nav_breadcrumb}}"><a href="/">{{t.projects_title}}</a></nav>
        <h1>{{project.name}} · {{t.releases_title}} <span class="muted">{{project.caption}}</span></h1>
        {{#notice}}<p class="notice" role="status" id="releases-notice">{{.}}</p>{{/notice}}
        {{#error}}<p class="error" role="alert" id="releases-error">{{.}}</p>{{/error}}
        {{#create}}
        <section class="card" id="create-release" aria-labelledby="create-title">
        <h2 id="create-title">{{t.releases_createTitle}}</h2>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <fieldset class="choices">
        <legend>{{t.releases_languages}}</legend>
        <p class="muted">{{source}}</p>
        {{#languages}}<label><input type="checkbox" name="language_{{code}}" value="1"{{#checked}} checked{{/checked}}> {{name}} ({{code}})</label>
        {{/languages}}
        </fieldset>
        <label class="check"><input type="checkbox" id="reviewed-only" name="reviewed_only" value="1" aria-describedby="reviewed-only-hint"{{#reviewedOnly}} checked{{/reviewedOnly}}> {{t.releases_reviewedOnlyOption}}</label>
        <p class="muted" id="reviewed-only-hint">{{t.releases_reviewedOnlyHint}}</p>
        <div class="actions"><button type="submit" name="action" value="create">{{t.releases_create}}</button></div>
        </form>
        </section>
        {{/create}}
        <section class="card" id="releases" aria-labelledby="releases-title">
        <h2 id="releases-title">{{t.releases_listTitle}}</h2>
        {{#noReleases}}<p class="muted">{{t.releases_none}}</p>{{/noReleases}}
        {{^noReleases}}
        <table>
        <thead><tr><th scope="col">{{t.releases_release}}</th><th scope="col">{{t.releases_created}}</th><th scope="col">{{t.releases_author}}</th>
        <th scope="col">{{t.releases_contents}}</th><th scope="col">{{t.releases_languages}}</th><th scope="col">{{t.releases_servedBy}}</th>
        <th scope="col">{{t.releases_changes}}</th></tr></thead>
        <tbody>
        {{#releases}}
        <tr id="release-{{number}}"><th scope="row">{{number}}</th><td>{{created}}</td><td>{{author}}</td>
        <td>{{contents}}<br><span class="muted">{{strings}}</span></td>
        <td><ul class="plain compact">{{#languages}}<li><code>{{code}}</code> {{counts}}</li>{{/languages}}</ul></td>
        <td>{{#channels}}<span class="status reviewed">{{.}}</span> {{/channels}}</td>
        <td>{{#changes}}<a href="{{href}}">{{label}}</a>{{/changes}}</td></tr>
        {{/releases}}
        </tbody>
        </table>
        {{/noReleases}}
        </section>
        <section class="card" id="channels" aria-labelledby="channels-title">
        <h2 id="channels-title">{{t.releases_channels}}</h2>
        <p class="muted">{{t.releases_channelsExplanation}}</p>
        {{#noChannels}}<p class="muted">{{t.releases_noChannels}}</p>{{/noChannels}}
        {{^noChannels}}
        <table>
        <thead><tr><th scope="col">{{t.releases_channel}}</th><th scope="col">{{t.releases_appVersions}}</th><th scope="col">{{t.releases_release}}</th>
        <th scope="col">{{t.releases_previous}}</th><th scope="col">{{t.releases_updated}}</th><th scope="col"><span class="visually-hidden">{{t.settings_actions}}</span></th></tr></thead>
        <tbody>
        {{#channels}}
        <tr><td><code>{{channel}}</code></td><td>{{versions}}</td><td><a href="#release-{{release}}">{{release}}</a></td>
        <td>{{#previous}}{{.}}{{/previous}}{{^previous}}—{{/previous}}</td><td>{{updated}}</td>
        <td>{{#rollBack}}<form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="channel" value="{{channel}}">
        <input type="hidden" name="min_app_version" value="{{minimum}}"><input type="hidden" name="max_app_version" value="{{maximum}}">
        <button type="submit" name="action" value="rollback" class="secondary" aria-label="{{description}}">{{label}}</button>
        </form>{{/rollBack}}</td></tr>
        {{/channels}}
        </tbody>
        </table>
        {{/noChannels}}
        {{#promote}}
        <form method="post" action="{{action}}" id="promote" aria-labelledby="promote-title">
        <h3 id="promote-title">{{t.releases_promoteTitle}}</h3>
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="promote-release">{{t.releases_release}}</label>
        <select id="promote-release" name="release">{{#releases}}<option value="{{number}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/releases}}</select>
        <label for="promote-channel">{{t.releases_channel}}</label>
        <input type="text" id="promote-channel" name="channel" value="{{channel}}" list="known-channels" required aria-describedby="promote-channel-hint">
        <datalist id="known-channels">{{#known}}<option value="{{.}}">{{/known}}</datalist>
        <p class="muted" id="promote-channel-hint">{{t.releases_channelHint}}</p>
        <label for="promote-minimum">{{t.releases_minimum}}</label>
        <input type="text" id="promote-minimum" name="min_app_version" value="{{minimum}}" placeholder="1.0" aria-describedby="promote-versions-hint">
        <label for="promote-maximum">{{t.releases_maximum}}</label>
        <input type="text" id="promote-maximum" name="max_app_version" value="{{maximum}}" placeholder="2.9" aria-describedby="promote-versions-hint">
        <p class="muted" id="promote-versions-hint">{{t.releases_versionsHint}}</p>
        <div class="actions"><button type="submit" name="action" value="promote">{{t.releases_promote}}</button></div>
        </form>
        {{/promote}}
        </section>
        {{#compare}}
        <section class="card" id="compare" aria-labelledby="compare-title">
        <h2 id="compare-title">{{t.releases_compareTitle}}</h2>
        {{> releaseCompare}}
        </section>
        {{/compare}}
        {{> footer}}
        """

    /// The `GET` form choosing two releases (and a language) to compare, on the releases page and the
    /// diff page.
    static let releaseCompare = """
        <form method="get" action="{{action}}">
        <label for="compare-from">{{t.releases_from}}</label>
        <select id="compare-from" name="from">{{#from}}<option value="{{number}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/from}}</select>
        <label for="compare-to">{{t.releases_to}}</label>
        <select id="compare-to" name="to">{{#to}}<option value="{{number}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/to}}</select>
        <label for="compare-language">{{t.releases_language}}</label>
        <select id="compare-language" name="language"><option value="">{{t.releases_allLanguages}}</option>{{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}} ({{code}})</option>{{/languages}}</select>
        <div class="actions"><button type="submit">{{t.releases_compare}}</button></div>
        </form>

        """

    /// `GET /projects/{project}/releases/diff?from=A&to=B`: per language, the keys added and removed
    /// with their string and those whose string changed, before and after, a page of
    /// ``EditorRoutes/diffPageSize`` keys at a time (a language listed on another page links to it).
    static let releaseDiff = """
        {{> header}}
        <nav class="nav" aria-label="{{t.nav_breadcrumb}}"><span><a href="/">{{t.projects_title}}</a> › <a href="{{releases}}">{{t.releases_title}}</a></span></nav>
        <h1>{{project.name}} · {{heading}}</h1>
        {{#compare}}
        <section class="card" aria-label="{{t.releases_compareTitle}}">
        {{> releaseCompare}}
        </section>
        {{/compare}}
        {{#none}}<p class="muted">{{t.releases_noLanguages}}</p>{{/none}}
        {{#range}}<p class="muted">{{.}}</p>{{/range}}
        {{#languages}}
        <section class="card diff" id="diff-{{code}}" aria-labelledby="diff-{{code}}-title">
        <h2 id="diff-{{code}}-title">{{name}} <span class="muted">({{code}})</span></h2>
        <p class="diff-summary">{{summary}}</p>
        {{#listedElsewhere}}<p><a href="{{href}}">{{label}}</a></p>{{/listedElsewhere}}
        {{#hasAdded}}
        <h3>{{addedTitle}}</h3>
        <table class="added"><thead><tr><th scope="col">{{t.list_key}}</th><th scope="col">{{t.releases_string}}</th></tr></thead>
        <tbody>{{#added}}<tr><td class="key">{{key}}</td><td dir="{{dir}}" lang="{{code}}">{{string}}</td></tr>
        {{/added}}</tbody></table>
        {{/hasAdded}}
        {{#hasRemoved}}
        <h3>{{removedTitle}}</h3>
        <table class="removed"><thead><tr><th scope="col">{{t.list_key}}</th><th scope="col">{{t.releases_string}}</th></tr></thead>
        <tbody>{{#removed}}<tr><td class="key">{{key}}</td><td dir="{{dir}}" lang="{{code}}">{{string}}</td></tr>
        {{/removed}}</tbody></table>
        {{/hasRemoved}}
        {{#hasChanged}}
        <h3>{{changedTitle}}</h3>
        <table class="changed"><thead><tr><th scope="col">{{t.list_key}}</th><th scope="col">{{t.releases_before}}</th><th scope="col">{{t.releases_after}}</th></tr></thead>
        <tbody>{{#changed}}<tr><td class="key">{{key}}</td><td dir="{{dir}}" lang="{{code}}"><del>{{old}}</del></td><td dir="{{dir}}" lang="{{code}}"><ins>{{new}}</ins></td></tr>
        {{/changed}}</tbody></table>
        {{/hasChanged}}
        </section>
        {{/languages}}
        <nav class="nav" aria-label="{{t.nav_pages}}">
        <span>{{#previous}}<a rel="prev" href="{{.}}">{{t.list_previousPage}}</a>{{/previous}}</span>
        <span>{{#next}}<a rel="next" href="{{.}}">{{t.list_nextPage}}</a>{{/next}}</span>
        </nav>
        {{> footer}}
        """
}
