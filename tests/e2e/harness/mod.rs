//! Runs one browser scenario: serves `dist/`, starts the browser's
//! WebDriver server and the browser (headless Chromium unless
//! `E2E_BROWSER` names another, see [`browser`]), runs the scenario under a
//! time limit, saves a screenshot under `target/e2e/` on failure, and fails
//! on console errors.

pub mod browser;
mod driver;
mod logs;
mod pair;
mod server;

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use browser::Browser;
use driver::Driver;
pub use pair::scenario_pair;
pub use server::{StaticServer, SUB_PATH};

/// A browser window size.
#[derive(Clone, Copy, Debug)]
pub struct Viewport {
    pub width: u32,
    pub height: u32,
}

pub const DESKTOP: Viewport = Viewport {
    width: 1280,
    height: 800,
};
#[allow(dead_code)]
pub const TABLET: Viewport = Viewport {
    width: 820,
    height: 1180,
};
#[allow(dead_code)]
pub const PHONE: Viewport = Viewport {
    width: 390,
    height: 844,
};

/// The test ids of what the play screen's menu holds.
pub const MENU_ITEMS: [&str; 24] = [
    "theme",
    "board-look",
    "piece-set",
    "menu-new-game",
    "friend-device",
    "learn",
    "endgames",
    "clock-pause",
    "history",
    "record",
    "analyse",
    "set-up",
    "puzzles",
    "import",
    "export",
    "lang-switch",
    "piece-chars",
    "piece-style",
    "notation",
    "sound",
    "engine-toggle",
    "rules",
    "keys",
    "install",
];

/// What a scenario gets: the browser and the server it talks to.
pub struct Page {
    pub client: Client,
    pub server: StaticServer,
    /// Which browser it is.
    pub browser: Browser,
}

impl Page {
    /// Opens a path (e.g. `/` or `/?fen=...`) and waits for the board.
    pub async fn open(&self, path: &str) -> Result<()> {
        self.client
            .goto(&format!("{}{}", self.server.base_url(), path))
            .await?;
        self.wait_for_page().await
    }

    /// Reloads the page and waits until it is whole again.
    pub async fn reload(&self) -> Result<()> {
        self.client.refresh().await?;
        self.wait_for_page().await
    }

    /// Waits for the board, then for the rest of the page (the app draws
    /// the board first; the panel and the board's named points follow a
    /// frame later). The lists of lessons and of endings, the friend
    /// screen's first step and its transfer, and the choice of a 揭棋
    /// game have no board.
    async fn wait_for_page(&self) -> Result<()> {
        for (what, css) in [
            (
                "the board",
                "[data-testid=board], [data-testid=lesson-list], [data-testid=friend-choose], \
                 [data-testid=endgame-list], [data-testid=transfer], [data-testid=jieqi-choice]",
            ),
            (
                "the controls",
                "[data-testid=menu], [data-testid=analysis-close], [data-testid=editor-clear], \
                 [data-testid=puzzle-close], [data-testid=lessons-close], [data-testid=lesson-list-back], \
                 [data-testid=friend-close], [data-testid=endgames-close], [data-testid=endgame-to-list], \
                 [data-testid=jieqi-close], [data-testid=jieqi-new]",
            ),
            (
                "the board's points",
                "[data-testid=board] .point, [data-testid=lesson-item], [data-testid=friend-start-red], \
                 [data-testid=endgame-drill], [data-testid=transfer-send], \
                 [data-testid=transfer-unavailable], [data-testid=jieqi-start]",
            ),
        ] {
            self.client
                .wait()
                .at_most(Duration::from_secs(20))
                .for_element(Locator::Css(css))
                .await
                .with_context(|| format!("{what} did not appear within 20 s"))?;
        }
        Ok(())
    }

    /// `(data-piece, data-square)` of every piece on the board.
    pub async fn pieces(&self) -> Result<Vec<(String, String)>> {
        let value = self
            .client
            .execute(
                "return [...document.querySelectorAll('[data-testid=board] [data-piece]')]\
                 .map(e => [e.dataset.piece, e.dataset.square]);",
                vec![],
            )
            .await?;
        serde_json::from_value(value).context("unexpected piece list")
    }

    /// Sends a Chrome DevTools Protocol command through chromedriver
    /// (Chromium only: a scenario that needs it runs in Chromium alone).
    pub async fn cdp(&self, cmd: &str, params: serde_json::Value) -> Result<serde_json::Value> {
        if self.browser != Browser::Chromium {
            bail!("{cmd} needs Chromium's DevTools protocol");
        }
        Ok(self
            .client
            .issue_cmd(logs::Cdp {
                cmd: cmd.to_string(),
                params,
            })
            .await?)
    }

    /// Runs `script` in every page before the page's own scripts: through
    /// the DevTools protocol in Chromium, and elsewhere in a `<script>` the
    /// server puts first in every page it serves (so in the other browsers
    /// it reaches pages loaded after this call, as the scenarios need).
    pub async fn before_load(&self, script: &str) -> Result<()> {
        if self.browser == Browser::Chromium {
            self.cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                json!({ "source": script }),
            )
            .await?;
        } else {
            self.server.inject(script);
        }
        Ok(())
    }

    /// Runs a script and returns its value.
    ///
    /// WebKitGTK's driver now and then answers a script with an error that
    /// says nothing (no message); such an answer is asked again once.
    pub async fn js(&self, script: &str) -> Result<serde_json::Value> {
        match self.client.execute(script, vec![]).await {
            Err(fantoccini::error::CmdError::Standard(e)) if e.message.trim().is_empty() => {
                tokio::time::sleep(Duration::from_millis(200)).await;
                Ok(self.client.execute(script, vec![]).await?)
            }
            answer => Ok(answer?),
        }
    }

    /// Runs `body` as the body of an async function (it may `await`) and
    /// returns what it returns; a thrown error fails the step.
    pub async fn js_async(&self, body: &str) -> Result<serde_json::Value> {
        let script = format!(
            "const done = arguments[arguments.length - 1];\
             (async () => {{ {body} }})()\
               .then(v => done({{ ok: v }}), e => done({{ error: String(e) }}));"
        );
        let answer = self.client.execute_async(&script, vec![]).await?;
        match answer.get("error") {
            Some(e) => anyhow::bail!("script failed: {e}"),
            None => Ok(answer.get("ok").cloned().unwrap_or_default()),
        }
    }

    /// The text of the app's database record `id` in `store` (the
    /// settings, progress and friends' games, see the app's
    /// `database::records`), `None` when there is none.
    pub async fn record(&self, store: &str, id: &str) -> Result<Option<String>> {
        let text = self
            .js_async(&format!(
                "const db = await new Promise((ok, fail) => {{ const r = indexedDB.open('xiangqi'); r.onsuccess = () => ok(r.result); r.onerror = fail; }});\
                 if (!db.objectStoreNames.contains({store:?})) {{ db.close(); return null; }}\
                 const text = await new Promise((ok, fail) => {{ const r = db.transaction({store:?}).objectStore({store:?}).get({id:?}); r.onsuccess = () => ok(r.result ?? null); r.onerror = fail; }});\
                 db.close();\
                 return text;"
            ))
            .await?;
        Ok(text.as_str().map(str::to_string))
    }

    /// Waits until the record `id` in `store` holds something `holds`
    /// accepts (its text as JSON, `Null` when there is none); returns it.
    pub async fn wait_for_record(
        &self,
        store: &str,
        id: &str,
        holds: impl Fn(&serde_json::Value) -> bool,
    ) -> Result<serde_json::Value> {
        let deadline = std::time::Instant::now() + Duration::from_secs(15);
        loop {
            let value = match self.record(store, id).await? {
                Some(text) => serde_json::from_str(&text)?,
                None => serde_json::Value::Null,
            };
            if holds(&value) {
                return Ok(value);
            }
            if std::time::Instant::now() > deadline {
                bail!("the record {store}/{id} holds {value}");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Removes the record `id` in `store` as if it had never been written
    /// (the page's copy stays until it is opened again).
    pub async fn forget_record(&self, store: &str, id: &str) -> Result<()> {
        self.js_async(&format!(
            "const db = await new Promise((ok, fail) => {{ const r = indexedDB.open('xiangqi'); r.onsuccess = () => ok(r.result); r.onerror = fail; }});\
             await new Promise((ok, fail) => {{ const t = db.transaction({store:?}, 'readwrite'); t.objectStore({store:?}).delete({id:?}); t.oncomplete = ok; t.onerror = fail; }});\
             db.close();\
             return true;"
        ))
        .await?;
        Ok(())
    }

    /// The FEN of the shown position (`data-fen` of the board).
    pub async fn fen(&self) -> Result<String> {
        let v = self
            .js("return document.querySelector('[data-testid=board]').dataset.fen;")
            .await?;
        v.as_str()
            .map(str::to_string)
            .context("the board has no data-fen")
    }

    /// The element to tap for a board point: the piece standing there,
    /// else a legal-target marker, else the bare point.
    pub async fn square(&self, square: &str) -> Result<fantoccini::elements::Element> {
        for css in [
            format!("[data-testid=board] [data-piece][data-square={square}]"),
            format!("[data-testid=board] [data-target={square}]"),
            format!("[data-testid=board] .point[data-square={square}]"),
        ] {
            if let Ok(e) = self.client.find(Locator::Css(&css)).await {
                return Ok(e);
            }
        }
        bail!("no element for square {square}")
    }

    /// Taps (clicks) a board point, once no piece is sliding (a click on a
    /// moving piece can land on its neighbour).
    pub async fn tap(&self, square: &str) -> Result<()> {
        self.wait_until(
            "pieces to stop sliding",
            "return !document.getAnimations().some(a => a.animationName === 'slide' && a.playState === 'running');",
            Duration::from_secs(3),
        )
        .await?;
        let point = self.square(square).await?;
        self.click(&point).await
    }

    /// Clicks `element` as a person would: in Chromium through WebDriver's
    /// element click; elsewhere by moving the pointer to the element's
    /// middle and pressing there (geckodriver cannot scroll to an SVG
    /// group, and a click at a point goes to what is drawn there).
    pub async fn click(&self, element: &fantoccini::elements::Element) -> Result<()> {
        if self.browser == Browser::Chromium {
            element.clone().click().await?;
            return Ok(());
        }
        let middle = self
            .client
            .execute(
                "const e = arguments[0]; e.scrollIntoView({ block: 'center', inline: 'center' });\
                 const r = e.getBoundingClientRect();\
                 return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];",
                vec![serde_json::to_value(element)?],
            )
            .await?;
        let (x, y) = (
            middle[0].as_f64().context("a point")?,
            middle[1].as_f64().context("a point")?,
        );
        use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
        let press = MouseActions::new("mouse".to_string())
            .then(PointerAction::MoveTo {
                duration: None,
                x,
                y,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(press).await?;
        self.client.release_actions().await?;
        Ok(())
    }

    /// Plays a move by tapping its two squares (e.g. `"h2e2"`).
    pub async fn play(&self, iccs: &str) -> Result<()> {
        self.tap(&iccs[..2]).await?;
        self.tap(&iccs[2..]).await
    }

    /// Opens the play screen's menu unless it is open, as a person would
    /// to reach what it holds.
    pub async fn open_menu(&self) -> Result<()> {
        let open = self
            .js("return !!document.querySelector('[data-testid=dialog-menu]');")
            .await?;
        if open != true {
            let menu = self.element("[data-testid=menu]").await?;
            self.click(&menu).await?;
            self.element("[data-testid=dialog-menu]").await?;
        }
        Ok(())
    }

    /// Clicks the element with this `data-testid`; one that lives in the
    /// play screen's menu is reached through the menu.
    pub async fn click_testid(&self, id: &str) -> Result<()> {
        if MENU_ITEMS.contains(&id) && self.on_play_screen().await? {
            self.open_menu().await?;
        }
        self.element(&format!("[data-testid={id}]"))
            .await?
            .click()
            .await?;
        // A switch of the menu leaves it open: close it, as a person would
        // before going back to the game.
        if MENU_ITEMS.contains(&id) {
            let still_open = self
                .js("return !!document.querySelector('[data-testid=dialog-menu]');")
                .await?;
            if still_open == true {
                let closed = async {
                    let close = self
                        .client
                        .find(Locator::Css(
                            "[data-testid=dialog-menu] [data-testid=close]",
                        ))
                        .await?;
                    self.click(&close).await
                };
                // An item that leaves the page (the friend screen, say)
                // takes the menu with it while it is being closed.
                if let Err(e) = closed.await {
                    let gone = self
                        .js("return !document.querySelector('[data-testid=dialog-menu]');")
                        .await
                        .unwrap_or(serde_json::Value::Bool(true));
                    if gone != true {
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether the play screen (with its menu button) is on the page.
    pub async fn on_play_screen(&self) -> Result<bool> {
        Ok(self
            .js("return !!document.querySelector('.app [data-testid=menu]');")
            .await?
            == true)
    }

    /// The element `css` selects, waiting a few seconds for it to appear
    /// (as a person waits for a dialog that loads after the first paint).
    pub async fn element(&self, css: &str) -> Result<fantoccini::elements::Element> {
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        loop {
            match self.client.find(Locator::Css(css)).await {
                Ok(element) => return Ok(element),
                Err(_) if std::time::Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => return Err(e).with_context(|| format!("no {css}")),
            }
        }
    }

    /// Clicks the element `css` selects, as [`Page::click`] does. An
    /// element a screen draws again while it works (an analysis line as
    /// the search deepens) may be replaced between finding and clicking:
    /// then the new one is found and clicked, as a person's second try.
    pub async fn click_css(&self, css: &str) -> Result<()> {
        let mut tries = 0;
        loop {
            let element = self.element(css).await?;
            match self.click(&element).await {
                Ok(()) => return Ok(()),
                Err(e) if tries < 3 => {
                    tries += 1;
                    eprintln!("clicking {css} again after: {e:#}");
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Takes the console's errors so far (Chromium's log), so that errors a
    /// scenario brings about on purpose can be checked there and do not
    /// fail it at its end.
    pub async fn take_console_errors(&self) -> Result<Vec<String>> {
        logs::console_errors(&self.client).await
    }

    /// Waits until `condition` (a script returning a boolean) holds.
    pub async fn wait_until(&self, what: &str, condition: &str, limit: Duration) -> Result<()> {
        let deadline = std::time::Instant::now() + limit;
        loop {
            if self.js(condition).await? == serde_json::Value::Bool(true) {
                return Ok(());
            }
            if std::time::Instant::now() > deadline {
                bail!("waited {} s for {what}", limit.as_secs());
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// `data-iccs` of every entry of the move list.
    pub async fn moves(&self) -> Result<Vec<String>> {
        let v = self
            .js("return [...document.querySelectorAll('[data-testid=move]')].map(e => e.dataset.iccs);")
            .await?;
        serde_json::from_value(v).context("unexpected move list")
    }

    /// Waits for the AI to finish thinking and the game to reach `plies` moves.
    pub async fn wait_for_plies(&self, plies: usize, limit: Duration) -> Result<()> {
        self.wait_until(
            &format!("{plies} moves in the list"),
            &format!(
                "return document.querySelectorAll('[data-testid=move]').length >= {plies} \
                 && !document.querySelector('[data-testid=status]').dataset.thinking;"
            ),
            limit,
        )
        .await
    }

    /// The status element's `(data-outcome, data-reason)`.
    pub async fn result(&self) -> Result<(Option<String>, Option<String>)> {
        let v = self
            .js("const s = document.querySelector('[data-testid=status]');\
                 return [s.dataset.outcome || null, s.dataset.reason || null];")
            .await?;
        serde_json::from_value(v).context("unexpected status")
    }

    /// Waits until the status shows the game's result, then returns it.
    pub async fn wait_for_result(
        &self,
        limit: Duration,
    ) -> Result<(Option<String>, Option<String>)> {
        self.wait_until(
            "the game's result",
            "return !!document.querySelector('[data-testid=status][data-outcome]');",
            limit,
        )
        .await?;
        self.result().await
    }

    /// Plays `cycle` (ICCS moves, both sides) twice, one move at a time, so
    /// that its start position comes back a third time.
    pub async fn play_cycle_twice(&self, cycle: &[&str]) -> Result<()> {
        for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
            self.play(m).await?;
            self.wait_for_plies(i + 1, Duration::from_secs(5)).await?;
        }
        Ok(())
    }

    /// Saves a screenshot as `target/e2e/<name>.png` and returns its path.
    pub async fn screenshot(&self, name: &str) -> Result<PathBuf> {
        save_screenshot(&self.client, name).await
    }
}

/// Where screenshots go: `target/e2e/`, and a folder of its own there for
/// each browser but Chromium.
fn output_dir() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("e2e");
    Browser::current().map_or(root.clone(), |b| b.screenshots(&root))
}

async fn save_screenshot(client: &Client, name: &str) -> Result<PathBuf> {
    let png = client.screenshot().await?;
    let dir = output_dir();
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, png)?;
    Ok(path)
}

/// The build to serve: `dist/`, or the folder named by `E2E_DIST` (to test
/// a copy of a build while another build replaces `dist/`).
pub fn dist_dir() -> Result<PathBuf> {
    let dist = std::env::var_os("E2E_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("dist"));
    if !dist.join("index.html").exists() {
        bail!(
            "{} has no index.html: build first (cargo xtask build)",
            dist.display()
        );
    }
    Ok(dist)
}

async fn connect(
    driver: &Driver,
    browser: Browser,
    viewport: Viewport,
    profile: &Path,
) -> Result<Client> {
    let serde_json::Value::Object(caps) = browser.capabilities(viewport, profile) else {
        bail!("capabilities must be an object");
    };
    let url = driver.url();
    let mut builder = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
    builder.capabilities(caps);
    let client = tokio::time::timeout(Duration::from_secs(60), builder.connect(&url))
        .await
        .map_err(|_| anyhow!("{} started within 60 s", browser.name()))??;
    client
        .set_window_size(viewport.width, viewport.height)
        .await?;
    Ok(client)
}

/// Runs `body` as the scenario `name` in a fresh browser of size `viewport`.
/// Panics (failing the test) with the reason; a screenshot is saved first.
pub async fn scenario<F>(name: &str, viewport: Viewport, body: F)
where
    F: AsyncFnOnce(&Page) -> Result<()>,
{
    if let Err(e) = run(name, viewport, body).await {
        panic!("scenario `{name}` failed: {e:#}");
    }
}

async fn run<F>(name: &str, viewport: Viewport, body: F) -> Result<()>
where
    F: AsyncFnOnce(&Page) -> Result<()>,
{
    let browser = Browser::current()?;
    let server = StaticServer::start(&dist_dir()?)?;
    let driver = Driver::start(browser)?;
    // Deleted on drop, after the browser has quit: a profile is ~14 MB and
    // the suite starts a browser per scenario.
    let profile = tempfile::Builder::new()
        .prefix("xiangqi-e2e-profile-")
        .tempdir()?;
    let client = connect(&driver, browser, viewport, profile.path()).await?;
    let page = Page {
        client: client.clone(),
        server,
        browser,
    };
    logs::catch_page_errors(&page).await?;
    // Scenarios play as returning visitors (no first-visit welcome), unless
    // they ask for a first visit: `sessionStorage['e2e-first-visit'] =
    // 'clear'` empties the storage before the next page load's app starts
    // (the database's deletion runs before the app's opening, which waits).
    page.before_load(
        "const f = sessionStorage.getItem('e2e-first-visit');\
         if (f === 'clear') { localStorage.clear(); indexedDB.deleteDatabase('xiangqi'); sessionStorage.setItem('e2e-first-visit', 'done'); }\
         else if (!f) localStorage.setItem('xiangqi.v1.welcomed', '1');",
    )
    .await?;
    let outcome = tokio::time::timeout(Duration::from_secs(180), body(&page)).await;
    let result = match outcome {
        Err(_) => Err(anyhow!("timed out after 180 s")),
        Ok(Err(e)) => Err(e),
        Ok(Ok(())) => tokio::time::timeout(
            Duration::from_secs(20),
            logs::assert_no_console_errors(&page),
        )
        .await
        .unwrap_or_else(|_| Err(anyhow!("the browser did not answer after the scenario"))),
    };
    if result.is_err() {
        let failure = format!("{name}-failure");
        let shot = save_screenshot(&client, &failure);
        match tokio::time::timeout(Duration::from_secs(20), shot).await {
            Ok(Ok(path)) => eprintln!("screenshot saved: {}", path.display()),
            Ok(Err(e)) => eprintln!("could not save a screenshot: {e}"),
            Err(_) => eprintln!("could not save a screenshot: the browser did not answer"),
        }
    }
    // A browser that hangs on quitting is left to the driver's end.
    let _ = tokio::time::timeout(Duration::from_secs(20), client.close()).await;
    drop(driver);
    drop(profile);
    result
}
