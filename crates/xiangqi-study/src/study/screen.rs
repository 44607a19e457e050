//! The analysis board's screen: the board with the engine's arrows and the
//! evaluation bar, and a panel with the engine, its lines, the moves and
//! the way back to the game.

use leptos::prelude::*;
use xiangqi::{Color, Square};

use super::board_view::{check_square, study_board};
use super::eval_bar::EvalBar;
use super::lines::{EngineBar, EngineLines};
use super::review_view::{EvalGraph, MoveVerdict, ReviewBar, ReviewSummary};
use super::session::StudySession;
use super::tree_view::TreeView;
use xiangqi_ui::board::{Handlers, Highlights};
use xiangqi_ui::model::Analysis;
use xiangqi_ui::words::Msg;
use xiangqi_ui::words::StudyMsg;

/// A signal of `f` that tells the board only when its value changes: the
/// analysis changes at each of the engine's reports, and the board should
/// not be drawn again for those.
fn memo<T: Clone + PartialEq + Send + Sync + 'static>(
    f: impl Fn() -> T + Send + Sync + 'static,
) -> Signal<T> {
    Memo::new(move |_| f()).into()
}

/// The analysis board.
#[component]
pub fn AnalysisScreen() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let a = s.analysis;
    let position = Memo::new(move |_| {
        a.with(|a| a.as_ref().map(|a| a.position().clone()))
            .unwrap_or_default()
    });
    let bottom = Memo::new(move |_| a.with(|a| a.as_ref().map_or(Color::Red, Analysis::bottom)));
    let highlights = Highlights {
        last_move: memo(move || a.with(|a| a.as_ref().and_then(Analysis::last_move))),
        selected: memo(move || a.with(|a| a.as_ref().and_then(Analysis::selected))),
        targets: memo(move || a.with(|a| a.as_ref().map(Analysis::targets).unwrap_or_default())),
        check: check_square(position),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: memo(move || {
            a.with(|a| {
                let Some(a) = a else { return Vec::new() };
                // A reviewed mistake: the better move first.
                let better = a.marked_better_move(a.at());
                better.into_iter().chain(a.arrows()).collect()
            })
        }),
        animate: memo(move || a.with(|a| a.as_ref().and_then(Analysis::animate))),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| s.study(move |a| a.tap(sq))),
        on_drop: Callback::new(move |(from, to): (Square, Square)| {
            s.study(move |a| a.drop_piece(from, to))
        }),
        can_pick: Callback::new(move |sq: Square| {
            a.with_untracked(|a| a.as_ref().is_some_and(|a| a.can_pick(sq)))
        }),
    };
    let turn = move || {
        let side = position.with(|p| p.side_to_move());
        s.t(if side == Color::Red {
            Msg::RedToMove
        } else {
            Msg::BlackToMove
        })
    };
    view! {
        <main class="app analysis" class:flipped=move || bottom.get() == Color::Black data-testid="analysis">
            <h1 class="visually-hidden">{move || s.t(StudyMsg::AnalysisBoard)}</h1>
            <section class="board-area">
                <EvalBar />
                <div class="board-wrap">
                    {study_board(
                        s,
                        position,
                        bottom,
                        highlights,
                        handlers,
                        Signal::derive(move || s.t(StudyMsg::AnalysisBoard).to_string()),
                    )}
                </div>
                <div class="analysis-turn" aria-live="polite">{turn}</div>
            </section>
            <aside class="panel">
                <header class="analysis-head">
                    <h2>{move || s.t(StudyMsg::AnalysisBoard)}</h2>
                    <div class="analysis-head-buttons">
                        <button data-testid="analysis-copy-link" on:click=move |_| {
                            let link = s.link();
                            let said = if xiangqi_ui::web::clipboard::write(&link) {
                                s.t(Msg::Copied).to_string()
                            } else {
                                link
                            };
                            s.say(said);
                        }>
                            {move || s.t(StudyMsg::CopyLink)}
                        </button>
                        <button data-testid="analysis-close" on:click=move |_| s.close()>
                            {move || s.t(Msg::BackToGame)}
                        </button>
                    </div>
                </header>
                <EngineBar />
                <EngineLines />
                <super::tablebase_view::TablebaseVerdict />
                <ReviewBar />
                <EvalGraph />
                <ReviewSummary />
                <nav class="nav analysis-nav" aria-label=move || s.t(Msg::Moves)>
                    <button aria-label=move || s.t(Msg::First) title=move || s.t(Msg::First) on:click=move |_| s.study(Analysis::first)>"⇤"</button>
                    <button aria-label=move || s.t(Msg::Previous) title=move || s.t(Msg::Previous) data-testid="analysis-back" on:click=move |_| s.study(Analysis::back)>"◀"</button>
                    <button aria-label=move || s.t(Msg::Next) title=move || s.t(Msg::Next) data-testid="analysis-forward" on:click=move |_| s.study(Analysis::forward)>"▶"</button>
                    <button aria-label=move || s.t(Msg::Last) title=move || s.t(Msg::Last) on:click=move |_| s.study(Analysis::last)>"⇥"</button>
                    <button aria-label=move || s.t(Msg::Flip) title=move || s.t(Msg::Flip) on:click=move |_| s.study(Analysis::flip)>"⇅"</button>
                </nav>
                <MoveVerdict />
                <TreeView />
                <super::annotate::Annotate />
                <details class="analysis-export">
                    <summary data-testid="analysis-export">{move || s.t(StudyMsg::Export)}</summary>
                    <crate::dialogs::DownloadButtons lang=s.lang source=Callback::new(move |()| {
                        s.analysis.with_untracked(|a| {
                            a.as_ref().map(|a| {
                                let mut tree = a.tree().clone();
                                let today = xiangqi_ui::web::local_ms(js_sys::Date::now());
                                super::export_tags::complete_tags(&mut tree, s.lang.get_untracked(), today);
                                (
                                    tree.to_record().write(xiangqi::Notation::Iccs),
                                    Some(tree.to_pgn(xiangqi::Notation::Iccs)),
                                    format!("xiangqi-analysis-{}", xiangqi_ui::web::stamp_now()),
                                )
                            })
                        })
                    }) />
                </details>
            </aside>
            <StudyNotice />
        </main>
    }
}

/// Keys on the analysis board: arrows step through the moves, `f` flips,
/// Escape goes back to the game. Returns whether the key was used.
pub fn handle_key(s: StudySession, key: &str) -> bool {
    match key {
        "ArrowLeft" => s.study(Analysis::back),
        "ArrowRight" => s.study(Analysis::forward),
        "Home" => s.study(Analysis::first),
        "End" => s.study(Analysis::last),
        "f" => s.study(Analysis::flip),
        "e" => s.study(Analysis::toggle_engine),
        _ => return false,
    }
    true
}

/// The study screens' passing message, with a close button.
#[component]
pub(crate) fn StudyNotice() -> impl IntoView {
    let s = expect_context::<StudySession>();
    move || {
        s.notice.get().map(|text| {
            view! {
                <div class="notice" role="alert" data-testid="notice">
                    <span>{text}</span>
                    <button class="notice-close" aria-label=move || s.t(Msg::Close) on:click=move |_| s.notice.set(None)>
                        "×"
                    </button>
                </div>
            }
        })
    }
}
