#!/usr/bin/env python3
"""The translators' web editor in a real browser: Debian's Chromium driven by Playwright.

Usage: editor_browser.py GLOSSA_BINARY [SCREENSHOT_DIRECTORY]

Starts `glossa serve` on a fresh data directory with a project (English source, Russian target), a
server administrator (`glossa user add --admin`) and a pushed Russian plural, then:

1. the administrator invites a translator and a reviewer (the invitation API);
2. the translator accepts the invitation in the browser, signs out, signs in on the sign-in page,
   filters the untranslated strings, opens the plural, types its four Russian fields (the live check
   flags a placeholder the source lacks while typing, the preview renders 1, 2, 5 and 21 with the engine), saves
   with it (refused, the error next to the fields), fixes it and saves;
3. the reviewer accepts their invitation and approves with the keyboard (Alt+A);
4. the app's token then gets the string from `/content/ru?filter[status]=reviewed`;
5. the administrator signs in and, on the project's settings page, adds a language, creates an
   invitation (its link shown once) and a token (its secret shown once);
6. on the project's files page the administrator uploads a German String Catalog (its report lists
   what was imported, the entry skipped with why and the unknown key) and downloads German as XLIFF;
7. the administrator edits an Arabic string right to left; on the project's releases page creates two
   releases (one of reviewed translations only), promotes each to production, is refused a promotion
   with a wrong app version, rolls production back with the keyboard alone, and opens the diff;
   in a browser that asks for Russian, the pages are in Russian (the interface's own Glossa catalogs),
   until the administrator chooses English in the header, and Russian again with "as the browser asks";
8. the same translation flow with the keyboard only (while the first translator's string list and the
   reviewer's editor of the same string stay open, and show the save within 2 s): a second translator signs in, filters, opens a
   plural, types its fields, is stopped by a wrong placeholder, fixes it and saves with Tab, typing
   and shortcuts alone; the reviewer finds it and approves it with the keyboard alone.

The project's name, a pushed key, its source and developer comment, and the reviewer's name are
`<img src=x onerror=…>` payloads: every page shows them as text, and no page opens a dialog.

Every page the flows visit is checked with axe-core (`axe-playwright-python`, which bundles it): no
serious or critical accessibility violation. The editor's source marks the glossary's terms.

Needs `pip install playwright axe-playwright-python` and Debian's `chromium` (Playwright is pointed at /usr/bin/chromium;
it downloads no browser). Screenshots of the pages go to SCREENSHOT_DIRECTORY (default: a temporary
directory). Exit status 0 when every check passes.
"""
import json
import os
import re
import shutil
import sys
import tempfile
import time

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect, sync_playwright

import live_glossa
from live_glossa import call

GLOSSA = sys.argv[1] if len(sys.argv) > 1 else "glossa"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="glossa-editor-shots-")
CHROMIUM = os.environ.get("GLOSSA_CHROMIUM", "/usr/bin/chromium")
PASSWORD = "correct horse battery"
PLURAL = "{count, plural, one {# file} other {# files}}"
PHOTOS = "{count, plural, one {# photo} other {# photos}}"
HOSTILE = "<img src=x onerror=alert(1)>"
dialogs = []
failures = []
AXE = Axe()
audited = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def audit(page, name):
    """axe-core on the page as it stands: no serious or critical violation."""
    violations = AXE.run(page).response.get("violations", [])
    severe = [v for v in violations if v.get("impact") in ("serious", "critical")]
    details = "; ".join(f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}" for v in severe)
    audited.append(name)
    check(not severe, f"axe: no serious or critical violation on {name} {details}")


def watch(page):
    """Fails the run if the page ever opens a dialog (an injected `alert`); sets the timeout."""
    page.set_default_timeout(10_000)
    page.on("dialog", lambda dialog: (dialogs.append(f"{page.url}: {dialog.message}"), dialog.dismiss()))
    return page


def shows_hostile_text(page, name, text=HOSTILE):
    """The payload shows as text on the page, and no element it would have made exists."""
    expect(page.get_by_text(text).first).to_be_visible()
    check(page.locator("img[src=x]").count() == 0, f"the payload is text, not an image, on {name}")


def tab_to(page, condition, what, limit=120):
    """Presses Tab until `condition` (a JavaScript predicate of the focused element) holds."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"(e => {condition})(document.activeElement)"):
            return
    raise AssertionError(f"Tab never reached {what}")


def follow(page, key="Enter"):
    """Presses `key` on the focused link, button or form and waits for the page it leads to."""
    with page.expect_navigation():
        page.keyboard.press(key)


def glossa(data_dir, *arguments, stdin=None):
    return live_glossa.glossa(GLOSSA, data_dir, *arguments, stdin=stdin)


def prepare(data_dir):
    """The project, its pushed strings, the administrator, and the two invitation links."""
    created = json.loads(glossa(data_dir, "project", "create", "demo", "--name", "Demo " + HOSTILE.replace("1", "9"),
                                "--source", "en", "--languages", "ru,ar", "--json"))
    glossa(data_dir, "user", "add", "--admin", "--email", "admin@example.com", "--name", "Ada",
           "--password-stdin", stdin=PASSWORD + "\n")
    return created["token"], created["secret"]


def push_and_invite(url, token, secret):
    auth = {"Authorization": f"Bearer {token}:{secret}"}
    status, _, body = call("POST", url + "/content", {"data": {
        "files": {"string": PLURAL, "meta": {"developer_comment": "Files in a folder"}},
        "title": {"string": "Documents"},
        "photos": {"string": PHOTOS},
        HOSTILE: {"string": HOSTILE, "meta": {"developer_comment": HOSTILE, "tags": ["<b>x</b>"]}},
    }}, auth)
    check(status == 202, f"push accepted ({status})")
    job = json.loads(body)["data"]["links"]["job"]
    for _ in range(200):
        if json.loads(call("GET", url + job, headers=auth)[2])["data"]["status"] == "completed":
            break
        time.sleep(0.05)
    status, headers, body = call("POST", url + "/api/v1/sessions", {"email": "admin@example.com",
                                                                     "password": PASSWORD})
    check(status == 201, f"the administrator signs in through the API ({status})")
    cookie = headers["Set-Cookie"].split(";")[0]
    session = {"Cookie": cookie, "X-CSRF-Token": json.loads(body)["csrf_token"]}
    status, _, _ = call("PUT", url + "/api/v1/projects/demo/glossary/file", {"translations": {"ru": "файл"}},
                        session)
    check(status == 200, f"the administrator adds a glossary term ({status})")
    links = {}
    for name, role in (("translator", "translator"), ("reviewer", "reviewer"), ("keyboard", "translator")):
        status, _, body = call("POST", url + "/api/v1/projects/demo/invitations",
                               {"role": role, "languages": ["ru"]}, session)
        check(status == 201, f"the administrator invites a {role} ({status})")
        links[name] = "/invite/" + json.loads(body)["token"]
    return links


def accept(page, url, link, name, email):
    page.goto(url + link)
    expect(page.get_by_role("heading", name="Join Demo")).to_be_visible()
    audit(page, "the invitation page")
    page.get_by_label("Your name").fill(name)
    page.get_by_label("E-mail address").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Accept the invitation").click()
    expect(page.locator("#signed-in-as")).to_have_text(name)


def page_weight_and_timing(page, name):
    """The page's HTML, CSS and JS in bytes (uncompressed) and when it became interactive (ms)."""
    measured = page.evaluate("""() => {
        const navigation = performance.getEntriesByType("navigation")[0];
        const resources = performance.getEntriesByType("resource")
            .filter(r => r.initiatorType === "link" || r.initiatorType === "script");
        return {
            html: navigation.decodedBodySize,
            assets: resources.reduce((sum, r) => sum + r.decodedBodySize, 0),
            interactive: navigation.domInteractive - navigation.startTime,
        };
    }""")
    total = measured["html"] + measured["assets"]
    print(f"     {name}: {measured['html']} B HTML + {measured['assets']} B CSS and JS, "
          f"interactive after {measured['interactive']:.0f} ms")
    check(total <= 150 * 1024, f"{name} weighs at most 150 KB uncompressed ({total} B)")
    check(measured["interactive"] <= 500, f"{name} is interactive within 500 ms ({measured['interactive']:.0f} ms)")
    return measured


def translate(page, url):
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    audit(page, "the sign-in page")
    page.get_by_label("E-mail address").fill("tina@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Projects")).to_be_visible()
    page.screenshot(path=os.path.join(SHOTS, "projects.png"), full_page=True)
    audit(page, "the projects page")
    check(page.get_by_text("Demo " + HOSTILE.replace("1", "9")).count() > 0, "the project's hostile name shows as text")

    page.get_by_role("link", name="Russian (ru)").click()
    page.get_by_label("Status").select_option("untranslated")
    page.get_by_role("button", name="Show").click()
    expect(page.locator("#counts")).to_have_text("Strings 1–4 of 4")
    page.screenshot(path=os.path.join(SHOTS, "strings.png"), full_page=True)
    audit(page, "the string list")
    page_weight_and_timing(page, "the string list")
    shows_hostile_text(page, "the string list")
    page.get_by_role("link", name=HOSTILE).click()
    expect(page.locator("#source-text")).to_have_text(HOSTILE)
    shows_hostile_text(page, "the editor of a hostile key")
    page.go_back()
    page.get_by_role("link", name="files").click()
    expect(page.locator("#source-text")).to_have_text(PLURAL)
    page_weight_and_timing(page, "the editor")
    # Alt+→ moves to the next string of the list; its page's own timing says how long that took.
    page.keyboard.press("Alt+ArrowRight")
    expect(page.locator("#string-key")).not_to_have_text("files")
    next_string = page_weight_and_timing(page, "the next string's editor")
    print(f"     moving to the next string: interactive after {next_string['interactive']:.0f} ms")
    page.keyboard.press("Alt+ArrowLeft")
    expect(page.locator("#source-text")).to_have_text(PLURAL)
    # The glossary's term is marked in the source, with its translation, and listed beside it.
    expect(page.locator("#source-text mark.term")).to_have_attribute("title", "file → файл")
    expect(page.locator("#glossary")).to_contain_text("файл")

    started = time.monotonic()
    page.locator("#form_one").fill("# файл")
    page.locator("#form_few").fill("# файла")
    page.locator("#form_many").fill("# файлов")
    page.locator("#form_other").fill("{n} файла")
    # The live check, with the save's own checks, while typing.
    expect(page.locator("#live-errors li").first).to_contain_text("{n} is not in the source")
    check(True, f"the live check flags the wrong placeholder ({time.monotonic() - started:.2f} s after typing)")
    page.screenshot(path=os.path.join(SHOTS, "editor-error.png"), full_page=True)
    audit(page, "the editor with a live error")

    # Saved anyway: the server refuses it and shows why next to the fields.
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-errors")).to_contain_text("{n} is not in the source")
    audit(page, "the editor after a refused save")
    check(page.locator("#form_other").input_value() == "{n} файла", "a refused save keeps what was typed")

    page.locator("#form_other").fill("# файла")
    expect(page.locator("#live-errors li")).to_have_count(0)
    # The refused save's errors described the text before the fix: they go once the live check has run.
    expect(page.locator("#save-errors")).to_be_hidden()
    expect(page.locator("#preview")).to_contain_text("21 (one): 21 файл")
    expect(page.locator("#preview")).to_contain_text("5 (many): 5 файлов")
    page.screenshot(path=os.path.join(SHOTS, "editor.png"), full_page=True)
    page.keyboard.press("Control+s")
    expect(page.locator(".notice")).to_have_text("Saved.")
    expect(page.locator("#string-status")).to_have_text("Translated")

    page.keyboard.press("?")
    expect(page.locator("#shortcut-help")).to_be_visible()
    page.screenshot(path=os.path.join(SHOTS, "shortcuts.png"))
    audit(page, "the shortcuts overlay")
    page.keyboard.press("Escape")
    expect(page.locator("#shortcut-help")).to_be_hidden()


def review(page, url):
    page.goto(url + "/projects/demo/ru?status=translated")
    page.get_by_role("link", name="files").click()
    expect(page.locator("#approve")).to_be_visible()
    audit(page, "the editor in review mode")
    page.keyboard.press("Alt+a")
    expect(page.locator("#string-status")).to_have_text("Reviewed")
    shows_hostile_text(page, "the editor's history with a hostile reviewer's name", HOSTILE.replace("1", "3"))
    page.goto(url + "/projects/demo/ru/edit?key=nothing-here")
    expect(page.get_by_role("heading", name="404 · Not found")).to_be_visible()
    audit(page, "an error page")


def manage(page, url):
    """The administrator's settings page: a language, an invitation and a token, each made with a form."""
    page.goto(url + "/sign-in")
    page.get_by_label("E-mail address").fill("admin@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("link", name=re.compile("^Settings")).click()
    expect(page.get_by_role("heading", name=re.compile("Settings"))).to_be_visible()
    audit(page, "the settings page")
    page.get_by_label("Add languages").fill("de")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#settings-notice")).to_have_text("Languages added.")
    expect(page.locator("#languages")).to_contain_text("German")
    page.get_by_label("Add languages").fill("x!")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#settings-error")).to_contain_text("invalid language code")
    audit(page, "the settings page with an error")
    page.locator("#invite-role").select_option("reviewer")
    page.locator("#invite-languages").fill("ru")
    page.get_by_role("button", name="Create an invitation link").click()
    link = page.locator("#shown-once code.secret").inner_text()
    check("/invite/gli_" in link, f"the invitation link is shown once ({link})")
    page.get_by_role("button", name="Create a token").click()
    shown = page.locator("#shown-once code.secret").all_inner_texts()
    check(len(shown) == 2 and len(shown[1]) == 40, "a new token's secret is shown once")
    page.screenshot(path=os.path.join(SHOTS, "settings.png"), full_page=True)
    audit(page, "the settings page showing a secret")
    page.goto(url + "/projects/demo/settings")
    check(shown[1] not in page.content(), "the secret is not shown again")
    shows_hostile_text(page, "the settings page (a member's name)", HOSTILE.replace("1", "3"))
    status, _, _ = call("GET", url + "/content/ru", headers={"Authorization": f"Bearer {shown[0]}"})
    check(status == 200, f"the new token reads content ({status})")


GERMAN_CATALOG = {"sourceLanguage": "en", "version": "1.0", "strings": {
    "files": {"localizations": {"de": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "# Datei"}},
        "other": {"stringUnit": {"state": "translated", "value": "# Dateien"}}}}}}},
    "title": {"localizations": {"de": {"variations": {"device": {
        "mac": {"stringUnit": {"state": "translated", "value": "Dokumente (Mac)"}},
        "other": {"stringUnit": {"state": "translated", "value": "Dokumente"}}}}}}},
    "<img src=x onerror=alert(5)>": {"localizations": {"de": {"stringUnit": {"state": "translated",
                                                                            "value": "x"}}}},
}}


def files(page, url):
    """The project's files page: a String Catalog uploaded with its report, then German downloaded."""
    page.goto(url + "/")
    page.get_by_role("link", name="Import and export files").click()
    expect(page.get_by_role("heading", name=re.compile("Import and export"))).to_be_visible()
    audit(page, "the files page")
    catalog = json.dumps(GERMAN_CATALOG, ensure_ascii=False).encode("utf-8")
    page.locator("#import-file").set_input_files(
        files=[{"name": "de.xcstrings", "mimeType": "application/json", "buffer": catalog}])
    page.locator("#import-language").select_option("de")
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator("#import-report")).to_be_visible()
    check(page.locator("#imported-count").inner_text() == "1", "the report counts one imported translation")
    expect(page.locator("#import-skipped")).to_contain_text("title")
    expect(page.locator("#import-skipped")).to_contain_text("varies by device")
    expect(page.locator("#import-unknown")).to_contain_text("<img src=x onerror=alert(5)>")
    page.screenshot(path=os.path.join(SHOTS, "files-report.png"), full_page=True)
    audit(page, "the files page with an import report")
    page.locator("#export-language").select_option("de")
    page.locator("#export-format").select_option("xliff")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download").click()
    check(download.value.suggested_filename == "de.xliff", f"the export is de.xliff ({download.value.suggested_filename})")
    with open(download.value.path(), encoding="utf-8") as exported:
        text = exported.read()
    check("# Dateien" in text and 'target-language="de"' in text, "the exported XLIFF has the imported plural")


def right_to_left(page, url):
    """An Arabic translation, typed and shown right to left."""
    page.goto(url + "/projects/demo/ar/edit?key=title")
    field = page.locator("textarea[data-translation]")
    check(field.get_attribute("dir") == "rtl", "the Arabic field is marked right to left")
    check(field.evaluate("e => getComputedStyle(e).direction") == "rtl", "the Arabic field is laid out right to left")
    field.fill("المستندات")
    page.keyboard.press("Control+s")
    expect(page.locator(".notice")).to_have_text("Saved.")
    page.screenshot(path=os.path.join(SHOTS, "editor-arabic.png"), full_page=True)
    audit(page, "the editor of an Arabic string")
    page.goto(url + "/projects/demo/ar")
    cell = page.locator("td[lang=ar]", has_text="المستندات")
    check(cell.evaluate("e => getComputedStyle(e).direction") == "rtl", "the Arabic translation is shown right to left")


def releases(page, url):
    """The project's releases page: two releases made with the form, one promoted to production, the
    other promoted over it, a refused promotion, a roll back with the keyboard alone, and the diff."""
    page.goto(url + "/")
    page.get_by_role("link", name="Releases and channels").click()
    expect(page.get_by_role("heading", name=re.compile("· Releases"))).to_be_visible()
    audit(page, "the releases page without a release")
    # Release 1: reviewed translations only, without Arabic; release 2: everything.
    page.get_by_role("checkbox", name="Arabic (ar)").uncheck()
    page.get_by_role("checkbox", name="Reviewed translations only").check()
    page.get_by_role("button", name="Create release").click()
    expect(page.locator("#releases-notice")).to_have_text("Release 1 created.")
    page.get_by_role("button", name="Create release").click()
    expect(page.locator("#releases-notice")).to_have_text("Release 2 created.")
    check(page.locator("#release-1").inner_text().count("Reviewed translations only") == 1,
          "release 1 holds reviewed translations only")
    for number in ("1", "2"):
        page.locator("#promote-release").select_option(number)
        page.get_by_label("Channel", exact=True).fill("production")
        page.get_by_role("button", name="Promote").click()
        expect(page.locator("#releases-notice")).to_have_text(f"Channel production now serves release {number}.")
    page.get_by_label("Channel", exact=True).fill("staging")
    page.get_by_label("Lowest app version").fill("two")
    page.get_by_role("button", name="Promote").click()
    expect(page.locator("#releases-error")).to_contain_text("is not an app version")
    check(page.get_by_label("Lowest app version").input_value() == "two", "the refused form keeps what was typed")
    audit(page, "the releases page with a refused promotion")
    # The roll back with the keyboard alone.
    page.goto(url + "/projects/demo/releases")
    tab_to(page, "e.getAttribute('aria-label') === 'Roll back to release 1: production'", "the roll back button")
    follow(page)
    expect(page.locator("#releases-notice")).to_have_text("Channel production is back on release 1.")
    expect(page.locator("#channels tbody tr", has_text="production")).to_contain_text("Roll back to release 2")
    page.screenshot(path=os.path.join(SHOTS, "releases.png"), full_page=True)
    audit(page, "the releases page")
    shows_hostile_text(page, "the releases page (the project's name)", HOSTILE.replace("1", "9"))
    page.get_by_role("link", name="Changes since release 1").click()
    expect(page.get_by_role("heading", name=re.compile("Changes from release 1 to release 2"))).to_be_visible()
    expect(page.locator("#diff-ar .diff-summary")).to_have_text(re.compile(r"^4 keys added, 0 removed, 0 changed$"))
    expect(page.locator("#diff-de table.changed")).to_contain_text("# Dateien")
    shows_hostile_text(page, "the release diff page (an added key)")
    page.screenshot(path=os.path.join(SHOTS, "release-diff.png"), full_page=True)
    audit(page, "the release diff page")
    page.locator("#compare-language").select_option("de")
    page.get_by_role("button", name="Compare").click()
    check(page.locator("section.diff").count() == 1, "the diff of one language shows that language only")


def russian_interface(browser, url):
    """The interface in the browser's language (Russian), then in the language the user chose."""
    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="ru-RU")
    try:
        page = watch(context.new_page())
        page.goto(url + "/sign-in")
        expect(page.get_by_role("heading", name="Вход")).to_be_visible()
        check(page.locator("html").get_attribute("lang") == "ru", "the Russian page says it is in Russian")
        audit(page, "the sign-in page in Russian")
        page.get_by_label("Адрес электронной почты").fill("admin@example.com")
        page.get_by_label("Пароль").fill(PASSWORD)
        page.get_by_role("button", name="Войти").click()
        expect(page.get_by_role("heading", name="Проекты")).to_be_visible()
        expect(page.locator(".project-summary")).to_have_text(re.compile(r"^\d+ язык(а|ов)?, \d+ строк(а|и)?$"))
        page.screenshot(path=os.path.join(SHOTS, "projects-ru.png"), full_page=True)
        audit(page, "the projects page in Russian")
        page.goto(url + "/projects/demo/releases")
        expect(page.get_by_role("heading", name=re.compile("· Релизы"))).to_be_visible()
        expect(page.locator("#release-1")).to_contain_text("Только проверенные переводы")
        audit(page, "the releases page in Russian")
        page.goto(url + "/projects/demo/ru?status=untranslated")
        expect(page.locator("#counts")).to_contain_text("Строки 1–")
        page.goto(url + "/projects/demo/ru/edit?key=files")
        expect(page.get_by_role("button", name="Сохранить", exact=True)).to_be_visible()
        expect(page.get_by_role("heading", name="История")).to_be_visible()
        page.screenshot(path=os.path.join(SHOTS, "editor-ru.png"), full_page=True)
        audit(page, "the editor in Russian")
        # The user's setting wins over the browser's language, and comes back to the same page.
        page.get_by_label("Язык интерфейса").select_option("en")
        page.get_by_role("button", name="Выбрать").click()
        expect(page.get_by_role("button", name="Save", exact=True)).to_be_visible()
        check("/edit?key=files" in page.url, f"choosing a language stays on the page ({page.url})")
        check(page.locator("html").get_attribute("lang") == "en", "the chosen language is English")
        page.get_by_label("Interface language").select_option("")
        page.get_by_role("button", name="Set", exact=True).click()
        expect(page.get_by_role("button", name="Сохранить", exact=True)).to_be_visible()
    finally:
        context.close()


def keyboard_translate(page, url, link, watchers=()):
    """The translator's flow with the keyboard alone: no click, no `fill`. `watchers` are other
    people's open pages, which must show the save within 2 s (the live update)."""
    page.goto(url + link)
    tab_to(page, "e.id === 'name'", "the name field")
    page.keyboard.type("Kim")
    page.keyboard.press("Tab")
    page.keyboard.type("kim@example.com")
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    follow(page)
    expect(page.locator("#signed-in-as")).to_have_text("Kim")
    tab_to(page, "e.textContent.trim() === 'Russian (ru)'", "the Russian language")
    follow(page)
    tab_to(page, "e.id === 'status'", "the status filter")
    page.keyboard.type("Untranslated")
    tab_to(page, "e.tagName === 'BUTTON' && e.textContent.trim() === 'Show'", "the Show button")
    follow(page)
    expect(page.locator("#counts")).to_have_text("Strings 1–3 of 3")
    tab_to(page, "e.textContent.trim() === 'photos'", "the photos string")
    follow(page)
    expect(page.locator("#source-text")).to_have_text(PHOTOS)
    tab_to(page, "e.id === 'form_one'", "the first plural field")
    for text in ("# фото", "# фото", "# фото", "{n} фото"):
        page.keyboard.type(text)
        page.keyboard.press("Tab")
    expect(page.locator("#live-errors li").first).to_contain_text("{n} is not in the source")
    follow(page, "Control+s")
    expect(page.locator("#save-errors")).to_contain_text("{n} is not in the source")
    tab_to(page, "e.id === 'form_other'", "the field to fix")
    page.keyboard.press("Control+a")
    page.keyboard.type("# фото")
    expect(page.locator("#live-errors li")).to_have_count(0)
    follow(page, "Control+s")
    expect(page.locator(".notice")).to_have_text("Saved.")
    saved = time.monotonic()
    expect(page.locator("#string-status")).to_have_text("Translated")
    for watcher, what in watchers:
        what(watcher)
    check(time.monotonic() - saved <= 2.5, f"the others' open pages showed the save in {time.monotonic() - saved:.2f} s")
    tab_to(page, "e.tagName === 'BUTTON' && e.textContent.trim() === 'Sign out'", "Sign out")
    follow(page)
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()


def keyboard_review(page, url):
    """The reviewer finds the translated string and approves it with the keyboard alone."""
    page.goto(url + "/")
    tab_to(page, "e.textContent.trim() === 'Russian (ru)'", "the Russian language")
    follow(page)
    tab_to(page, "e.id === 'status'", "the status filter")
    page.keyboard.type("Translated")
    tab_to(page, "e.tagName === 'BUTTON' && e.textContent.trim() === 'Show'", "the Show button")
    follow(page)
    tab_to(page, "e.textContent.trim() === 'photos'", "the photos string")
    follow(page)
    expect(page.locator("#approve")).to_be_visible()
    follow(page, "Alt+a")
    expect(page.locator("#string-status")).to_have_text("Reviewed")


def main():
    if not os.path.exists(CHROMIUM):
        raise SystemExit(f"no Chromium at {CHROMIUM}")
    os.makedirs(SHOTS, exist_ok=True)
    data_dir = tempfile.mkdtemp(prefix="glossa-editor-")
    started = time.monotonic()
    try:
        token, secret = prepare(data_dir)
        server = live_glossa.Server(GLOSSA, data_dir)
        try:
            links = push_and_invite(server.url, token, secret)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                try:
                    translator = browser.new_context(viewport={"width": 1200, "height": 900})
                    page = watch(translator.new_page())
                    errors = []
                    refusals = []
                    page.on("console", lambda message: errors.append(message.text)
                            if message.type == "error" else None)
                    # The refused save answers 422 on purpose, and Chromium logs every document that
                    # loads with an error status as a console error: those, and only those, are expected.
                    page.on("response", lambda response: refusals.append(response.url)
                            if response.status == 422 and "/edit" in response.url else None)
                    accept(page, server.url, links["translator"], "Tina", "tina@example.com")
                    translate(page, server.url)
                    refused = "the server responded with a status of 422 (Unprocessable Entity)"
                    unexpected = [e for e in errors if refused not in e]
                    unexpected += [e for e in errors if refused in e][len(refusals):]
                    check(len(refusals) == 1, f"the wrong placeholder's save was refused once ({refusals})")
                    check(not unexpected, f"no other console errors, no CSP violation ({unexpected})")

                    reviewer = browser.new_context(viewport={"width": 1200, "height": 900})
                    page = watch(reviewer.new_page())
                    accept(page, server.url, links["reviewer"], "Rita " + HOSTILE.replace("1", "3"), "rita@example.com")
                    review(page, server.url)

                    administrator = browser.new_context(viewport={"width": 1200, "height": 900})
                    page = watch(administrator.new_page())
                    manage(page, server.url)
                    files(page, server.url)
                    right_to_left(page, server.url)
                    releases(page, server.url)
                    russian_interface(browser, server.url)

                    # Live: Tina's list and Rita's editor of the string stay open while Kim saves it.
                    tinas_list = watch(translator.new_page())
                    tinas_list.goto(server.url + "/projects/demo/ru")
                    ritas_editor = watch(reviewer.new_page())
                    ritas_editor.goto(server.url + "/projects/demo/ru/edit?key=photos")
                    expect(ritas_editor.locator("#live-change")).to_be_hidden()
                    watchers = [
                        (tinas_list, lambda p: expect(p.locator("tr", has_text="photos")).to_contain_text(
                            "Translated", timeout=2500)),
                        (ritas_editor, lambda p: expect(p.locator("#live-change")).to_contain_text(
                            "Kim changed this translation", timeout=2500)),
                    ]
                    keyboard = browser.new_context(viewport={"width": 1200, "height": 900})
                    page = watch(keyboard.new_page())
                    keyboard_translate(page, server.url, links["keyboard"], watchers)
                    ritas_editor.screenshot(path=os.path.join(SHOTS, "editor-live-change.png"), full_page=True)
                    audit(ritas_editor, "the editor told of another's change")
                    page = watch(reviewer.new_page())
                    keyboard_review(page, server.url)
                finally:
                    browser.close()
            status, _, body = call("GET", server.url + "/content/ru?filter%5Bstatus%5D=reviewed",
                                   headers={"Authorization": f"Bearer {token}"})
            served = json.loads(body)["data"].get("files", {}).get("string")
            check(served == "{???, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}",
                  f"the app gets the reviewed plural ({served})")
            photos = json.loads(body)["data"].get("photos", {}).get("string")
            check(photos == "{???, plural, one {# фото} few {# фото} many {# фото} other {# фото}}",
                  f"the app gets the plural translated and reviewed with the keyboard ({photos})")
            check(not dialogs, f"no page opened a dialog ({dialogs})")
        finally:
            server.stop()
    except Exception as error:  # a failed expectation or a browser error fails the run with its message
        failures.append(f"{type(error).__name__}: {error}")
        print(f"FAIL {type(error).__name__}: {error}")
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    print(f"axe-core checked {len(audited)} pages: {', '.join(audited)}")
    print(f"screenshots in {SHOTS}; {time.monotonic() - started:.1f} s")
    print(f"{0 if failures else 1} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
