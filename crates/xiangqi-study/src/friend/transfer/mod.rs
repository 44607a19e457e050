//! Moving the player's data to their other device (`?mode=friend&part=transfer`,
//! `data-testid="transfer"`): the same direct connection as a live game,
//! opened with the same codes and QR codes; then every game, all progress
//! and the settings go across and are merged there, with the progress of
//! both devices shown and a clear end. Each device keeps what it had.

mod session;

use leptos::prelude::*;
use xiangqi_ui::model::backup::Merged;

use crate::friend::fields::{BackToGame, CodeField};
use crate::friend::qr::QrImage;
use crate::friend::session::Friend;
pub use session::{Step, Transfer};

/// Whether the page's query asks for the transfer (`part=transfer`).
pub fn requested() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| web_sys::UrlSearchParams::new_with_str(&q).ok())
        .and_then(|p| p.get("part"))
        .is_some_and(|part| part == "transfer")
}

/// The transfer's panel.
#[component]
pub fn TransferPanel() -> impl IntoView {
    let f = expect_context::<Friend>();
    let t = Transfer::new(f);
    // Drawn again only when the step changes kind, so that a field being
    // typed in keeps its text while the numbers move.
    let kind = Memo::new(move |_| t.step.with(Step::name));
    view! {
        <div class="panel lesson-list friend-choose friend-transfer">
            <header class="analysis-head">
                <h2>{move || f.w("transfer-title")}</h2>
                <div class="analysis-head-buttons">
                    <BackToGame />
                </div>
            </header>
            <section
                class="lesson-part"
                data-testid="transfer"
                data-step=move || kind.get()
                data-done=move || t.moved.get().0
                data-total=move || t.moved.get().1
            >
                <p class="lesson-intro">{move || f.w("transfer-intro")}</p>
                {move || {
                    kind.track();
                    step_view(t, t.step.get_untracked())
                }}
                <p class="friend-said lesson-feedback" data-testid="transfer-said" role="status">
                    {move || t.said.get()}
                </p>
            </section>
        </div>
    }
}

/// What the panel shows at `step`.
fn step_view(t: Transfer, step: Step) -> AnyView {
    let f = t.f;
    let cancel = move || {
        view! {
            <div class="dialog-buttons">
                <button data-testid="transfer-cancel" on:click=move |_| t.cancel()>
                    {move || f.w("live-cancel")}
                </button>
            </div>
        }
    };
    match step {
        Step::Choose if !crate::friend::peer::can_connect() => view! {
            <p class="lesson-task" role="note" data-testid="transfer-unavailable">{f.w("transfer-unavailable")}</p>
        }
        .into_any(),
        Step::Choose => view! {
            <div class="lesson-forward-buttons">
                <button class="primary" data-testid="transfer-send" on:click=move |_| t.send()>
                    {move || f.w("transfer-send")}
                </button>
                <button data-testid="transfer-receive" on:click=move |_| t.await_code()>
                    {move || f.w("transfer-receive")}
                </button>
            </div>
        }
        .into_any(),
        Step::ToReceive => view! {
            <CodeField
                label="transfer-offer-label"
                field="transfer-paste"
                button="transfer-join"
                action="live-join"
                primary=true
                on_send=Callback::new(move |text: String| t.receive(&text))
            />
            {cancel()}
        }
        .into_any(),
        Step::Working => view! {
            <p class="lesson-task" role="status">{f.w("live-connecting")}</p>
            {cancel()}
        }
        .into_any(),
        Step::Offered(code) => view! {
            <p class="lesson-task">{f.w("transfer-your-code")}</p>
            <ShownCode code=code.clone() />
            <CodeField
                label="transfer-answer-label"
                field="transfer-answer"
                button="transfer-connect"
                action="transfer-connect"
                primary=true
                on_send=Callback::new(move |text: String| t.connect(&text))
            />
            <QrImage text=Signal::stored(code) label=Signal::derive(move || f.w("qr-label")) />
            {cancel()}
        }
        .into_any(),
        Step::Answered(code) => view! {
            <p class="lesson-task">{f.w("transfer-your-answer")}</p>
            <ShownCode code=code.clone() />
            <QrImage text=Signal::stored(code) label=Signal::derive(move || f.w("qr-label")) />
            {cancel()}
        }
        .into_any(),
        Step::Sending { .. } | Step::Receiving { .. } => view! {
            <Progress t />
            {cancel()}
        }
        .into_any(),
        Step::Merging => view! {
            <p class="lesson-task" role="status">{f.w("transfer-merging")}</p>
        }
        .into_any(),
        Step::Sent(m) => done(t, "transfer-sent", m),
        Step::Received(m) => done(t, "transfer-received", m),
        Step::Failed(why) => view! {
            <p class="field-error" role="alert" data-testid="transfer-error">{why}</p>
            <div class="dialog-buttons">
                <button data-testid="transfer-again" on:click=move |_| t.cancel()>
                    {move || f.w("transfer-again")}
                </button>
            </div>
        }
        .into_any(),
    }
}

/// The code this device shows, with the button that copies it.
#[component]
fn ShownCode(code: String) -> impl IntoView {
    let f = expect_context::<Friend>();
    let copied = code.clone();
    view! {
        <label class="friend-link-label">
            {move || f.w("live-code-label")}
            <textarea data-testid="transfer-code" rows="3" readonly prop:value=code></textarea>
        </label>
        <div class="dialog-buttons">
            <button data-testid="transfer-copy" on:click=move |_| {
                let _ = xiangqi_ui::web::clipboard::write(&copied);
            }>
                {move || f.w("copy-code")}
            </button>
        </div>
    }
}

/// How far the data has gone, as a bar and in words.
#[component]
fn Progress(t: Transfer) -> impl IntoView {
    let f = t.f;
    let numbers = move || match t.step.get() {
        Step::Sending { done, total } => Some((true, done, total)),
        Step::Receiving { done, total } => Some((false, done, total)),
        _ => None,
    };
    let text = move || {
        let (sending, done, total) = numbers()?;
        let key = match (sending, done == total && total > 0) {
            (true, true) => "transfer-waiting",
            (true, false) => "transfer-sending",
            (false, _) if total == 0 => "transfer-connected",
            (false, _) => "transfer-receiving",
        };
        Some(f.w_with(
            key,
            &[("done", done.to_string()), ("total", total.to_string())],
        ))
    };
    view! {
        <progress
            class="transfer-progress"
            data-testid="transfer-progress"
            max=move || numbers().map_or(1, |(_, _, total)| total.max(1))
            value=move || numbers().map_or(0, |(_, done, _)| done)
        ></progress>
        <p class="lesson-task" role="status">{text}</p>
    }
}

/// The clear end: what the receiving device added.
fn done(t: Transfer, key: &'static str, m: Merged) -> AnyView {
    let f = t.f;
    let text = if m.is_empty() {
        f.w("transfer-nothing-new")
    } else {
        f.w_with(
            key,
            &[
                ("games", m.games.to_string()),
                ("lessons", m.lessons.to_string()),
                ("puzzles", m.puzzle_attempts.to_string()),
                ("drills", m.drills.to_string()),
            ],
        )
    };
    view! {
        <p class="lesson-task" role="status" data-testid="transfer-result" data-games=m.games>
            {text}
        </p>
        <div class="dialog-buttons">
            <button class="primary" data-testid="transfer-done" on:click=move |_| xiangqi_ui::web::go("")>
                {move || f.w("transfer-done")}
            </button>
        </div>
    }
    .into_any()
}
