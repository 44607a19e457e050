//! The friend screen's panels: the choice of a new game with the games on
//! this device, and the game's own panel (whose move, the link to send).

use leptos::prelude::*;
use xiangqi::Color;
use xiangqi_ui::words::outcome_for;

use super::fields::BackToGame;
use super::live::{Handshake, Live, LiveSetup, Stage};
use super::session::Friend;
use super::share::SharePanel;

/// A new game on either side, and the games by link on this device.
#[component]
pub fn ChoosePanel() -> impl IntoView {
    let f = expect_context::<Friend>();
    let live = expect_context::<Live>();
    // Drawn again only when the handshake starts or ends, so that a field
    // being typed in keeps its text.
    let handshake = Memo::new(move |_| !matches!(live.stage.get(), Stage::Idle | Stage::Connected));
    let games = move || {
        f.games()
            .into_iter()
            .map(|(game, me)| {
                let id = game.id().to_string();
                let g = game.game();
                let turn = if g.is_over() {
                    "turn-over"
                } else if g.side_to_move() == me {
                    "turn-yours"
                } else {
                    "turn-theirs"
                };
                let side = if me == Color::Red { "you-red" } else { "you-black" };
                let label = f.w_with(
                    "game-entry",
                    &[
                        ("side", f.w(side)),
                        ("plies", g.ply_count().to_string()),
                        ("turn", f.w(turn)),
                    ],
                );
                view! {
                    <li>
                        <button class="lesson-item" data-testid="friend-game" data-id=id on:click=move |_| f.show(game.clone(), me)>
                            {label}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="panel lesson-list friend-choose" data-testid="friend-choose">
            <header class="analysis-head">
                <h2>{move || f.w("title")}</h2>
                <div class="analysis-head-buttons">
                    <BackToGame />
                </div>
            </header>
            {move || {
                if handshake.get() {
                    view! { <Handshake /> }.into_any()
                } else {
                    view! { <LiveSetup /> }.into_any()
                }
            }}
            <p class="friend-said lesson-feedback" data-testid="live-said" role="status">
                {move || live.said.get()}
            </p>
            <h2>{move || f.w("by-link-title")}</h2>
            <p class="lesson-intro">{move || f.w("intro")}</p>
            <Said />
            <div class="lesson-forward-buttons">
                <button class="primary" data-testid="friend-start-red" on:click=move |_| f.new_game(Color::Red)>
                    {move || f.w("start-red")}
                </button>
                <button data-testid="friend-start-black" on:click=move |_| f.new_game(Color::Black)>
                    {move || f.w("start-black")}
                </button>
            </div>
            <section class="lesson-part">
                <h2>{move || f.w("your-games")}</h2>
                <ol>{games}</ol>
            </section>
            <section class="lesson-part">
                <h2>{move || f.w("transfer-title")}</h2>
                <p class="lesson-intro">{move || f.w("transfer-why")}</p>
                <div class="lesson-forward-buttons">
                    <button data-testid="transfer-open" on:click=move |_| xiangqi_ui::web::go("?mode=friend&part=transfer")>
                        {move || f.w("transfer-open")}
                    </button>
                </div>
            </section>
        </div>
    }
}

/// The game's panel: the side played here, whose move, the result, and
/// the link to send while the friend is to move.
#[component]
pub fn GamePanel() -> impl IntoView {
    let f = expect_context::<Friend>();
    let me = move || {
        f.shown
            .with(|s| s.as_ref().map_or(Color::Red, |(_, me)| *me))
    };
    let status = move || {
        f.shown.with(|s| {
            let (game, me) = s.as_ref()?;
            let g = game.game();
            Some(if let Some(outcome) = g.outcome() {
                f.w_with("over", &[("result", outcome_for(f.lang(), &outcome, *me))])
            } else if g.side_to_move() == *me {
                f.w("your-move")
            } else if g.ply_count() == 0 {
                f.w("invite")
            } else {
                f.w("waiting")
            })
        })
    };
    let waiting = move || {
        f.shown.with(|s| {
            s.as_ref()
                .is_some_and(|(g, me)| g.game().is_over() || g.game().side_to_move() != *me)
        })
    };
    let can_take_back = move || {
        f.shown.with(|s| {
            s.as_ref().is_some_and(|(g, me)| {
                !g.game().is_over() && g.game().ply_count() > 0 && g.game().side_to_move() != *me
            })
        })
    };
    view! {
        <aside class="panel lesson-panel friend-panel" data-testid="friend-game-panel">
            <header class="analysis-head">
                <h2>{move || f.w(if me() == Color::Red { "you-red" } else { "you-black" })}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="friend-list" on:click=move |_| f.to_list()>
                        {move || f.w("new-game")}
                    </button>
                </div>
            </header>
            <p class="lesson-task" data-testid="friend-status">{status}</p>
            <crate::friend::moves::FriendMoves game=Signal::derive(move || {
                f.shown.with(|s| s.as_ref().map(|(g, _)| g.game().clone()))
            }) />
            <Said />
            {move || waiting().then(|| view! { <SharePanel /> })}
            <div class="lesson-buttons">
                {move || can_take_back().then(|| view! {
                    <button data-testid="friend-take-back" on:click=move |_| f.take_back()>
                        {f.w("take-back")}
                    </button>
                })}
                <BackToGame />
            </div>
        </aside>
    }
}

/// What the screen says about the last thing that happened.
#[component]
fn Said() -> impl IntoView {
    let f = expect_context::<Friend>();
    view! {
        <p class="lesson-feedback friend-said" data-testid="friend-said" role="status">
            {move || f.said.get()}
        </p>
    }
}
