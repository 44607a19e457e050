//! The 揭棋 game's panel: whose move it is or how the game ended
//! (`data-testid="jieqi-status"` with `data-state`: `red`, `black`,
//! `thinking` or `over`, and `data-seed`, the bag's), the moves with what
//! each turned over (`jieqi-moves`, each `li` with `data-ply`), what is
//! still face down, and the ways on: take back, resign, a new game, the
//! record to copy.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Role};
use xiangqi_ui::model::jieqi::{record_text, JieqiOpponent, JieqiTable};

use super::session::JieqiSession;
use super::words::{self, word};

pub(super) fn state_code(t: &JieqiTable) -> &'static str {
    match (t.end(), t.thinking(), t.to_move()) {
        (Some(_), _, _) => "over",
        (None, true, _) => "thinking",
        (None, false, Color::Red) => "red",
        (None, false, Color::Black) => "black",
    }
}

/// What the status line says.
pub(super) fn status(j: JieqiSession, t: &JieqiTable) -> String {
    let lang = j.lang();
    if let Some(end) = t.end() {
        return words::end(lang, end);
    }
    if t.thinking() {
        return j.w("thinking");
    }
    let mut said = word(lang, "to-move", &[("side", words::side(lang, t.to_move()))]);
    if t.check().is_some() {
        said.push_str(" · ");
        said.push_str(&j.w("check"));
    }
    said
}

#[component]
pub fn JieqiPanel() -> impl IntoView {
    let j = expect_context::<JieqiSession>();
    let t = j.table;
    let copied = RwSignal::new(false);
    let moves = move || {
        let simplified = j.simplified();
        t.with(|t| {
            let Some(t) = t else {
                return Vec::new();
            };
            t.game()
                .plies()
                .iter()
                .enumerate()
                .map(|(i, ply)| {
                    let mover = if i % 2 == 0 { Color::Red } else { Color::Black };
                    let turned = ply
                        .revealed
                        .map(|r| words::piece(simplified, Piece::new(mover, r)))
                        .unwrap_or_default();
                    let taken = ply
                        .captured_hidden
                        .map(|r| {
                            format!(
                                "×{}",
                                words::piece(simplified, Piece::new(mover.other(), r))
                            )
                        })
                        .unwrap_or_default();
                    let number = (i % 2 == 0).then(|| format!("{}.", i / 2 + 1));
                    view! {
                        <li data-ply=ply.to_string()>
                            {number.map(|n| view! { <span class="move-number">{n}</span> })}
                            <span class="move-text">{ply.mv.to_string()}</span>
                            <span class="jieqi-turned">{turned}</span>
                            <span class="jieqi-taken">{taken}</span>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    let still_down = move |color: Color| {
        let simplified = j.simplified();
        t.with(|t| {
            t.as_ref().map(|t| {
                let pos = t.game().position();
                Role::ALL
                    .into_iter()
                    .filter(|r| *r != Role::General)
                    .map(|r| {
                        words::piece(simplified, Piece::new(color, r))
                            .repeat(pos.unrevealed(color, r).into())
                    })
                    .collect::<String>()
            })
        })
        .unwrap_or_default()
    };
    let person = move || {
        t.with_untracked(|t| match t.as_ref().map(JieqiTable::opponent) {
            Some(JieqiOpponent::Computer { computer, .. }) => computer.other(),
            _ => t.as_ref().map_or(Color::Red, JieqiTable::to_move),
        })
    };
    let over = move || t.with(|t| t.as_ref().is_some_and(|t| t.end().is_some()));
    let record = move || t.with(|t| t.as_ref().map(record_text).unwrap_or_default());
    view! {
        <aside class="panel jieqi-panel" data-testid="jieqi-panel">
            <header class="analysis-head">
                <h2>{move || j.w("title")}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="jieqi-new" on:click=move |_| j.to_choice()>
                        {move || j.w("new-game")}
                    </button>
                </div>
            </header>
            <p
                class="lesson-feedback jieqi-status"
                data-testid="jieqi-status"
                data-state=move || t.with(|t| t.as_ref().map_or("", state_code))
                data-seed=move || t.with(|t| t.as_ref().map(|t| t.game().seed().to_string()))
                role="status"
                aria-live="polite"
            >
                {move || t.with(|t| t.as_ref().map(|t| status(j, t)).unwrap_or_default())}
            </p>
            // Focusable, so that the keyboard can scroll a long game.
            <ol
                class="move-list jieqi-moves"
                data-testid="jieqi-moves"
                tabindex="0"
                aria-label=move || j.w("moves")
            >
                {moves}
            </ol>
            <p class="jieqi-pools" data-testid="jieqi-face-down">
                <span>{move || word(j.lang(), "still-down", &[("side", words::side(j.lang(), Color::Red))])}</span>
                " "<span class="piece-chars red">{move || still_down(Color::Red)}</span>
                <br />
                <span>{move || word(j.lang(), "still-down", &[("side", words::side(j.lang(), Color::Black))])}</span>
                " "<span class="piece-chars black">{move || still_down(Color::Black)}</span>
            </p>
            <div class="choice-row">
                <button
                    data-testid="jieqi-take-back"
                    disabled=move || t.with(|t| t.as_ref().is_none_or(|t| t.game().plies().is_empty() || t.end().is_some()))
                    on:click=move |_| j.take_back()
                >
                    {move || j.w("take-back")}
                </button>
                <button
                    data-testid="jieqi-resign"
                    disabled=over
                    on:click=move |_| j.resign(person())
                >
                    {move || j.w("resign")}
                </button>
                <button
                    data-testid="jieqi-copy-record"
                    on:click=move |_| copied.set(xiangqi_ui::web::clipboard::write(&record()))
                >
                    {move || if copied.get() { j.w("copied") } else { j.w("copy-record") }}
                </button>
            </div>
            <details class="jieqi-record">
                <summary>{move || j.w("record")}</summary>
                <pre data-testid="jieqi-record">{record}</pre>
            </details>
        </aside>
    }
}
