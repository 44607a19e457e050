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

pub mod install;
mod update;

use leptos::prelude::*;

use crate::session::Session;
use xiangqi_ui::words::Msg;

/// Makes the app work offline from a page without the game's prompt (the
/// puzzle trainer): registers the service worker. A waiting new version
/// is offered on the game's screen.
pub fn register_offline() {
    let _ = update::register();
}

/// The floating "Update" prompt, shown when a new version is waiting.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let s = expect_context::<Session>();
    let update_ready = update::register();
    view! {
        <Show when=move || update_ready.get()>
            <div class="app-bar" role="region" aria-label=move || s.t(Msg::UpdateRegion)>
                <div class="app-bar-item" data-testid="update-ready">
                    <span>
                        {move || s.t(Msg::UpdateReady)}
                    </span>
                    <button data-testid="update" on:click=move |_| update::activate_waiting()>
                        {move || s.t(Msg::UpdateNow)}
                    </button>
                </div>
            </div>
        </Show>
    }
}

pub use install::{listen as listen_for_install, Install};
