//! The installable, offline app: service worker registration, the "Update"
//! prompt for a new version, and the "Install" button.
//!
//! The service worker (`public/sw.js`, completed at build time) precaches
//! the whole build. A new version installs in the background and then
//! waits; the page shows an Update button and activates it only when the
//! player asks, then reloads: the saved game resumes, so nothing is lost
//! and nothing reloads by itself under a running game.
//!
//! Debug builds (`cargo xtask serve`) register no worker, so live reload
//! always shows the latest code.

mod install;
mod update;

use leptos::prelude::*;

use crate::i18n::Lang;
use crate::session::Session;

/// Text of the two buttons and their hint, in the player's language.
fn text(lang: Lang, english: &'static str, chinese: &'static str) -> &'static str {
    match lang {
        Lang::En => english,
        Lang::Zh => chinese,
    }
}

/// The floating "Update" prompt, shown when a new version is waiting.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let s = expect_context::<Session>();
    let update_ready = update::register();
    view! {
        <Show when=move || update_ready.get()>
            <div class="app-bar" role="region" aria-label=move || text(s.lang.get(), "Update", "更新")>
                <div class="app-bar-item" data-testid="update-ready">
                    <span>
                        {move || text(
                            s.lang.get(),
                            "A new version is ready. Your game is saved.",
                            "新版本已就绪，对局已保存。",
                        )}
                    </span>
                    <button data-testid="update" on:click=move |_| update::activate_waiting()>
                        {move || text(s.lang.get(), "Update", "更新")}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The "Install app" button (among the tools), shown when the browser
/// offers installation.
#[component]
pub fn InstallButton() -> impl IntoView {
    let s = expect_context::<Session>();
    let install = install::listen();
    view! {
        <Show when=move || install.available.get()>
            <button class="toggle" data-testid="install" on:click=move |_| install.prompt()>
                {move || text(s.lang.get(), "Install app", "安装应用")}
            </button>
        </Show>
    }
}
