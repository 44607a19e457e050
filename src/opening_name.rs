//! The opening the game has entered, above the move list: its ECCO code
//! and name in the page's language ("C00 中炮对屏风马", "C00 Central Cannon
//! vs Screen Horses").
//!
//! The classification table is not in the page's module: the files worker
//! (loaded after the first paint) names the opening from the moves, and
//! the answer is shown when it comes. Only games from the usual start
//! position have an opening.

use leptos::prelude::*;
use xiangqi::Position;
use xiangqi_files::protocol::{to_json, OpeningAnswer, OpeningName, OpeningQuestion};

use crate::session::Session;

/// How many plies are sent: every defining line is far shorter, and the
/// name cannot change after this.
const PLIES_SENT: usize = 60;

/// The opening's code and name, once the files worker has named it.
#[component]
pub fn OpeningLine() -> impl IntoView {
    let s = expect_context::<Session>();
    // The first moves of a game from the start position (`None` otherwise).
    let moves = Memo::new(move |_| {
        s.table.with(|t| {
            let game = t.game();
            let standard = game.start().to_fen() == Position::startpos().to_fen();
            standard.then(|| {
                game.moves()
                    .iter()
                    .take(PLIES_SENT)
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
            })
        })
    });
    let opening = RwSignal::new(None::<OpeningName>);
    // Answers to an earlier question are ignored.
    let asked = StoredValue::new(0u32);
    Effect::new(move |_| {
        let Some(moves) = moves.get().filter(|m| !m.is_empty()) else {
            opening.set(None);
            return;
        };
        let question = asked.get_value().wrapping_add(1);
        asked.set_value(question);
        xiangqi_ui::files::request_json(
            move |id| to_json(&OpeningQuestion::Opening { id, moves }),
            move |answer| {
                if asked.get_value() != question {
                    return;
                }
                let answer = answer.and_then(|text| serde_json::from_str(&text).ok());
                match answer {
                    Some(OpeningAnswer::Opening { opening: name, .. }) => opening.set(name),
                    None => opening.set(None),
                }
            },
        );
    });
    move || {
        opening.get().map(|o| {
            let name = match s.lang.get() {
                // The opening book names openings in Chinese and English;
                // Vietnamese readers get the English name.
                l if l.is_chinese() => o.zh.clone(),
                _ => o.en.clone(),
            };
            view! {
                <p class="opening" data-testid="opening" data-code=o.code.clone()>
                    <span class="opening-code">{o.code.clone()}</span>
                    " "
                    <span class="opening-name">{name}</span>
                </p>
            }
        })
    }
}
