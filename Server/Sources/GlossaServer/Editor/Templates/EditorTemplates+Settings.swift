extension EditorTemplates {
    /// `GET /projects/{project}/settings`: the project's languages, members and roles, invitations and
    /// tokens, each section shown to those the authorizer lets change it. Every change is a form with
    /// the session's CSRF token; a new invitation's link and a new token's secret are shown once, in the
    /// answer to the form that made them.
    static let settings = """
        {{> header}}
        <nav class="nav" aria-label="{{t.nav_breadcrumb}}"><a href="/">{{t.projects_title}}</a></nav>
        <h1>{{project.name}} · {{t.settings_title}} <span class="muted">{{project.caption}}</span></h1>
        {{#notice}}<p class="notice" role="status" id="settings-notice">{{.}}</p>{{/notice}}
        {{#error}}<p class="error" role="alert" id="settings-error">{{.}}</p>{{/error}}
        {{#shown}}
        <div class="card once" id="shown-once" role="status">
        <h2>{{title}}</h2>
        <p>{{explanation}}</p>
        <dl class="meta">{{#items}}<dt>{{label}}</dt><dd><code class="secret">{{value}}</code></dd>{{/items}}</dl>
        </div>
        {{/shown}}
        {{#languages}}
        <section class="card" id="languages" aria-labelledby="languages-title">
        <h2 id="languages-title">{{t.settings_languages}}</h2>
        <table>
        <thead><tr><th scope="col">{{t.settings_language}}</th><th scope="col">{{t.settings_code}}</th><th scope="col"><span class="visually-hidden">{{t.settings_actions}}</span></th></tr></thead>
        <tbody>
        {{#targets}}
        <tr><td>{{name}}</td><td><code>{{code}}</code></td>
        <td><form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="language" value="{{code}}">
        <button type="submit" name="action" value="remove-language" class="danger" aria-label="{{removeLabel}}">{{t.settings_remove}}</button>
        </form></td></tr>
        {{/targets}}
        </tbody>
        </table>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="new-languages">{{t.settings_addLanguages}}</label>
        <input type="text" id="new-languages" name="languages" placeholder="ar, pt-BR">
        <div class="actions"><button type="submit" name="action" value="add-languages">{{t.settings_add}}</button></div>
        </form>
        </section>
        {{/languages}}
        {{#members}}
        <section class="card" id="members" aria-labelledby="members-title">
        <h2 id="members-title">{{t.settings_members}}</h2>
        {{^list}}<p class="muted">{{t.settings_noMembers}}</p>{{/list}}
        <table>
        <thead><tr><th scope="col">{{t.settings_member}}</th><th scope="col">{{t.settings_roles}}</th><th scope="col">{{t.settings_changeRole}}</th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td>{{name}}<br><span class="muted">{{email}}</span></td>
        <td><ul class="plain">{{#roles}}<li>{{roleName}} <span class="muted">({{languages}})</span>
        <form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="user" value="{{id}}">
        <input type="hidden" name="role" value="{{role}}">
        <button type="submit" name="action" value="remove-role" class="secondary" aria-label="{{removeLabel}}">{{t.settings_remove}}</button>
        </form></li>{{/roles}}</ul></td>
        <td><form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="user" value="{{id}}">
        <label for="role-{{index}}">{{t.settings_role}}</label>
        <select id="role-{{index}}" name="role">{{#roleChoices}}<option value="{{value}}">{{label}}</option>{{/roleChoices}}</select>
        <label for="role-languages-{{index}}">{{t.settings_roleLanguages}}</label>
        <input type="text" id="role-languages-{{index}}" name="languages" placeholder="fr, de">
        <div class="actions">
        <button type="submit" name="action" value="set-role" class="secondary">{{t.settings_setRole}}</button>
        <button type="submit" name="action" value="remove-member" class="danger" aria-label="{{removeMemberLabel}}">{{t.settings_removeMember}}</button>
        </div>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        </section>
        {{/members}}
        {{#invitations}}
        <section class="card" id="invitations" aria-labelledby="invitations-title">
        <h2 id="invitations-title">{{t.settings_invitations}}</h2>
        {{^list}}<p class="muted">{{t.settings_noInvitations}}</p>{{/list}}
        {{#hasList}}
        <table>
        <thead><tr><th scope="col">{{t.settings_role}}</th><th scope="col">{{t.settings_languages}}</th><th scope="col">{{t.settings_expires}}</th><th scope="col"><span class="visually-hidden">{{t.settings_actions}}</span></th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td>{{roleName}}</td><td>{{languages}}</td><td>{{expires}}</td>
        <td><form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="invitation" value="{{id}}">
        <button type="submit" name="action" value="revoke-invitation" class="danger" aria-label="{{revokeLabel}}">{{t.settings_revoke}}</button>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        {{/hasList}}
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="invite-role">{{t.settings_role}}</label>
        <select id="invite-role" name="role">{{#roleChoices}}<option value="{{value}}">{{label}}</option>{{/roleChoices}}</select>
        <label for="invite-languages">{{t.settings_roleLanguages}}</label>
        <input type="text" id="invite-languages" name="languages" placeholder="fr, de">
        <label for="invite-expires">{{expiresLabel}}</label>
        <input type="date" id="invite-expires" name="expires">
        <div class="actions"><button type="submit" name="action" value="invite">{{t.settings_createInvitation}}</button></div>
        </form>
        </section>
        {{/invitations}}
        {{#tokens}}
        <section class="card" id="tokens" aria-labelledby="tokens-title">
        <h2 id="tokens-title">{{t.settings_tokens}}</h2>
        <p class="muted">{{t.settings_tokensExplanation}}</p>
        <table>
        <thead><tr><th scope="col">{{t.settings_token}}</th><th scope="col">{{t.settings_expires}}</th><th scope="col"><span class="visually-hidden">{{t.settings_actions}}</span></th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td><code>{{token}}</code></td><td>{{expires}}{{#expired}} <span class="status untranslated">{{t.settings_expired}}</span>{{/expired}}</td>
        <td><form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="token" value="{{token}}">
        <label for="token-expires-{{index}}">{{t.settings_expiresNever}}</label>
        <input type="date" id="token-expires-{{index}}" name="expires" value="{{date}}">
        <div class="actions">
        <button type="submit" name="action" value="expire-token" class="secondary">{{t.settings_setExpiry}}</button>
        <button type="submit" name="action" value="rotate-token" class="secondary">{{t.settings_rotate}}</button>
        <button type="submit" name="action" value="revoke-token" class="danger">{{t.settings_revoke}}</button>
        </div>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="new-token-expires">{{t.settings_expiresNever}}</label>
        <input type="date" id="new-token-expires" name="expires">
        <div class="actions"><button type="submit" name="action" value="create-token">{{t.settings_createToken}}</button></div>
        </form>
        </section>
        {{/tokens}}
        {{> footer}}
        """
}
