//! Runs one browser scenario: serves `dist/`, starts chromedriver and a
//! headless Chromium, runs the scenario under a time limit, saves a
//! screenshot under `target/e2e/` on failure, and fails on console errors.

mod driver;
mod logs;
mod pair;
mod server;

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{anyhow, bail, Context, Result};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use driver::Chromedriver;
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
pub const MENU_ITEMS: [&str; 21] = [
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
    /// frame later). The lists of lessons and of endings, and the friend
    /// screen's first step and its transfer, have no board.
    async fn wait_for_page(&self) -> Result<()> {
        for (what, css) in [
            (
                "the board",
                "[data-testid=board], [data-testid=lesson-list], [data-testid=friend-choose], \
                 [data-testid=endgame-list], [data-testid=transfer]",
            ),
            (
                "the controls",
                "[data-testid=menu], [data-testid=analysis-close], [data-testid=editor-clear], \
                 [data-testid=puzzle-close], [data-testid=lessons-close], [data-testid=lesson-list-back], \
                 [data-testid=friend-close], [data-testid=endgames-close], [data-testid=endgame-to-list]",
            ),
            (
                "the board's points",
                "[data-testid=board] .point, [data-testid=lesson-item], [data-testid=friend-start-red], \
                 [data-testid=endgame-drill], [data-testid=transfer-send]",
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

    /// Sends a Chrome DevTools Protocol command through chromedriver.
    pub async fn cdp(&self, cmd: &str, params: serde_json::Value) -> Result<serde_json::Value> {
        Ok(self
            .client
            .issue_cmd(logs::Cdp {
                cmd: cmd.to_string(),
                params,
            })
            .await?)
    }

    /// Runs `script` in every page before the page's own scripts.
    pub async fn before_load(&self, script: &str) -> Result<()> {
        self.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": script }),
        )
        .await?;
        Ok(())
    }

    /// Runs a script and returns its value.
    pub async fn js(&self, script: &str) -> Result<serde_json::Value> {
        Ok(self.client.execute(script, vec![]).await?)
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
        self.square(square).await?.click().await?;
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
            self.element("[data-testid=menu]").await?.click().await?;
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
                self.element("[data-testid=dialog-menu] [data-testid=close]")
                    .await?
                    .click()
                    .await?;
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

fn output_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("e2e")
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

async fn connect(driver: &Chromedriver, viewport: Viewport, profile: &Path) -> Result<Client> {
    let caps = json!({
        "goog:chromeOptions": {
            "binary": "/usr/bin/chromium",
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                // Two browsers on this machine connect directly (the
                // friend's live game) by their plain local addresses.
                "--disable-features=WebRtcHideLocalIpsWithMdns",
                format!("--user-data-dir={}", profile.display()),
                format!("--window-size={},{}", viewport.width, viewport.height),
            ]
        },
        "goog:loggingPrefs": { "browser": "ALL" }
    });
    let serde_json::Value::Object(caps) = caps else {
        bail!("capabilities must be an object");
    };
    let url = driver.url();
    let mut builder = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
    builder.capabilities(caps);
    let client = tokio::time::timeout(Duration::from_secs(60), builder.connect(&url))
        .await
        .map_err(|_| anyhow!("chromedriver started no browser within 60 s"))??;
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
    let server = StaticServer::start(&dist_dir()?)?;
    let driver = Chromedriver::start()?;
    // Deleted on drop, after the browser has quit: a profile is ~14 MB and
    // the suite starts a browser per scenario.
    let profile = tempfile::Builder::new()
        .prefix("xiangqi-e2e-profile-")
        .tempdir()?;
    let client = connect(&driver, viewport, profile.path()).await?;
    let page = Page {
        client: client.clone(),
        server,
    };
    // Scenarios play as returning visitors (no first-visit welcome), unless
    // they ask for a first visit: `sessionStorage['e2e-first-visit'] =
    // 'clear'` empties the storage before the next page load's app starts.
    page.before_load(
        "const f = sessionStorage.getItem('e2e-first-visit');\
         if (f === 'clear') { localStorage.clear(); sessionStorage.setItem('e2e-first-visit', 'done'); }\
         else if (!f) localStorage.setItem('xiangqi.v1.welcomed', '1');",
    )
    .await?;
    let outcome = tokio::time::timeout(Duration::from_secs(180), body(&page)).await;
    let result = match outcome {
        Err(_) => Err(anyhow!("timed out after 180 s")),
        Ok(Err(e)) => Err(e),
        Ok(Ok(())) => logs::assert_no_console_errors(&client).await,
    };
    if result.is_err() {
        match save_screenshot(&client, &format!("{name}-failure")).await {
            Ok(path) => eprintln!("screenshot saved: {}", path.display()),
            Err(e) => eprintln!("could not save a screenshot: {e}"),
        }
    }
    let _ = client.close().await;
    drop(driver);
    drop(profile);
    result
}
