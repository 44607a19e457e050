//! The place above the move list where the game's opening is named.
//!
//! A chunk of the program draws the name (`xiangqi_study::opening`):
//! naming an opening takes the files worker, where the ECCO table lives,
//! and the page's first download does without it. The page hands the
//! chunk the game's first moves and the language whenever either changes;
//! the chunk is downloaded for it once a game from the start position has
//! a move.

use leptos::prelude::*;
use xiangqi::Position;

use crate::chunks;
use crate::session::Session;
use crate::study_host::{counted, study_ready};

/// How many plies are sent: every defining line is far shorter, and the
/// name cannot change after this.
const PLIES_SENT: usize = 60;

/// The opening's code and name, drawn by the opening's chunk.
#[component]
pub fn OpeningLine() -> impl IntoView {
    let s = expect_context::<Session>();
    // The start position's key, made once: compared with each game's start.
    let start = Position::startpos().zobrist();
    // The first moves of a game from the start position (ICCS, space
    // separated; empty otherwise).
    let moves = Memo::new(move |_| {
        s.table.with(|t| {
            let game = t.game();
            if game.start().zobrist() != start {
                return String::new();
            }
            game.moves()
                .iter()
                .take(PLIES_SENT)
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
    });
    let root = NodeRef::<leptos::html::Div>::new();
    // Whether the chunk has drawn here (then it is told of every change,
    // an empty game included).
    let drawn = StoredValue::new(false);
    Effect::new(move |_| {
        let (Some(element), moves, lang) = (root.get(), moves.get(), s.lang.get()) else {
            return;
        };
        if moves.is_empty() && !drawn.get_value() {
            return;
        }
        drawn.set_value(true);
        let element: web_sys::HtmlElement = element.into();
        wasm_bindgen_futures::spawn_local(async move {
            // Without the chunk the line stays empty: nothing else
            // depends on it.
            let _ = counted(async {
                study_ready(lang).await?;
                chunks::show_opening(element, moves, lang.code().to_string()).await
            })
            .await;
        });
    });
    view! { <div class="opening-place" node_ref=root></div> }
}
