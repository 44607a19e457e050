//! Spoken feedback for screen readers: a visually hidden live region that
//! says every move in words ("Red cannon two to five", "红炮二平五"), the
//! end of the game and refused moves (the words come from
//! [`xiangqi_ui::words::moves`]).

use leptos::prelude::*;
use xiangqi::Position;

use crate::session::Session;
use xiangqi_ui::model::{Lang, Table};
use xiangqi_ui::words::{self, Msg};

/// What the live region last saw of the game.
#[derive(Clone, PartialEq)]
struct Seen {
    ply: usize,
    position: Position,
    over: bool,
}

/// The visually hidden live region (`data-testid="announcer"`). It speaks
/// each move played on the board, by either side, the outcome when the
/// game ends and a refused move, in the current language.
#[component]
pub fn Announcer() -> impl IntoView {
    let s = expect_context::<Session>();
    let text = RwSignal::new(String::new());
    // A repeated message must still change the region to be read again.
    let say = move |words: String| {
        text.update(|old| {
            *old = if old.trim_end_matches('\u{a0}') == words && !old.ends_with('\u{a0}') {
                format!("{words}\u{a0}")
            } else {
                words
            };
        });
    };

    Effect::new(move |seen: Option<Seen>| {
        let lang = s.lang.get_untracked();
        s.table.with(|t| {
            let g = t.game();
            let now = Seen {
                ply: g.ply_count(),
                position: g.position().clone(),
                over: g.is_over(),
            };
            let Some(seen) = seen else {
                return now;
            };
            let mut parts = Vec::new();
            let one_more =
                now.ply == seen.ply + 1 && g.position_at(seen.ply) == Some(&seen.position);
            if let Some(&m) = g.moves().get(seen.ply).filter(|_| one_more) {
                parts.push(words::moves::move_sentence(lang, &seen.position, m));
            }
            if let Some(o) = g.outcome().filter(|_| now.over && !seen.over) {
                parts.push(words::outcome(lang, &o));
            }
            if !parts.is_empty() {
                let sep = xiangqi_ui::words::catalog::text(
                    lang,
                    xiangqi_ui::words::Part::Page,
                    "SentenceJoin",
                );
                say(parts.join(sep));
            }
            now
        })
    });

    Effect::new(move |last: Option<Option<u32>>| {
        let id = s.table.with(Table::refusal_serial);
        if last.is_some() && id.is_some() && last != Some(id) {
            say(words::t(s.lang.get_untracked(), Msg::IllegalMove).to_string());
        }
        id
    });

    // Picking up a piece is said too: where it is, that it is in hand.
    Effect::new(move |last: Option<Option<xiangqi::Square>>| {
        let picked = s.table.with(Table::selected);
        if let Some(sq) = picked.filter(|_| last.is_some_and(|l| l != picked)) {
            let lang = s.lang.get_untracked();
            let piece = s.position.with_untracked(|p| p.piece_at(sq));
            let name = words::moves::point_name(lang, sq, piece, false);
            say(format!("{name}: {}", words::t(lang, Msg::PiecePicked)));
        }
        picked
    });

    // Words of the old language would linger after a switch.
    Effect::new(move |last: Option<Lang>| {
        let lang = s.lang.get();
        if last.is_some_and(|l| l != lang) {
            text.set(String::new());
        }
        lang
    });

    view! {
        <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
            {move || text.get()}
        </div>
    }
}
