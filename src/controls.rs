//! The game buttons under the board (new game, takeback, hint, flip,
//! offer draw, resign, and the menu that holds everything else), and the
//! engine's analysis.

use crate::session::Session;
use leptos::prelude::*;
use xiangqi_ui::model::{Dialog, Effect, Now, Table};
use xiangqi_ui::words::Msg;

/// The word under a button's icon, short enough for a phone's row.
pub fn short_label(msg: Msg) -> Msg {
    match msg {
        Msg::NewGame => Msg::NewShort,
        Msg::Undo => Msg::UndoShort,
        Msg::Flip => Msg::FlipShort,
        Msg::OfferDraw => Msg::DrawShort,
        Msg::Resign => Msg::ResignShort,
        other => other,
    }
}

/// One labelled button with an icon.
#[component]
fn ControlButton(
    testid: &'static str,
    icon: &'static str,
    msg: Msg,
    #[prop(into)] disabled: Signal<bool>,
    action: fn(&mut Table, Now) -> Vec<Effect>,
    /// Why the button is off, shown as its tooltip instead of its name.
    #[prop(into, optional)]
    why_off: Option<Signal<Option<&'static str>>>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    let title = move || why_off.and_then(|w| w.get()).unwrap_or_else(|| s.t(msg));
    view! {
        <button
            class="control"
            data-testid=testid
            title=title
            aria-label=move || s.t(msg)
            disabled=move || disabled.get()
            on:click=move |_| s.act(action)
        >
            <span class="icon" aria-hidden="true">{icon}</span>
            <span class="label" aria-hidden="true">{move || s.t(short_label(msg))}</span>
        </button>
    }
}

/// The menu's button: everything the play screen does not show (tools,
/// records, study screens, preferences, help) opens from here.
#[component]
pub fn MenuButton() -> impl IntoView {
    view! {
        <ControlButton
            testid="menu"
            icon="☰"
            msg=Msg::Menu
            disabled=Signal::stored(false)
            action=|t, _| t.open_dialog(Dialog::Menu)
        />
    }
}

/// The row of game buttons: new game, takeback, hint, flip, offer draw
/// and resign, for the player (against the AI) or the side to move (two
/// players side by side), and the menu. Face to face each seat holds its
/// own game buttons instead, and the menu sits with the moves, where both
/// reach it.
#[component]
pub fn Controls() -> impl IntoView {
    let s = expect_context::<Session>();
    let table = s.table;
    let over = move || s.outcome.with(Option::is_some);
    view! {
        <nav class="controls" aria-label=move || s.t(Msg::Controls)>
            <ControlButton
                testid="new-game"
                icon="＋"
                msg=Msg::NewGame
                disabled=Signal::stored(false)
                action=|t, _| t.open_dialog(Dialog::NewGame)
            />
            <ControlButton
                testid="undo"
                icon="↶"
                msg=Msg::Undo
                disabled=Signal::derive(move || !table.with(Table::can_undo))
                action=|t, now| t.undo(now)
            />
            <ControlButton
                testid="hint"
                icon="?"
                msg=Msg::Hint
                disabled=Signal::derive(move || table.with(|t| !t.can_move() || t.task().is_some()))
                action=|t, _| t.ask_hint()
            />
            <ControlButton
                testid="flip"
                icon="⇅"
                msg=Msg::Flip
                disabled=Signal::stored(false)
                action=|t, _| t.flip()
            />
            <ControlButton
                testid="offer-draw"
                icon="½"
                msg=Msg::OfferDraw
                disabled=Signal::derive(move || table.with(|t| !t.can_offer_draw(t.acting_side())))
                why_off=Signal::derive(move || {
                    let block = table.with(|t| t.offer_block(t.acting_side()))?;
                    Some(xiangqi_ui::words::notices::offer_block(s.lang.get(), block))
                })
                action=|t, _| {
                    let side = t.acting_side();
                    t.ask_offer_draw(side)
                }
            />
            <ControlButton
                testid="resign"
                icon="⚑"
                msg=Msg::Resign
                disabled=Signal::derive(over)
                action=|t, _| {
                    let side = t.acting_side();
                    t.ask_resign(side)
                }
            />
            <MenuButton />
        </nav>
    }
}

/// Depth, score and principal variation of the latest search.
#[component]
pub fn EnginePanel() -> impl IntoView {
    let s = expect_context::<Session>();
    let shown = move || s.settings.with(|st| st.engine_panel);
    let info = Memo::new(move |_| s.table.with(|t| t.info().cloned()));
    let body = move || {
        let notation = s.notation.get();
        let thinking = s.table.with(|t| t.task().is_some());
        info.get().map(|info| {
            // A move from the opening book is reported at depth 0: no
            // search, so no depth and no score to show.
            let book = info.depth == 0;
            let depth = if book {
                s.t(Msg::OpeningBook).to_string()
            } else {
                info.depth.to_string()
            };
            let score = if book {
                "–".to_string()
            } else {
                xiangqi_ui::words::score::score_text(info.score_red)
            };
            let mut pos = info.root.clone();
            let mut line = Vec::new();
            for m in info.pv.iter().take(10) {
                line.push(xiangqi_ui::words::moves::written(
                    s.lang.get(),
                    &pos,
                    *m,
                    notation,
                ));
                match pos.play(*m) {
                    Ok(next) => pos = next,
                    Err(_) => break,
                }
            }
            view! {
                <dl class="engine-info" class:live=thinking data-testid="engine-info">
                    <dt>{s.t(Msg::Depth)}</dt>
                    <dd data-testid="engine-depth" data-book=book.then_some("true")>{depth}</dd>
                    <dt>{s.t(Msg::Score)}</dt>
                    <dd data-testid="engine-score">{score}</dd>
                    <dt>{s.t(Msg::BestLine)}</dt>
                    <dd data-testid="engine-pv" class="pv">{line.join(" ")}</dd>
                </dl>
            }
        })
    };
    view! {
        <Show when=shown>
            <section class="engine-panel" data-testid="engine-panel">
                {body}
            </section>
        </Show>
    }
}
