extension EditorTemplates {
    /// `GET /projects/{project}/settings`: the project's languages, members and roles, invitations and
    /// tokens, each section shown to those the authorizer lets change it. Every change is a form with
    /// the session's CSRF token; a new invitation's link and a new token's secret are shown once, in the
    /// answer to the form that made them.
    static let settings = """
        {{> header}}
        <nav class="nav" aria-label="Breadcrumb"><a href="/">Projects</a></nav>
        <h1>{{project.name}} · Settings <span class="muted">({{project.id}}, source: {{project.source}})</span></h1>
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
        <h2 id="languages-title">Languages</h2>
        <table>
        <thead><tr><th scope="col">Language</th><th scope="col">Code</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
        <tbody>
        {{#targets}}
        <tr><td>{{name}}</td><td><code>{{code}}</code></td>
        <td><form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="language" value="{{code}}">
        <button type="submit" name="action" value="remove-language" class="danger" aria-label="Remove {{name}} and its translations">Remove</button>
        </form></td></tr>
        {{/targets}}
        </tbody>
        </table>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="new-languages">Add languages (BCP 47 codes, separated by commas)</label>
        <input type="text" id="new-languages" name="languages" placeholder="ar, pt-BR">
        <div class="actions"><button type="submit" name="action" value="add-languages">Add</button></div>
        </form>
        </section>
        {{/languages}}
        {{#members}}
        <section class="card" id="members" aria-labelledby="members-title">
        <h2 id="members-title">Members and roles</h2>
        {{^list}}<p class="muted">No members yet: invite people below.</p>{{/list}}
        <table>
        <thead><tr><th scope="col">Member</th><th scope="col">Roles</th><th scope="col">Change a role</th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td>{{name}}<br><span class="muted">{{email}}</span></td>
        <td><ul class="plain">{{#roles}}<li>{{role}} <span class="muted">({{languages}})</span>
        <form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="user" value="{{id}}">
        <input type="hidden" name="role" value="{{role}}">
        <button type="submit" name="action" value="remove-role" class="secondary" aria-label="Remove the role {{role}} of {{name}}">Remove</button>
        </form></li>{{/roles}}</ul></td>
        <td><form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="user" value="{{id}}">
        <label for="role-{{index}}">Role</label>
        <select id="role-{{index}}" name="role">{{#roleChoices}}<option value="{{.}}">{{.}}</option>{{/roleChoices}}</select>
        <label for="role-languages-{{index}}">Languages (empty: all)</label>
        <input type="text" id="role-languages-{{index}}" name="languages" placeholder="fr, de">
        <div class="actions">
        <button type="submit" name="action" value="set-role" class="secondary">Set the role</button>
        <button type="submit" name="action" value="remove-member" class="danger" aria-label="Remove {{name}} from the project">Remove the member</button>
        </div>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        </section>
        {{/members}}
        {{#invitations}}
        <section class="card" id="invitations" aria-labelledby="invitations-title">
        <h2 id="invitations-title">Invitations</h2>
        {{^list}}<p class="muted">No pending invitations.</p>{{/list}}
        {{#hasList}}
        <table>
        <thead><tr><th scope="col">Role</th><th scope="col">Languages</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td>{{role}}</td><td>{{languages}}</td><td>{{expires}}</td>
        <td><form class="inline" method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="invitation" value="{{id}}">
        <button type="submit" name="action" value="revoke-invitation" class="danger" aria-label="Revoke the {{role}} invitation expiring {{expires}}">Revoke</button>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        {{/hasList}}
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="invite-role">Role</label>
        <select id="invite-role" name="role">{{#roleChoices}}<option value="{{.}}">{{.}}</option>{{/roleChoices}}</select>
        <label for="invite-languages">Languages (empty: all)</label>
        <input type="text" id="invite-languages" name="languages" placeholder="fr, de">
        <label for="invite-expires">Expires on (empty: in {{defaultDays}} days)</label>
        <input type="date" id="invite-expires" name="expires">
        <div class="actions"><button type="submit" name="action" value="invite">Create an invitation link</button></div>
        </form>
        </section>
        {{/invitations}}
        {{#tokens}}
        <section class="card" id="tokens" aria-labelledby="tokens-title">
        <h2 id="tokens-title">Project tokens</h2>
        <p class="muted">Apps embed a token; pushes also need its secret, which is shown once when the token is made.</p>
        <table>
        <thead><tr><th scope="col">Token</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
        <tbody>
        {{#list}}
        <tr><td><code>{{token}}</code></td><td>{{expires}}{{#expired}} <span class="status untranslated">expired</span>{{/expired}}</td>
        <td><form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}"><input type="hidden" name="token" value="{{token}}">
        <label for="token-expires-{{index}}">Expires on (empty: never)</label>
        <input type="date" id="token-expires-{{index}}" name="expires" value="{{date}}">
        <div class="actions">
        <button type="submit" name="action" value="expire-token" class="secondary">Set the expiry</button>
        <button type="submit" name="action" value="rotate-token" class="secondary">Rotate</button>
        <button type="submit" name="action" value="revoke-token" class="danger">Revoke</button>
        </div>
        </form></td></tr>
        {{/list}}
        </tbody>
        </table>
        <form method="post" action="{{action}}">
        <input type="hidden" name="csrf_token" value="{{csrf}}">
        <label for="new-token-expires">Expires on (empty: never)</label>
        <input type="date" id="new-token-expires" name="expires">
        <div class="actions"><button type="submit" name="action" value="create-token">Create a token</button></div>
        </form>
        </section>
        {{/tokens}}
        {{> footer}}
        """
}
